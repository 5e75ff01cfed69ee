import {
  BREACH_RULES,
  type DetectedBreach,
  detectBreaches,
  type PowerSample,
} from "../../../domain/shapoli/breaches.js";
import type { ShaftPowerLimitation } from "../../../domain/shapoli/limitation.js";
import { isShaftPowerVariable } from "../../../domain/shapoli/powerVariable.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { analyticsStore } from "../../shared/exclusions.js";
import type {
  LogVariableRecord,
  PositionInput,
  SeriesPoint,
  TimeSeriesStore,
} from "../../timeseries/TimeSeriesStore.js";

const HOUR = 3_600_000;
const PAGE = 5000;
/** How far from a breach's start or end a logged position may lie to be its position. */
export const POSITION_WINDOW_MS = HOUR;

/** The vessel's shaft power variables (power unit, named or classed as shaft): GET /LogVariables/ShaftPower's rule. */
export async function powerLogVariables(ctx: AppContext, vesselId: string): Promise<LogVariableRecord[]> {
  return (await analyticsStore(ctx).variables(vesselId)).filter(isShaftPowerVariable);
}

async function allPages(
  store: TimeSeriesStore,
  query: Omit<Parameters<TimeSeriesStore["series"]>[0], "limit" | "after">,
): Promise<SeriesPoint[]> {
  const points: SeriesPoint[] = [];
  let after: number | undefined;
  for (;;) {
    const page = await store.series({ ...query, limit: PAGE, ...(after === undefined ? {} : { after }) });
    points.push(...page.points);
    if (page.nextAfter === null) return points;
    after = page.nextAfter;
  }
}

/** Raw samples of a variable in [from, to]. */
export async function rawSamples(
  ctx: AppContext,
  variableId: number,
  from: number,
  to: number,
): Promise<PowerSample[]> {
  const points = await allPages(analyticsStore(ctx), { variableId, from, to, granularity: "Raw" });
  return points.map((p) => ({ t: p.t, v: p.avg }));
}

/**
 * Breaches of the limited power overlapping [from, to], computed when asked (docs/shapoli.md): the hourly
 * rollups' maxima say which hours held a sample above the limit; only those hours (widened by the largest
 * bridged gap and an hour of context each side, so every run is seen whole with the samples that end it)
 * are read raw and given to the pure detector. A year of a vessel is 8,760 rollup rows plus the raw
 * samples of its few candidate hours.
 */
export async function findBreaches(
  ctx: AppContext,
  variableId: number,
  limitation: ShaftPowerLimitation,
  from: number,
  to: number,
): Promise<{ breaches: DetectedBreach[]; spikes: PowerSample[]; rawHoursRead: number }> {
  const store = analyticsStore(ctx);
  const margin = BREACH_RULES.maxGapMs + HOUR;
  const hours = await allPages(store, {
    variableId,
    from: from - margin,
    to: to + margin,
    granularity: "Hour",
  });
  const windows: Array<{ from: number; to: number }> = [];
  for (const hour of hours) {
    if (!(hour.max > limitation.limitedPower)) continue;
    const window = { from: hour.t - margin, to: hour.t + HOUR + margin };
    const last = windows.at(-1);
    if (last && window.from <= last.to) last.to = Math.max(last.to, window.to);
    else windows.push(window);
  }
  const breaches: DetectedBreach[] = [];
  const spikes: PowerSample[] = [];
  let rawHoursRead = 0;
  for (const window of windows) {
    rawHoursRead += (window.to - window.from) / HOUR;
    const found = detectBreaches(
      await rawSamples(ctx, variableId, window.from, window.to),
      limitation.limitedPower,
    );
    breaches.push(...found.breaches);
    spikes.push(...found.spikes);
  }
  const overlaps = (start: number, end: number) => end >= from && start <= to;
  return {
    breaches: breaches.filter((b) => overlaps(b.start, b.end)),
    spikes: spikes.filter((s) => overlaps(s.t, s.t)),
    rawHoursRead,
  };
}

/** The logged position nearest in time to `at`, within POSITION_WINDOW_MS, or null. */
export function nearestPosition(positions: readonly PositionInput[], at: number): PositionInput | null {
  let best: PositionInput | null = null;
  for (const p of positions) {
    const distance = Math.abs(p.t - at);
    if (distance <= POSITION_WINDOW_MS && (!best || distance < Math.abs(best.t - at))) best = p;
  }
  return best;
}

export async function positionAt(ctx: AppContext, vessel: VesselView, at: number) {
  const positions = await analyticsStore(ctx).positions(
    vessel.id,
    at - POSITION_WINDOW_MS,
    at + POSITION_WINDOW_MS,
  );
  const p = nearestPosition(positions, at);
  return p ? { latitude: p.latitude, longitude: p.longitude, timestamp: new Date(p.t).toISOString() } : null;
}
