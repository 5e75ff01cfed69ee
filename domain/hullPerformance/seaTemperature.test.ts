import { describe, expect, it } from "vitest";
import { seaTemperatureEntries, seaTemperaturePoints } from "./seaTemperature.js";

const H = 3_600_000;
const t0 = Date.UTC(2025, 0, 1);
const tv = (hour: number, value: number) => ({ t: t0 + hour * H, value });

describe("sea surface temperature", () => {
  const entries = seaTemperatureEntries({
    temperature: [tv(0, 10), tv(1, 12), tv(2, 14), tv(6, 20), tv(7, 21), tv(12, 5)],
    latitude: [tv(0, 50), tv(2, 51), tv(6, 52)],
    longitude: [tv(0, 1), tv(2, 2), tv(12, 3)],
    speed: [tv(0, 10), tv(1, 14)],
  });

  it("keeps one entry per 6 hours: mean temperature and speed, the last position, the hours spent", () => {
    expect(Object.keys(entries)).toHaveLength(3);
    expect(entries[new Date(t0).toISOString()]).toEqual({
      seaSurfaceTemperature: 12,
      latitude: 51,
      longitude: 2,
      shipSpeed: 12,
      timeSpent: 3,
    });
    expect(entries[new Date(t0 + 6 * H).toISOString()]).toMatchObject({
      latitude: 52,
      longitude: null,
      shipSpeed: null,
    });
  });

  it("drops the entries without both latitude and longitude", () => {
    const points = seaTemperaturePoints(entries);
    expect(points).toEqual([
      {
        timestamp: new Date(t0).toISOString(),
        temperature: 12,
        latlng: [51, 2],
        shipSpeed: 12,
        timeSpent: 3,
      },
    ]);
  });
});
