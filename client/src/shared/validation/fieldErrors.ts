import type { z } from "zod";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Checks a form with the request schema the server applies: the parsed body when it passes, else the
 * first message per field. One set of rules for both sides.
 */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
): { ok: true; body: z.output<S> } | { ok: false; errors: FieldErrors<string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  const errors: FieldErrors<string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** A name already used by an active record, compared case-insensitively (spec 2 §5). */
export function nameTaken(name: string, active: readonly { name: string; isDeactivated?: boolean }[]) {
  const wanted = name.trim().toLocaleLowerCase();
  return (
    wanted !== "" &&
    active.some((item) => !item.isDeactivated && item.name.trim().toLocaleLowerCase() === wanted)
  );
}
