import { type ApiErrorCode, errorStatus } from "@parley/schema";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The one error type of the domain: a code and a message, no HTTP. Services, the AI layer and the
 * routes throw it; `app.onError` answers it with the status `errorStatus` gives its code.
 */
export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(
    code: ApiErrorCode,
    message: string,
    options: { details?: unknown; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }
}

export const notFound = (message = "Not found.") => new AppError("NOT_FOUND", message);
export const unauthorized = () => new AppError("UNAUTHORIZED", "User not authenticated");
export const aiUnavailable = (cause?: unknown) =>
  new AppError("AI_UNAVAILABLE", "The AI service is unavailable right now. Please try again later.", { cause });
