import { NETWORK_ERROR_MESSAGE } from "../../../lib/api.ts";
import { authClient } from "../../../lib/auth-client.ts";

/** What went wrong, as better-auth reports it: a machine code (when known) and a readable message. */
export interface AuthFailure {
  code: string | undefined;
  message: string;
}

export type AuthResult = { ok: true } | { ok: false; error: AuthFailure };

interface BetterAuthError {
  code?: string | undefined;
  message?: string | undefined;
  status?: number;
  statusText?: string;
}

function toResult(error: BetterAuthError | null | undefined): AuthResult {
  if (!error) return { ok: true };
  const message = error.message || error.statusText || "Something went wrong. Please try again.";
  return { ok: false, error: { code: error.code, message } };
}

async function run(call: () => Promise<{ error: BetterAuthError | null }>): Promise<AuthResult> {
  try {
    return toResult((await call()).error);
  } catch {
    // fetch itself failed: the server is unreachable.
    return { ok: false, error: { code: undefined, message: NETWORK_ERROR_MESSAGE } };
  }
}

export function loginWithEmail(email: string, password: string): Promise<AuthResult> {
  return run(() => authClient.signIn.email({ email, password }));
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Spec section 3: the display name is the first name, a space, then the last name. */
export function registerWithEmail({ firstName, lastName, email, password }: Registration): Promise<AuthResult> {
  return run(() => authClient.signUp.email({ name: `${firstName} ${lastName}`, email, password }));
}

/**
 * Starts Google sign-in. On success the browser leaves for Google and comes back to `callbackURL`;
 * when Google or the server refuses, it comes back to `errorCallbackURL` with an `error` query parameter.
 */
export function signInWithGoogle({
  callbackURL = "/create-form",
  errorCallbackURL,
}: {
  callbackURL?: string;
  errorCallbackURL?: string;
} = {}): Promise<AuthResult> {
  return run(() => authClient.signIn.social({ provider: "google", callbackURL, errorCallbackURL }));
}
