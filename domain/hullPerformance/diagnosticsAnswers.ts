/**
 * The answers of the Fouling page's further calls and of the ISO 19030 indicators (sea surface
 * temperature, propulsion efficiency and its curve, rpm and SFR deviations), pure: rounded, times as
 * ISO 8601, in the shapes of answers.ts.
 */
import { chartRange } from "../longTrends/longTrends.js";
import { isoTime, rounded, roundedOrNull, windowAnswer } from "./answerFormat.js";
import type {
  DeviationSeriesAnswer,
  PerformanceIndicatorsAnswer,
  PropulsionCurveAnswer,
  SeaTemperatureAnswer,
} from "./answers.js";
import type { PerformanceIndicator, Period } from "./indicators.js";
import type { DailyPerformance } from "./iso19030.js";
import { type ManualSeaTemperature, mergeManualEntries, SST_BUCKET_MS } from "./manualSeaTemperature.js";
import { propulsionEfficiencyDays } from "./propulsion.js";
import type { SpeedPowerCurve } from "./reference.js";
import { seaTemperatureEntries, seaTemperaturePoints, type TimeValue } from "./seaTemperature.js";

/** The hourly series the sea temperature map reads; the speed over ground where logged, else through water. */
export interface SeaTemperatureSeries {
  temperature: readonly TimeValue[];
  latitude: readonly TimeValue[];
  longitude: readonly TimeValue[];
  speedOverGround: readonly TimeValue[];
  speedThroughWater: readonly TimeValue[];
}

/** GET /Fouling/SeaSurfaceTemperature: the logged buckets, the manual entries in place of theirs. */
export function seaTemperatureAnswerOf(
  vesselId: string,
  from: number,
  to: number,
  series: SeaTemperatureSeries,
  manualEntries: Readonly<Record<string, ManualSeaTemperature>>,
): SeaTemperatureAnswer {
  const logged = seaTemperatureEntries({
    temperature: series.temperature,
    latitude: series.latitude,
    longitude: series.longitude,
    speed: series.speedOverGround.length > 0 ? series.speedOverGround : series.speedThroughWater,
  });
  const { entries, manual } = mergeManualEntries(logged, manualEntries, from, to);
  const points = seaTemperaturePoints(entries).map((p) => ({
    ...p,
    source: manual.has(p.timestamp) ? ("manual" as const) : ("logged" as const),
    temperature: rounded(p.temperature, 1),
    latlng: [rounded(p.latlng[0], 5), rounded(p.latlng[1], 5)] as [number, number],
    shipSpeed: roundedOrNull(p.shipSpeed, 1),
  }));
  const buckets = Object.keys(entries).length;
  return {
    ...windowAnswer(vesselId, from, to),
    bucketHours: SST_BUCKET_MS / 3_600_000,
    entries: buckets,
    dropped: buckets - points.length,
    points,
  };
}

/** GET /Fouling/PropulsionEfficiencyData: a value per day at sea. */
export const propulsionEfficiencyAnswerOf = (
  vesselId: string,
  from: number,
  to: number,
  days: readonly DailyPerformance[],
) => ({
  ...windowAnswer(vesselId, from, to),
  days: propulsionEfficiencyDays(days).map((d) => ({
    timestamp: isoTime(d.dayStart),
    efficiency: rounded(d.efficiency, 2),
    speed: rounded(d.speed, 2),
    power: rounded(d.power, 0),
  })),
});

/** GET /Fouling/PropulsionEfficiencyCurve: the reference curves and the measured days. */
export const propulsionCurveAnswerOf = (
  vesselId: string,
  from: number,
  to: number,
  reference: readonly SpeedPowerCurve[],
  days: readonly DailyPerformance[],
): PropulsionCurveAnswer => ({
  ...windowAnswer(vesselId, from, to),
  reference: reference.map((curve) => ({
    draft: curve.draft,
    points: curve.points.map(([speed, power]) => ({ speed, power })),
  })),
  measured: days.map((d) => ({
    timestamp: isoTime(d.dayStart),
    speed: rounded(d.speed, 2),
    power: rounded(d.power, 0),
  })),
});

/** A deviation chart: its ± range, the log variable read (null: not mapped) and a value per day, %. */
const deviationSeriesOf = (
  range: number,
  variable: string | undefined,
  days: readonly { t: number; value: number }[],
): DeviationSeriesAnswer => ({
  range,
  variable: variable ?? null,
  days: days.map((d) => ({ timestamp: isoTime(d.t), deviation: rounded(d.value, 2) })),
});

/** GET /Fouling/Deviations: the long trends' daily rpm (chart ±25 %) and SFR (±50 %) deviations. */
export const deviationsAnswerOf = (
  vesselId: string,
  from: number,
  to: number,
  rpm: { variable: string | undefined; days: readonly { t: number; value: number }[] },
  sfr: { variable: string | undefined; days: readonly { t: number; value: number }[] },
) => ({
  ...windowAnswer(vesselId, from, to),
  rpm: deviationSeriesOf(chartRange("rpm"), rpm.variable, rpm.days),
  sfr: deviationSeriesOf(chartRange("sfoc"), sfr.variable, sfr.days),
});

const periodAnswer = (p: Period | null) =>
  p && {
    from: isoTime(p.from),
    to: isoTime(p.to),
    days: p.days,
    meanPerformanceValue: roundedOrNull(p.meanPv),
  };

/** GET /Iso19030/PerformanceIndicators/{vesselId}. */
export const indicatorsAnswerOf = (
  vesselId: string,
  triggerValue: number | null,
  indicators: readonly PerformanceIndicator[],
): PerformanceIndicatorsAnswer => ({
  vesselId,
  triggerValue,
  indicators: indicators.map((i) => ({
    kind: i.kind,
    reference: periodAnswer(i.reference),
    evaluation: periodAnswer(i.evaluation),
    value: roundedOrNull(i.value),
    confidence: roundedOrNull(i.confidence),
    ...(i.triggered === undefined ? {} : { triggered: i.triggered }),
    ...(i.referenceKind === undefined ? {} : { referenceKind: i.referenceKind }),
    note: i.note,
  })),
});
