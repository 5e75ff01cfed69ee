/**
 * JSON Canonicalization Scheme (RFC 8785): no whitespace, object members sorted by the UTF-16 code
 * units of their names, numbers and strings serialised as ECMAScript's JSON.stringify does (which
 * RFC 8785 adopts). Two parties that hold the same JSON value get the same bytes, whatever order a
 * database (PostgreSQL jsonb) gave the keys back in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return value ? "true" : "false";
    case "number":
      if (!Number.isFinite(value)) throw new RangeError(`canonical JSON: ${value} is not a JSON number`);
      return JSON.stringify(value);
    case "string":
      return JSON.stringify(value);
    case "object": {
      if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
      const record = value as Record<string, unknown>;
      const members: string[] = [];
      // Default sort compares UTF-16 code units, the order RFC 8785 (3.2.3) asks for.
      for (const key of Object.keys(record).sort()) {
        const member = record[key];
        if (member === undefined) continue;
        members.push(`${JSON.stringify(key)}:${canonicalJson(member)}`);
      }
      return `{${members.join(",")}}`;
    }
    default:
      throw new TypeError(`canonical JSON: a ${typeof value} is not a JSON value`);
  }
}
