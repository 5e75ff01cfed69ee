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

const NAME_COLLATOR = new Intl.Collator("en", { sensitivity: "base" });
const FILE_NAME_COLLATOR = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Two names in alphabetical order, ignoring case and accents, through the one kept collator. */
export const compareNames = (a: string, b: string): number => NAME_COLLATOR.compare(a, b);

/**
 * Orders by name as `a.name.localeCompare(b.name, "en", { sensitivity: "base" })` does, through one
 * kept collator: localeCompare with options builds its collator on every call (about 5-10 ms to sort 60
 * vessels on the loaded 2-core machine, 0.2 ms with the kept one), and every vessel-scoped call sorts.
 */
export const byName = (a: { name: string }, b: { name: string }): number =>
  NAME_COLLATOR.compare(a.name, b.name);

/** As byName, with the digits in a name read as numbers ("report 2" before "report 10"), for file names. */
export const byFileName = (a: { name: string }, b: { name: string }): number =>
  FILE_NAME_COLLATOR.compare(a.name, b.name);
