import { describe, expect, it } from "vitest";
import { markerKindOf } from "./markerStatus";
import {
  breaksBetween,
  formatCoordinate,
  longitudeLimit,
  sampleTrack,
  spacedIndexes,
  trackLines,
} from "./trackLines";

const at = (hour: number, lat = 0, lng = 0) => ({
  timestamp: new Date(Date.UTC(2026, 0, 1, hour)).toISOString(),
  lat,
  lng,
});

describe("sampleTrack", () => {
  it("keeps the first position of each 6-hour window, in time order", () => {
    const positions = [at(7), at(0), at(1), at(5), at(6), at(13), at(12), at(30)];
    expect(sampleTrack(positions).map((p) => new Date(p.timestamp).getUTCHours())).toEqual([0, 6, 12, 6]);
  });

  it("drops positions without a readable time and keeps an already sampled track as it is", () => {
    const sampled = [at(0), at(6), at(12)];
    expect(sampleTrack([...sampled, { timestamp: "never", lat: 1, lng: 1 }])).toEqual(sampled);
  });
});

describe("trackLines", () => {
  it("joins positions a ship can sail between", () => {
    const track = [at(0, 50, 2), at(6, 51, 3), at(12, 52, 4)];
    expect(trackLines(track)).toEqual([track]);
  });

  it("breaks where the latitude jumps more than 12 degrees", () => {
    const track = [at(0, 10, 0), at(6, 11, 0), at(12, 23.5, 0), at(18, 24, 0)];
    expect(trackLines(track).map((line) => line.length)).toEqual([2, 2]);
  });

  it("breaks at the antimeridian so no line crosses the whole map", () => {
    const track = [at(0, 30, 178), at(6, 30, 179.5), at(12, 30, -179.5), at(18, 30, -178)];
    const lines = trackLines(track);
    expect(lines).toHaveLength(2);
    expect(lines[0]?.map((p) => p.lng)).toEqual([178, 179.5]);
  });

  it("lets the longitude limit widen with latitude", () => {
    expect(longitudeLimit(0)).toBeCloseTo(12);
    expect(longitudeLimit(60)).toBeCloseTo(24);
    expect(longitudeLimit(89.9)).toBe(180);
    // 20 degrees of longitude: a jump at the equator, a passage at 70° N.
    expect(breaksBetween({ lat: 0, lng: 0 }, { lat: 0, lng: 20 })).toBe(true);
    expect(breaksBetween({ lat: 70, lng: 0 }, { lat: 70, lng: 20 })).toBe(false);
  });
});

describe("spacedIndexes", () => {
  it("hides previous positions closer than 25 px to a shown marker, newest first", () => {
    const points = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 40, y: 0 },
      { x: 60, y: 0 },
    ];
    // The newest (60) is kept, 40 is 20 px from it and hidden, 10 is kept, 0 is 10 px from 10 and hidden.
    expect(spacedIndexes(points)).toEqual([1, 3]);
  });

  it("never shows a previous position on top of a vessel's current marker", () => {
    expect(spacedIndexes([{ x: 100, y: 100 }], [{ x: 110, y: 110 }])).toEqual([]);
    expect(spacedIndexes([{ x: 100, y: 100 }], [{ x: 125, y: 100 }])).toEqual([0]);
  });
});

describe("map display", () => {
  it("shows coordinates with 5 decimals and their hemispheres", () => {
    expect(formatCoordinate({ lat: -33.9, lng: 18.123456 })).toBe("33.90000° S, 18.12346° E");
  });

  it("colours the four judging statuses and shows every other as N/A", () => {
    expect(["Ok", "Observe", "NotOk", "BenchMarking"].map(markerKindOf)).toEqual([
      "Ok",
      "Observe",
      "NotOk",
      "BenchMarking",
    ]);
    expect(["DiagnosticsNotActivated", "NoDiagnosticTypes", undefined, "Unknown"].map(markerKindOf)).toEqual([
      "notAvailable",
      "notAvailable",
      "notAvailable",
      "notAvailable",
    ]);
  });
});
