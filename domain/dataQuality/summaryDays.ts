import { type AlignmentRules, type NoonReportFigures, noonAlignment } from "./alignment.js";
import { POSITION_FEATURES, STILL_SOG } from "./analysis.js";
import { DAY_MS, RANGE_TOLERANCE, type Sample } from "./detectors.js";
import { SPEED_LOG_MIN_SOG } from "./speedLog.js";

/**
 * The data-quality Summary as a fold (docs/data-quality.md, "The Summary"; issue 32): a part holds what
 * the Summary needs of some hours of a vessel's hourly rollups (a UTC day when stored, the whole span when
 * computed on the spot); folding the parts of a span gives its traffic lights. What a part holds does
 * not depend on the span, the expected intervals or the frozen limits: those are applied by the fold.
 */

const HOUR = 3600_000;

/** One hourly rollup of a variable, as the Summary reads it. */
export interface HourPoint {
  t: number;
  count: number;
  min: number;
  max: number;
  avg: number;
}

/** A mapped feature as a part needs it: its name and valid range. */
export interface RangedFeature {
  name: string;
  min: number;
  max: number;
}

export interface FeaturePart {
  /** [readings in an hour, hours with that many], ascending by readings. */
  counts: Array<[number, number]>;
  /** Hours holding a reading outside the valid range (with RANGE_TOLERANCE). */
  badHours: number;
  /** Runs of flat hours (one nonzero value, more than one reading, not a position lying still): [first, last, value]. */
  runs: Array<[number, number, number]>;
}

/** A noon report's verdict: 0 not judged (the log covers too little), 1 judged, 2 judged and flagged. */
export type NoonVerdict = 0 | 1 | 2;

export interface NoonPart {
  t: number;
  /** Judged with the log from the start of the day before the report's day only (the span starts there). */
  clipped: NoonVerdict;
  /** Judged with the log of the two days before the report's day too. */
  full: NoonVerdict;
}

export interface QualityPart {
  features: Record<string, FeaturePart>;
  /** Σ hourly mean speed through water and Σ hourly mean SOG over the hours at sea with both. */
  speedLog: { stw: number; sog: number };
  noon: NoonPart[];
}

/** What a part holds of the hourly rollups of its hours (`hourly` by feature name), with its noon verdicts. */
export function qualityPartOf(
  features: readonly RangedFeature[],
  hourly: ReadonlyMap<string, readonly HourPoint[]>,
  noon: NoonPart[],
): QualityPart {
  const sog = hourly.get("Speed Over Ground") ?? [];
  // Hours the ship lay still (mean speed over ground under STILL_SOG): a position that holds then is true.
  const stillHours = new Set(sog.filter((p) => p.avg < STILL_SOG).map((p) => p.t));
  const parts: Record<string, FeaturePart> = {};
  for (const f of features) {
    const still = (t: number) => POSITION_FEATURES.has(f.name as never) && stillHours.has(t);
    const slack = RANGE_TOLERANCE * (f.max - f.min);
    const counts = new Map<number, number>();
    const runs: Array<[number, number, number]> = [];
    let run: [number, number, number] | null = null;
    let badHours = 0;
    for (const p of hourly.get(f.name) ?? []) {
      counts.set(p.count, (counts.get(p.count) ?? 0) + 1);
      if (p.min < f.min - slack || p.max > f.max + slack) badHours++;
      const flat = p.count > 1 && p.min === p.max && p.min !== 0 && !still(p.t);
      if (!flat) run = null;
      else if (run && run[2] === p.min && p.t - run[1] === HOUR) run[1] = p.t;
      else {
        run = [p.t, p.t, p.min];
        runs.push(run);
      }
    }
    parts[f.name] = { counts: [...counts].sort((a, b) => a[0] - b[0]), badHours, runs };
  }
  // Speed log: hourly means at sea.
  const sogAt = new Map(sog.map((p) => [p.t, p]));
  let stw = 0;
  let sogSum = 0;
  for (const p of hourly.get("Speed Through Water") ?? []) {
    const g = sogAt.get(p.t);
    if (!g || g.min < SPEED_LOG_MIN_SOG || p.count === 0) continue;
    stw += p.avg;
    sogSum += g.avg;
  }
  return { features: parts, speedLog: { stw, sog: sogSum }, noon };
}

/** A noon report's verdict against the log given (noonAlignment's rules). */
export function noonVerdictOf(
  report: NoonReportFigures,
  sog: readonly Sample[],
  meFuelFlow: readonly Sample[] | null,
  rules: AlignmentRules = {},
): NoonVerdict {
  const { compared, flagged } = noonAlignment([report], sog, meFuelFlow, undefined, rules);
  return flagged > 0 ? 2 : compared > 0 ? 1 : 0;
}

export type Light = "green" | "amber" | "red" | "none";
const RANK: Record<Light, number> = { red: 0, amber: 1, green: 2, none: 3 };
export const worstOf = (lights: readonly Light[]): Light =>
  lights.reduce<Light>((w, l) => (RANK[l] < RANK[w] ? l : w), "none");
export const lightRank = (l: Light) => RANK[l];

export interface SummaryCheck {
  light: Light;
  value: number | null;
  detail: string;
}

export interface SummaryChecks {
  availability: SummaryCheck;
  outliers: SummaryCheck;
  frozen: SummaryCheck;
  speedLog: SummaryCheck;
  noonAlignment: SummaryCheck;
}

/** A mapped feature as the fold needs it: its name, interval settings and frozen limit. */
export interface FoldedFeature {
  name: string;
  configured: boolean;
  intervalSeconds: number;
  frozenLimitMinutes: number;
}

/** A configured feature's interval; an unconfigured one's is what its readings show (else the default). */
export const expectedIntervalMs = (
  feature: Pick<FoldedFeature, "configured" | "intervalSeconds">,
  shown: number | null,
): number => (feature.configured || shown === null ? feature.intervalSeconds * 1000 : shown);

const pct = (x: number) => `${(Math.round(x * 10) / 10).toFixed(1)} %`;

/** The median of a histogram [value, times] ascending by value (the upper one of an even count). */
function medianOf(histogram: ReadonlyMap<number, number>): number {
  const sorted = [...histogram].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((n, [, k]) => n + k, 0);
  let index = total >> 1;
  for (const [value, times] of sorted) {
    if (index < times) return value;
    index -= times;
  }
  return 0;
}

/**
 * The traffic lights of [from, to) (already clipped to the vessel's data, docs/data-quality.md) from the
 * parts covering it, in time order: availability (received over expected samples), outliers (hours holding
 * a reading outside the valid range), frozen values (runs of flat hours longer than the limit, joined
 * across parts), speed-log bias (hourly means at sea) and noon alignment (reports in [from + 1 day, to)).
 */
export function foldQualityParts(
  parts: readonly QualityPart[],
  features: readonly FoldedFeature[],
  from: number,
  to: number,
): SummaryChecks {
  let expected = 0;
  let received = 0;
  let badHours = 0;
  let hours = 0;
  let frozenRuns = 0;
  for (const f of features) {
    const counts = new Map<number, number>();
    let run: [number, number, number] | null = null;
    const limitMs = f.frozenLimitMinutes * 60_000;
    const close = () => {
      if (run && run[1] - run[0] + HOUR > limitMs) frozenRuns++;
    };
    for (const part of parts) {
      const fp = part.features[f.name];
      if (!fp) continue;
      for (const [count, times] of fp.counts) counts.set(count, (counts.get(count) ?? 0) + times);
      badHours += fp.badHours;
      for (const next of fp.runs) {
        if (run && run[2] === next[2] && next[0] - run[1] === HOUR) run = [run[0], next[1], run[2]];
        else {
          close();
          run = next;
        }
      }
    }
    close();
    // An unconfigured feature is expected as often as its readings come (median readings per hour).
    const perHour = medianOf(counts);
    const intervalMs = expectedIntervalMs(f, perHour > 0 ? HOUR / perHour : null);
    expected += (to - from) / intervalMs;
    for (const [count, times] of counts) {
      received += times * Math.min(count, HOUR / intervalMs);
      hours += times;
    }
  }
  const share = expected > 0 ? Math.min(1, received / expected) : 0;
  const availability: SummaryCheck =
    features.length === 0
      ? { light: "none", value: null, detail: "No log data" }
      : {
          light: share >= 0.95 ? "green" : share >= 0.8 ? "amber" : "red",
          value: share * 100,
          detail: `${pct(share * 100)} of expected samples`,
        };
  const badShare = hours > 0 ? badHours / hours : 0;
  const outliers: SummaryCheck =
    hours === 0
      ? { light: "none", value: null, detail: "No data" }
      : {
          light: badHours === 0 ? "green" : badShare < 0.01 ? "amber" : "red",
          value: badHours,
          detail: `${badHours} hour${badHours === 1 ? "" : "s"} with values out of range`,
        };
  const frozen: SummaryCheck =
    hours === 0
      ? { light: "none", value: null, detail: "No data" }
      : {
          light: frozenRuns === 0 ? "green" : frozenRuns <= 2 ? "amber" : "red",
          value: frozenRuns,
          detail: `${frozenRuns} frozen period${frozenRuns === 1 ? "" : "s"}`,
        };

  let stw = 0;
  let sog = 0;
  let compared = 0;
  let flagged = 0;
  for (const part of parts) {
    stw += part.speedLog.stw;
    sog += part.speedLog.sog;
    for (const n of part.noon) {
      if (n.t < from + DAY_MS || n.t >= to) continue;
      // The first day of reports is judged with no log before the span, as a span computed alone.
      const verdict = Math.floor(n.t / DAY_MS) * DAY_MS - DAY_MS <= from ? n.clipped : n.full;
      if (verdict > 0) compared++;
      if (verdict === 2) flagged++;
    }
  }
  const bias = sog > 0 ? (stw / sog - 1) * 100 : null;
  const speedLog: SummaryCheck =
    bias === null
      ? { light: "none", value: null, detail: "No speed data at sea" }
      : {
          light: Math.abs(bias) < 2 ? "green" : Math.abs(bias) < 5 ? "amber" : "red",
          value: bias,
          detail: `Speed log reads ${bias >= 0 ? "+" : ""}${bias.toFixed(1)} % against SOG`,
        };
  const noonAlignmentCheck: SummaryCheck =
    compared === 0
      ? { light: "none", value: null, detail: "No noon reports to compare" }
      : {
          light: flagged === 0 ? "green" : flagged / compared <= 0.2 ? "amber" : "red",
          value: flagged,
          detail: `${flagged} of ${compared} noon reports off by more than the threshold`,
        };
  return { availability, outliers, frozen, speedLog, noonAlignment: noonAlignmentCheck };
}
