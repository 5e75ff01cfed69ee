import { describe, expect, it } from "vitest";
import { canonicalJson, canonicalKeys, quoteJson } from "./canonicalJson.js";

describe("canonicalJson (RFC 8785)", () => {
  it("sorts members by UTF-16 code units at every depth and drops whitespace", () => {
    expect(
      canonicalJson({ b: [3, { z: 1, a: null }], a: "x", "\u20ac": 1, "\ud83d\ude00": 2, "\r": 3 }),
    ).toBe('{"\\r":3,"a":"x","b":[3,{"a":null,"z":1}],"€":1,"😀":2}');
  });

  it("writes numbers as ECMAScript does (the RFC 8785 appendix values)", () => {
    expect(canonicalJson([333333333.3333333, 1e30, 4.5, 0.002, 1e-27, -0, 9007199254740991])).toBe(
      "[333333333.3333333,1e+30,4.5,0.002,1e-27,0,9007199254740991]",
    );
  });

  it("gives the same text whatever the key order it was handed (jsonb reorders keys)", () => {
    expect(canonicalJson({ x: 1, y: { b: 2, a: 1 } })).toBe(canonicalJson({ y: { a: 1, b: 2 }, x: 1 }));
  });

  it("orders integer-like names as text, not as numbers (JavaScript lists them first, ascending)", () => {
    expect(canonicalJson({ b: 1, 10: 2, 9: 3, 1: 4, "": 5, "01": 6 })).toBe(
      '{"":5,"01":6,"1":4,"10":2,"9":3,"b":1}',
    );
  });

  it("orders many names as Array.prototype.sort does (UTF-16 code units)", () => {
    const names = Array.from(
      { length: 60 },
      (_, i) => [`k${(i * 37) % 60}`, `${i * 7}`, `\ud83d${i}`][i % 3]!,
    );
    for (const count of [0, 1, 2, 23, 24, 25, 60]) {
      const record = Object.fromEntries(names.slice(0, count).map((name) => [name, 0]));
      expect(canonicalKeys(record)).toEqual(Object.keys(record).sort());
    }
  });

  it("quotes a string exactly as JSON.stringify does", () => {
    const controls = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code));
    const strings = [
      "",
      "Oslo",
      'say "hi"',
      "back\\slash",
      ...controls,
      "\u007f\u2028\u2029",
      "\ud83d\ude00",
      "\ud83d",
      "lone \ude00 low",
      "\ude00\ud83d",
      "end \ud800",
      "Ankerplatz Ø €",
    ];
    for (const text of strings) expect(quoteJson(text)).toBe(JSON.stringify(text));
  });

  it("refuses what is not JSON", () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(RangeError);
    expect(() => canonicalJson(() => 1)).toThrow(TypeError);
  });
});
