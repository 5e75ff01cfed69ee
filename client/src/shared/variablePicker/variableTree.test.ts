import { describe, expect, it } from "vitest";
import { checkedKeysOf, idsOfChange, variableTree } from "./variableTree";

const variables = [
  { id: 1, label: "ME fuel mass flow", unit: "MT/hr", taxa: ["Fuel: Main engine"] },
  { id: 2, label: "Speed over ground", unit: "knot", taxa: ["Navigation: GPS", "Speed"] },
  { id: 3, label: "Aux fuel", unit: "MT/hr", taxa: ["Fuel: Auxiliary"] },
  { id: 4, label: "Spare", unit: "", taxa: [] },
];

describe("variable tree", () => {
  it("groups variables under their taxa categories, Other last", () => {
    const tree = variableTree(variables);
    expect(tree.map((c) => c.label)).toEqual(["Fuel", "Navigation", "Other"]);
    expect(tree[0]!.children!.map((c) => c.label)).toEqual(["Aux fuel (MT/hr)", "ME fuel mass flow (MT/hr)"]);
    expect(tree[2]!.children!.map((c) => c.label)).toEqual(["Spare"]);
  });

  it("marks a category checked when all its variables are, partly when some are", () => {
    const tree = variableTree(variables);
    expect(checkedKeysOf(tree, [1, 2])).toEqual({
      "v:1": { checked: true },
      "c:Fuel": { checked: false, partialChecked: true },
      "v:2": { checked: true },
      "c:Navigation": { checked: true, partialChecked: false },
    });
  });

  it("keeps the order of choice and refuses more than the group's limit", () => {
    expect(
      idsOfChange(
        [3],
        { "v:1": { checked: true }, "v:3": { checked: true }, "c:Fuel": { checked: true } },
        5,
      ),
    ).toEqual({
      ids: [3, 1],
      refused: false,
    });
    expect(
      idsOfChange([3], { "v:1": { checked: true }, "v:2": { checked: true }, "v:3": { checked: true } }, 2),
    ).toEqual({
      ids: [3],
      refused: true,
    });
  });
});
