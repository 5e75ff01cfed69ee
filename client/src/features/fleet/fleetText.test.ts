import { describe, expect, it } from "vitest";
import type { ExtendedVessel } from "./fleetApi";
import { byStatusThenName, NO_VOYAGE, voyageText } from "./fleetText";

const vessel = (name: string, performanceStatus: string) =>
  ({ name, performance: { vesselId: name, performanceStatus } }) as unknown as ExtendedVessel;

describe("fleet list text", () => {
  it("names the current voyage with its ports, or says none is available", () => {
    expect(voyageText(null)).toBe(NO_VOYAGE);
    expect(
      voyageText({
        departureId: "d",
        departedAt: "2026-01-01T00:00:00Z",
        arrivedAt: null,
        fromPort: { name: "Oslo", loCode: "NOOSL" },
        toPort: null,
        voyage: { name: "NB-7" },
      }),
    ).toBe("NB-7: Oslo");
  });

  it("sorts the worst status first, then by name", () => {
    const sorted = [
      vessel("b", "NoDiagnosticTypes"),
      vessel("a", "DiagnosticsNotActivated"),
      vessel("c", "Observe"),
      vessel("A", "NoDiagnosticTypes"),
    ].sort(byStatusThenName);
    expect(sorted.map((v) => v.name)).toEqual(["c", "A", "b", "a"]);
  });
});
