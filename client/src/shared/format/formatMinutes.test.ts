import { describe, expect, it } from "vitest";
import { formatMinutes } from "./formatMinutes";

/** The text as read, its no-break spaces shown as spaces. */
const read = (minutes: number) => formatMinutes(minutes).replaceAll("\u00a0", " ");

describe("formatMinutes", () => {
  it("gives minutes alone under an hour", () => {
    expect(read(0)).toBe("0 min");
    expect(read(45)).toBe("45 min");
  });

  it("leaves out zero minutes after whole hours", () => {
    expect(read(120)).toBe("2 h");
  });

  it("gives hours and minutes otherwise", () => {
    expect(read(125)).toBe("2 h 5 min");
  });

  it("keeps its parts on one line (no breaking space)", () => {
    expect(formatMinutes(125)).not.toMatch(/ /);
  });
});
