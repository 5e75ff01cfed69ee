import type { SimulatedDay } from "../../domain/simulator/simulateDay.js";

/** The noon-report figures the harness falsifies (what a crew mistypes or reports from the wrong counter). */
const FALSIFIED = ["distanceNm", "meFuelT", "steamingHours"] as const;
type Falsified = (typeof FALSIFIED)[number];

export interface NoonError {
  /** The report's time, ms. */
  t: number;
  quantity: Falsified;
  /** What the true figure was multiplied by. */
  factor: number;
}

/**
 * Falsifies every third noon report at sea (over 100 nm made) of `day` in place — one figure per report,
 * in turn the distance, the main-engine fuel and the steaming hours, alternately 30 % high and 30 % low (the hours only low),
 * three times the Data Alignment page's default 10 % threshold — and answers what it changed. `counter`
 * carries the count of reports at sea across days.
 */
export function injectNoonErrors(day: SimulatedDay, counter: { atSea: number }): NoonError[] {
  const out: NoonError[] = [];
  for (const report of day.noonReports) {
    const v = report.values;
    if (v.distanceNm <= 100 || v.steamingHours < 20) continue;
    const n = counter.atSea++;
    if (n % 3 !== 0) continue;
    const quantity = FALSIFIED[(n / 3) % FALSIFIED.length]!;
    // Steaming hours are only ever under-reported (a day holds 24 of them).
    const factor = quantity === "steamingHours" || (n / 3) % 2 === 1 ? 0.7 : 1.3;
    v[quantity] *= factor;
    out.push({ t: report.t, quantity, factor });
  }
  return out;
}
