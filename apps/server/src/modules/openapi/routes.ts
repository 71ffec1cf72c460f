import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { notFound } from "../../errors.ts";
import { openApiDocument } from "./document.ts";

const swaggerDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
// The renderer is served from this server (no CDN), so the page works offline and under our CSP.
const assets: Record<string, { file: string; type: string }> = {
  "swagger-ui.css": { file: join(swaggerDir, "swagger-ui.css"), type: "text/css; charset=utf-8" },
  "swagger-ui-bundle.js": { file: join(swaggerDir, "swagger-ui-bundle.js"), type: "text/javascript; charset=utf-8" },
  "init.js": { file: "", type: "text/javascript; charset=utf-8" },
};
const initScript = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#docs", deepLinking: true });\n`;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parley API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

let documentJson: string | undefined;
const assetCache = new Map<string, string>();

export const openApiRoutes = new Hono<AppEnv>()
  .get("/openapi.json", (c) => {
    documentJson ??= JSON.stringify(openApiDocument());
    return c.body(documentJson, 200, { "content-type": "application/json" });
  })
  .get("/docs", (c) => c.html(page))
  .get("/docs/:asset", async (c) => {
    const name = c.req.param("asset");
    const asset = Object.hasOwn(assets, name) ? assets[name] : undefined;
    if (!asset) throw notFound();
    let text = assetCache.get(name);
    if (text === undefined) {
      text = asset.file ? await readFile(asset.file, "utf8") : initScript;
      assetCache.set(name, text);
    }
    return c.body(text, 200, { "content-type": asset.type, "cache-control": "public, max-age=86400" });
  });
