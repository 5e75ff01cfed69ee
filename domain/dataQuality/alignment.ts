import { DAY_MS, type Sample, typicalInterval } from "./detectors.js";
import { type PlausibilityRule, settledPlausible } from "./plausibility.js";

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
  /** Share of the 24 hours the logged ME fuel mass flow covers (null without a fuel log). */
  fuelCoverage: number | null;
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

/** A sample stands for at most this many sampling intervals: one or two lost readings are no gap. */
export const HOLD_INTERVALS = 4;
/** ... and at least this long, so a log of 1-minute readings bridges a few minutes' hiccup. */
export const MIN_HOLD_MS = 10 * 60_000;

/**
 * How long one sample may stand for: HOLD_INTERVALS sampling intervals, at least MIN_HOLD_MS. The
 * interval is the one the samples' own timestamps show (median step), never a configured one: a
 * configured 60 s on a log of 15-minute readings held each for 10 minutes and lost a third of the day.
 */
export function holdOf(samples: readonly Sample[]): number {
  const interval = typicalInterval(samples.map((s) => s.t)) ?? 0;
  return Math.max(HOLD_INTERVALS * interval, MIN_HOLD_MS);
}

/** How long a sample of each series may stand for. */
export interface Holds {
  sogMs: number;
  fuelMs: number;
}

/**
 * The log's figures for the 24 hours before `noon`: SOG in knots, ME fuel mass flow in kg/h. Each
 * series is held by its own sampling interval (`holdOf`) unless the holds are given.
 */
export function integratedDay(
  noon: number,
  sog: readonly Sample[],
  meFuelFlow: readonly Sample[] | null,
  holds: Holds = { sogMs: holdOf(sog), fuelMs: meFuelFlow ? holdOf(meFuelFlow) : 0 },
): IntegratedFigures {
  const from = noon - DAY_MS;
  const distance = integrate(sog, from, noon, holds.sogMs, (v) => v);
  const steaming = integrate(sog, from, noon, holds.sogMs, (v) => (v > STEAMING_SOG ? 1 : 0));
  const fuel = meFuelFlow ? integrate(meFuelFlow, from, noon, holds.fuelMs, (v) => v / 1000) : null;
  return {
    distanceNm: distance.hours > 0 ? distance.total : null,
    steamingHours: distance.hours > 0 ? steaming.total : null,
    speedKn: steaming.total > 0 ? distance.total / steaming.total : null,
    meFuelT: fuel && fuel.hours > 0 ? fuel.total : null,
    coverage: distance.hours / 24,
    fuelCoverage: fuel ? fuel.hours / 24 : null,
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
 * is then the doubtful side: the availability page shows it): the speed over ground's coverage for the
 * distance, hours and speed, the fuel mass flow's own for the fuel (a fuel meter silent for hours read a
 * true report 50 % high). Small quantities (under 1 nm, 1 h, 0.1 t) are not flagged on their percentage.
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
    const coverage = q === "meFuelT" ? (logged.fuelCoverage ?? 0) : logged.coverage;
    if (coverage >= MIN_ALIGNMENT_COVERAGE && d !== null && Math.abs(d) > thresholdPct && size >= floor[q])
      flagged.push(q);
  }
  return { t, reported, logged, deviationPct: deviation, flagged };
}

export interface NoonReportFigures {
  t: number;
  figures: NoonFigures;
}

export interface NoonAlignment {
  rows: AlignmentRow[];
  /** Reports whose day the log covers well enough to be judged. */
  compared: number;
  /** Of those, reports with at least one flagged quantity. */
  flagged: number;
}

/** The features' plausibility rules (plausibility.ts): their implausible readings are not integrated. */
export interface AlignmentRules {
  sog?: PlausibilityRule;
  meFuelFlow?: PlausibilityRule;
}

/**
 * Every noon report against the log: the one function the alignment page (raw readings) and the
 * Summary (hourly means) both call, so the two cannot judge a report by different rules. With `rules`,
 * readings out of a feature's range and spikes are left out before integrating (a fuel-meter spike of
 * 1,150 kg/h held for ten minutes in port read a true 0.05 t report −79 %); the readings around stand
 * for them as for a lost reading.
 */
export function noonAlignment(
  reports: readonly NoonReportFigures[],
  loggedSog: readonly Sample[],
  loggedFuel: readonly Sample[] | null,
  thresholdPct = DEFAULT_ALIGNMENT_THRESHOLD_PCT,
  rules: AlignmentRules = {},
): NoonAlignment {
  const sog = rules.sog ? settledPlausible(loggedSog, rules.sog) : loggedSog;
  const meFuelFlow =
    loggedFuel && rules.meFuelFlow ? settledPlausible(loggedFuel, rules.meFuelFlow) : loggedFuel;
  const holds: Holds = { sogMs: holdOf(sog), fuelMs: meFuelFlow ? holdOf(meFuelFlow) : 0 };
  const rows = reports.map((r) =>
    alignmentRow(r.t, r.figures, integratedDay(r.t, sog, meFuelFlow, holds), thresholdPct),
  );
  const judged = rows.filter((row) => row.logged.coverage >= MIN_ALIGNMENT_COVERAGE);
  return {
    rows,
    compared: judged.length,
    flagged: judged.filter((row) => row.flagged.length > 0).length,
  };
}
