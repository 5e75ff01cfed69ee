import { plausibilityRuleOf, plausibleRecords } from "../../../domain/dataQuality/plausibility.js";
import { featureDefinition } from "../../../domain/featureMapping/features.js";
import { addedFuelConsumption, operatingProfile } from "../../../domain/hullPerformance/addedFuel.js";
import { eventImpact } from "../../../domain/hullPerformance/eventImpact.js";
import { ISO19030_EVENT_LABELS } from "../../../domain/hullPerformance/events.js";
import type { HullPerformanceSettings } from "../../../domain/hullPerformance/reference.js";
import type { VesselAnalysis } from "../../shared/hullAnalysis.js";

/** What the figures read of a vessel analysis: the stored path (vesselAnalysis) and the raw one both have it. */
type AnalysisFigures = Pick<VesselAnalysis, "analysis" | "specificFuel" | "fuelCurve" | "events">;

const iso = (t: number) => new Date(t).toISOString();
const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;
const orNull = (x: number | null, digits = 3) => (x === null ? null : round(x, digits));

/** Specific fuel consumption used when the vessel logs no main-engine fuel (slow-speed two-stroke on HFO, reference §7). */
export const ASSUMED_SFOC = 175;

/** Share of the logged 10-minute blocks (those with a speed through water) in which the ship was under way. */
export function atSeaShareOf(analysis: VesselAnalysis["analysis"]): number {
  const { blocks, rejected } = analysis.counts;
  const logged = blocks - rejected.incomplete;
  const underWay = logged - rejected.notUnderWay;
  return logged > 0 ? Math.min(1, Math.max(0, underWay / logged)) : 0;
}

const BLOCK_SECONDS = 600;
const blockRule = (featureName: "Speed Through Water" | "Shaft Power") => {
  const [min, max] = featureDefinition(featureName).range;
  return plausibilityRuleOf({ featureName, min, max, intervalSeconds: BLOCK_SECONDS });
};

/**
 * The blocks the operating profile counts: a block whose speed or power is a spike among its neighbours
 * or out of the feature's range is left out (issue 29: raw spikes made a 26–27 kn row of 38,383 kW on a
 * 9,960 kW engine), judged by the one plausibility rule (domain/dataQuality/plausibility.ts).
 */
const profileBlocks = (blocks: VesselAnalysis["analysis"]["blocks"]) =>
  plausibleRecords(blocks, [
    { value: (b) => b.vm, rule: blockRule("Speed Through Water") },
    { value: (b) => b.power, rule: blockRule("Shaft Power") },
  ]);

/**
 * Added fuel consumption at the current speed loss over the window's operating profile
 * (domain/hullPerformance/addedFuel.ts; docs/fouling.md).
 */
export function addedFuelOf(
  result: AnalysisFigures,
  settings: HullPerformanceSettings,
  currentSpeedLoss: number | null,
) {
  const profile = operatingProfile(profileBlocks(result.analysis.blocks));
  const sfoc = result.specificFuel ?? ASSUMED_SFOC;
  const atSeaShare = atSeaShareOf(result.analysis);
  const fuel =
    currentSpeedLoss === null || profile.length === 0
      ? null
      : addedFuelConsumption({
          profile,
          reference: settings.reference,
          speedLossPercent: currentSpeedLoss,
          sfoc,
          fuelCurve: result.fuelCurve,
          atSeaShare,
        });
  return {
    speedLoss: orNull(currentSpeedLoss),
    addedPowerShare: fuel ? round(fuel.addedPowerShare * 100, 2) : 0,
    addedPower: fuel ? round(fuel.addedPower, 0) : null,
    specificFuelConsumption: round(sfoc, 1),
    specificFuelMeasured: result.specificFuel !== null,
    // g/kWh the added power costs: the measured fuel curve's slope over it, else the mean SFOC.
    marginalFuelConsumption: fuel ? round(fuel.marginalSfoc, 1) : null,
    fuelCurveMeasured: result.fuelCurve !== null,
    atSeaShare: round(atSeaShare, 3),
    tonnesPerDayAtSea: fuel ? round(fuel.tonnesPerDayAtSea, 2) : null,
    tonnesPerYear: fuel ? round(fuel.tonnesPerYear, 0) : null,
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
      referencePower: b.referencePower === null ? null : round(b.referencePower, 0),
      addedPower: b.addedPower === null ? null : round(b.addedPower, 0),
      tonnesPerDayAtSea: b.tonnesPerDayAtSea === null ? null : round(b.tonnesPerDayAtSea, 3),
    })),
  };
}

/** Event impact of each hull event touching [from, to): mean PV 91 days before vs after, with confidence. */
export function eventImpactsOf(result: AnalysisFigures, from: number, to: number) {
  return result.events
    .filter((e) => e.endTime >= from && e.startTime < to)
    .map((e) => eventImpactDto(eventImpact(result.analysis.days, e), ISO19030_EVENT_LABELS[e.eventType]));
}

export function eventImpactDto(impact: ReturnType<typeof eventImpact>, eventTypeName: string | null) {
  const period = (p: typeof impact.before) => ({
    from: iso(p.from),
    to: iso(p.to),
    days: p.days,
    meanPerformanceValue: orNull(p.meanPv),
  });
  return {
    eventId: impact.eventId,
    eventType: impact.eventType,
    eventTypeName,
    date: iso(impact.date),
    before: period(impact.before),
    after: period(impact.after),
    meanPerformanceValueBefore: orNull(impact.before.meanPv),
    meanPerformanceValueAfter: orNull(impact.after.meanPv),
    improvement: orNull(impact.improvement),
    confidence: orNull(impact.confidence),
    significant: impact.significant,
  };
}
