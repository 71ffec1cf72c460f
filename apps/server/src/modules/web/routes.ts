import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../../app-env.ts";

function isFolder(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

/** The built web app: its files, and index.html for every other path so deep links survive a reload. */
export function webRoutes(distDir: string) {
  const indexHtml = readFileSync(join(distDir, "index.html"), "utf8");
  const files = serveStatic({ root: distDir, index: "" });
  // With `index: ""`, serveStatic would stream a folder ("/" above all) as a broken file.
  const filesOnly: MiddlewareHandler<AppEnv> = (c, next) => {
    let path: string;
    try {
      path = decodeURI(c.req.path);
    } catch {
      return next();
    }
    return isFolder(join(distDir, path)) ? next() : files(c, next);
  };
  return new Hono<AppEnv>()
    .use(
      "/assets/*",
      serveStatic({
        root: distDir,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    )
    .use("*", filesOnly)
    .get("*", (c) => {
      c.header("Cache-Control", "no-cache");
      return c.html(indexHtml);
    });
}
