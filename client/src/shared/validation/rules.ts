/** A rule answers an error message, or null when the value passes. */
export type Rule = (value: string) => string | null;

/** Blank: not a string, or only whitespace. */
export function isBlank(value: unknown): boolean {
  return typeof value !== "string" || value.trim() === "";
}

/** A deliberately loose e-mail test: something@something.something, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export const required =
  (message: string): Rule =>
  (value) =>
    isBlank(value) ? message : null;

export const email =
  (message: string): Rule =>
  (value) =>
    isBlank(value) || isEmail(value) ? null : message;

export const minLength =
  (length: number, message: string): Rule =>
  (value) =>
    value.length > 0 && value.length < length ? message : null;

export const equalTo =
  (other: () => string, message: string): Rule =>
  (value) =>
    value === other() ? null : message;

/** The first failing rule's message, or null. */
export function validate(value: string, rules: Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}
