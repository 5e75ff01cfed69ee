import { describe, expect, it } from "vitest";
import {
  formatVariableGroups,
  GROUP_MESSAGES,
  groupIsFull,
  groupProblem,
  parseVariableGroups,
} from "./variableGroups.js";

const ids = (n: number, start = 1) => Array.from({ length: n }, (_, i) => start + i);

describe("variable groups (spec 3 §5, §9)", () => {
  it("allows 20 variables in the first group and 5 in the others", () => {
    expect(groupProblem([ids(20)])).toBeNull();
    expect(groupProblem([ids(21)])).toBe("Maximum 20 items reached");
    expect(groupProblem([ids(1), ids(5, 100)])).toBeNull();
    expect(groupProblem([ids(1), ids(6, 100)])).toBe("Maximum 5 items reached");
    expect(groupIsFull(0, 19)).toBe(false);
    expect(groupIsFull(0, 20)).toBe(true);
    expect(groupIsFull(3, 5)).toBe(true);
  });

  it("allows at most 10 groups and a variable in one group only", () => {
    const groups = ids(10).map((id) => [id]);
    expect(groupProblem(groups)).toBeNull();
    expect(groupProblem([...groups, [99]])).toBe(GROUP_MESSAGES.maxGroups);
    expect(groupProblem([[1, 2], [2]])).toBe(GROUP_MESSAGES.duplicate);
  });

  it("reads and writes the saved text: ; between ids, | between groups, a single bar when empty", () => {
    expect(parseVariableGroups("1;2|3")).toEqual([[1, 2], [3]]);
    expect(parseVariableGroups("1;2;|3;")).toEqual([[1, 2], [3]]);
    expect(parseVariableGroups("|")).toEqual([[]]);
    expect(parseVariableGroups("")).toEqual([[]]);
    expect(parseVariableGroups("1;x")).toBeNull();
    expect(parseVariableGroups("1;-2")).toBeNull();
    expect(formatVariableGroups([[1, 2], [], [3]])).toBe("1;2|3");
    expect(formatVariableGroups([[]])).toBe("|");
  });
});
