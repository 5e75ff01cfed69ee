import { randomUUID } from "node:crypto";
import type { FuelEvent } from "../../../domain/fuel/state.js";
import {
  type LogDataSegment,
  logDataKey,
  type MeterSpan,
  meterSpansOfVoyage,
  planVoyageConsumptions,
} from "../../../domain/fuel/voyageConsumptionPlan.js";
import type { VoyageLogState } from "../../../domain/voyageLog/voyageLog.js";
import { BUCKET_MS, type TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";

/** A stretch without log points longer than this is a gap (filled with a Manual row). */
const GAP_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const QUARTER_MS = BUCKET_MS.Quarter;

/** Tons per day in one unit of the variable; an unknown unit is taken as t/day (what the meters log). */
const TONS_PER_DAY: Record<string, number> = {
  "t/day": 1,
  "t/d": 1,
  "mt/day": 1,
  "t/h": 24,
  "mt/h": 24,
  "kg/h": 24 / 1000,
  "kg/min": (24 * 60) / 1000,
  "kg/s": 86_400 / 1000,
};

const iso = (ms: number) => new Date(ms).toISOString();

/** What the loading needs of the context: the log-data store, when there is one. */
export interface LogDataSource {
  timeSeries?: Pick<TimeSeriesStore, "series" | "statistics" | "variablesByIds"> | undefined;
}
type Store = NonNullable<LogDataSource["timeSeries"]>;

/** Quarter-hour buckets holding data, merged into runs whenever the silence between them is short. */
async function dataRuns(store: Store, variableId: number, from: number, to: number) {
  const runs: { from: number; to: number }[] = [];
  let after: number | undefined;
  for (;;) {
    const page = await store.series({
      variableId,
      from,
      to,
      granularity: "Quarter",
      limit: 5000,
      ...(after !== undefined ? { after } : {}),
    });
    for (const point of page.points) {
      if (point.count === 0) continue;
      const start = Math.max(from, point.t);
      const end = Math.min(to, point.t + QUARTER_MS);
      const last = runs.at(-1);
      if (last && start - last.to <= GAP_MS) last.to = Math.max(last.to, end);
      else runs.push({ from: start, to: end });
    }
    if (page.nextAfter === null) break;
    after = page.nextAfter;
  }
  // Short silences at the span's edges are sampling, not gaps.
  const first = runs[0];
  const last = runs.at(-1);
  if (first && first.from - from <= GAP_MS) first.from = from;
  if (last && to - last.to <= GAP_MS) last.to = to;
  return runs;
}

/**
 * The log-data segments of one meter span: each run's mean mass flow times its length. A run ends at
 * its first and last point unless it reaches the span's edge (bucket bounds are only quarter-hours).
 */
async function segmentsOf(store: Store, span: MeterSpan, factor: number): Promise<LogDataSegment[]> {
  const variableId = span.meter.fuelMassFlowRateLogVariableId!;
  const spanFrom = Date.parse(span.startAt);
  const spanTo = Date.parse(span.endAt);
  const segments: LogDataSegment[] = [];
  for (const run of await dataRuns(store, variableId, spanFrom, spanTo)) {
    const [stats] = await store.statistics([variableId], run.from, run.to);
    if (!stats || stats.count === 0 || stats.avg === null) continue;
    const from = run.from === spanFrom || !stats.first ? run.from : Math.max(run.from, stats.first.t);
    const to = run.to === spanTo || !stats.last ? run.to : Math.min(run.to, stats.last.t);
    if (to <= from) continue;
    segments.push({
      startAt: iso(from),
      endAt: iso(to),
      tons: Math.max(0, stats.avg * factor) * ((to - from) / DAY_MS),
    });
  }
  return segments;
}

/** Log-data segments for every meter span of the voyage that has a log variable (none without a store). */
export async function voyageLogData(
  ctx: LogDataSource,
  state: VoyageLogState,
  departureId: string,
): Promise<Map<string, LogDataSegment[]>> {
  const result = new Map<string, LogDataSegment[]>();
  const store = ctx.timeSeries;
  if (!store) return result;
  const spans = meterSpansOfVoyage(state, departureId).filter(
    (s) => s.meter.fuelMassFlowRateLogVariableId !== null,
  );
  if (spans.length === 0) return result;
  const ids = [...new Set(spans.map((s) => s.meter.fuelMassFlowRateLogVariableId!))];
  const variables = new Map((await store.variablesByIds(ids)).map((v) => [v.id, v]));
  for (const span of spans) {
    const variable = variables.get(span.meter.fuelMassFlowRateLogVariableId!);
    // Only the meter's own vessel's variable is read: a meter recorded before references were
    // resolved may point elsewhere; its spans then have no log data (Manual rows), never another's.
    if (!variable || variable.vesselId !== span.meter.vesselId) continue;
    const factor = TONS_PER_DAY[variable.unit.trim().toLowerCase()] ?? 1;
    result.set(logDataKey(span.vesselEventId, span.meter.id), await segmentsOf(store, span, factor));
  }
  return result;
}

/**
 * The flow-meter consumption rows created when a voyage's information is confirmed, as events to
 * append in the same append as the confirmation. Reads the log data first, so call it with the state
 * the confirmation decides on (and append with that state's version).
 */
export async function consumptionEventsForVoyage(
  ctx: LogDataSource,
  state: VoyageLogState,
  departureId: string,
): Promise<FuelEvent[]> {
  const logData = await voyageLogData(ctx, state, departureId);
  return planVoyageConsumptions(state, departureId, logData, randomUUID);
}
