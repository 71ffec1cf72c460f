import type { ErrorBody } from "@parley/schema";

/** An API failure carrying the server's message (shown to users as is) and its error code. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;

  constructor(message: string, code: string, status: number, details?: unknown) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

/** Spec section 8: what users see when the request never reached the server. */
export const NETWORK_ERROR_MESSAGE = "Network Error";
const UNKNOWN_ERROR_MESSAGE = "Something went wrong. Please try again.";

type ApiRequest = Omit<RequestInit, "body"> & { body?: unknown };

/**
 * Calls the same-origin JSON API. Resolves with the parsed body; rejects with an ApiError whose
 * message is the server's `{ error: { message } }`, or 'Network Error' when fetch itself fails.
 */
export async function api<T>(path: string, { body, headers, ...init }: ApiRequest = {}): Promise<T> {
  const requestHeaders = new Headers(headers);
  requestHeaders.set("Accept", "application/json");
  if (body !== undefined) requestHeaders.set("Content-Type", "application/json");

  let response: Response;
  try {
    response = await fetch(path, {
      credentials: "same-origin",
      ...init,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // A cancelled query is not a failure to report.
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, "NETWORK_ERROR", 0);
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isErrorBody(payload)) {
      const { message, code, details } = payload.error;
      throw new ApiError(message, code, response.status, details);
    }
    throw new ApiError(UNKNOWN_ERROR_MESSAGE, "HTTP_ERROR", response.status);
  }
  return payload as T;
}

/** The one way a failure becomes text: the server's message (or 'Network Error'), an error's message, or the text itself. */
export function errorMessage(error: unknown): string {
  if (typeof error === "string") return error;
  return error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE;
}

/**
 * Whether a failed request is worth another try (at most two more): client errors (4xx) will not
 * change on retry; network and server errors might.
 */
export function isWorthRetrying(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** The wait before retry number `failureCount + 1`: 1 s, 2 s, 4 s... at most 30 s (TanStack Query's default). */
export const retryDelay = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The API's error body (`errorBodySchema` in @parley/schema), checked by hand: zod stays out of
 * the code every screen loads.
 */
function isErrorBody(value: unknown): value is ErrorBody {
  if (!isRecord(value) || !isRecord(value.error)) return false;
  return typeof value.error.code === "string" && typeof value.error.message === "string";
}
