import type {
  ImportFailedSettings,
  MaintenanceTriggerSettings,
  NoDataSettings,
  PerformanceStatusSettings,
  Severity,
  ThresholdSettings,
} from "./conditions.js";
import { severityRank } from "./conditions.js";
import type { IncidentCloseReason } from "./incidents.js";
import type { Series } from "./series.js";

/**
 * The pure evaluator of notification conditions. State is carried per condition and target (a vessel,
 * or a vessel's variable) between packages; each call takes the state and one package's points of the
 * target, sorted by time (a `Series`: columns, no object per point), and answers the new state and the incident transitions, stamped with data
 * times. An incident is named by its opening time: the server derives the incident id from condition,
 * target and `openedAt`, so evaluating the same points again yields the same incidents.
 *
 * Late data: points at or before the newest time already evaluated (`lastT`) — a re-import, or an older
 * package arriving after a newer one — are evaluated on their own from a clear state. Incidents they
 * open get the same ids as before (nothing duplicates); one still open at the end of that late stretch
 * is closed there ("EndOfLateData") unless it already existed, because what followed was evaluated
 * already. Late points never change the carried state.
 */

export interface Point {
  t: number;
  v: number;
}

export type Transition =
  | { type: "open"; openedAt: number; severity: Severity; value: number | null; late: boolean }
  | { type: "raise"; openedAt: number; at: number; severity: Severity; value: number | null; late: boolean }
  | {
      type: "close";
      openedAt: number;
      at: number;
      reason: IncidentCloseReason;
      late: boolean;
      /** The value furthest beyond the limit while open (threshold kinds), else null. */
      peak: number | null;
    };

export interface OpenIncident {
  openedAt: number;
  severity: Severity;
  /** Threshold kinds: the value furthest beyond the limit so far (absent in states stored before). */
  peak?: number | null;
}

export interface ThresholdState {
  /** Newest data time evaluated, or null before the first point. */
  lastT: number | null;
  /** Since when the value has been beyond the Warning (Critical) limit, hysteresis counted; else null. */
  warningSince: number | null;
  criticalSince: number | null;
  open: OpenIncident | null;
}

export const initialThresholdState: ThresholdState = {
  lastT: null,
  warningSince: null,
  criticalSince: null,
  open: null,
};

type Level = { low: number | null; high: number | null } | null;

/** Is `v` beyond the level? Once beyond (`active`), it must come back past the hysteresis band. */
function beyond(level: Level, v: number, active: boolean, hysteresis: number): boolean {
  if (!level) return false;
  const band = active ? hysteresis : 0;
  if (level.high !== null && v > level.high - band) return true;
  if (level.low !== null && v < level.low + band) return true;
  return false;
}

/** How far `v` lies beyond the comparison's side of the range (larger is worse): picks the peak. */
function excess(s: ThresholdSettings, v: number): number {
  const level = s.warning ?? s.critical;
  if (s.comparison === "Above") return v;
  if (s.comparison === "Below") return -v;
  return Math.max(v - (level?.high ?? v), (level?.low ?? v) - v);
}

const worse = (s: ThresholdSettings, peak: number | null | undefined, v: number): number =>
  peak === null || peak === undefined || excess(s, v) > excess(s, peak) ? v : peak;

/** Runs the points through the state (no watermark split): the core loop, allocation-free per point. */
export function runThreshold(
  s: ThresholdSettings,
  start: ThresholdState,
  points: Series,
  late: boolean,
  out: Transition[],
): ThresholdState {
  const sustainedMs = s.sustainedMinutes * 60_000;
  const h = s.hysteresis;
  const { t: ts, v: vs } = points;
  let { warningSince, criticalSince, open, lastT } = start;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i]!;
    const v = vs[i]!;
    if (s.warning) warningSince = beyond(s.warning, v, warningSince !== null, h) ? (warningSince ?? t) : null;
    if (s.critical)
      criticalSince = beyond(s.critical, v, criticalSince !== null, h) ? (criticalSince ?? t) : null;
    const level: Severity | null =
      criticalSince !== null && t - criticalSince >= sustainedMs
        ? "Critical"
        : warningSince !== null && t - warningSince >= sustainedMs
          ? "Warning"
          : null;
    if (open === null) {
      if (level !== null) {
        open = { openedAt: t, severity: level, peak: v };
        out.push({ type: "open", openedAt: t, severity: level, value: v, late });
      }
    } else if (warningSince === null && criticalSince === null) {
      const peak = open.peak ?? null;
      out.push({ type: "close", openedAt: open.openedAt, at: t, reason: "Cleared", late, peak });
      open = null;
    } else {
      const peak = worse(s, open.peak, v);
      if (level !== null && severityRank(level) > severityRank(open.severity)) {
        open = { ...open, severity: level, peak };
        out.push({ type: "raise", openedAt: open.openedAt, at: t, severity: level, value: v, late });
      } else if (peak !== open.peak) open = { ...open, peak };
    }
    lastT = t;
  }
  return { lastT, warningSince, criticalSince, open };
}

/**
 * How many of the times (sorted) are already covered by the state (at or before `lastT`): they come
 * first, so the late ones are a prefix and the new ones the rest (no copy).
 */
function lateCount(lastT: number | null, times: ArrayLike<number>): number {
  if (lastT === null || times.length === 0 || times[0]! > lastT) return 0;
  let k = 0;
  while (k < times.length && times[k]! <= lastT) k++;
  return k;
}

const slice = (s: Series, from: number, to: number): Series =>
  from === 0 && to === s.t.length ? s : { t: s.t.subarray(from, to), v: s.v.subarray(from, to) };

export interface Evaluation<S> {
  state: S;
  transitions: Transition[];
}

/** Evaluates one package's points of one target (sorted by time) against a threshold condition. */
export function evaluateThreshold(
  settings: ThresholdSettings,
  state: ThresholdState,
  points: Series,
): Evaluation<ThresholdState> {
  const transitions: Transition[] = [];
  const k = lateCount(state.lastT, points.t);
  if (k > 0) {
    const after = runThreshold(settings, initialThresholdState, slice(points, 0, k), true, transitions);
    if (after.open) {
      transitions.push({
        type: "close",
        openedAt: after.open.openedAt,
        at: after.lastT!,
        reason: "EndOfLateData",
        late: true,
        peak: after.open.peak ?? null,
      });
    }
  }
  const next =
    k < points.t.length
      ? runThreshold(settings, state, slice(points, k, points.t.length), false, transitions)
      : state;
  return { state: next, transitions };
}

export interface NoDataState {
  /** Newest data time seen of the target, or null before any. */
  lastSeen: number | null;
  open: OpenIncident | null;
}

export const initialNoDataState: NoDataState = { lastSeen: null, open: null };

/**
 * Data of the target arrived at these times (sorted; for "any data" the package's distinct point times).
 * A silence of at least N hours between two data times (also between packages, also inside a package: a
 * sensor gap or logger outage) is an incident opened N hours after the last data and closed when data
 * came back. Late times (at or before `lastSeen`: an older package, a re-import) are judged on their
 * own: silences inside them give the same historic incidents whenever they arrive, and the carried
 * state does not move.
 */
export function evaluateNoData(
  settings: NoDataSettings,
  state: NoDataState,
  times: ArrayLike<number>,
): Evaluation<NoDataState> {
  const windowMs = settings.hours * 3_600_000;
  const transitions: Transition[] = [];
  const k = lateCount(state.lastSeen, times);
  for (let i = 1; i < k; i++) {
    const before = times[i - 1]!;
    const t = times[i]!;
    if (t - before < windowMs) continue;
    const openedAt = before + windowMs;
    transitions.push({ type: "open", openedAt, severity: settings.severity, value: null, late: true });
    transitions.push({ type: "close", openedAt, at: t, reason: "Cleared", late: true, peak: null });
  }
  let { lastSeen, open } = state;
  for (let i = k; i < times.length; i++) {
    const t = times[i]!;
    if (open) {
      // The timer opened it on the clock; data stamped before that opening (a package that came late)
      // shows the silence ended there, but an incident never closes before it opened.
      const at = Math.max(t, open.openedAt);
      transitions.push({
        type: "close",
        openedAt: open.openedAt,
        at,
        reason: "Cleared",
        late: false,
        peak: null,
      });
      open = null;
    } else if (lastSeen !== null && t - lastSeen >= windowMs) {
      const openedAt = lastSeen + windowMs;
      transitions.push({ type: "open", openedAt, severity: settings.severity, value: null, late: false });
      transitions.push({ type: "close", openedAt, at: t, reason: "Cleared", late: false, peak: null });
    }
    lastSeen = t;
  }
  return { state: { lastSeen, open }, transitions };
}

/** The timer: at `now` (the clock, which the server passes in), a silence of N hours opens an incident. */
export function noDataTick(
  settings: NoDataSettings,
  state: NoDataState,
  now: number,
): Evaluation<NoDataState> {
  const windowMs = settings.hours * 3_600_000;
  if (state.open || state.lastSeen === null || now - state.lastSeen < windowMs) {
    return { state, transitions: [] };
  }
  const openedAt = state.lastSeen + windowMs;
  return {
    state: { ...state, open: { openedAt, severity: settings.severity } },
    transitions: [{ type: "open", openedAt, severity: settings.severity, value: null, late: false }],
  };
}

export interface ImportFailedState {
  open: OpenIncident | null;
}

export const initialImportFailedState: ImportFailedState = { open: null };

/** An import of the vessel ended at `at`: a failure opens (once), the next success closes. */
export function evaluateImportOutcome(
  settings: ImportFailedSettings,
  state: ImportFailedState,
  outcome: { ok: boolean; at: number },
): Evaluation<ImportFailedState> {
  if (!outcome.ok && !state.open) {
    const open = { openedAt: outcome.at, severity: settings.severity };
    return {
      state: { open },
      transitions: [
        { type: "open", openedAt: outcome.at, severity: settings.severity, value: null, late: false },
      ],
    };
  }
  if (outcome.ok && state.open) {
    return {
      state: { open: null },
      transitions: [
        {
          type: "close",
          openedAt: state.open.openedAt,
          at: outcome.at,
          reason: "Cleared",
          late: false,
          peak: null,
        },
      ],
    };
  }
  return { state, transitions: [] };
}

/** A value with its unit ("24.5 kn", "420 °C"; bare when the variable has none). */
export const withUnit = (value: number | null | undefined, unit: string): string =>
  unit ? `${value} ${unit}` : `${value}`;

/**
 * "True Wind Speed above 24.5 kn for 60 min: 32.3 kn" — the condition in words with the variable's unit
 * on the vessel, and the value that met it when given; for incidents and mails.
 */
export function describeThreshold(
  s: ThresholdSettings,
  severity: Severity,
  unit = "",
  value: number | null = null,
): string {
  const level = severity === "Critical" ? (s.critical ?? s.warning) : (s.warning ?? s.critical);
  const limit =
    s.comparison === "Above"
      ? `above ${withUnit(level?.high, unit)}`
      : s.comparison === "Below"
        ? `below ${withUnit(level?.low, unit)}`
        : `outside ${level?.low} to ${withUnit(level?.high, unit)}`;
  const sustained = s.sustainedMinutes > 0 ? ` for ${s.sustainedMinutes} min` : "";
  const met = value === null ? "" : `: ${withUnit(value, unit)}`;
  return `${s.variableName} ${limit}${sustained}${met}`;
}

export function describeNoData(s: NoDataSettings): string {
  const hours = `${s.hours} h`;
  return s.variableName ? `${s.variableName} silent for ${hours}` : `No data for ${hours}`;
}

export const describeImportFailed = (): string => "Import of a data package failed";

/**
 * Power reserve used: the shaft power above the vessel's limited power (its own vessel setting). The
 * threshold evaluator does the work: a sample exactly at the limit is not above it, and the power must
 * stay above for at least a minute of data — a lone sample above is taken for a sensor spike, as the
 * ShaPoLi page does (docs/shapoli.md) — and the incident closes at the first sample back at or below.
 */
export const POWER_RESERVE_SUSTAINED_MINUTES = 1;

export function powerReserveThreshold(
  variableName: string,
  limitedPower: number,
  severity: Severity,
): ThresholdSettings {
  const level = { low: null, high: limitedPower };
  return {
    variableName,
    comparison: "Above",
    warning: severity === "Warning" ? level : null,
    critical: severity === "Critical" ? level : null,
    sustainedMinutes: POWER_RESERVE_SUSTAINED_MINUTES,
    hysteresis: 0,
  };
}

export const describePowerReserve = (limitedPower: number, value: number | null): string =>
  `Shaft power above the limited power of ${Math.round(limitedPower).toLocaleString("en-GB")} kW` +
  (value === null ? "" : `: ${Math.round(value).toLocaleString("en-GB")} kW`);

/**
 * The ISO 19030 maintenance trigger, evaluated once a day (not per package: the indicator reads months of
 * raw data, docs/alerts.md). `triggered` is the indicator's answer at `at`: true opens (once), false
 * closes — after a hull cleaning or propeller polishing the last three months improve until the loss is
 * below the trigger value again. Null (no value: no data in a period, no trigger value) changes nothing:
 * it is no evidence either way.
 */
export function evaluateMaintenanceTrigger(
  settings: MaintenanceTriggerSettings,
  state: ImportFailedState,
  reading: { triggered: boolean | null; value: number | null; at: number },
): Evaluation<ImportFailedState> {
  if (reading.triggered === true && !state.open) {
    const open = { openedAt: reading.at, severity: settings.severity };
    return {
      state: { open },
      transitions: [
        {
          type: "open",
          openedAt: reading.at,
          severity: settings.severity,
          value: reading.value,
          late: false,
        },
      ],
    };
  }
  if (reading.triggered === false && state.open) {
    return {
      state: { open: null },
      transitions: [
        {
          type: "close",
          openedAt: state.open.openedAt,
          at: reading.at,
          reason: "Cleared",
          late: false,
          peak: null,
        },
      ],
    };
  }
  return { state, transitions: [] };
}

/** "Maintenance trigger reached: loss 2.4 pp ≥ trigger value 2 pp" (value = the indicator, negative = loss). */
export const describeMaintenanceTrigger = (triggerValue: number, value: number | null): string =>
  `ISO 19030 maintenance trigger reached: ` +
  (value === null ? "" : `loss of ${(-value).toFixed(1)} pp, `) +
  `trigger value ${triggerValue} pp`;

/**
 * The vessel's overall performance status after an import recomputed its days (not a timer: the status
 * changes only with data). `status` at `at` (the data's newest time): Not ok, or Observe when the
 * condition opens at Observe, opens (once); Ok or Benchmarking — or Observe for a Not-ok-only condition —
 * closes. The other statuses (no performance parameters, disabled, diagnostics off) are no evidence
 * either way and change nothing.
 */
export function evaluatePerformanceStatus(
  settings: PerformanceStatusSettings,
  state: ImportFailedState,
  reading: { status: string; at: number },
): Evaluation<ImportFailedState> {
  const breach =
    reading.status === "NotOk" || (reading.status === "Observe" && settings.openAt === "Observe");
  const clear =
    reading.status === "Ok" ||
    reading.status === "BenchMarking" ||
    (reading.status === "Observe" && settings.openAt === "NotOk");
  return evaluateMaintenanceTrigger({ severity: settings.severity }, state, {
    triggered: breach ? true : clear ? false : null,
    value: null,
    at: reading.at,
  });
}

const STATUS_WORDS: Record<string, string> = { NotOk: "Not ok", Observe: "Observe" };

/** "Vessel performance status: Not ok". */
export const describePerformanceStatus = (status: string): string =>
  `Vessel performance status: ${STATUS_WORDS[status] ?? status}`;
