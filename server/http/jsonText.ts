import type { Context } from "hono";

/** A JSON answer already written as text (parts kept or made by the database), sent without parsing it. */
export const jsonTextAnswer = (c: Context, text: string) =>
  c.body(text, 200, { "content-type": "application/json" });
