import type { Context } from "hono";
import type { z } from "zod";
import { ValidationError } from "../../domain/shared/errors.js";
import { bodyTooLargeIn } from "./bodyLimit.js";

/** Parses a JSON body against a schema; every broken rule is listed in the 400 answer. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.length === 0 ? undefined : JSON.parse(text);
  } catch (error) {
    throw bodyTooLargeIn(error) ?? new ValidationError("The request body is not valid JSON.");
  }
  return parseValue(body, schema);
}

export function parseValue<S extends z.ZodType>(value: unknown, schema: S): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = [...new Set(result.error.issues.map((issue) => issue.message))];
  throw new ValidationError(
    errors.length === 1 ? errors[0]! : `${errors.length} problems: ${errors.join("; ")}`,
    errors,
  );
}
