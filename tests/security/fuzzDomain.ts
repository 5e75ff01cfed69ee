/**
 * Requests of a valid shape that the rules, not the schema, must judge (issue 28): each field of a
 * valid body given a value of the right type that a decision may refuse, and every date of the body
 * moved to a year outside the regulations' tables at once.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Years before the first and after the last of the CII, FuelEU and ETS tables. */
export const FAR_YEARS = [1900, 2100] as const;

/** Right-typed values a rule may refuse, by the field's name and valid value. */
function rightTypedValues(key: string, value: Json, otherIds: readonly string[]): Json[] {
  if (typeof value === "number") return /year/i.test(key) ? [2018, 2031, ...FAR_YEARS] : [0, -1];
  if (typeof value === "boolean") return [!value];
  if (typeof value === "string") {
    if (ISO_TIME.test(value)) return FAR_YEARS.map((y) => `${y}${value.slice(4)}`);
    if (DAY.test(value)) return FAR_YEARS.map((y) => `${y}${value.slice(4)}`);
    if (UUID.test(value)) return otherIds.filter((id) => id !== value);
    return [""];
  }
  if (Array.isArray(value)) return value.length > 0 ? [[], [value[0]!, value[0]!]] : [];
  return [];
}

/** Every date and time in `body` moved to `year` (a period stays a period, in another year). */
export function movedToYear(body: Json, year: number): Json {
  if (typeof body === "string")
    return ISO_TIME.test(body) || DAY.test(body) ? `${year}${body.slice(4)}` : body;
  if (Array.isArray(body)) return body.map((item) => movedToYear(item, year));
  if (body && typeof body === "object")
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, movedToYear(v, year)]));
  return body;
}

/** One field changed at a time, `depth` levels into objects and into the first item of a list. */
function fieldVariants(body: Json, otherIds: readonly string[], depth: number): Json[] {
  if (Array.isArray(body)) return fieldVariants(body[0] ?? null, otherIds, depth).map((v) => [v]);
  if (!body || typeof body !== "object") return [];
  const out: Json[] = [];
  for (const [key, value] of Object.entries(body)) {
    for (const other of rightTypedValues(key, value, otherIds)) out.push({ ...body, [key]: other });
    const inner = Array.isArray(value) ? value[0] : value;
    if (depth > 0 && inner && typeof inner === "object" && !Array.isArray(inner))
      for (const variant of fieldVariants(inner, otherIds, depth - 1))
        out.push({ ...body, [key]: Array.isArray(value) ? [variant, ...value.slice(1)] : variant });
  }
  return out;
}

/**
 * Valid-shaped variants of a valid body: one field at a time (one level deep), then all its dates
 * moved together. `otherIds` go where the body names a record (another company's, one that does not
 * exist).
 */
export function domainVariants(body: Json, otherIds: readonly string[]): Json[] {
  const dated = FAR_YEARS.map((year) => movedToYear(body, year)).filter(
    (moved) => JSON.stringify(moved) !== JSON.stringify(body),
  );
  return [...fieldVariants(body, otherIds, 1), ...dated];
}

/** Right-typed path values a rule may refuse (the other path values stay valid). */
export function domainParams(name: string): string[] {
  if (name === "year") return ["2018", "2031", ...FAR_YEARS.map(String)];
  if (name === "date") return FAR_YEARS.map((y) => `${y}-01-10`);
  return [];
}
