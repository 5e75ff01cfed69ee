import { z } from "zod";
import {
  DEFAULT_LNG_ENGINE,
  isLngEngineType,
  LNG_ENGINE_TYPES,
  type LngEngineType,
} from "../compliance/factors.js";
import { DomainError } from "../shared/errors.js";
import { isEmpty, optionalText, toNumber } from "../shared/fields.js";
import { TEXT_LIMITS } from "../shared/limits.js";
import { isEmail } from "../shared/text.js";
import { ICE_CLASSES, VESSEL_TYPES } from "../vessels/referenceData.js";
import { optionalNumber } from "./fields.js";
import { activeFlowMeters, activeFuelTanks } from "./queries.js";
import type { FuelState } from "./state.js";

/** The general vessel fields the emission reports need (spec 2 "Vessel settings tabs", §3). */
export interface VesselEmissionSettings {
  portOfRegistry: string;
  homePort: string;
  ownerCompanyName: string;
  ownerCompanyAddress: string;
  operatorCompanyName: string;
  operatorCompanyAddress: string;
  emissionsContactPersonName: string;
  emissionsContactPersonAddress: string;
  emissionsContactPersonPhone: string;
  emissionsContactPersonEmail: string;
  energyEfficiencyDesignIndex: number | null;
  estimatedIndexValue: number | null;
  /** kW */
  auxiliaryEnginesPower: number | null;
  /** kW */
  mainPropulsionPower: number | null;
  /** metric tons */
  deadweight: number | null;
  netTonnage: number | null;
  grossTonnage: number | null;
  vesselTypeId: number | null;
  /** Null is the select's 'None'. */
  iceClassId: number | null;
  numberOfShafts: 0 | 1 | 2;
  /**
   * LNG engine type (methane slip, FuelEU Annex II) for MRV CH4 and FuelEU; null: the default engine,
   * Otto dual fuel medium speed (docs/regulatory.md). Absent on vessels saved before it existed.
   */
  lngEngineType: LngEngineType | null;
}

/** Form labels, in form order; the completeness warning lists them. */
export const EMISSION_SETTING_LABELS: Record<keyof VesselEmissionSettings, string> = {
  portOfRegistry: "Port of registry",
  homePort: "Home port",
  ownerCompanyName: "Ship owner name",
  ownerCompanyAddress: "Ship owner address",
  operatorCompanyName: "Ship operator name",
  operatorCompanyAddress: "Ship operator address",
  emissionsContactPersonName: "Emissions contact person name",
  emissionsContactPersonAddress: "Emissions contact person address",
  emissionsContactPersonPhone: "Emissions contact person phone",
  emissionsContactPersonEmail: "Emissions contact person email",
  energyEfficiencyDesignIndex: "Energy efficiency design index",
  estimatedIndexValue: "Estimated index value",
  auxiliaryEnginesPower: "Auxiliary engines power (kW)",
  mainPropulsionPower: "Main propulsion power (kW)",
  deadweight: "Deadweight (MT)",
  netTonnage: "Net tonnage",
  grossTonnage: "Gross tonnage",
  vesselTypeId: "Ship type",
  iceClassId: "Ice class",
  numberOfShafts: "Number of shafts",
  lngEngineType: "LNG engine type (methane slip)",
};

/** Ice class ('None' is a valid answer) and number of shafts (0 is valid) are never missing. */
const ALWAYS_ANSWERED: ReadonlySet<keyof VesselEmissionSettings> = new Set([
  "iceClassId",
  "numberOfShafts",
  "lngEngineType",
]);

export const NO_CONSUMPTION_SOURCE = "At least one flow meter or fuel tank";
export const NO_CARGO_UNIT = "At least one cargo unit the vessel carries";

export const EMPTY_EMISSION_SETTINGS: VesselEmissionSettings = {
  portOfRegistry: "",
  homePort: "",
  ownerCompanyName: "",
  ownerCompanyAddress: "",
  operatorCompanyName: "",
  operatorCompanyAddress: "",
  emissionsContactPersonName: "",
  emissionsContactPersonAddress: "",
  emissionsContactPersonPhone: "",
  emissionsContactPersonEmail: "",
  energyEfficiencyDesignIndex: null,
  estimatedIndexValue: null,
  auxiliaryEnginesPower: null,
  mainPropulsionPower: null,
  deadweight: null,
  netTonnage: null,
  grossTonnage: null,
  vesselTypeId: null,
  iceClassId: null,
  numberOfShafts: 1,
  lngEngineType: null,
};

const isFilled = (value: unknown): boolean =>
  typeof value === "string" ? value.trim().length > 0 : typeof value === "number" && Number.isFinite(value);

/**
 * Spec 2 §5: complete only when every general field is filled, at least one active flow meter or
 * fuel tank exists, and the vessel carries at least one cargo unit. `missing` lists what to add.
 */
export function emissionSettingsCompleteness(input: {
  vessel: VesselEmissionSettings;
  cargoUnitIds: readonly number[];
  activeFlowMeters: number;
  activeFuelTanks: number;
}): { complete: boolean; missing: string[] } {
  const missing = (Object.keys(EMISSION_SETTING_LABELS) as (keyof VesselEmissionSettings)[])
    .filter((field) => !ALWAYS_ANSWERED.has(field) && !isFilled(input.vessel[field]))
    .map((field) => EMISSION_SETTING_LABELS[field]);
  if (input.activeFlowMeters + input.activeFuelTanks === 0) missing.push(NO_CONSUMPTION_SOURCE);
  if (input.cargoUnitIds.length === 0) missing.push(NO_CARGO_UNIT);
  return { complete: missing.length === 0, missing };
}

/** A vessel as the emission report sees it: its general settings and the cargo units it carries. */
export interface EmissionReportVessel extends VesselEmissionSettings {
  cargoUnitIds: readonly number[];
}

/** Completeness of a vessel's emission settings, its fuel part read from the voyage log. */
export const emissionSettingsStatus = (vessel: EmissionReportVessel, fuel: FuelState) =>
  emissionSettingsCompleteness({
    vessel,
    cargoUnitIds: vessel.cargoUnitIds,
    activeFlowMeters: activeFlowMeters(fuel).length,
    activeFuelTanks: activeFuelTanks(fuel).length,
  });

export const EMISSION_SETTINGS_MESSAGES = {
  incomplete: (missing: readonly string[]) =>
    `Emission report settings are incomplete. The emission report needs these settings before voyages can be recorded: ${missing.join("; ")}.`,
} as const;

/** Spec 2 §5: voyage events are recorded only once the vessel's emission settings are complete (409, listing what is missing). */
export class EmissionSettingsIncompleteError extends DomainError {
  override readonly name = "EmissionSettingsIncompleteError";
  constructor(missing: string[]) {
    super(EMISSION_SETTINGS_MESSAGES.incomplete(missing), 409, missing);
  }
}

/** Refuses while the vessel's emission settings are incomplete. */
export function requireCompleteEmissionSettings(vessel: EmissionReportVessel, fuel: FuelState): void {
  const { complete, missing } = emissionSettingsStatus(vessel, fuel);
  if (!complete) throw new EmissionSettingsIncompleteError(missing);
}

/** Longest text per text field of the form (server schema and the form's inputs). */
export const EMISSION_SETTING_TEXT_MAX = {
  portOfRegistry: TEXT_LIMITS.name,
  homePort: TEXT_LIMITS.name,
  ownerCompanyName: TEXT_LIMITS.name,
  ownerCompanyAddress: TEXT_LIMITS.line,
  operatorCompanyName: TEXT_LIMITS.name,
  operatorCompanyAddress: TEXT_LIMITS.line,
  emissionsContactPersonName: TEXT_LIMITS.name,
  emissionsContactPersonAddress: TEXT_LIMITS.line,
  emissionsContactPersonPhone: TEXT_LIMITS.phone,
  emissionsContactPersonEmail: TEXT_LIMITS.email,
} as const satisfies Partial<Record<keyof VesselEmissionSettings, number>>;

const line = (field: keyof typeof EMISSION_SETTING_TEXT_MAX) =>
  optionalText(EMISSION_SETTING_LABELS[field].toLowerCase(), EMISSION_SETTING_TEXT_MAX[field]);

const notNegative = (label: string) =>
  optionalNumber(`${label} must be a number.`).refine(
    (n) => n === null || n >= 0,
    `${label} cannot be negative.`,
  );

const listId = (label: string, ids: readonly number[]) =>
  optionalNumber(`Please choose a ${label.toLowerCase()}.`).refine(
    (n) => n === null || ids.includes(n),
    `Please choose a ${label.toLowerCase()} from the list.`,
  );

/** PUT /Vessels/{id}/EmissionSettings. Text fields may be blank (the status lists what is missing). */
export const emissionSettingsRequest = z.object({
  portOfRegistry: line("portOfRegistry"),
  homePort: line("homePort"),
  ownerCompanyName: line("ownerCompanyName"),
  ownerCompanyAddress: line("ownerCompanyAddress"),
  operatorCompanyName: line("operatorCompanyName"),
  operatorCompanyAddress: line("operatorCompanyAddress"),
  emissionsContactPersonName: line("emissionsContactPersonName"),
  emissionsContactPersonAddress: line("emissionsContactPersonAddress"),
  emissionsContactPersonPhone: line("emissionsContactPersonPhone"),
  emissionsContactPersonEmail: line("emissionsContactPersonEmail").refine(
    (v) => v === "" || isEmail(v),
    "Please enter a valid email address for the emissions contact person.",
  ),
  energyEfficiencyDesignIndex: notNegative(EMISSION_SETTING_LABELS.energyEfficiencyDesignIndex),
  estimatedIndexValue: notNegative(EMISSION_SETTING_LABELS.estimatedIndexValue),
  auxiliaryEnginesPower: notNegative("Auxiliary engines power"),
  mainPropulsionPower: notNegative("Main propulsion power"),
  deadweight: notNegative("Deadweight"),
  netTonnage: notNegative(EMISSION_SETTING_LABELS.netTonnage),
  grossTonnage: notNegative(EMISSION_SETTING_LABELS.grossTonnage),
  vesselTypeId: listId(
    "Ship type",
    VESSEL_TYPES.map((t) => t.id),
  ),
  iceClassId: listId(
    "Ice class",
    ICE_CLASSES.map((t) => t.id),
  ),
  numberOfShafts: z
    .unknown()
    .optional()
    .transform((v) => (isEmpty(v) ? 1 : toNumber(v)))
    .refine((n) => n === 0 || n === 1 || n === 2, "Number of shafts must be 0, 1 or 2")
    .transform((n) => n as 0 | 1 | 2),
  lngEngineType: z
    .unknown()
    .optional()
    .transform((v) => (isEmpty(v) ? null : v))
    .refine(
      (v) => v === null || isLngEngineType(v),
      `LNG engine type must be one of ${LNG_ENGINE_TYPES.join(", ")}, or empty for the default (${DEFAULT_LNG_ENGINE}).`,
    )
    .transform((v) => v as LngEngineType | null),
});
