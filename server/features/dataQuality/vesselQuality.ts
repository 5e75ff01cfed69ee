import { DEFAULT_OUTAGE_THRESHOLD_MINUTES } from "../../../domain/dataQuality/actions.js";
import {
  type AlignmentRules,
  noonAlignment as alignNoonReports,
  type NoonFigures,
} from "../../../domain/dataQuality/alignment.js";
import {
  analyseFeature,
  type FeatureFindings,
  frozenWithOther,
  POSITION_FEATURES,
  STILL_SOG,
  underWayFrom,
} from "../../../domain/dataQuality/analysis.js";
import {
  DAY_MS,
  RANGE_TOLERANCE,
  type Sample,
  typicalInterval,
} from "../../../domain/dataQuality/detectors.js";
import { plausibilityRuleOf } from "../../../domain/dataQuality/plausibility.js";
import { biasOf, SPEED_LOG_MIN_SOG, speedPairs } from "../../../domain/dataQuality/speedLog.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { excludedBy, type VesselDataQuality } from "../../../projections/dataQuality/dataQuality.js";
import type { AppContext } from "../../context.js";
import { featureOf, type MappedFeature, vesselFeatures } from "../../shared/featureMapping.js";
import type { Granularity, SeriesPoint, TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";

const PAGE = 50_000;
const HOUR = 3600_000;

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
  const firsts = features.flatMap((f) => (f.variable?.firstAt == null ? [] : [f.variable.firstAt]));
  const first = firsts.length > 0 ? Math.floor(Math.min(...firsts) / DAY_MS) * DAY_MS : to;
  // Vessels send a day's package after it closes: today counts only as far as readings have arrived.
  const lasts = features.flatMap((f) => (f.variable?.lastAt == null ? [] : [f.variable.lastAt + 1]));
  const startOfToday = Math.floor(ctx.now().getTime() / DAY_MS) * DAY_MS;
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

/** Raw readings of a feature in [from, to), without the readings a Delete in force excludes. */
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
  feature.config.configured || shown === null ? feature.config.intervalSeconds * 1000 : shown;

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

// ---------------------------------------------------------------------------------------------------
// The fleet summary: computed from hourly rollups, so 30 days of a 50-vessel fleet stay cheap.

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

export interface VesselSummary {
  vesselId: string;
  vesselName: string;
  lastDataReceived: string | null;
  worst: Light;
  checks: {
    availability: SummaryCheck;
    outliers: SummaryCheck;
    frozen: SummaryCheck;
    speedLog: SummaryCheck;
    noonAlignment: SummaryCheck;
  };
}

const pct = (x: number) => `${(Math.round(x * 10) / 10).toFixed(1)} %`;

/**
 * One vessel's traffic lights over [from, to) from hourly rollups: availability (received over expected
 * samples), outliers (hours holding a reading outside the valid range), frozen values (runs of hours
 * with one nonzero value longer than the limit), speed-log bias (hourly means at sea), noon alignment
 * (reports against hourly-integrated distance and fuel). The detail pages run the exact detectors on
 * raw readings.
 */
export async function vesselSummary(
  ctx: AppContext,
  store: TimeSeriesStore,
  vessel: VesselView,
  from: number,
  to: number,
  mapped?: readonly MappedFeature[],
): Promise<VesselSummary> {
  const features = (mapped ?? (await vesselFeatures(ctx, vessel))).filter((f) => f.variable);
  ({ from, to } = dataSpan(ctx, features, from, to));
  const hourly = new Map<string, SeriesPoint[]>();
  for (const f of features)
    hourly.set(f.config.featureName, await pointsOf(store, f.variable!.id, from, to, "Hour"));
  // The variable records carry their newest reading's time: no query per variable.
  const lastT = features.reduce<number | null>((m, f) => {
    const t = f.variable!.lastAt;
    return t !== null && (m === null || t > m) ? t : m;
  }, null);

  let expected = 0;
  let received = 0;
  let badHours = 0;
  let hours = 0;
  let frozenRuns = 0;
  // Hours the ship lay still (mean speed over ground under STILL_SOG): a position that holds then is true.
  const stillHours = new Set(
    (hourly.get("Speed Over Ground") ?? []).filter((p) => p.avg < STILL_SOG).map((p) => p.t),
  );
  for (const f of features) {
    const points = hourly.get(f.config.featureName)!;
    const c = f.config;
    const still = (t: number) => POSITION_FEATURES.has(c.featureName) && stillHours.has(t);
    // An unconfigured feature is expected as often as its readings come (median readings per hour).
    const counts = points.map((p) => p.count).sort((a, b) => a - b);
    const perHour = counts.length > 0 ? counts[counts.length >> 1]! : 0;
    const intervalMs = intervalOf(f, perHour > 0 ? HOUR / perHour : null);
    expected += (to - from) / intervalMs;
    const slack = RANGE_TOLERANCE * (c.max - c.min);
    let run = 0;
    let runValue: number | null = null;
    let prevT = -1;
    for (const p of points) {
      received += Math.min(p.count, HOUR / intervalMs);
      hours++;
      if (p.min < c.min - slack || p.max > c.max + slack) badHours++;
      const flat = p.count > 1 && p.min === p.max && p.min !== 0 && !still(p.t);
      if (flat && runValue === p.min && p.t - prevT === HOUR) run++;
      else {
        if (run * HOUR > c.frozenLimitMinutes * 60_000) frozenRuns++;
        run = flat ? 1 : 0;
        runValue = flat ? p.min : null;
      }
      prevT = p.t;
    }
    if (run * HOUR > c.frozenLimitMinutes * 60_000) frozenRuns++;
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

  // Speed log: hourly means at sea.
  const stw = hourly.get("Speed Through Water") ?? [];
  const sog = new Map((hourly.get("Speed Over Ground") ?? []).map((p) => [p.t, p]));
  let m = 0;
  let d = 0;
  for (const p of stw) {
    const g = sog.get(p.t);
    if (!g || g.min < SPEED_LOG_MIN_SOG || p.count === 0) continue;
    m += p.avg;
    d += g.avg;
  }
  const bias = d > 0 ? (m / d - 1) * 100 : null;
  const speedLog: SummaryCheck =
    bias === null
      ? { light: "none", value: null, detail: "No speed data at sea" }
      : {
          light: Math.abs(bias) < 2 ? "green" : Math.abs(bias) < 5 ? "amber" : "red",
          value: bias,
          detail: `Speed log reads ${bias >= 0 ? "+" : ""}${bias.toFixed(1)} % against SOG`,
        };

  // Noon alignment: reports against hourly-integrated SOG and ME fuel.
  const reports = await store.noonReports(vessel.id, from + DAY_MS, to);
  const sogSamples = (hourly.get("Speed Over Ground") ?? []).map((p) => ({ t: p.t, v: p.avg }));
  const fuel = hourly.get("ME Fuel Mass Flow");
  const fuelSamples = fuel ? fuel.map((p) => ({ t: p.t, v: p.avg })) : null;
  const { flagged, compared } = alignNoonReports(
    reports.map((r) => ({ t: r.t, figures: noonFiguresOf(r.values) })),
    sogSamples,
    fuelSamples,
    undefined,
    alignmentRulesOf(features, HOUR / 1000),
  );
  const noonAlignment: SummaryCheck =
    compared === 0
      ? { light: "none", value: null, detail: "No noon reports to compare" }
      : {
          light: flagged === 0 ? "green" : flagged / compared <= 0.2 ? "amber" : "red",
          value: flagged,
          detail: `${flagged} of ${compared} noon reports off by more than the threshold`,
        };

  const checks = { availability, outliers, frozen, speedLog, noonAlignment };
  return {
    vesselId: vessel.id,
    vesselName: vessel.name,
    lastDataReceived: lastT === null ? null : new Date(lastT).toISOString(),
    worst: worstOf(Object.values(checks).map((c) => c.light)),
    checks,
  };
}

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
