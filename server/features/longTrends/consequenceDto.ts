import type { ConsequenceAnswer, ConsequenceState } from "../../../domain/longTrends/answers.js";
import {
  CONSEQUENCE_MESSAGES,
  consequences,
  MCR_PERCENTS,
  missingForConsequence,
} from "../../../domain/longTrends/consequence.js";
import type { LongTrendInputs } from "../../../domain/longTrends/inputs.js";
import type { ConsequenceSubject } from "../../../domain/longTrends/subjects.js";
import type { VesselView } from "../../../projections/admin/vessels.js";

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * One long trend's consequences (spec 3 §3 Benefit/consequence: rows with results {headerName,
 * displayValue} and mcrDisplay), one per MCR basis in the order 40, 50, 75, 90 (index 0–3).
 */
export function consequenceDto(
  vessel: VesselView,
  inputs: LongTrendInputs,
  subject: ConsequenceSubject,
  fuelPrice: number | null,
  trendEventId: string | null,
): ConsequenceAnswer {
  const model = {
    mcrKw: vessel.maxContinuousRating > 0 ? vessel.maxContinuousRating : null,
    sfoc: inputs.specificFuel ?? null,
  };
  const missing = missingForConsequence(model);
  const { deviation, type } = subject;
  const state: ConsequenceState = subject.benchmarking
    ? "Benchmarking"
    : deviation === null
      ? "NotAvailable"
      : missing.length > 0
        ? "MissingCode"
        : "Ok";
  const rows =
    state === "Ok" && deviation !== null && model.mcrKw !== null && model.sfoc !== null
      ? consequences(type, deviation, { mcrKw: model.mcrKw, sfoc: model.sfoc }, fuelPrice)
      : [];
  return {
    longTrendId: `${vessel.id}:${type}`,
    trendEventId,
    vesselId: vessel.id,
    name: vessel.name,
    diagnosticType: type,
    state,
    message: state === "MissingCode" ? CONSEQUENCE_MESSAGES.missingCode : null,
    missing: state === "MissingCode" ? missing : [],
    deviationFromBenchmark: deviation === null ? null : round(deviation, 3),
    mcrKw: model.mcrKw,
    sfoc: model.sfoc === null ? null : round(model.sfoc, 1),
    fuelPrice,
    consequences: rows.map((r, index) => ({
      index,
      mcrPercent: r.mcrPercent,
      mcrDisplay: `${r.mcrPercent} % MCR`,
      powerKw: round(r.powerKw, 0),
      fuelTonnesPerDay: round(r.fuelTonnesPerDay, 2),
      addedFuelTonnesPerDay: round(r.addedFuelTonnesPerDay, 3),
      costPerDay: r.costPerDay === null ? null : round(r.costPerDay, 0),
      results: [
        { headerName: "Added fuel (t/day)", displayValue: r.addedFuelTonnesPerDay.toFixed(2) },
        {
          headerName: "Cost (USD/day)",
          displayValue: r.costPerDay === null ? "n/a" : r.costPerDay.toFixed(0),
        },
      ],
    })),
  };
}

export const MCR_OPTIONS = MCR_PERCENTS.map((mcrPercent, index) => ({
  index,
  mcrPercent,
  mcrDisplay: `${mcrPercent} % MCR`,
}));
