import { errorBodySchema } from "@parley/schema";

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
    const parsed = errorBodySchema.safeParse(payload);
    if (parsed.success) {
      const { message, code, details } = parsed.data.error;
      throw new ApiError(message, code, response.status, details);
    }
    throw new ApiError(UNKNOWN_ERROR_MESSAGE, "HTTP_ERROR", response.status);
  }
  return payload as T;
}
