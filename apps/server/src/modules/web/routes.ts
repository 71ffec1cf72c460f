import { readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

/** The built web app: its files, and index.html for every other path so deep links survive a reload. */
export function webRoutes(distDir: string) {
  const indexHtml = readFileSync(join(distDir, "index.html"), "utf8");
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
    .use("*", serveStatic({ root: distDir, index: "" }))
    .get("*", (c) => {
      c.header("Cache-Control", "no-cache");
      return c.html(indexHtml);
    });
}
