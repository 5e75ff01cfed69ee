import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonicalJson.js";

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

  it("refuses what is not JSON", () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(RangeError);
    expect(() => canonicalJson(() => 1)).toThrow(TypeError);
  });
});
