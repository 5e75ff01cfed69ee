import { describe, expect, it } from "vitest";
import { isMrvPort } from "./memberStates.js";

describe("isMrvPort", () => {
  it.each([
    ["NLRTM", true],
    ["NOOSL", true],
    ["ISREY", true],
    ["GPPTP", true],
    ["deham", true],
    ["GBFXT", false],
    ["GIGIB", false],
    ["FOTHO", false],
    ["CNSHA", false],
    ["", false],
  ])("%s is a member-state port: %s", (loCode, expected) => {
    expect(isMrvPort(loCode)).toBe(expected);
  });
});
