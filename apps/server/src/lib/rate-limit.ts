import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { RateLimits } from "../config.ts";
import { AppError } from "../errors.ts";

/**
 * Limits a route per client address with the configured rule (max 0 = no limit), and per `scope`
 * of the request when given (e.g. the form); over it is 429 with Retry-After.
 */
export function rateLimit(
  name: keyof RateLimits,
  scope?: (c: Context<AppEnv>) => string | null,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { rateLimiter, config } = c.get("deps");
    const rule = config.rateLimits[name];
    if (rule.max === 0) return next();
    const scoped = scope ? scope(c) : "";
    if (scoped === null) return next();
    const decision = await rateLimiter.consume(`${name}:${scoped ? `${scoped}:` : ""}${c.get("clientAddress")}`, rule);
    if (!decision.allowed) {
      throw new AppError("RATE_LIMITED", "Too many requests. Please wait a moment and try again.", {
        headers: { "Retry-After": String(decision.retryAfter ?? rule.window) },
      });
    }
    await next();
  };
}
