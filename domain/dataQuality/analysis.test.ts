import { describe, expect, it } from "vitest";
import { analyseFeature, frozenWithOther, STILL_SOG, underWayFrom } from "./analysis.js";

const T0 = Date.UTC(2025, 0, 1);
const MIN = 60_000;
const minutes = (n: number, v: (i: number) => number) =>
  Array.from({ length: n }, (_, i) => ({ t: T0 + i * MIN, v: v(i) }));

describe("frozen positions", () => {
  // Four hours at the berth (0.2 kn), then four hours at sea (12 kn); the latitude holds in both.
  const sog = minutes(480, (i) => (i < 240 ? 0.2 : 12));
  const latitude = minutes(480, () => 51.95);
  const config = {
    feature: "Latitude" as const,
    intervalMs: MIN,
    range: [-90, 90] as const,
    frozenLimitMs: 45 * MIN,
  };
  const span = { from: T0, to: T0 + 480 * MIN, outageThresholdMs: 60 * MIN };

  it("flags a position that holds while the ship moves, not while it lies still (SOG under 1 kn)", () => {
    const moving = underWayFrom(sog, STILL_SOG);
    const still = analyseFeature(latitude.slice(0, 240), config, span, undefined, moving);
    expect(still.frozen).toEqual([]);
    const atSea = analyseFeature(latitude.slice(240), config, span, undefined, moving);
    expect(atSea.frozen).toHaveLength(1);
  });

  it("needs the ship moving through the run: a speed log frozen at sea speed for an hour into port is not enough", () => {
    const stuck = sog.map((s, i) => (i >= 60 && i < 120 ? { ...s, v: 12 } : s));
    const still = analyseFeature(
      latitude.slice(0, 240),
      config,
      span,
      undefined,
      underWayFrom(stuck, STILL_SOG),
    );
    expect(still.frozen).toEqual([]);
  });

  it("calls a position frozen only when both coordinates hold (a ship sailing due north keeps its longitude)", () => {
    const period = (start: number, end: number) => ({
      start: T0 + start * MIN,
      end: T0 + end * MIN,
      value: 1,
      samples: 9,
    });
    const longitude = [period(0, 480)];
    expect(frozenWithOther(longitude, [])).toEqual([]);
    expect(frozenWithOther(longitude, [period(100, 200)])).toEqual(longitude);
  });

  it("checks every frozen position when the speed over ground is unknown", () => {
    expect(analyseFeature(latitude.slice(0, 240), config, span).frozen).toHaveLength(1);
  });
});
