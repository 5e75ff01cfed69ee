import { createHash } from "node:crypto";
import type { AlignmentRules } from "../../../domain/dataQuality/alignment.js";
import { DAY_MS, type Sample } from "../../../domain/dataQuality/detectors.js";
import {
  type FoldedFeature,
  type HourPoint,
  type NoonPart,
  noonVerdictOf,
  qualityPartOf,
  type RangedFeature,
} from "../../../domain/dataQuality/summaryDays.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import type { StoredQualityDay } from "../../dailyPerformance/DailyStore.js";
import { dataFingerprints } from "../../dailyPerformance/dailyPerformance.js";
import { type MappedFeature, vesselFeatures } from "../../shared/featureMapping.js";
import type { NoonReportInput, TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";
import { alignmentRulesOf, dataSpan, noonFiguresOf, pointsOf } from "./vesselQuality.js";

/**
 * The stored data-quality days (issue 32; docs/data-quality.md, "The Summary, kept per day"): per vessel and
 * UTC day the part the Summary folds (domain/dataQuality/summaryDays.ts), in the daily store. A day's key
 * is `model.data`: the model part (the mapped variables and their valid ranges) a read checks; the data
 * part (the day rollups' fingerprints of the day and the two before, and the day's noon reports) only the
 * writers of the data (an import) and the rebuild at start compute.
 */
const QUALITY_DAY_VERSION = 1;

const hash = (value: unknown) =>
  createHash("sha1").update(JSON.stringify(value)).digest("base64url").slice(0, 20);

const mappedOf = (features: readonly MappedFeature[]) => features.filter((f) => f.variable);

export const rangedFeatures = (features: readonly MappedFeature[]): RangedFeature[] =>
  mappedOf(features).map((f) => ({ name: f.config.featureName, min: f.config.min, max: f.config.max }));

export const foldedFeatures = (features: readonly MappedFeature[]): FoldedFeature[] =>
  mappedOf(features).map((f) => ({
    name: f.config.featureName,
    configured: f.config.configured,
    intervalSeconds: f.config.intervalSeconds,
    frozenLimitMinutes: f.config.frozenLimitMinutes,
  }));

/** The key part a read checks: what a stored day's part depends on besides the log data. */
export const qualityModelKey = (features: readonly MappedFeature[]): string =>
  hash([
    QUALITY_DAY_VERSION,
    mappedOf(features).map((f) => [f.config.featureName, f.variable!.id, f.config.min, f.config.max]),
  ]);

/** The hourly rollups of every mapped feature in [from, to), by feature name. */
export async function hourlyOf(
  store: TimeSeriesStore,
  features: readonly MappedFeature[],
  from: number,
  to: number,
  pause: () => Promise<void> = async () => {},
): Promise<Map<string, HourPoint[]>> {
  const hourly = new Map<string, HourPoint[]>();
  for (const f of mappedOf(features)) {
    await pause();
    const points = await pointsOf(store, f.variable!.id, from, to, "Hour");
    hourly.set(
      f.config.featureName,
      points.map((p) => ({ t: p.t, count: p.count, min: p.min, max: p.max, avg: p.avg })),
    );
  }
  return hourly;
}

/** The hourly means of a feature in [from, to) as samples; null when the feature is not mapped. */
export const samplesOf = (
  hourly: ReadonlyMap<string, readonly HourPoint[]>,
  name: string,
  from = Number.NEGATIVE_INFINITY,
  to = Number.POSITIVE_INFINITY,
): Sample[] | null => {
  const points = hourly.get(name);
  return points ? points.filter((p) => p.t >= from && p.t < to).map((p) => ({ t: p.t, v: p.avg })) : null;
};

/** The noon-alignment plausibility rules of hourly means (one reading an hour). */
export const hourlyAlignmentRules = (features: readonly MappedFeature[]): AlignmentRules =>
  alignmentRulesOf(features, 3600);

/**
 * A noon report judged against the hourly SOG and ME fuel flow of [from, to), their implausible hours left
 * out by the features' plausibility rules (hourlyAlignmentRules).
 */
export const noonVerdict = (
  report: NoonReportInput,
  hourly: ReadonlyMap<string, readonly HourPoint[]>,
  rules: AlignmentRules,
  from?: number,
  to?: number,
) =>
  noonVerdictOf(
    { t: report.t, figures: noonFiguresOf(report.values) },
    samplesOf(hourly, "Speed Over Ground", from, to) ?? [],
    samplesOf(hourly, "ME Fuel Mass Flow", from, to),
    rules,
  );

/** What the days [fromDay, toDay) are computed from, read from the store: the inputs of their keys. */
async function dayInputs(
  ctx: AppContext,
  store: TimeSeriesStore,
  vesselId: string,
  features: readonly MappedFeature[],
  fromDay: number,
  toDay: number,
) {
  const ids = mappedOf(features).map((f) => f.variable!.id);
  const fingerprints = await dataFingerprints(ctx, ids, fromDay - 2 * DAY_MS, toDay);
  const reports = await store.noonReports(vesselId, fromDay, toDay - 1);
  const model = qualityModelKey(features);
  const reportsOf = (day: number) => reports.filter((r) => r.t >= day && r.t < day + DAY_MS);
  const keyOf = (day: number) =>
    `${model}.${hash([
      [day - 2 * DAY_MS, day - DAY_MS, day].map((d) => fingerprints.get(d) ?? null),
      reportsOf(day),
    ])}`;
  return { keyOf, reportsOf };
}

/** Computes a vessel's data-quality days [fromDay, toDay) from its hourly rollups and noon reports. */
export async function computeQualityDays(
  ctx: AppContext,
  store: TimeSeriesStore,
  vesselId: string,
  features: readonly MappedFeature[],
  fromDay: number,
  toDay: number,
  pause: () => Promise<void> = async () => {},
): Promise<StoredQualityDay[]> {
  const readAt = Date.now();
  const { keyOf, reportsOf } = await dayInputs(ctx, store, vesselId, features, fromDay, toDay);
  // The two days before too: a noon report is judged against the 24 hours before it, and a sample stands
  // for a few hours after its time.
  const hourly = await hourlyOf(store, features, fromDay - 2 * DAY_MS, toDay, pause);
  const ranged = rangedFeatures(features);
  const rules = hourlyAlignmentRules(features);
  const days: StoredQualityDay[] = [];
  for (let day = fromDay; day < toDay; day += DAY_MS) {
    await pause();
    const inDay = new Map(
      [...hourly].map(([name, points]) => [name, points.filter((p) => p.t >= day && p.t < day + DAY_MS)]),
    );
    const noon: NoonPart[] = reportsOf(day).map((r) => ({
      t: r.t,
      clipped: noonVerdict(r, hourly, rules, day - DAY_MS, day + DAY_MS),
      full: noonVerdict(r, hourly, rules, day - 2 * DAY_MS, day + DAY_MS),
    }));
    const part = qualityPartOf(ranged, inDay, noon);
    days.push({ vesselId, day, key: keyOf(day), readAt, data: JSON.stringify(part) });
  }
  return days;
}

const dayOf = (t: number) => Math.floor(t / DAY_MS) * DAY_MS;

/**
 * After a write of a vessel's log data over [oldest, newest] (an import, a late package): its days
 * recomputed and stored, with the two days after (their noon reports are judged against these hours).
 */
export async function refreshQualityDays(
  ctx: AppContext,
  vesselId: string,
  oldest: number,
  newest: number,
): Promise<void> {
  const vessel = entryOf(ctx.readModels.state("vessels").byId, vesselId);
  if (!vessel || !ctx.timeSeries || !ctx.daily) return;
  const features = await vesselFeatures(ctx, vessel);
  const days = await computeQualityDays(
    ctx,
    ctx.timeSeries,
    vessel.id,
    features,
    dayOf(oldest),
    dayOf(newest) + 3 * DAY_MS,
  );
  await ctx.daily.writeQualityDays(days);
}

/** The whole days a span clipped to the data covers: [from, the end of its last day), none when empty. */
export const daysOf = (span: { from: number; to: number }) => ({
  fromDay: span.from,
  toDay: span.to > span.from ? Math.ceil(span.to / DAY_MS) * DAY_MS : span.from,
});

/** The days the Summary's default span covers: the 30 days up to the end of today, and one more. */
export function defaultQualityDays(ctx: AppContext, summaryDays: number): { fromDay: number; toDay: number } {
  const toDay = Math.ceil(ctx.now().getTime() / DAY_MS) * DAY_MS;
  return { fromDay: toDay - (summaryDays + 1) * DAY_MS, toDay };
}

/**
 * The rebuild's check of a vessel's data-quality days in [fromDay, toDay): each key computed afresh from the
 * log data; a day stored with another key (data written without a refresh, a process stopped between an
 * import's commit and its refresh, another mapping) or not stored is recomputed. Answers how many were.
 */
export async function refreshStaleQualityDays(
  ctx: AppContext,
  vessel: VesselView,
  fromDay: number,
  toDay: number,
): Promise<number> {
  if (!ctx.timeSeries || !ctx.daily) return 0;
  const features = await vesselFeatures(ctx, vessel);
  // The days a Summary stores: from the vessel's first reading on (dataSpan).
  ({ fromDay, toDay } = daysOf(dataSpan(ctx, features, fromDay, toDay)));
  if (toDay <= fromDay) return 0;
  const { keyOf } = await dayInputs(ctx, ctx.timeSeries, vessel.id, features, fromDay, toDay);
  const stored = new Map(
    (await ctx.daily.readQualityDays([vessel.id], fromDay, toDay)).map((d) => [d.day, d.key]),
  );
  const stale: number[] = [];
  for (let day = fromDay; day < toDay; day += DAY_MS) if (stored.get(day) !== keyOf(day)) stale.push(day);
  if (stale.length === 0) return 0;
  const days = await computeQualityDays(
    ctx,
    ctx.timeSeries,
    vessel.id,
    features,
    stale[0]!,
    stale[stale.length - 1]! + DAY_MS,
  );
  await ctx.daily.writeQualityDays(days);
  return stale.length;
}
