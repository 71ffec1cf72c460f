import type { MiddlewareHandler } from "hono";
import type { AppEnv, SessionUser } from "../app-env.ts";
import { AppError, unauthorized } from "../errors.ts";

const invalidKey = () =>
  new AppError("UNAUTHORIZED", "The API key is invalid or was revoked.", {
    headers: { "WWW-Authenticate": 'Bearer error="invalid_token"' },
  });

/** The key of an `Authorization: Bearer <key>` header ("" when empty), or undefined without one. */
export function bearerKey(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer[ \t]+(.*)$/i);
  return match ? (match[1] ?? "").trim() : undefined;
}

async function readUser(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<SessionUser | null> {
  const key = bearerKey(c.req.header("authorization"));
  if (key !== undefined) {
    // A request that names a key is judged by that key alone, never by a cookie sent beside it.
    const owner = key ? await c.get("deps").services.apiKeys.ownerOf(key) : null;
    if (!owner) throw invalidKey();
    return owner;
  }
  const session = await c.get("deps").auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  return { id: session.user.id, name: session.user.name, email: session.user.email };
}

/** Sets `user` when a session cookie is valid; anyone may pass. */
export const withOptionalUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("user", await readUser(c));
  await next();
};

/** Only signed-in owners pass; others get 401 'User not authenticated'. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await readUser(c);
  if (!user) throw unauthorized();
  c.set("user", user);
  await next();
};

export function currentUser(c: { get(key: "user"): SessionUser | null }): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}
