import { describe, expect, it } from "vitest";
import { type KnownLocation, nearestLocation } from "./nearestLocation.js";

const at = Date.parse("2025-05-01T12:00:00Z");
const point = (timestamp: string, source: KnownLocation["source"], latitude = 0): KnownLocation => ({
  timestamp,
  source,
  geoCoordinate: { latitude, longitude: 0 },
});

describe("nearestLocation", () => {
  it("prefers a vessel-event position over a nearer log-data one", () => {
    const found = nearestLocation(
      [point("2025-05-01T12:01:00Z", "LogData", 1), point("2025-05-01T13:30:00Z", "VesselEvent", 2)],
      at,
    );
    expect(found?.geoCoordinate.latitude).toBe(2);
  });

  it("takes the nearest log-data position when no event position is within ±2 h", () => {
    const found = nearestLocation(
      [
        point("2025-05-01T14:30:00Z", "VesselEvent", 9),
        point("2025-05-01T11:00:00Z", "LogData", 1),
        point("2025-05-01T11:50:00Z", "LogData", 2),
        point("2025-05-01T12:20:00Z", "LogData", 3),
      ],
      at,
    );
    expect(found?.geoCoordinate.latitude).toBe(2);
  });

  it("includes the window's edges and answers null outside it", () => {
    expect(nearestLocation([point("2025-05-01T14:00:00Z", "LogData")], at)).not.toBeNull();
    expect(nearestLocation([point("2025-05-01T14:00:01Z", "LogData")], at)).toBeNull();
    expect(nearestLocation([], at)).toBeNull();
  });
});
