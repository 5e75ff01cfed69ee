import type { EventImpact } from "../../../domain/hullPerformance/eventImpact.js";
import type { StepSide } from "../../../domain/hullPerformance/eventStep.js";
import { ISO19030_EVENT_LABELS } from "../../../domain/hullPerformance/events.js";
import type { AddedFuelFigures } from "../../../domain/hullPerformance/foulingFigures.js";
import type { foulingFiguresOf } from "../../dailyPerformance/hullFigures.js";
import { TREND_MIN_DAYS } from "../../dailyPerformance/hullFigures.js";

/** The answers' shapes of the Fouling figures (rounded, ISO times); the figures come from the domain. */

const iso = (t: number) => new Date(t).toISOString();
const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;
const orNull = (x: number | null | undefined, digits = 3) =>
  x === null || x === undefined ? null : round(x, digits);

export function addedFuelDto(
  { loss, profile, sfoc, atSeaShare, fuel }: AddedFuelFigures,
  specificFuelMeasured: boolean,
  fuelCurveMeasured: boolean,
) {
  return {
    // The speed loss the fouling added: the window's mean minus the clean hull's (docs/fouling.md), with
    // its 95 % confidence half-width; the clean hull read after the dry docking or new coating ending at
    // cleanHullEventDate (null: the reference).
    speedLoss: orNull(loss?.speedLoss),
    speedLossConfidence: orNull(loss?.confidence),
    meanSpeedLoss: orNull(loss?.meanSpeedLoss),
    cleanHullSpeedLoss: orNull(loss?.baseline),
    cleanHullMeasured: loss?.baselineMeasured ?? false,
    cleanHullEventDate: loss && loss.baselineEvent !== null ? iso(loss.baselineEvent) : null,
    addedPowerShare: fuel ? round(fuel.addedPowerShare * 100, 2) : 0,
    addedPower: fuel ? round(fuel.addedPower, 0) : null,
    specificFuelConsumption: round(sfoc, 1),
    specificFuelMeasured,
    // g/kWh the added power costs: the measured fuel curve's slope over it, else the mean SFOC.
    marginalFuelConsumption: fuel ? round(fuel.marginalSfoc, 1) : null,
    fuelCurveMeasured,
    atSeaShare: round(atSeaShare, 3),
    tonnesPerDayAtSea: fuel ? round(fuel.tonnesPerDayAtSea, 2) : null,
    tonnesPerYear: fuel ? round(fuel.tonnesPerYear, 0) : null,
    // The fuel at the ends of the speed loss's 95 % confidence interval.
    tonnesPerDayAtSeaRange: fuel?.range ? fuel.range.tonnesPerDayAtSea.map((x) => round(x, 2)) : null,
    tonnesPerYearRange: fuel?.range ? fuel.range.tonnesPerYear.map((x) => round(x, 0)) : null,
    operatingProfile: (
      fuel?.bins ??
      profile.map((b) => ({ ...b, referencePower: null, addedPower: null, tonnesPerDayAtSea: null }))
    ).map((b) => ({
      speedFrom: b.speedFrom,
      speedTo: b.speedTo,
      share: round(b.share, 4),
      hours: round((b.blocks * 10) / 60, 1),
      meanSpeed: round(b.meanSpeed, 2),
      meanDraft: round(b.meanDraft, 2),
      meanPower: round(b.meanPower, 0),
      referencePower: orNull(b.referencePower, 0),
      addedPower: orNull(b.addedPower, 0),
      tonnesPerDayAtSea: orNull(b.tonnesPerDayAtSea),
    })),
  };
}

const sideDto = (s: StepSide) => ({
  from: iso(s.from),
  to: iso(s.to),
  days: s.days,
  performanceValueAtEvent: orNull(s.atEvent),
  changePerYear: orNull(s.changePerYear),
});

export function eventImpactDto(impact: EventImpact, eventTypeName: string | null) {
  return {
    eventId: impact.eventId,
    eventType: impact.eventType,
    eventTypeName,
    date: iso(impact.date),
    before: sideDto(impact.before),
    after: sideDto(impact.after),
    // The trend's PV at the event on each side, and the step between them (positive = faster after).
    performanceValueBefore: orNull(impact.before.atEvent),
    performanceValueAfter: orNull(impact.after.atEvent),
    improvement: orNull(impact.improvement),
    confidence: orNull(impact.confidence),
    significant: impact.significant,
  };
}

/** GET /Fouling/SpeedLoss's answer. */
export function foulingDto(
  vesselId: string,
  from: number,
  to: number,
  f: Awaited<ReturnType<typeof foulingFiguresOf>>,
) {
  const { result, trend, lastTrusted, current, recentMean } = f;
  const { analysis } = result;
  return {
    vesselId,
    fromDate: iso(from),
    toDate: iso(to),
    featureMapping: result.mapping,
    history: analysis.days.map((d) => ({
      timestamp: iso(d.dayStart),
      speedLoss: round(d.speedLoss),
      performanceValue: round(d.pv),
      blocks: d.blocks,
    })),
    periods: trend.periods
      .filter((p) => p.days >= TREND_MIN_DAYS)
      .map((p) => ({
        from: iso(p.from),
        to: iso(p.to),
        days: p.days,
        meanSpeedLoss: round(p.meanSpeedLoss),
        changePerYear: round(p.changePerYear),
        current: round(p.current),
      })),
    statistics: {
      currentSpeedLoss: orNull(current),
      changePerYear: lastTrusted ? round(lastTrusted.changePerYear) : null,
      trendMinDays: TREND_MIN_DAYS,
      meanSpeedLossLast30Days: orNull(recentMean),
      daysWithValue: analysis.days.length,
      blocks: analysis.counts,
      speedLogCalibrations: analysis.calibrations.map((k) => ({
        from: iso(k.from),
        to: iso(k.to),
        factor: round(k.factor, 4),
        method: k.method,
        note: k.note,
      })),
      // The wind coefficient of the correction: the owner's, estimated from the window's data, or the default.
      windCorrection: {
        coefficient: round(analysis.wind.coefficient, 7),
        method: analysis.wind.method,
        standardError: analysis.wind.standardError === null ? null : round(analysis.wind.standardError, 7),
      },
      missingFeatures: analysis.missingFeatures,
    },
    addedFuelConsumption: addedFuelDto(f.addedFuel, result.specificFuel !== null, result.fuelCurve !== null),
    events: result.events.map((e) => ({ ...e, startTime: iso(e.startTime), endTime: iso(e.endTime) })),
    // The step of the trend at each event inside the window, with its 95 % confidence half-width.
    eventImpacts: f.impacts.map((i) => eventImpactDto(i, ISO19030_EVENT_LABELS[i.eventType])),
  };
}
