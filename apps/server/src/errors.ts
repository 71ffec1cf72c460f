import type { ErrorCode } from "@parley/schema";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error type handlers throw; `app.onError` turns it into the error contract. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    message: string,
    options: { details?: unknown; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

export const notFound = (message = "Not found.") => new AppError(404, "NOT_FOUND", message);
export const unauthorized = () => new AppError(401, "UNAUTHORIZED", "User not authenticated");
export const aiUnavailable = (cause?: unknown) =>
  new AppError(502, "AI_UNAVAILABLE", "The AI service is unavailable right now. Please try again later.", { cause });
