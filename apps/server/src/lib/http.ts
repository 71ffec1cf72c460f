import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../errors.ts";

/** Reads a JSON body and validates it; bad JSON or a bad shape is a 400 in the error contract. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return parseWith(schema, await readJson(c));
}

export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError(400, "VALIDATION_ERROR", "The request body must be valid JSON.");
  }
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [first] = result.error.issues;
  const details = result.error.issues
    .slice(0, 20)
    .map((issue) => ({ path: issue.path.map(String), message: issue.message }));
  throw new AppError(400, "VALIDATION_ERROR", first?.message ?? "Invalid request.", { details });
}
