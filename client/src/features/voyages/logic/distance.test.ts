import { describe, expect, it } from "vitest";
import { distanceSailedOf } from "../../../../../domain/voyages/model";
import { distanceBySource, totalDistance } from "./distance";

describe("an event's distance by source", () => {
  const distance = distanceSailedOf({
    loggedDistanceByGPS: 120.5,
    estimatedDistanceByGPS: 0,
    manualDistanceByGPS: 10,
  });

  it("lists the sources that contributed, with their fixed colours", () => {
    expect(distanceBySource(distance).map(({ source, nm, color }) => [source, nm, color])).toEqual([
      ["logged", 120.5, "#0ea5a4"],
      ["manual", 10, "#f59e0b"],
    ]);
    expect(distanceBySource(null)).toEqual([]);
  });

  it("sums the sources; no record is no distance", () => {
    expect(totalDistance(distance)).toBe(130.5);
    expect(
      totalDistance(
        distanceSailedOf({ loggedDistanceByGPS: 0, estimatedDistanceByGPS: 0, manualDistanceByGPS: 0 }),
      ),
    ).toBe(0);
    expect(totalDistance(null)).toBeNull();
  });
});
