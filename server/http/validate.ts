import type { Context } from "hono";
import { validator } from "hono/validator";
import { z } from "zod";
import { ValidationError } from "../../domain/shared/errors.js";
import { bodyTooLargeIn } from "./bodyLimit.js";
import { describePathParams } from "./openapi.js";

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

/**
 * Declares a route's path parameters with their types; they are checked before the handler runs
 * (400 naming the parameter), and the handler reads them typed with `c.req.valid("param")`.
 * Every route with a path id uses it: an id of the wrong shape never reaches a lookup. The OpenAPI
 * document takes the parameters' schemas from it.
 */
export function pathParams<Shape extends z.ZodRawShape>(shape: Shape) {
  const schema = z.object(shape);
  // Inferred on its own: as an argument, the validator's input type would be inferred from the parameter.
  const checked = validator("param", (params): z.output<typeof schema> => parseValue(params, schema));
  return describePathParams(checked, schema);
}

/** A field path as a person reads it: fuels[0].tonnes. */
const pathText = (path: readonly PropertyKey[]): string =>
  path.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i ? "." : ""}${String(p)}`)).join("");

/** The schema's issues with their field first ("fuels[0].tonnes must not be negative."): a 400 names the field. */
export const withPaths = <S extends z.ZodType>(schema: S) =>
  z.unknown().transform((value, ctx): z.infer<S> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const path = pathText(issue.path);
      ctx.addIssue({ code: "custom", message: path ? `${path} ${issue.message}` : issue.message });
    }
    return z.NEVER;
  });
