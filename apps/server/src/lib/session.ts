import type { MiddlewareHandler } from "hono";
import type { AppEnv, SessionUser } from "../app-env.ts";
import { unauthorized } from "../errors.ts";

async function readUser(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<SessionUser | null> {
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
