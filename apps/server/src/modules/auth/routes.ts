import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { CLIENT_ADDRESS_HEADER } from "../../auth.ts";
import { hasUnstorableText, unstorableText } from "../../lib/http.ts";

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
  }
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_ADDRESS_HEADER, c.get("clientAddress"));
  const response = await auth.handler(new Request(c.req.raw, { headers }));
  if (response.status < 400) return response;

  const text = await response.text();
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { message: text };
  }
  // better-auth reports a malformed sign-up email as a generic body validation error.
  if (parsed.code === "VALIDATION_ERROR" && parsed.message?.startsWith("[body.email]")) {
    parsed = { code: "INVALID_EMAIL", message: "Invalid email" };
  }
  const code =
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
