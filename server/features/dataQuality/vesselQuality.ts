import { DEFAULT_OUTAGE_THRESHOLD_MINUTES } from "../../../domain/dataQuality/actions.js";
import type { AlignmentRules, NoonFigures } from "../../../domain/dataQuality/alignment.js";
import {
  analyseFeature,
  type FeatureFindings,
  frozenWithOther,
  STILL_SOG,
  underWayFrom,
} from "../../../domain/dataQuality/analysis.js";
import { DAY_MS, type Sample, typicalInterval } from "../../../domain/dataQuality/detectors.js";
import { plausibilityRuleOf } from "../../../domain/dataQuality/plausibility.js";
import { biasOf, speedPairs } from "../../../domain/dataQuality/speedLog.js";
import { expectedIntervalMs } from "../../../domain/dataQuality/summaryDays.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { excludedBy, type VesselDataQuality } from "../../../projections/dataQuality/dataQuality.js";
import type { AppContext } from "../../context.js";
import { featureOf, type MappedFeature, vesselFeatures } from "../../shared/featureMapping.js";
import type { Granularity, SeriesPoint, TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";

const PAGE = 50_000;

export const vesselQualityOf = (ctx: AppContext, vesselId: string): VesselDataQuality | undefined =>
  entryOf(ctx.readModels.state("dataQuality").byVesselId, vesselId);

export const outageThresholdOf = (ctx: AppContext, vesselId: string): number =>
  vesselQualityOf(ctx, vesselId)?.outageThresholdMinutes ?? DEFAULT_OUTAGE_THRESHOLD_MINUTES;

/**
 * The part of [from, to) a vessel's data can cover: not before the first reading of its mapped variables
 * (a logger not yet installed is no outage) and not after the start of today or the newest reading,
 * whichever is later (today's package has not been sent yet).
 * From the start of the first reading's day, so days stay whole.
 */
export function dataSpan(
  ctx: AppContext,
  features: readonly MappedFeature[],
  from: number,
  to: number,
): { from: number; to: number } {
  return dataSpanAt(ctx.now().getTime(), features, from, to);
}

/** `dataSpan` at the time `now` (epoch ms), for a caller without the server's clock (the Summary thread). */
export function dataSpanAt(
  now: number,
  features: readonly MappedFeature[],
  from: number,
  to: number,
): { from: number; to: number } {
  const firsts = features.flatMap((f) => (f.variable?.firstAt == null ? [] : [f.variable.firstAt]));
  const first = firsts.length > 0 ? Math.floor(Math.min(...firsts) / DAY_MS) * DAY_MS : to;
  // Vessels send a day's package after it closes: today counts only as far as readings have arrived.
  const lasts = features.flatMap((f) => (f.variable?.lastAt == null ? [] : [f.variable.lastAt + 1]));
  const startOfToday = Math.floor(now / DAY_MS) * DAY_MS;
  const end = Math.min(to, Math.max(from, startOfToday, ...lasts));
  return { from: Math.min(Math.max(from, first), end), to: end };
}

/** Every point of a variable in [from, to) at a granularity, paged through. */
export async function pointsOf(
  store: TimeSeriesStore,
  variableId: number,
  from: number,
  to: number,
  granularity: Granularity,
): Promise<SeriesPoint[]> {
  const out: SeriesPoint[] = [];
  let after: number | undefined;
  for (;;) {
    const page = await store.series({
      variableId,
      from,
      to: to - 1,
      granularity,
      limit: PAGE,
      ...(after === undefined ? {} : { after }),
    });
    out.push(...page.points);
    if (page.nextAfter === null) return out;
    after = page.nextAfter;
  }
}

/**
 * The plausibility rules noon alignment reads the speed over ground and ME fuel mass flow by (their
 * spikes and out-of-range readings are not integrated); `intervalSeconds` for rollups (3600 for hourly
 * means), else each feature's own.
 */
export function alignmentRulesOf(
  features: readonly MappedFeature[],
  intervalSeconds?: number,
): AlignmentRules {
  const rule = (name: "Speed Over Ground" | "ME Fuel Mass Flow") => {
    const feature = featureOf(features, name);
    return feature?.variable
      ? plausibilityRuleOf({
          ...feature.config,
          intervalSeconds: intervalSeconds ?? feature.config.intervalSeconds,
        })
      : undefined;
  };
  return { sog: rule("Speed Over Ground"), meFuelFlow: rule("ME Fuel Mass Flow") };
}

/** Raw readings of a feature in [from, to), without the readings a Delete in force excludes. */
export async function featureSamples(
  ctx: AppContext,
  store: TimeSeriesStore,
  vesselId: string,
  feature: MappedFeature | undefined,
  from: number,
  to: number,
): Promise<Sample[]> {
  if (!feature?.variable) return [];
  const excluded = excludedBy(vesselQualityOf(ctx, vesselId), feature.variable.id);
  return (await pointsOf(store, feature.variable.id, from, to, "Raw"))
    .filter((p) => !excluded(p.t))
    .map((p) => ({ t: p.t, v: p.avg }));
}

export interface AnalysedFeature {
  feature: MappedFeature;
  /** The expected interval used: the configured one, or the one the readings show. */
  intervalMs: number;
  samples: Sample[];
  findings: FeatureFindings;
}

/** A configured feature's interval; an unconfigured one's is what its readings show (else the default). */
export const intervalOf = (feature: MappedFeature, shown: number | null): number =>
  expectedIntervalMs(feature.config, shown);

/** Every mapped feature's checks over [from, to) from the raw readings (Deletes in force left out). */
export async function analyseVessel(
  ctx: AppContext,
  store: TimeSeriesStore,
  vessel: VesselView,
  from: number,
  to: number,
  only?: string,
): Promise<AnalysedFeature[]> {
  const features = await vesselFeatures(ctx, vessel);
  ({ from, to } = dataSpan(ctx, features, from, to));
  const sog = await featureSamples(ctx, store, vessel.id, featureOf(features, "Speed Over Ground"), from, to);
  const underWay = underWayFrom(sog);
  const moving = underWayFrom(sog, STILL_SOG);
  const outageThresholdMs = outageThresholdOf(ctx, vessel.id) * 60_000;
  const out: AnalysedFeature[] = [];
  for (const feature of features) {
    if (!feature.variable || (only !== undefined && feature.config.featureName !== only)) continue;
    const samples =
      feature.config.featureName === "Speed Over Ground"
        ? sog
        : await featureSamples(ctx, store, vessel.id, feature, from, to);
    const c = feature.config;
    const intervalMs = intervalOf(feature, typicalInterval(samples.map((s) => s.t)));
    out.push({
      feature,
      intervalMs,
      samples,
      findings: analyseFeature(
        samples,
        {
          feature: c.featureName,
          intervalMs,
          range: [c.min, c.max],
          frozenLimitMs: c.frozenLimitMinutes * 60_000,
        },
        { from, to, outageThresholdMs },
        underWay,
        moving,
      ),
    });
  }
  const latitude = out.find((a) => a.feature.config.featureName === "Latitude");
  const longitude = out.find((a) => a.feature.config.featureName === "Longitude");
  if (latitude && longitude) {
    const [lat, lon] = [latitude.findings.frozen, longitude.findings.frozen];
    latitude.findings.frozen = frozenWithOther(lat, lon);
    longitude.findings.frozen = frozenWithOther(lon, lat);
  }
  return out;
}

/** Speed-log bias over [from, to) from the raw readings, leaving out flagged and deleted readings. */
export function speedLogBiasOf(stw: AnalysedFeature | undefined, sog: AnalysedFeature | undefined) {
  if (!stw || !sog) return null;
  const bad = new Set([...stw.findings.spikes, ...stw.findings.outOfRange].map((s) => s.t));
  const frozen = stw.findings.frozen;
  const excluded = (t: number) => bad.has(t) || frozen.some((p) => t >= p.start && t <= p.end);
  const tolerance = Math.max(stw.feature.config.intervalSeconds, 1) * 500;
  return speedPairs(stw.samples, sog.samples, tolerance, excluded);
}

const numberOr = (v: number | string | null | undefined): number | null =>
  typeof v === "number" && Number.isFinite(v) ? v : null;

export const noonFiguresOf = (values: Record<string, number | string | null>): NoonFigures => ({
  distanceNm: numberOr(values.distanceNm),
  steamingHours: numberOr(values.steamingHours),
  speedKn: numberOr(values.speedKn),
  meFuelT: numberOr(values.meFuelT),
});

/** Biased (hourly) speed through water series for the speed-log charts. */
export async function hourlySeries(
  store: TimeSeriesStore,
  feature: MappedFeature | undefined,
  from: number,
  to: number,
): Promise<SeriesPoint[]> {
  return feature?.variable ? pointsOf(store, feature.variable.id, from, to, "Hour") : [];
}

export { biasOf };
