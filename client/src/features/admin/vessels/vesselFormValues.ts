import type { AdminVessel, VesselFormValues } from "../../../entities/vessel/adminTypes";
import type { VesselPayload } from "../../../entities/vessel/vesselAdminApi";
import { numberOrNull, numberOrZero } from "./validateVessel";

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

export function vesselFormValuesOf(vessel: AdminVessel | null): VesselFormValues {
  return {
    name: vessel?.name ?? "",
    imoNumber: text(vessel?.imoNumber),
    draftMean: text(vessel?.draftMean),
    ballastDraftHigh: text(vessel?.ballastDraftHigh),
    ballastDraftLow: text(vessel?.ballastDraftLow),
    ladenDraftHigh: text(vessel?.ladenDraftHigh),
    ladenDraftLow: text(vessel?.ladenDraftLow),
    maxContinuousRating: text(vessel?.maxContinuousRating),
    speedMaxContinuousRating: text(vessel?.speedMaxContinuousRating),
    numberOfShafts: vessel?.numberOfShafts ?? 1,
    notes: vessel?.notes ?? "",
  };
}

/** The payload of a valid form. */
export function vesselPayloadOf(values: VesselFormValues): VesselPayload {
  return {
    name: values.name.trim(),
    imoNumber: values.imoNumber.trim(),
    draftMean: numberOrZero(values.draftMean),
    ballastDraftHigh: numberOrNull(values.ballastDraftHigh),
    ballastDraftLow: numberOrNull(values.ballastDraftLow),
    ladenDraftHigh: numberOrNull(values.ladenDraftHigh),
    ladenDraftLow: numberOrNull(values.ladenDraftLow),
    maxContinuousRating: numberOrZero(values.maxContinuousRating),
    speedMaxContinuousRating: numberOrNull(values.speedMaxContinuousRating),
    numberOfShafts: values.numberOfShafts,
    notes: values.notes,
  };
}
