/**
 * JSON Canonicalization Scheme (RFC 8785): no whitespace, object members sorted by the UTF-16 code
 * units of their names, numbers and strings serialised as ECMAScript's JSON.stringify does (which
 * RFC 8785 adopts). Two parties that hold the same JSON value get the same bytes, whatever order a
 * database (PostgreSQL jsonb) gave the keys back in.
 */
export function canonicalJson(value: unknown): string {
  return write(value);
}

// One string built by appending (no per-level arrays and joins): every append hashes one of these.
function write(value: unknown): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) throw new RangeError(`canonical JSON: ${value} is not a JSON number`);
      // Number::toString is what JSON.stringify writes for a finite number ("0" for -0).
      return `${value}`;
    case "boolean":
      return value ? "true" : "false";
    case "object": {
      if (Array.isArray(value)) {
        let out = "[";
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out += ",";
          out += write(value[i]);
        }
        return `${out}]`;
      }
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record);
      // Default sort compares UTF-16 code units, the order RFC 8785 (3.2.3) asks for; objects that
      // arrive sorted (most of ours) skip it.
      if (!isSorted(keys)) keys.sort();
      let out = "{";
      let first = true;
      for (const key of keys) {
        const member = record[key];
        if (member === undefined) continue;
        out += first ? JSON.stringify(key) : `,${JSON.stringify(key)}`;
        out += `:${write(member)}`;
        first = false;
      }
      return `${out}}`;
    }
    default:
      throw new TypeError(`canonical JSON: a ${typeof value} is not a JSON value`);
  }
}

function isSorted(keys: readonly string[]): boolean {
  for (let i = 1; i < keys.length; i++) if (keys[i - 1]! > keys[i]!) return false;
  return true;
}
