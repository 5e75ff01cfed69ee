import type { Severity, ThresholdSettings } from "./conditions.js";
import { severityRank } from "./conditions.js";
import { initialThresholdState, runThreshold, type ThresholdState, type Transition } from "./evaluator.js";
import type { Series } from "./series.js";

/**
 * Event-time evaluation of threshold conditions (issue 29): whatever order packages arrive in, the
 * incidents of a condition and target are those the data in time order raises. A package is evaluated
 * by replaying the stored data (the package included) from a point where the state is known — a reading
 * clearly inside every limit, hysteresis counted, closes any incident and clears every "since" whatever
 * came before — up to the first such point after the package (and its spike context): beyond it the data
 * and the state are what they were, so nothing there changes. The replay's incidents are compared with
 * the stored ones in that window: missing ones open (and close), stored ones the replay does not raise
 * are withdrawn, and stored ones whose closing, severity or peak differ are corrected.
 */

/** One incident as the replay or the store sees it (times in ms, data time). */
export interface IncidentSpan {
  openedAt: number;
  /** The most severe level reached. */
  severity: Severity;
  closedAt: number | null;
  /** The value furthest beyond the limit while open, once closed (null while open). */
  peak: number | null;
}

export type Correction =
  | { type: "correct"; openedAt: number; closedAt: number | null; severity: Severity; peak: number | null }
  | { type: "withdraw"; openedAt: number };

/** What the evaluation reads: the stored, plausible data of the target and its stored incidents. */
export interface DataTimeSource {
  /** Plausible points of the target with from ≤ t ≤ to, sorted by time. */
  read(from: number, to: number): Promise<Series>;
  /** Stored incidents of the condition and target opened at or after `from`, plus any open one. */
  incidentsSince(from: number): Promise<IncidentSpan[]>;
}

export interface DataTimeEvaluation {
  /** The carried state after the newest data (unchanged when the replay stopped before it). */
  state: ThresholdState;
  /** Transitions of the incidents not stored yet (open, raise, close), in time order. */
  transitions: Transition[];
  corrections: Correction[];
  /** The replayed window. */
  from: number;
  to: number;
}

/** How far back a known state is looked for before the evaluation falls back to the carried state. */
export const MAX_LOOKBACK_MS = 14 * 86_400_000;
/** Readings around an edge a spike judgement needs (docs/alerts.md "Plausible values only"). */
export const SPIKE_CONTEXT_MS = 3_600_000;
const FIRST_PROBE_MS = 6 * 3_600_000;
const CHUNK_MS = 86_400_000;

/** Is the reading inside every limit by at least the hysteresis (no history can keep a level active)? */
export function clearlyInside(s: ThresholdSettings, v: number): boolean {
  for (const level of [s.warning, s.critical]) {
    if (!level) continue;
    if (level.high !== null && v > level.high - s.hysteresis) return false;
    if (level.low !== null && v < level.low + s.hysteresis) return false;
  }
  return true;
}

/** The incidents a run's transitions describe, by opening time. */
export function spansOf(transitions: readonly Transition[]): IncidentSpan[] {
  const spans = new Map<number, IncidentSpan>();
  for (const t of transitions) {
    if (t.type === "open")
      spans.set(t.openedAt, { openedAt: t.openedAt, severity: t.severity, closedAt: null, peak: null });
    const span = spans.get(t.openedAt);
    if (!span) continue;
    if (t.type === "raise" && severityRank(t.severity) > severityRank(span.severity))
      span.severity = t.severity;
    if (t.type === "close") {
      span.closedAt = t.at;
      span.peak = t.peak;
    }
  }
  return [...spans.values()];
}

const sameSpan = (a: IncidentSpan, b: IncidentSpan) =>
  a.closedAt === b.closedAt && a.severity === b.severity && a.peak === b.peak;

/**
 * Replays the data around a package that covered [from, to] (data time). Answers null when no known
 * state lies within `MAX_LOOKBACK_MS` before it (the caller then continues its carried state).
 */
export async function evaluateInDataTime(
  settings: ThresholdSettings,
  state: ThresholdState,
  window: { from: number; to: number },
  source: DataTimeSource,
): Promise<DataTimeEvaluation | null> {
  const known = await knownStart(settings, window.from, source);
  if (!known) return null;
  const { start, stored } = known;
  const newest = Math.max(state.lastT ?? window.to, window.to);
  const transitions: Transition[] = [];
  let run: ThresholdState = initialThresholdState;
  let readFrom = start + 1;
  let end = window.to + SPIKE_CONTEXT_MS;
  let stop: number | null = null;
  while (readFrom <= newest) {
    const chunk = await source.read(readFrom, Math.min(end, newest));
    const quiet = firstQuietAfter(settings, chunk, window.to + SPIKE_CONTEXT_MS);
    const upto = quiet === -1 ? chunk.t.length : quiet + 1;
    run = runThreshold(
      settings,
      run,
      { t: chunk.t.subarray(0, upto), v: chunk.v.subarray(0, upto) },
      false,
      transitions,
    );
    if (quiet !== -1) {
      stop = chunk.t[quiet]!;
      break;
    }
    readFrom = Math.min(end, newest) + 1;
    end = readFrom + CHUNK_MS;
  }
  const replayed = spansOf(transitions);
  const windowEnd = stop ?? Number.POSITIVE_INFINITY;
  const existing = stored.filter((i) => i.openedAt > start && i.openedAt <= windowEnd);
  const byOpening = new Map(existing.map((i) => [i.openedAt, i]));
  const corrections: Correction[] = [];
  const fresh = new Set<number>();
  for (const span of replayed) {
    const before = byOpening.get(span.openedAt);
    if (!before) fresh.add(span.openedAt);
    else if (!sameSpan(before, span)) corrections.push({ type: "correct", ...span });
    byOpening.delete(span.openedAt);
  }
  for (const gone of byOpening.values()) corrections.push({ type: "withdraw", openedAt: gone.openedAt });
  return {
    state:
      stop === null ? { ...run, lastT: Math.max(run.lastT ?? newest, newest) } : { ...state, lastT: newest },
    transitions: transitions.filter((t) => fresh.has(t.openedAt)),
    corrections,
    from: start,
    to: stop ?? newest,
  };
}

/** Index of the first reading at or after `after` clearly inside the limits, or -1. */
function firstQuietAfter(settings: ThresholdSettings, series: Series, after: number): number {
  for (let i = 0; i < series.t.length; i++)
    if (series.t[i]! >= after && clearlyInside(settings, series.v[i]!)) return i;
  return -1;
}

/**
 * The newest reading before the package (and its spike context) clearly inside the limits that no stored
 * incident spans; where there is none and the data begins after a silence of `MAX_LOOKBACK_MS`, just
 * before its first reading (the package's own start when nothing precedes it). Else null.
 */
async function knownStart(
  settings: ThresholdSettings,
  from: number,
  source: DataTimeSource,
): Promise<{ start: number; stored: IncidentSpan[] } | null> {
  const stored = await source.incidentsSince(from - MAX_LOOKBACK_MS);
  let before = from - SPIKE_CONTEXT_MS;
  for (let probe = FIRST_PROBE_MS; probe <= 4 * MAX_LOOKBACK_MS; probe *= 4) {
    const lower = Math.max(before - probe, from - MAX_LOOKBACK_MS);
    const data = await source.read(lower, before);
    let found: number | null = null;
    for (let i = data.t.length - 1; i >= 0 && found === null; i--)
      if (clearlyInside(settings, data.v[i]!)) found = data.t[i]!;
    if (found !== null) {
      const spanning = stored.filter(
        (i) => i.openedAt <= found! && (i.closedAt === null || i.closedAt > found!),
      );
      if (spanning.length === 0) return { start: found, stored };
      before = Math.min(...spanning.map((i) => i.openedAt)) - 1;
      probe = FIRST_PROBE_MS / 4;
      continue;
    }
    if (before <= from - MAX_LOOKBACK_MS) return null;
    if (lower <= from - MAX_LOOKBACK_MS) {
      // The data may begin inside the look-back, also within the package's spike context (a new
      // variable's first minutes): after a silence as long as the look-back no level is active, so
      // the state before its first reading is clear, as when nothing at all precedes the package.
      const earlier = await source.read(from - MAX_LOOKBACK_MS, from - 1);
      const first = earlier.t[0] ?? from;
      const silentBefore =
        first === from ||
        (await source.read(first - MAX_LOOKBACK_MS, from - MAX_LOOKBACK_MS - 1)).t.length === 0;
      return silentBefore ? { start: first - 1, stored } : null;
    }
  }
  return null;
}

/** Applies an evaluation to incidents kept by opening time (the property test's store; the engine writes events). */
export function applyDataTimeEvaluation(
  incidents: Map<number, IncidentSpan>,
  evaluation: Pick<DataTimeEvaluation, "transitions" | "corrections">,
): void {
  for (const c of evaluation.corrections) {
    if (c.type === "withdraw") incidents.delete(c.openedAt);
    else
      incidents.set(c.openedAt, {
        openedAt: c.openedAt,
        severity: c.severity,
        closedAt: c.closedAt,
        peak: c.peak,
      });
  }
  for (const span of spansOf(evaluation.transitions)) incidents.set(span.openedAt, span);
}
