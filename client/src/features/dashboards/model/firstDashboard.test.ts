import { describe, expect, it, vi } from "vitest";
import type { LogVariableDto } from "../../../entities/vessel/mainVariables";

vi.mock("../state/widgetConfigStore", () => ({ createConfig: vi.fn() }));
const { mainVariableColumns } = await import("./firstDashboard");

const variable = (
  id: number,
  vesselId: string,
  name: string,
  unit: string,
  hasLogData = true,
): LogVariableDto => ({
  id,
  vesselId,
  name,
  displayName: name,
  unit: { caption: unit, unitType: null },
  displayPrecision: 2,
  taxa: [],
  hasLogData,
});

describe("the newcomer's Latest values columns", () => {
  const now = Date.UTC(2026, 10, 24);
  const variables = [
    variable(1, "a", "Speed Over Ground", "knot"),
    variable(2, "a", "Shaft Power", "kW"),
    variable(3, "b", "Speed Over Ground", "knot"),
    variable(4, "b", "Water Depth", "m"),
  ];

  it("makes one LastReceived column per main variable some vessel has, with each vessel's own variable", () => {
    const columns = mainVariableColumns(["a", "b"], variables, now);
    expect(columns.map((c) => c.logVariables.map((v) => v.id))).toEqual([[1, 3], [2]]);
    expect(columns.every((c) => c.calculationType === "LastReceived")).toBe(true);
    expect(columns.map((c) => c.sequence)).toEqual([0, 1]);
    expect(columns[0]!.logVariables[0]).toEqual({ id: 1, unitCaption: "knot" });
  });

  it("has no columns when the vessels have no variables yet", () => {
    expect(mainVariableColumns(["a", "b"], [], now)).toEqual([]);
  });
});
