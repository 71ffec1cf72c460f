import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../../app-env.ts";

function isFolder(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

/** A cache must not hand the Brotli copy of a file to a client that asked for it plain, nor the reverse. */
function varyByEncoding(path: string, c: Context): void {
  if (/\.(?:br|gz)$/.test(path) || existsSync(`${path}.br`) || existsSync(`${path}.gz`)) {
    if (!c.res.headers.get("Vary")) c.header("Vary", "Accept-Encoding");
  }
}

/** The built web app: its files, and index.html for every other path so deep links survive a reload. */
export function webRoutes(distDir: string) {
  const indexHtml = readFileSync(join(distDir, "index.html"), "utf8");
  // The build writes .br and .gz beside each file (vite.config.ts); they are sent by Accept-Encoding.
  const files = serveStatic({ root: distDir, index: "", precompressed: true, onFound: varyByEncoding });
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
        precompressed: true,
        onFound: (path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
          varyByEncoding(path, c);
        },
      }),
    )
    .use("*", filesOnly)
    .get("*", (c) => {
      c.header("Cache-Control", "no-cache");
      return c.html(indexHtml);
    });
}
