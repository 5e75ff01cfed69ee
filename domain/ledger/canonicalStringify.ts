import { canonicalKeys, quoteJson } from "./canonicalJson.js";

/**
 * What `JSON.stringify(value)` writes, with every object's members in RFC 8785 order: always equal to
 * `canonicalJson(JSON.parse(JSON.stringify(value)))`, in one walk. It takes what JSON.stringify takes
 * (toJSON such as Date's, boxed primitives, `undefined`, functions and symbols dropped from objects and
 * written as null in arrays, NaN and ±Infinity as null) and refuses what it refuses (a BigInt, a cycle,
 * with a TypeError). Undefined where JSON.stringify answers undefined (a function, a symbol, undefined).
 *
 * A store writes an event's data with it, so the text it keeps is the one its leaf hashes and a reader
 * parses it back into members already in canonical order.
 */
export function canonicalStringify(value: unknown): string | undefined {
  return write(value, "", []);
}

function write(value: unknown, key: string | number, ancestors: object[]): string | undefined {
  if ((typeof value === "object" && value !== null) || typeof value === "bigint") {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === "function") value = toJSON.call(value, `${key}`);
  }
  switch (typeof value) {
    case "string":
      return quoteJson(value);
    case "number":
      // Number::toString is what JSON.stringify writes for a finite number ("0" for -0).
      return Number.isFinite(value) ? `${value}` : "null";
    case "boolean":
      return value ? "true" : "false";
    case "object":
      if (value === null) return "null";
      if (isBoxedPrimitive(value)) return write(value.valueOf(), key, ancestors);
      return writeContainer(value, ancestors);
    case "bigint":
      throw new TypeError("canonical JSON: a BigInt is not a JSON value");
    default:
      // undefined, a function, a symbol: JSON.stringify writes nothing.
      return undefined;
  }
}

/** A Number, String, Boolean or BigInt object, which JSON.stringify writes as the primitive it holds. */
function isBoxedPrimitive(value: object): boolean {
  return (
    value instanceof Number || value instanceof String || value instanceof Boolean || value instanceof BigInt
  );
}

function writeContainer(value: object, ancestors: object[]): string {
  if (ancestors.includes(value)) throw new TypeError("canonical JSON: a value contains itself");
  ancestors.push(value);
  const text = Array.isArray(value) ? writeArray(value, ancestors) : writeObject(value, ancestors);
  ancestors.pop();
  return text;
}

function writeArray(array: readonly unknown[], ancestors: object[]): string {
  let out = "[";
  for (let i = 0; i < array.length; i++) {
    if (i > 0) out += ",";
    out += write(array[i], i, ancestors) ?? "null";
  }
  return `${out}]`;
}

function writeObject(object: object, ancestors: object[]): string {
  const record = object as Record<string, unknown>;
  let out = "{";
  let first = true;
  for (const key of canonicalKeys(record)) {
    const member = write(record[key], key, ancestors);
    if (member === undefined) continue;
    out += first ? quoteJson(key) : `,${quoteJson(key)}`;
    out += `:${member}`;
    first = false;
  }
  return `${out}}`;
}
