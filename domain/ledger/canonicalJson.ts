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
      return quoteJson(value);
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
      let out = "{";
      let first = true;
      for (const key of canonicalKeys(record)) {
        const member = record[key];
        if (member === undefined) continue;
        out += first ? quoteJson(key) : `,${quoteJson(key)}`;
        out += `:${write(member)}`;
        first = false;
      }
      return `${out}}`;
    }
    default:
      throw new TypeError(`canonical JSON: a ${typeof value} is not a JSON value`);
  }
}

/** The object's own enumerable names in RFC 8785 order: by their UTF-16 code units (3.2.3). */
export function canonicalKeys(record: object): string[] {
  const keys = Object.keys(record);
  // `<` on strings and the default sort both compare UTF-16 code units; an event's few names are
  // sorted in place several times faster than by Array.prototype.sort.
  if (keys.length > FEW_KEYS) keys.sort();
  else insertionSort(keys);
  return keys;
}

const FEW_KEYS = 24;

function insertionSort(keys: string[]): void {
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    for (; j >= 0 && keys[j]! > key; j--) keys[j + 1] = keys[j]!;
    keys[j + 1] = key;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters JSON escapes.
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/**
 * JSON.stringify of a string, without the call for a string it would write between quotes as it is
 * (no quote, backslash, control character or surrogate): most names and values of an event.
 */
export function quoteJson(text: string): string {
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`;
}
