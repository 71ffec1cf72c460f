import { createAuthClient } from "better-auth/react";

/** better-auth is mounted by our server at /api/auth on the same origin. */
export const authClient = createAuthClient({ baseURL: window.location.origin });

/** The live session; every component using it re-renders on sign-in and sign-out. */
export const useSession = authClient.useSession;

export type SessionUser = NonNullable<ReturnType<typeof authClient.useSession>["data"]>["user"];
