import type { LngEngineType } from "../../../../domain/compliance/factors";
import {
  EMISSION_SETTING_LABELS,
  emissionSettingsRequest,
  type VesselEmissionSettings,
} from "../../../../domain/fuel/emissionSettings";
import { checkForm, type FieldErrors } from "../../shared/validation/fieldErrors";

export type SettingsField = keyof VesselEmissionSettings;

/** The General form as typed: numbers stay text until checked; the selects hold ids. */
export type GeneralFormValues = Record<
  Exclude<SettingsField, "vesselTypeId" | "iceClassId" | "numberOfShafts" | "lngEngineType">,
  string
> & {
  vesselTypeId: number | null;
  iceClassId: number | null;
  numberOfShafts: 0 | 1 | 2;
  lngEngineType: LngEngineType | null;
};

export const TEXT_FIELDS = [
  "portOfRegistry",
  "homePort",
  "ownerCompanyName",
  "ownerCompanyAddress",
  "operatorCompanyName",
  "operatorCompanyAddress",
  "emissionsContactPersonName",
  "emissionsContactPersonAddress",
  "emissionsContactPersonPhone",
  "emissionsContactPersonEmail",
] as const satisfies readonly SettingsField[];

export const NUMBER_FIELDS = [
  "energyEfficiencyDesignIndex",
  "estimatedIndexValue",
  "auxiliaryEnginesPower",
  "mainPropulsionPower",
  "deadweight",
  "netTonnage",
  "grossTonnage",
] as const satisfies readonly SettingsField[];

export const labelOf = (field: SettingsField): string => EMISSION_SETTING_LABELS[field];

/** The form's starting values from the vessel as stored. */
export function formValuesOf(vessel: Partial<VesselEmissionSettings>): GeneralFormValues {
  const values = {} as GeneralFormValues;
  for (const field of TEXT_FIELDS) values[field] = vessel[field] ?? "";
  for (const field of NUMBER_FIELDS) {
    const n = vessel[field];
    values[field] = typeof n === "number" && Number.isFinite(n) ? String(n) : "";
  }
  values.vesselTypeId = vessel.vesselTypeId ?? null;
  values.iceClassId = vessel.iceClassId ?? null;
  values.numberOfShafts = vessel.numberOfShafts ?? 1;
  values.lngEngineType = vessel.lngEngineType ?? null;
  return values;
}

/** Checks the form with the schema PUT /Vessels/{id}/EmissionSettings applies. */
export function checkGeneralForm(values: GeneralFormValues) {
  return checkForm(emissionSettingsRequest, values) as
    | { ok: true; body: VesselEmissionSettings }
    | { ok: false; errors: FieldErrors<SettingsField> };
}
