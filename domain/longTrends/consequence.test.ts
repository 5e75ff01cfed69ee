import { describe, expect, it } from "vitest";
import {
  CONSEQUENCE_MESSAGES,
  consequences,
  eventStep,
  fuelPriceQuery,
  fuelShareOfDeviation,
  MCR_PERCENTS,
  missingForConsequence,
} from "./consequence.js";
import type { LongTrendPeriod } from "./longTrends.js";

/**
 * Hand-computed: MCR 10 000 kW, SFOC 180 g/kWh. At 50 % MCR P = 5000 kW and
 * F = 5000 · 180 · 24 / 10⁶ = 21.6 t/day; 40 % 17.28, 75 % 32.4, 90 % 38.88 t/day.
 */
const model = { mcrKw: 10_000, sfoc: 180 };

describe("consequence of a long-trend deviation", () => {
  it("speed loss 5 pp: (1/0.95³ − 1) = 16.635 % more power, 3.593 t/day at 50 % MCR, 2155.9 USD at 600 USD/t", () => {
    const rows = consequences("speed", 5, model, 600);
    expect(rows.map((r) => r.mcrPercent)).toEqual([...MCR_PERCENTS]);
    const at50 = rows[1]!;
    expect(at50.powerKw).toBe(5000);
    expect(at50.fuelTonnesPerDay).toBeCloseTo(21.6, 10);
    expect(at50.addedFuelTonnesPerDay).toBeCloseTo(21.6 * 0.16635078, 5); // 3.59318
    expect(at50.addedFuelTonnesPerDay).toBeCloseTo(3.59318, 4);
    expect(at50.costPerDay).toBeCloseTo(2155.91, 1);
    expect(rows.map((r) => Number(r.addedFuelTonnesPerDay.toFixed(4)))).toEqual([
      2.8745, 3.5932, 5.3898, 6.4677,
    ]);
  });

  it("SFOC 3 % above: 3 % of the load's fuel, 0.648 t/day at 50 % MCR", () => {
    expect(consequences("sfoc", 3, model, null)[1]!.addedFuelTonnesPerDay).toBeCloseTo(0.648, 10);
  });

  it("rpm 2 % below the propeller law (heavy running): 1/0.98³ − 1 = 6.248 % more power, 1.3496 t/day", () => {
    expect(fuelShareOfDeviation("rpm", -2)).toBeCloseTo(0.0624825, 6);
    expect(consequences("rpm", -2, model, null)[1]!.addedFuelTonnesPerDay).toBeCloseTo(1.34962, 4);
  });

  it("better than the benchmark is a benefit: speed −2 pp saves 1.2458 t/day at 50 % MCR", () => {
    expect(consequences("speed", -2, model, 500)[1]!.addedFuelTonnesPerDay).toBeCloseTo(-1.24584, 4);
    expect(consequences("speed", -2, model, 500)[1]!.costPerDay).toBeCloseTo(-622.92, 1);
  });

  it("no fuel price: no cost", () => {
    expect(consequences("speed", 5, model, null).every((r) => r.costPerDay === null)).toBe(true);
  });

  it("lists what a vessel lacks for the calculation", () => {
    expect(missingForConsequence(model)).toEqual([]);
    expect(missingForConsequence({ mcrKw: 0, sfoc: null })).toEqual([
      CONSEQUENCE_MESSAGES.noMcr,
      CONSEQUENCE_MESSAGES.noSfoc,
    ]);
  });

  it("reads the fuel price: blank is none, out of range is refused", () => {
    expect(fuelPriceQuery.parse(undefined)).toBeNull();
    expect(fuelPriceQuery.parse(" ")).toBeNull();
    expect(fuelPriceQuery.parse("612.5")).toBe(612.5);
    expect(fuelPriceQuery.safeParse("-1").success).toBe(false);
    expect(fuelPriceQuery.safeParse("abc").error?.issues[0]?.message).toBe(CONSEQUENCE_MESSAGES.fuelPrice);
  });
});

const DAY = 86_400_000;
const period = (from: number, days: number, start: number, end: number): LongTrendPeriod => ({
  from,
  to: from + (days - 1) * DAY,
  values: Array.from({ length: days }, (_, i) => ({ t: from + i * DAY, value: start })),
  trendline: { start, end, coefficient: (end - start) / Math.max(1, days - 1), changePerYear: 0 },
  benchmarkPoint: start,
  statistics: null,
});

describe("benefit of a hull event", () => {
  it("is the step from the previous period's trendline end to the opened period's start", () => {
    const periods = [period(0, 100, 1, 7.5), period(120 * DAY, 40, 0.5, 1.5)];
    expect(eventStep(periods, 120 * DAY)).toEqual({ before: 7.5, after: 0.5, step: 7 });
    // 7 pp of speed loss taken off at 50 % MCR of 10 000 kW and 180 g/kWh: 21.6 · (0.93⁻³ − 1) = 5.2537 t/day.
    expect(consequences("speed", 7, model, null)[1]!.addedFuelTonnesPerDay).toBeCloseTo(5.2537, 3);
  });

  it("is Benchmarking while the opened period is young, N/A without a period before", () => {
    expect(eventStep([period(0, 100, 1, 7.5), period(120 * DAY, 10, 0.5, 1)], 120 * DAY)).toBe(
      "Benchmarking",
    );
    expect(eventStep([period(0, 100, 1, 7.5)], 0)).toBe("NotAvailable");
    expect(eventStep([period(0, 100, 1, 7.5)], 5 * DAY)).toBe("NotAvailable");
  });
});
