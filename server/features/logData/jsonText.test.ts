import { describe, expect, it } from "vitest";
import { withJsonMembers } from "./jsonText.js";

describe("withJsonMembers", () => {
  it("appends members that are JSON texts to an object's JSON, leaving out the undefined ones", () => {
    const text = withJsonMembers(
      { name: 'Speed "log"', n: 2 },
      { t: "[1,2]", v: "[0.5,1.0]", min: undefined },
    );
    expect(JSON.parse(text)).toEqual({ name: 'Speed "log"', n: 2, t: [1, 2], v: [0.5, 1] });
  });

  it("starts an empty head without a stray comma, and keeps a head alone when nothing is appended", () => {
    expect(JSON.parse(withJsonMembers({}, { series: "[]" }))).toEqual({ series: [] });
    expect(withJsonMembers({ a: 1 }, { b: undefined })).toBe('{"a":1}');
  });
});
