import { isBlank } from "../../../shared/validation/rules";
import type { AdminVessel, VesselFormValues } from "./types";
import { MAX_DRAFT, MAX_IMO_DIGITS, MAX_VESSEL_NAME, vesselMessages as m } from "./vesselMessages";

export type VesselFormErrors = Partial<Record<keyof VesselFormValues, string>>;

const isNumber = (value: string) => /^-?\d+(\.\d+)?$/.test(value.trim().replace(",", "."));
const toNumber = (value: string) => Number(value.trim().replace(",", "."));

function draftError(value: string, label: string | null): string | null {
  if (isBlank(value)) return label === null ? m.draftRequired : null;
  if (!isNumber(value)) return label === null ? m.draftNotNumber : m.fieldNotNumber(label);
  const draft = toNumber(value);
  if (draft < 0 || draft > MAX_DRAFT) return label === null ? m.draftOutOfRange : m.fieldOutOfRange(label);
  return null;
}

function ratingError(value: string, label: string, required: boolean): string | null {
  if (isBlank(value)) return required ? m.mcrRequired : null;
  if (!isNumber(value)) return m.ratingNotNumber(label);
  if (toNumber(value) < 0) return m.ratingNegative(label);
  return null;
}

/** Every vessel rule of spec 1 §5; an empty object means the vessel may be submitted. */
export function validateVessel(values: VesselFormValues): VesselFormErrors {
  const errors: VesselFormErrors = {};
  const set = (field: keyof VesselFormValues, error: string | null) => {
    if (error) errors[field] = error;
  };
  if (isBlank(values.name)) set("name", m.nameRequired);
  else if (values.name.trim().length > MAX_VESSEL_NAME) set("name", m.nameTooLong);
  const imo = values.imoNumber.trim();
  if (imo === "") set("imoNumber", m.imoRequired);
  else if (!/^\d+$/.test(imo)) set("imoNumber", m.imoNotNumber);
  else if (imo.length > MAX_IMO_DIGITS) set("imoNumber", m.imoTooLong);
  set("draftMean", draftError(values.draftMean, null));
  set("ballastDraftHigh", draftError(values.ballastDraftHigh, "Ballast Draft High"));
  set("ballastDraftLow", draftError(values.ballastDraftLow, "Ballast Draft Low"));
  set("ladenDraftHigh", draftError(values.ladenDraftHigh, "Laden Draft High"));
  set("ladenDraftLow", draftError(values.ladenDraftLow, "Laden Draft Low"));
  set("maxContinuousRating", ratingError(values.maxContinuousRating, "Max Continuous Rating", true));
  set(
    "speedMaxContinuousRating",
    ratingError(values.speedMaxContinuousRating, "Speed at Max Continuous Rating", false),
  );
  return errors;
}

/** True when another vessel of the target company already has this IMO number (spec 1 §5). */
export function imoExistsInCompany(
  vessels: readonly AdminVessel[],
  imoNumber: string | number,
  companyId: string | null,
  exceptVesselId?: string,
): boolean {
  if (!companyId) return false;
  const wanted = Number(String(imoNumber).trim());
  return vessels.some(
    (vessel) =>
      vessel.id !== exceptVesselId &&
      vessel.companyId === companyId &&
      vessel.activeStatus !== "Archived" &&
      Number(vessel.imoNumber) === wanted,
  );
}

export const numberOrNull = (value: string): number | null => (isBlank(value) ? null : toNumber(value));
export const numberOrZero = (value: string): number => (isBlank(value) ? 0 : toNumber(value));
