import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "../errors.ts";
import { bearerKey } from "./session.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export const forbiddenOrigin = () => new AppError("FORBIDDEN_ORIGIN", "This request came from another site.");
export const unsupportedMediaType = () =>
  new AppError("UNSUPPORTED_MEDIA_TYPE", "Requests with a body must be sent as application/json.");

/**
 * Cross-site request forgery: a state-changing request must come from one of Parley's own origins
 * (a browser always names it in Origin, or at least in Sec-Fetch-Site; clients that are no browser
 * send neither), and carry JSON, which no other site can send without a CORS preflight.
 */
export function requestGuard(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    // A browser never adds an API key by itself, so a request carrying one cannot be forged by a site.
    const forgeable = bearerKey(c.req.header("authorization")) === undefined;
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const foreign =
      origin !== undefined ? !trusted.has(origin) : site !== undefined && site !== "same-origin" && site !== "none";
    if (forgeable && foreign) {
      throw forbiddenOrigin();
    }
    const type = c.req.header("content-type");
    const length = Number(c.req.header("content-length") ?? 0);
    const hasBody = length > 0 || c.req.header("transfer-encoding") !== undefined;
    if (type !== undefined ? !/^application\/json\s*(;|$)/i.test(type) : hasBody) throw unsupportedMediaType();
    return next();
  };
}
