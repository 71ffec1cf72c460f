import { AUTH_LIMITS, type ErrorCode, errorStatus } from "@parley/schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { CLIENT_ADDRESS_HEADER } from "../../auth.ts";
import { hasUnstorableText, unstorableText } from "../../lib/http.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An error in both shapes the auth routes answer: better-auth's `{code, message}` and our `error`. */
function authError(code: "VALIDATION_ERROR" | "RATE_LIMITED", message: string, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ code, message, error: { code, message } }), {
    status: errorStatus[code],
    headers: { "content-type": "application/json", ...headers },
  });
}

/** Spec section 5 on the API too (fields non-empty after trimming), and bounded lengths; the message, or null. */
function checkAccountFields(path: string, body: unknown): string | null {
  if (!isRecord(body)) return null;
  const text = (key: string) => (typeof body[key] === "string" ? (body[key] as string) : undefined);
  const tooLong = (key: string, max: number) => (text(key)?.length ?? 0) > max;
  if (tooLong("name", AUTH_LIMITS.maxNameLength))
    return `Name must be at most ${AUTH_LIMITS.maxNameLength} characters.`;
  if (tooLong("email", AUTH_LIMITS.maxEmailLength))
    return `Email must be at most ${AUTH_LIMITS.maxEmailLength} characters.`;
  if (tooLong("password", AUTH_LIMITS.maxPasswordLength) || tooLong("newPassword", AUTH_LIMITS.maxPasswordLength)) {
    return `Password must be at most ${AUTH_LIMITS.maxPasswordLength} characters.`;
  }
  const blank = (key: string) => (text(key) ?? "").trim() === "";
  if (path === "/sign-in/email" && (blank("email") || blank("password")))
    return "Please enter both email and password.";
  if (path === "/sign-up/email" && (blank("name") || blank("email") || blank("password")))
    return "All fields are required.";
  if (path === "/update-user" && "name" in body && blank("name")) return "All fields are required.";
  return null;
}

/**
 * better-auth's handler. Its errors are `{code, message}`, which its client reads; we add the
 * `error` object of our contract beside them so both kinds of client understand them.
 */
export const authRoutes = new Hono<AppEnv>().all("/*", async (c) => {
  const { auth } = c.get("deps");
  const type = c.req.header("content-type") ?? "";
  if (c.req.raw.body && /json|x-www-form-urlencoded/i.test(type)) {
    // better-auth would pass a NUL or a lone surrogate on to PostgreSQL and answer 500.
    const text = await c.req.raw.clone().text();
    let body: unknown;
    try {
      body = /json/i.test(type) ? JSON.parse(text) : [...new URLSearchParams(text)];
    } catch {
      body = undefined; // better-auth answers malformed JSON itself.
    }
    if (hasUnstorableText(body)) throw unstorableText();
    const refusal = checkAccountFields(c.req.path.replace(/^\/api\/auth/, ""), body);
    if (refusal) return authError("VALIDATION_ERROR", refusal);
    if (c.req.path.endsWith("/sign-in/email") && isRecord(body) && typeof body.email === "string") {
      const rule = c.get("deps").config.rateLimits.signInAccount;
      const account = body.email.trim().toLowerCase();
      const decision =
        rule.max === 0 ? { allowed: true } : await c.get("deps").rateLimiter.consume(`signInAccount:${account}`, rule);
      if (!decision.allowed) {
        const retryAfter = String(("retryAfter" in decision && decision.retryAfter) || rule.window);
        return authError("RATE_LIMITED", "Too many requests. Please wait a moment and try again.", {
          "retry-after": retryAfter,
        });
      }
    }
  }
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_ADDRESS_HEADER, c.get("clientAddress"));
  const response = await auth.handler(new Request(c.req.raw, { headers }));
  if (response.status < 400) return response;

  const text = await response.text();
  let parsed: { code?: ErrorCode; message?: string } = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { message: text };
  }
  // better-auth reports a malformed sign-up email as a generic body validation error.
  if (parsed.code === "VALIDATION_ERROR" && parsed.message?.startsWith("[body.email]")) {
    parsed = { code: "INVALID_EMAIL", message: "Invalid email" };
  }
  const code: ErrorCode =
    parsed.code ?? (response.status === 429 ? "RATE_LIMITED" : response.status === 404 ? "NOT_FOUND" : "AUTH_ERROR");
  const message = parsed.message || response.statusText || "Authentication failed.";
  const outHeaders = new Headers(response.headers);
  outHeaders.set("content-type", "application/json");
  // better-auth names its wait X-Retry-After; clients and proxies read the standard header.
  const retryAfter = response.headers.get("x-retry-after");
  if (response.status === 429 && retryAfter && !outHeaders.has("retry-after"))
    outHeaders.set("retry-after", retryAfter);
  outHeaders.delete("content-length");
  return new Response(JSON.stringify({ ...parsed, code, message, error: { code, message } }), {
    status: response.status,
    headers: outHeaders,
  });
});
