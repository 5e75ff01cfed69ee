import { describe, expect, it } from "vitest";
import { voyageLog } from "../fuel/testFixtures.js";
import { confirmedVoyageInputs, tankConsumptionsByEvent } from "./voyageFigures.js";

const vessel = { cargoUnitIds: [2, 1] };

describe("a voyage's report figures from the voyage log", () => {
  it("lists only the voyages whose data is confirmed", () => {
    expect(confirmedVoyageInputs(voyageLog({ data: false }), vessel, new Map())).toEqual([]);
  });

  it("takes ports and times from the events, cargo in the vessel's unit order", () => {
    const [voyage, ...others] = confirmedVoyageInputs(voyageLog({ data: true }), vessel, new Map());
    expect(others).toEqual([]);
    expect(voyage).toMatchObject({
      departureId: "d1",
      voyageName: "Voyage d1",
      departure: { at: "2024-03-01T00:00:00.000Z" },
      arrival: { at: "2024-03-03T00:00:00.000Z" },
      endOfVoyageAt: "2024-03-04T00:00:00.000Z",
      fuels: [],
      distanceNm: 0,
      isNonCommercial: false,
    });
    expect(voyage!.cargo.map((c) => c.amount)).toEqual([0, 0]);
    expect(voyage!.cargo).toHaveLength(2);
  });

  it("indexes no tank consumption of a log without any", () => {
    expect(tankConsumptionsByEvent(voyageLog().fuel).size).toBe(0);
  });
});
