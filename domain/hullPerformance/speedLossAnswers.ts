/**
 * The Fouling page's speed-loss answers (GET /Fouling/SpeedLoss and the calls that give a part of it)
 * from the analysis' figures, pure: rounded, times as ISO 8601, in the shapes of answers.ts.
 */

import { isoTime, rounded, roundedOrNull, windowAnswer } from "./answerFormat.js";
import type {
  AddedFuelAnswer,
  EventImpactAnswer,
  FoulingOverviewRowAnswer,
  ImpactAnswer,
  ProfileBinAnswer,
  SpeedLossAnswer,
} from "./answers.js";
import type { EventImpact } from "./eventImpact.js";
import type { StepSide } from "./eventStep.js";
import { ISO19030_EVENT_LABELS } from "./events.js";
import type { AddedFuelFigures } from "./foulingFigures.js";
import type { DailyPerformance } from "./iso19030.js";
import { type SpeedLossTrend, TREND_MIN_DAYS, type TrendPeriod } from "./trend.js";
import type { StoredVesselAnalysis } from "./vesselAnalysis.js";

/** Minutes one analysis block stands for (the operating profile counts blocks). */
const BLOCK_MINUTES = 10;

/** Whether the added fuel was priced from the vessel's own fuel data (else the assumed SFOC). */
type FuelMeasured = Pick<StoredVesselAnalysis, "specificFuel" | "fuelCurve">;

function profileBinsOf({ profile, fuel }: AddedFuelFigures): ProfileBinAnswer[] {
  const bins =
    fuel?.bins ??
    profile.map((b) => ({ ...b, referencePower: null, addedPower: null, tonnesPerDayAtSea: null }));
  return bins.map((b) => ({
    speedFrom: b.speedFrom,
    speedTo: b.speedTo,
    share: rounded(b.share, 4),
    hours: rounded((b.blocks * BLOCK_MINUTES) / 60, 1),
    meanSpeed: rounded(b.meanSpeed, 2),
    meanDraft: rounded(b.meanDraft, 2),
    meanPower: rounded(b.meanPower, 0),
    referencePower: roundedOrNull(b.referencePower, 0),
    addedPower: roundedOrNull(b.addedPower, 0),
    tonnesPerDayAtSea: roundedOrNull(b.tonnesPerDayAtSea),
  }));
}

/** The added fuel the fouling costs (docs/fouling.md "Added fuel consumption"). */
export function addedFuelAnswerOf(figures: AddedFuelFigures, measured: FuelMeasured): AddedFuelAnswer {
  const { loss, sfoc, atSeaShare, fuel } = figures;
  return {
    speedLoss: roundedOrNull(loss?.speedLoss),
    speedLossConfidence: roundedOrNull(loss?.confidence),
    meanSpeedLoss: roundedOrNull(loss?.meanSpeedLoss),
    cleanHullSpeedLoss: roundedOrNull(loss?.baseline),
    cleanHullMeasured: loss?.baselineMeasured ?? false,
    cleanHullEventDate: loss && loss.baselineEvent !== null ? isoTime(loss.baselineEvent) : null,
    addedPowerShare: fuel ? rounded(fuel.addedPowerShare * 100, 2) : 0,
    addedPower: fuel ? rounded(fuel.addedPower, 0) : null,
    specificFuelConsumption: rounded(sfoc, 1),
    specificFuelMeasured: measured.specificFuel !== null,
    marginalFuelConsumption: fuel ? rounded(fuel.marginalSfoc, 1) : null,
    fuelCurveMeasured: measured.fuelCurve !== null,
    atSeaShare: rounded(atSeaShare, 3),
    tonnesPerDayAtSea: fuel ? rounded(fuel.tonnesPerDayAtSea, 2) : null,
    tonnesPerYear: fuel ? rounded(fuel.tonnesPerYear, 0) : null,
    tonnesPerDayAtSeaRange: fuel?.range ? pair(fuel.range.tonnesPerDayAtSea, 2) : null,
    tonnesPerYearRange: fuel?.range ? pair(fuel.range.tonnesPerYear, 0) : null,
    operatingProfile: profileBinsOf(figures),
  };
}

const pair = ([a, b]: readonly [number, number], digits: number): [number, number] => [
  rounded(a, digits),
  rounded(b, digits),
];

/** GET /Fouling/OperationProfile: the share at sea and the operating profile as the added fuel prices it. */
export function operationProfileAnswerOf(
  vesselId: string,
  from: number,
  to: number,
  figures: AddedFuelFigures,
) {
  return {
    ...windowAnswer(vesselId, from, to),
    atSeaShare: rounded(figures.atSeaShare, 3),
    bins: profileBinsOf(figures),
  };
}

const sideAnswer = (s: StepSide) => ({
  from: isoTime(s.from),
  to: isoTime(s.to),
  days: s.days,
  performanceValueAtEvent: roundedOrNull(s.atEvent),
  changePerYear: roundedOrNull(s.changePerYear),
});

/** The trend's PV at the event on each side, and the step between them (positive = faster after). */
const stepAnswer = (impact: EventImpact) => ({
  before: sideAnswer(impact.before),
  after: sideAnswer(impact.after),
  performanceValueBefore: roundedOrNull(impact.before.atEvent),
  performanceValueAfter: roundedOrNull(impact.after.atEvent),
  improvement: roundedOrNull(impact.improvement),
  confidence: roundedOrNull(impact.confidence),
  significant: impact.significant,
});

/** The step of the trend at a hull event, with its 95 % confidence half-width. */
export const eventImpactAnswerOf = (impact: EventImpact): EventImpactAnswer => ({
  eventId: impact.eventId,
  eventType: impact.eventType,
  eventTypeName: ISO19030_EVENT_LABELS[impact.eventType],
  date: isoTime(impact.date),
  ...stepAnswer(impact),
});

/** GET /Fouling/Impact: the step of the trend at a date. */
export const impactAnswerOf = (vesselId: string, impact: EventImpact): ImpactAnswer => ({
  vesselId,
  eventDate: isoTime(impact.date),
  ...stepAnswer(impact),
});

/** Everything the Fouling page shows for a window, as numbers (server/dailyPerformance/hullFigures.ts). */
export interface FoulingFigures {
  result: Pick<StoredVesselAnalysis, "analysis" | "mapping" | "events" | "specificFuel" | "fuelCurve">;
  trend: SpeedLossTrend;
  /** The last period's trend once it has TREND_MIN_DAYS days. */
  lastTrusted: TrendPeriod | null;
  current: number | null;
  recentMean: number | null;
  addedFuel: AddedFuelFigures;
  impacts: readonly EventImpact[];
}

/** The speed loss statistics of a window (GET /Fouling/Statistics, POST /Fouling/LatestStatistics). */
function statisticsOf({ result, lastTrusted, current, recentMean }: FoulingFigures) {
  const { analysis } = result;
  return {
    currentSpeedLoss: roundedOrNull(current),
    changePerYear: lastTrusted ? rounded(lastTrusted.changePerYear) : null,
    trendMinDays: TREND_MIN_DAYS,
    meanSpeedLossLast30Days: roundedOrNull(recentMean),
    daysWithValue: analysis.days.length,
    blocks: analysis.counts,
    speedLogCalibrations: analysis.calibrations.map((k) => ({
      from: isoTime(k.from),
      to: isoTime(k.to),
      factor: rounded(k.factor, 4),
      method: k.method,
      note: k.note,
    })),
    // The wind coefficient of the correction: the owner's, estimated from the window's data, or the default.
    windCorrection: {
      coefficient: rounded(analysis.wind.coefficient, 7),
      method: analysis.wind.method,
      standardError: roundedOrNull(analysis.wind.standardError, 7),
    },
    missingFeatures: analysis.missingFeatures,
  };
}

/** GET /Fouling/SpeedLoss's answer. */
export function speedLossAnswerOf(
  vesselId: string,
  from: number,
  to: number,
  figures: FoulingFigures,
): SpeedLossAnswer {
  const { result, trend } = figures;
  return {
    ...windowAnswer(vesselId, from, to),
    featureMapping: result.mapping,
    history: result.analysis.days.map((d) => ({
      timestamp: isoTime(d.dayStart),
      speedLoss: rounded(d.speedLoss),
      performanceValue: rounded(d.pv),
      blocks: d.blocks,
    })),
    periods: trend.periods
      .filter((p) => p.days >= TREND_MIN_DAYS)
      .map((p) => ({
        from: isoTime(p.from),
        to: isoTime(p.to),
        days: p.days,
        meanSpeedLoss: rounded(p.meanSpeedLoss),
        changePerYear: rounded(p.changePerYear),
        current: rounded(p.current),
      })),
    statistics: statisticsOf(figures),
    addedFuelConsumption: addedFuelAnswerOf(figures.addedFuel, result),
    events: result.events.map((e) => ({
      ...e,
      startTime: isoTime(e.startTime),
      endTime: isoTime(e.endTime),
    })),
    // The step of the trend at each event inside the window, with its 95 % confidence half-width.
    eventImpacts: figures.impacts.map(eventImpactAnswerOf),
  };
}

/** Days the Fouling Overview's current speed loss is the mean of. */
export const OVERVIEW_DAYS = 30;
const DAY_MS = 24 * 3_600_000;

/** The Overview's window: the OVERVIEW_DAYS up to now. */
export const overviewWindow = (now: number) => ({ from: now - OVERVIEW_DAYS * DAY_MS, to: now });

type OverviewFigures = Omit<FoulingOverviewRowAnswer, "vesselId" | "vesselName">;

/** A vessel's row of the Overview: the mean daily speed loss of its days and the last of them. */
export function overviewFiguresOf(days: readonly DailyPerformance[]): OverviewFigures {
  const last = days.at(-1);
  return {
    speedLoss: days.length ? rounded(days.reduce((s, d) => s + d.speedLoss, 0) / days.length) : null,
    days: days.length,
    lastDay: last ? isoTime(last.dayStart) : null,
    error: null,
  };
}

/** The Overview's figures of a vessel that has none. */
export const NO_OVERVIEW_FIGURES = { speedLoss: null, days: 0, lastDay: null } as const;
