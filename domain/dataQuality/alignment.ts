import { DAY_MS, type Sample } from "./detectors.js";

/**
 * Noon report alignment: each noon report's distance, steaming hours, speed and main-engine fuel beside
 * the same quantities integrated from the logged speed over ground and fuel mass flow over the 24 hours
 * before the report (docs/data-quality.md).
 */

/** Above this speed over ground (knots) the ship is steaming, as noon reports count it. */
export const STEAMING_SOG = 0.5;
/** Share of the 24 hours the log must cover before a report is compared with it. */
export const MIN_ALIGNMENT_COVERAGE = 0.9;
/** Default deviation (percent) above which a quantity is flagged. */
export const DEFAULT_ALIGNMENT_THRESHOLD_PCT = 10;

export interface NoonFigures {
  distanceNm: number | null;
  steamingHours: number | null;
  speedKn: number | null;
  meFuelT: number | null;
}

export interface IntegratedFigures extends NoonFigures {
  /** Share of the 24 hours the logged speed over ground covers. */
  coverage: number;
}

/**
 * Integrates samples over [from, to): each sample stands until the next one, for at most `maxHoldMs`
 * (a longer gap counts as no data). Answers Σ f(v)·hours and the hours covered.
 */
function integrate(
  samples: readonly Sample[],
  from: number,
  to: number,
  maxHoldMs: number,
  f: (v: number) => number,
): { total: number; hours: number } {
  let total = 0;
  let covered = 0;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]!;
    if (s.t >= to) break;
    const next = samples[i + 1]?.t ?? to;
    const start = Math.max(s.t, from);
    const end = Math.min(next, s.t + maxHoldMs, to);
    if (end <= start) continue;
    const hours = (end - start) / 3600_000;
    total += f(s.v) * hours;
    covered += hours;
  }
  return { total, hours: covered };
}

/** The log's figures for the 24 hours before `noon`: SOG in knots, ME fuel mass flow in kg/h. */
export function integratedDay(
  noon: number,
  sog: readonly Sample[],
  meFuelFlow: readonly Sample[] | null,
  maxHoldMs: number,
): IntegratedFigures {
  const from = noon - DAY_MS;
  const distance = integrate(sog, from, noon, maxHoldMs, (v) => v);
  const steaming = integrate(sog, from, noon, maxHoldMs, (v) => (v > STEAMING_SOG ? 1 : 0));
  const fuel = meFuelFlow ? integrate(meFuelFlow, from, noon, maxHoldMs, (v) => v / 1000) : null;
  return {
    distanceNm: distance.hours > 0 ? distance.total : null,
    steamingHours: distance.hours > 0 ? steaming.total : null,
    speedKn: steaming.total > 0 ? distance.total / steaming.total : null,
    meFuelT: fuel && fuel.hours > 0 ? fuel.total : null,
    coverage: distance.hours / 24,
  };
}

/** Deviation of the report from the log in percent of the log's figure (null when either is missing). */
export function deviationPct(reported: number | null, logged: number | null): number | null {
  if (reported === null || logged === null) return null;
  if (logged === 0) return reported === 0 ? 0 : null;
  return ((reported - logged) / Math.abs(logged)) * 100;
}

export const ALIGNED_QUANTITIES = ["distanceNm", "steamingHours", "speedKn", "meFuelT"] as const;
export type AlignedQuantity = (typeof ALIGNED_QUANTITIES)[number];

export interface AlignmentRow {
  t: number;
  reported: NoonFigures;
  logged: IntegratedFigures;
  deviationPct: Record<AlignedQuantity, number | null>;
  /** Quantities whose deviation exceeds the threshold. */
  flagged: AlignedQuantity[];
}

/**
 * One row per report. Days the log covers less than 90 % of are not flagged (the log, not the report,
 * is then the doubtful side: the availability page shows it). Small quantities (under 1 nm, 1 h, 0.1 t)
 * are not flagged on their percentage.
 */
export function alignmentRow(
  t: number,
  reported: NoonFigures,
  logged: IntegratedFigures,
  thresholdPct = DEFAULT_ALIGNMENT_THRESHOLD_PCT,
): AlignmentRow {
  const floor: Record<AlignedQuantity, number> = {
    distanceNm: 1,
    steamingHours: 1,
    speedKn: 0.5,
    meFuelT: 0.1,
  };
  const deviation = {} as Record<AlignedQuantity, number | null>;
  const flagged: AlignedQuantity[] = [];
  for (const q of ALIGNED_QUANTITIES) {
    const d = deviationPct(reported[q], logged[q]);
    deviation[q] = d;
    const size = Math.max(Math.abs(reported[q] ?? 0), Math.abs(logged[q] ?? 0));
    if (
      logged.coverage >= MIN_ALIGNMENT_COVERAGE &&
      d !== null &&
      Math.abs(d) > thresholdPct &&
      size >= floor[q]
    )
      flagged.push(q);
  }
  return { t, reported, logged, deviationPct: deviation, flagged };
}
