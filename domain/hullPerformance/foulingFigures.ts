/**
 * The Fouling page's added fuel from an analysis (docs/fouling.md "Added fuel consumption"), pure: the
 * operating profile of the window's accepted blocks priced at the speed loss the fouling added.
 */
import { plausibilityRuleOf, plausibleRecords } from "../dataQuality/plausibility.js";
import { featureDefinition } from "../featureMapping/features.js";
import { type AddedFuel, addedFuelConsumption, operatingProfile, type ProfileBin } from "./addedFuel.js";
import type { FoulingLoss } from "./foulingLoss.js";
import type { IsoAnalysis } from "./iso19030.js";
import type { HullPerformanceSettings } from "./reference.js";
import type { StoredVesselAnalysis } from "./vesselAnalysis.js";

/** Specific fuel consumption used when the vessel logs no main-engine fuel (slow-speed two-stroke on HFO, reference §7). */
export const ASSUMED_SFOC = 175;

/** Share of the logged 10-minute blocks (those with a speed through water) in which the ship was under way. */
export function atSeaShareOf(analysis: IsoAnalysis): number {
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
const profileBlocks = (blocks: IsoAnalysis["blocks"]) =>
  plausibleRecords(blocks, [
    { value: (b) => b.vm, rule: blockRule("Speed Through Water") },
    { value: (b) => b.power, rule: blockRule("Shaft Power") },
  ]);

export interface AddedFuelFigures {
  loss: FoulingLoss | null;
  profile: ProfileBin[];
  sfoc: number;
  atSeaShare: number;
  /** null without a fouling loss or an operating profile. */
  fuel: AddedFuel | null;
}

export function addedFuelFigures(
  result: Pick<StoredVesselAnalysis, "analysis" | "specificFuel" | "fuelCurve">,
  settings: HullPerformanceSettings,
  loss: FoulingLoss | null,
): AddedFuelFigures {
  const profile = operatingProfile(profileBlocks(result.analysis.blocks));
  const sfoc = result.specificFuel ?? ASSUMED_SFOC;
  const atSeaShare = atSeaShareOf(result.analysis);
  const fuel =
    loss === null || profile.length === 0
      ? null
      : addedFuelConsumption({
          profile,
          reference: settings.reference,
          speedLossPercent: loss.speedLoss,
          speedLossConfidence: loss.confidence,
          sfoc,
          fuelCurve: result.fuelCurve,
          atSeaShare,
        });
  return { loss, profile, sfoc, atSeaShare, fuel };
}
