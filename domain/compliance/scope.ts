import type { VoyageReportInput } from "../reports/inputs.js";
import { mrvScopeOf } from "../reports/mrv.js";

/**
 * How much of a voyage's at-sea figures count for EU ETS and FuelEU (ETS Art. 3ga, FuelEU Art. 2(1)):
 * intraEu between two member-state ports (100 %), extraEu into or out of the EU/EEA (50 %), none otherwise.
 * The berth stay after the arrival counts 100 % in a member-state port.
 */
export type ComplianceScope = "intraEu" | "extraEu" | "none";

export const SCOPE_SHARE: Readonly<Record<ComplianceScope | "berth", number>> = {
  intraEu: 1,
  extraEu: 0.5,
  berth: 1,
  none: 0,
};

export function complianceScopeOf(voyage: Pick<VoyageReportInput, "departure" | "arrival">): ComplianceScope {
  const mrv = mrvScopeOf(voyage);
  if (mrv === null) return "none";
  return mrv === "betweenMemberStates" ? "intraEu" : "extraEu";
}

/** The share of the berth stay after this voyage's arrival that counts. */
export const berthShareOf = (voyage: Pick<VoyageReportInput, "arrival">): number =>
  voyage.arrival.port.isMrvPort ? SCOPE_SHARE.berth : 0;
