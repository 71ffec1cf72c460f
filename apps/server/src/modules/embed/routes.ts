import { readFileSync } from "node:fs";
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../../app-env.ts";

const embedScript = readFileSync(new URL("./embed.js", import.meta.url), "utf8");

/** The path respondents open; the only page another site may frame. */
export const RESPONDENT_PATH_PREFIX = "/user-response/";

/**
 * Runs outside the security headers: lets any site frame the respondent page (every other page
 * keeps `frame-ancestors 'none'`), and lets any site load the embed script.
 */
export const embedHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.path.startsWith(RESPONDENT_PATH_PREFIX)) {
    const csp = c.res.headers.get("content-security-policy");
    if (csp) c.res.headers.set("content-security-policy", csp.replace(/frame-ancestors [^;]*/, "frame-ancestors *"));
    c.res.headers.delete("x-frame-options");
  } else if (c.req.path === "/embed.js") {
    c.res.headers.set("cross-origin-resource-policy", "cross-origin");
  }
};

export const embedRoutes = new Hono<AppEnv>().get("/embed.js", (c) =>
  c.body(embedScript, 200, {
    "content-type": "text/javascript; charset=utf-8",
    "cache-control": "public, max-age=3600",
  }),
);
