import { ApiError, UNKNOWN_ERROR_MESSAGE } from "./api.ts";

// Apart from api.ts, so the respondent's page (which shows its own texts) does not download it.

/** Spec section 6: what owner screens and the API say when nobody is signed in. */
export const NOT_AUTHENTICATED_MESSAGE = "User not authenticated";

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The one way a failure becomes text: the server's message (or 'Network Error'), a thrown error's
 * message, or the text itself. `notFound` replaces the message of a missing resource (spec section 8:
 * the dashboard says 'Form not found', the edit view 'Survey not found').
 */
export function errorMessage(error: unknown, notFound?: string): string {
  if (notFound && isNotFound(error)) return notFound;
  if (typeof error === "string") return error;
  return error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE;
}

/** Spec section 8: a failure on the owner's screens reads 'Error: {message}'. */
export const errorText = (error: unknown, notFound?: string) => `Error: ${errorMessage(error, notFound)}`;
