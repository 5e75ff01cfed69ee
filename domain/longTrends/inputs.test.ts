import { describe, expect, it } from "vitest";
import { DAY_MS } from "../performance/trendline.js";
import {
  inputsOfWindow,
  inputsWithoutReference,
  LONG_TREND_DATA_MESSAGES,
  type WindowSeries,
} from "./inputs.js";

const head = { vesselId: "v", from: 0, to: 3 * DAY_MS, computedAt: 5 };
const minute = 60_000;
/** Three days of a sample every 10 minutes at 60 % of a 10 MW engine; the rpm 5 % up on day 2. */
const samples = (of: (day: number, power: number) => number) =>
  Array.from({ length: 3 * 144 }, (_, i) => {
    const day = Math.floor(i / 144);
    return { t: i * 10 * minute, value: of(day, 6_000) };
  });
const power = samples((_, p) => p);
const rpm = samples((day, p) => 5 * Math.cbrt(p) * (day === 2 ? 1.05 : 1));
const fuel = samples((_, p) => (p * 180) / 1000);
const window: WindowSeries = {
  speedDays: [{ dayStart: 0, speedLoss: 1.5 }],
  power,
  rpm,
  fuel,
  logged: { power: true, rpm: true, fuel: true },
  periodStarts: [42],
  renewalStarts: [42],
};

describe("long-trend inputs of a window", () => {
  it("takes the speed loss per day, the deviations' daily means and the measured SFOC", () => {
    const inputs = inputsOfWindow(head, window, 10_000);
    expect(inputs.missing).toEqual({});
    expect(inputs.values.speed).toEqual([{ t: 0, value: 1.5 }]);
    expect(inputs.values.rpm.map((d) => Math.round(d.value * 100) / 100)).toEqual([0, 0, 5]);
    expect(inputs.values.sfoc.map((d) => Math.round(d.value * 100) / 100)).toEqual([0, 0, 0]);
    expect(inputs.specificFuel).toBeCloseTo(180, 9);
    expect(inputs.periodStarts).toEqual([42]);
    expect(inputs.renewalStarts).toEqual([42]);
    expect(inputs).toMatchObject(head);
  });

  it("leaves out the samples above 110 % of the MCR, so the MCR given counts", () => {
    // At an MCR of 5 MW the 6 MW samples are beyond the engine: no deviation can be computed.
    const inputs = inputsOfWindow(head, window, 5_000);
    expect(inputs.values.rpm).toEqual([]);
    expect(inputs.values.sfoc).toEqual([]);
  });

  it("says which feature is not logged", () => {
    const inputs = inputsOfWindow(
      head,
      { ...window, rpm: [], fuel: [], logged: { power: true, rpm: false, fuel: false } },
      10_000,
    );
    expect(inputs.missing).toEqual({
      rpm: LONG_TREND_DATA_MESSAGES.noData("Shaft Rpm"),
      sfoc: LONG_TREND_DATA_MESSAGES.noData("ME Fuel Mass Flow"),
    });
    expect(inputs.specificFuel).toBeNull();
  });

  it("without a speed-power reference every type is missing and has no values", () => {
    const inputs = inputsWithoutReference(head, [7]);
    expect(inputs.missing).toEqual({
      speed: LONG_TREND_DATA_MESSAGES.noReference,
      rpm: LONG_TREND_DATA_MESSAGES.noReference,
      sfoc: LONG_TREND_DATA_MESSAGES.noReference,
    });
    expect(inputs.values).toEqual({ speed: [], rpm: [], sfoc: [] });
    expect(inputs.periodStarts).toEqual([7]);
  });
});
