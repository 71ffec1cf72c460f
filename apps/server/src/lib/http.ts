import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { AppError } from "../errors.ts";

/** Reads a JSON body and validates it; bad JSON or a bad shape is a 400 in the error contract. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return parseWith(schema, await readJson(c));
}

/**
 * The route's JSON body, checked by `schema` (read it with `c.req.valid("json")`). The body is read
 * first by `readJson`, so bad JSON and unstorable text get our messages; Hono caches it for the
 * validator.
 */
export function jsonBody<T extends z.ZodType>(schema: T) {
  const validate = zValidator("json", schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
  const middleware: MiddlewareHandler = async (c, next) => {
    await readJson(c);
    return validate(c, next);
  };
  return middleware as typeof validate;
}

export async function readJson(c: Context): Promise<unknown> {
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    throw invalidJson();
  }
  if (hasUnstorableText(value)) throw unstorableText();
  return value;
}

/** readJson for a body already read as text (e.g. in a worker thread). */
export function readJsonText(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidJson();
  }
  if (hasUnstorableText(value)) throw unstorableText();
  return value;
}

const invalidJson = () => new AppError("VALIDATION_ERROR", "The request body must be valid JSON.");

export const unstorableText = () =>
  new AppError("VALIDATION_ERROR", "Text may not contain NUL characters or invalid Unicode.");

/**
 * True when a string or key anywhere in `value` holds a NUL character or a lone UTF-16 surrogate:
 * PostgreSQL cannot store the first and would silently replace the second. Iterative, so any
 * nesting depth JSON.parse accepts is fine.
 */
export function hasUnstorableText(value: unknown): boolean {
  const bad = (text: string) => text.includes("\0") || !text.isWellFormed();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (bad(item)) return true;
    } else if (item !== null && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) {
        if (bad(key)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(result.error);
}

/** A failed check in the error contract: the first message, and up to 20 issues as details. */
function validationError(error: { issues: readonly z.core.$ZodIssue[] }): AppError {
  const [first] = error.issues;
  const details = error.issues.slice(0, 20).map((issue) => ({ path: issue.path.map(String), message: issue.message }));
  return new AppError("VALIDATION_ERROR", first?.message ?? "Invalid request.", { details });
}
