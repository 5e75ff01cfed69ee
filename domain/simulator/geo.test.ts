import { describe, expect, it } from "vitest";
import { distanceNm, initialBearing, interpolate, Route } from "./geo.js";
import { passage, SIM_PORTS } from "./ports.js";

describe("great-circle geometry", () => {
  it("measures one degree of latitude as 60 nautical miles", () => {
    expect(distanceNm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(60, 0);
  });

  it("heads east along the equator and north along a meridian", () => {
    expect(initialBearing({ lat: 0, lon: 0 }, { lat: 0, lon: 10 })).toBeCloseTo(90, 5);
    expect(initialBearing({ lat: 10, lon: 5 }, { lat: 20, lon: 5 })).toBeCloseTo(0, 5);
  });

  it("interpolates from the start to the end of a great circle", () => {
    const a = { lat: 51.9, lon: 4.5 };
    const b = { lat: 40.7, lon: -74 };
    expect(interpolate(a, b, 0).lat).toBeCloseTo(a.lat, 6);
    expect(interpolate(a, b, 1).lon).toBeCloseTo(b.lon, 6);
    // A great circle from Rotterdam to New York bulges north of both ends.
    expect(interpolate(a, b, 0.5).lat).toBeGreaterThan(51.9);
  });

  it("walks a route of waypoints by distance, clamped to its ends", () => {
    const route = new Route([
      { lat: 0, lon: 0 },
      { lat: 0, lon: 1 },
      { lat: 1, lon: 1 },
    ]);
    expect(route.lengthNm).toBeCloseTo(120, 0);
    expect(route.at(30).lon).toBeCloseTo(0.5, 2);
    expect(route.at(30).course).toBeCloseTo(90, 1);
    expect(route.at(90).lat).toBeCloseTo(0.5, 2);
    expect(route.at(90).course).toBeCloseTo(0, 1);
    expect(route.at(1_000).lat).toBeCloseTo(1, 6);
  });
});

describe("sea lanes between the simulated ports", () => {
  it("start and end at the ports, both ways", () => {
    const out = passage("ZARCB", "NLRTM")!;
    const back = passage("NLRTM", "ZARCB")!;
    expect(out[0]).toEqual(SIM_PORTS.ZARCB);
    expect(out.at(-1)).toEqual(SIM_PORTS.NLRTM);
    expect(back).toEqual([...out].reverse());
  });

  it("are as long as the real passages (Richards Bay to Rotterdam about 7,000 nm round the Cape)", () => {
    const length = new Route(passage("ZARCB", "NLRTM")!).lengthNm;
    expect(length).toBeGreaterThan(6_500);
    expect(length).toBeLessThan(7_800);
    const northSea = new Route(passage("NOMON", "NLRTM")!).lengthNm;
    expect(northSea).toBeGreaterThan(450);
    expect(northSea).toBeLessThan(650);
  });
});
