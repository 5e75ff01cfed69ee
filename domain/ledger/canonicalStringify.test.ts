import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonicalJson.js";
import { canonicalStringify } from "./canonicalStringify.js";
import { hostileValues, randomHostileValue, seededRandom } from "./testing.js";

/** What a reader of JSON.stringify's text canonicalises: the text canonicalStringify must write. */
function canonicalOfStringified(value: unknown): string | undefined {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : canonicalJson(JSON.parse(text));
}

describe("canonicalStringify (JSON.stringify's text, members in canonical order)", () => {
  it.each(hostileValues())("%s: canonicalJson of JSON.stringify's text, parsed", (_name, value) => {
    const text = canonicalStringify(value);
    expect(text).toBe(canonicalOfStringified(value));
    // Already canonical: a reader canonicalising what it parsed gets the stored text itself.
    expect(canonicalJson(JSON.parse(text!))).toBe(text);
  });

  it("writes members by UTF-16 code units, integer-like names as text", () => {
    expect(canonicalStringify({ b: 1, 10: 2, 9: 3, a: [{ z: 1, y: undefined, x: () => 1 }] })).toBe(
      '{"10":2,"9":3,"a":[{"z":1}],"b":1}',
    );
  });

  it("writes what JSON.stringify writes for the values it drops or replaces", () => {
    expect(canonicalStringify([undefined, () => 1, Symbol("s"), Number.NaN, -Infinity, -0])).toBe(
      "[null,null,null,null,null,0]",
    );
    expect(canonicalStringify({ at: new Date(0), n: new Number(2) })).toBe(
      '{"at":"1970-01-01T00:00:00.000Z","n":2}',
    );
    for (const nothing of [undefined, () => 1, Symbol("s"), { toJSON: () => undefined }])
      expect(canonicalStringify(nothing)).toBe(JSON.stringify(nothing));
  });

  it("refuses what JSON.stringify refuses, with a TypeError: a BigInt, boxed or not, and a cycle", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = { back: [cyclic] };
    for (const refused of [1n, { n: 2n }, [Object(3n)], cyclic]) {
      expect(() => JSON.stringify(refused)).toThrow(TypeError);
      expect(() => canonicalStringify(refused)).toThrow(TypeError);
    }
  });

  it("random values JSON.stringify takes (property, seeded)", () => {
    const next = seededRandom(20261130);
    for (let round = 0; round < 3000; round++) {
      const value = randomHostileValue(next);
      expect(canonicalStringify(value)).toBe(canonicalOfStringified(value));
    }
  });
});
