/** A blank string is one that is not a string or holds only whitespace (spec 1 §5). */
export function isBlank(value: unknown): boolean {
  return typeof value !== "string" || value.trim().length === 0;
}

/** The loose e-mail test of spec 1 §5: something@something.something, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** E-mail addresses compare case-insensitively. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
