import { ApiError, errorMessage } from "./api.ts";

// Apart from api.ts, so the respondent's page (which shows its own texts) does not download it.

/** Spec section 6: what owner screens and the API say when nobody is signed in. */
export const NOT_AUTHENTICATED_MESSAGE = "User not authenticated";

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Spec section 8: a failure on the owner's screens reads 'Error: {message}'; `notFound` replaces the
 * message of a missing form (the dashboard says 'Form not found', the edit view 'Survey not found').
 */
export const errorText = (error: unknown, notFound?: string) =>
  `Error: ${notFound && isNotFound(error) ? notFound : errorMessage(error)}`;
