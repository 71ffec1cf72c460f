import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "../errors.ts";
import type { RateRule } from "../modules/rate-limit/service.ts";

/** Limits a route per client address; over the limit is 429 with Retry-After. */
export function rateLimit(name: string, rule: RateRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { rateLimiter } = c.get("deps");
    const decision = await rateLimiter.consume(`${name}:${c.get("clientAddress")}`, rule);
    if (!decision.allowed) {
      const retryAfter = String(decision.retryAfter ?? rule.window);
      throw new AppError(429, "RATE_LIMITED", "Too many requests. Please wait a moment and try again.", {
        headers: { "Retry-After": retryAfter },
      });
    }
    await next();
  };
}
