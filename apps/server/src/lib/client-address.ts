import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address: the connection's, or the last hop a trusted proxy appended to
 * X-Forwarded-For. Never a header the client alone controls.
 */
export function clientAddress(c: Context, trustedProxy: boolean): string {
  if (trustedProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}
