import { z } from "zod";
import { isoDate } from "../shared/dates.js";
import { isEmpty, optionalText, requiredText, toNumber, wholeNumber } from "../shared/fields.js";
import { optionalUuidId, uuidId } from "../shared/ids.js";
import { TEXT_LIMITS } from "../shared/limits.js";
import { CARGO_UNITS } from "./cargoUnits.js";

/** Validation messages of spec 1 §5 for the vessel form, verbatim where the spec gives them. */
export const VESSEL_MESSAGES = {
  nameRequired: "Vessel name is required",
  nameTooLong: "Vessel name may not be longer than 30 characters",
  imoRequired: "IMO number is required",
  imoNotNumber: "IMO number must be a number",
  imoTooLong: "Imo number must be a 7 digit number",
  shaftsInvalid: "Number of shafts must be 0, 1 or 2",
  required: (field: string) => `The ${field} field is required`,
  notNumber: (field: string) => `The ${field} field must be a number`,
  draftRange: (field: string) => `The ${field} field must be between 0 and 25`,
  notNegative: (field: string) => `The ${field} field must be greater than 0`,
} as const;

export const VESSEL_NAME_MAX = 30;
export const DRAFT_MIN = 0;
export const DRAFT_MAX = 25;

type NumberRule = { range?: [number, number]; notNegative?: boolean };

function checkNumber(value: number, field: string, rule: NumberRule): string | null {
  if (rule.range && (value < rule.range[0] || value > rule.range[1]))
    return VESSEL_MESSAGES.draftRange(field);
  if (rule.notNegative && value < 0) return VESSEL_MESSAGES.notNegative(field);
  return null;
}

/** A required numeric field with the spec's "required / must be a number / range" messages. */
function requiredNumber(field: string, rule: NumberRule) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number => {
      if (isEmpty(value)) {
        ctx.addIssue({ code: "custom", message: VESSEL_MESSAGES.required(field) });
        return z.NEVER;
      }
      const n = toNumber(value);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message: VESSEL_MESSAGES.notNumber(field) });
        return z.NEVER;
      }
      const problem = checkNumber(n, field, rule);
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return n;
    });
}

/** An optional numeric field: empty becomes null; if given it must be a number within the rule. */
function optionalNumber(field: string, rule: NumberRule) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number | null => {
      if (isEmpty(value)) return null;
      const n = toNumber(value);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message: VESSEL_MESSAGES.notNumber(field) });
        return z.NEVER;
      }
      const problem = checkNumber(n, field, rule);
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return n;
    });
}

const draft = { range: [DRAFT_MIN, DRAFT_MAX] as [number, number] };

/** The IMO number: required, digits only, at most 7 digits; kept left-padded to 7 digits. */
export const imoNumberField = z
  .unknown()
  .optional()
  .transform((value, ctx): string => {
    if (isEmpty(value)) {
      ctx.addIssue({ code: "custom", message: VESSEL_MESSAGES.imoRequired });
      return z.NEVER;
    }
    if (typeof value !== "string" && typeof value !== "number") {
      ctx.addIssue({ code: "custom", message: VESSEL_MESSAGES.imoNotNumber });
      return z.NEVER;
    }
    const text = String(value).trim();
    if (!/^\d+$/.test(text)) {
      ctx.addIssue({ code: "custom", message: VESSEL_MESSAGES.imoNotNumber });
      return z.NEVER;
    }
    const digits = text.replace(/^0+(?=\d)/, "");
    if (digits.length > 7) {
      ctx.addIssue({ code: "custom", message: VESSEL_MESSAGES.imoTooLong });
      return z.NEVER;
    }
    return digits.padStart(7, "0");
  });

/** The particulars of the vessel form (shared by create, admin edit and PUT /Vessels/{id}). */
export const vesselParticularsShape = {
  name: requiredText("vessel name", TEXT_LIMITS.name, VESSEL_MESSAGES.nameRequired).refine(
    (v) => v.length <= VESSEL_NAME_MAX,
    VESSEL_MESSAGES.nameTooLong,
  ),
  draftMean: requiredNumber("Draft", draft),
  ballastDraftHigh: optionalNumber("Ballast Draft High", draft),
  ballastDraftLow: optionalNumber("Ballast Draft Low", draft),
  ladenDraftHigh: optionalNumber("Laden Draft High", draft),
  ladenDraftLow: optionalNumber("Laden Draft Low", draft),
  maxContinuousRating: requiredNumber("Max Continuous Rating", { notNegative: true }),
  speedMaxContinuousRating: optionalNumber("Speed at Max Continuous Rating", { notNegative: true }),
  numberOfShafts: z
    .union([z.literal(0), z.literal(1), z.literal(2)], { error: VESSEL_MESSAGES.shaftsInvalid })
    .nullish()
    .transform((v): 0 | 1 | 2 => v ?? 1),
  vesselType: optionalText("vessel type", TEXT_LIMITS.line),
  deadweight: optionalNumber("Deadweight", { notNegative: true }),
  grossTonnage: optionalNumber("Gross Tonnage", { notNegative: true }),
  yearBuilt: optionalNumber("Year Built", { notNegative: true }),
  notes: optionalText("notes", TEXT_LIMITS.notes),
};

/** POST /VesselAdministrations: the particulars, the IMO number and optionally a company to assign to. */
export const createVesselRequest = z.object({
  ...vesselParticularsShape,
  imoNumber: imoNumberField,
  companyId: optionalUuidId("company id"),
});
export type CreateVesselRequest = z.infer<typeof createVesselRequest>;

/**
 * PUT /VesselAdministrations/{id} and PUT /Vessels/{id}: the particulars; an imoNumber, if sent,
 * must equal the stored one. `version` is the vessel's version as last read (409 when stale).
 */
export const updateVesselRequest = z.object({
  ...vesselParticularsShape,
  imoNumber: imoNumberField.optional(),
  version: z.number().int().nonnegative().nullish(),
});
export type UpdateVesselRequest = z.infer<typeof updateVesselRequest>;

export const updateDraftRequest = z.object({ draftMean: requiredNumber("Draft", draft) });

/** Turns a parsed form into the particulars an event carries. */
export function particularsOf(request: Omit<CreateVesselRequest, "imoNumber" | "companyId">) {
  return {
    name: request.name,
    draftMean: request.draftMean,
    ballastDraftHigh: request.ballastDraftHigh,
    ballastDraftLow: request.ballastDraftLow,
    ladenDraftHigh: request.ladenDraftHigh,
    ladenDraftLow: request.ladenDraftLow,
    maxContinuousRating: request.maxContinuousRating,
    speedMaxContinuousRating: request.speedMaxContinuousRating,
    numberOfShafts: request.numberOfShafts,
    vesselType: request.vesselType,
    deadweight: request.deadweight,
    grossTonnage: request.grossTonnage,
    yearBuilt: request.yearBuilt,
    notes: request.notes,
  };
}

const idNumber = (field: string) => wholeNumber(`${field} must be a number`);

export const assignVesselRequest = z.object({
  vesselId: optionalUuidId("vesselId"),
  companyId: uuidId("companyId"),
});
export const vesselFeatureRequest = z.object({
  vesselId: optionalUuidId("vesselId"),
  featureId: idNumber("featureId"),
});
export const vesselCargoUnitRequest = z.object({
  vesselId: optionalUuidId("vesselId"),
  cargoUnitId: idNumber("cargoUnitId").refine((id) => CARGO_UNITS.some((u) => u.id === id), {
    message: "There is no cargo unit with that id.",
  }),
});
export const updateVeracityKeyRequest = z.object({
  vesselId: uuidId("vesselId"),
  veracityKey: z
    .string({ error: "The veracity key is required" })
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, "The veracity key is required")
    .refine(
      (v) => v.length <= TEXT_LIMITS.veracityKey,
      `The veracity key may not be longer than ${TEXT_LIMITS.veracityKey} characters`,
    ),
  expirationDate: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    isoDate("The expiration date", { message: "The expiration date must be a date" }).nullable(),
  ),
});

const queryFlag = (field: string) =>
  z
    .enum(["true", "false", "True", "False"], { error: `${field} must be true or false` })
    .transform((v) => v.toLowerCase() === "true");

/** `GET /Vessels?IgnoreCompany=&companyId=` (spec 1 §7). */
export const vesselListQuery = z.object({
  IgnoreCompany: queryFlag("IgnoreCompany").optional(),
  companyId: z
    .string()
    .min(1, "companyId must not be empty")
    .max(64, "companyId is not a known id")
    .optional(),
});
