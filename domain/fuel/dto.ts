import { z } from "zod";
import { isFuelTypeId, isUuid } from "../shared/ids.js";
import { TEXT_LIMITS } from "../shared/limits.js";
import type { fuelConsumptionSourceAnswer, fuelTypeAnswer } from "./answers.js";
import { isoTimestamp, optionalNumber, requiredName, requiredNumber, sourceIds } from "./fields.js";
import { fuelTypeProblems } from "./fuelTypeRules.js";
import { FUEL_MESSAGES as M } from "./messages.js";
import {
  type FuelTankSounding,
  flowMeterFuelConsumptionRecord,
  flowMeterOperationRecord,
  flowMeterRecord,
  fuelTankFuelConsumptionRecord,
  fuelTankOperationRecord,
  fuelTankRecord,
  fuelTankSoundingRecord,
  shipToShipTransferRecord,
  TRANSFER_DIRECTIONS,
} from "./model.js";
import type { ConsumptionOrigin } from "./referenceData.js";
import { TRANSFER_MESSAGES } from "./shipToShipTransfers.js";

/**
 * The fuel area's API shapes (spec 2 §3 names) and request bodies (spec 2 §7). Times are ISO-8601 UTC;
 * tons are metric tons. The server answers these; the client builds against them.
 */

export type { ConsumptionOrigin };

export type FuelTypeDto = z.infer<typeof fuelTypeAnswer>;

const fuelTypeName = { fuelTypeName: z.string() };

export const flowMeterAnswer = flowMeterRecord.extend(fuelTypeName);
export type FlowMeterDto = z.infer<typeof flowMeterAnswer>;

export const fuelTankAnswer = fuelTankRecord.extend(fuelTypeName);
export type FuelTankDto = z.infer<typeof fuelTankAnswer>;

export const flowMeterFuelConsumptionAnswer = flowMeterFuelConsumptionRecord.extend({
  flowMeterName: z.string(),
  fuelTypeName: z.string(),
  /** Of its meter: the log variable (null: manual meter) and the consumers it measures. */
  fuelMassFlowRateLogVariableId: z.number().nullable(),
  fuelConsumptionSources: z.array(z.number()),
  isCorrected: z.boolean(),
  /** A 0 t row created over a gap that no person has entered yet: it does not count as entered. */
  isPlaceholder: z.boolean(),
  /** Overlaps another consumption of the same meter (shown with a warning). */
  isOverlapping: z.boolean(),
});
export type FlowMeterFuelConsumptionDto = z.infer<typeof flowMeterFuelConsumptionAnswer>;

export const flowMeterOperationAnswer = flowMeterOperationRecord.extend(fuelTypeName);
export type FlowMeterOperationDto = z.infer<typeof flowMeterOperationAnswer>;

export const fuelTankOperationAnswer = fuelTankOperationRecord.extend(fuelTypeName);
export type FuelTankOperationDto = z.infer<typeof fuelTankOperationAnswer>;

export const fuelTankSoundingAnswer = fuelTankSoundingRecord;
export type FuelTankSoundingDto = FuelTankSounding;

export const fuelTankFuelConsumptionAnswer = fuelTankFuelConsumptionRecord.extend(fuelTypeName);
export type FuelTankFuelConsumptionDto = z.infer<typeof fuelTankFuelConsumptionAnswer>;

/** GET /ShipToShipTransfers/Find and POST /ShipToShipTransfers. */
export const shipToShipTransferAnswer = shipToShipTransferRecord.extend({
  fuelTypeName: z.string(),
  /** Null when no tank was named. */
  fuelTankName: z.string().nullable(),
  /** The voyage (its departure) the transfer belongs to. */
  departureId: z.string().nullable(),
});
export type ShipToShipTransferDto = z.infer<typeof shipToShipTransferAnswer>;

/** GET /FuelConsumptionSources. */
export type FuelConsumptionSourceDto = z.infer<typeof fuelConsumptionSourceAnswer>;

/** GET /Vessels/{id}/EmissionSettingsStatus. */
export const emissionSettingsStatusAnswer = z.object({
  complete: z.boolean(),
  /** Human labels of what is missing, in form order. */
  missing: z.array(z.string()),
});
export type EmissionSettingsStatusDto = z.infer<typeof emissionSettingsStatusAnswer>;

/** A record id by its type; a missing or malformed one answers `message`. */
const id = (message: string, isValid: (id: string) => boolean = isUuid) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): string => {
      if (typeof value !== "string" || !isValid(value.trim())) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return value.trim();
    });
const fuelTypeId = (message: string) => id(message, isFuelTypeId);

// POST /FlowMeters
export const createFlowMeterRequest = z.object({
  vesselId: id(M.vesselRequired),
  name: requiredName("name", M.nameRequired),
  fuelTypeId: fuelTypeId(M.fuelTypeRequired),
  fuelConsumptionSources: sourceIds,
  fuelMassFlowRateLogVariableId: optionalNumber("The flow rate log variable must be a variable id.").refine(
    (n) => n === null || (Number.isSafeInteger(n) && n > 0),
    "The flow rate log variable must be a variable id.",
  ),
});
export type CreateFlowMeterRequest = z.infer<typeof createFlowMeterRequest>;

// POST /FuelTanks
export const createFuelTankRequest = z.object({
  vesselId: id(M.vesselRequired),
  name: requiredName("name", M.nameRequired),
  fuelTypeId: fuelTypeId(M.fuelTypeRequired),
  fuelConsumptionSources: sourceIds,
});
export type CreateFuelTankRequest = z.infer<typeof createFuelTankRequest>;

const tons = requiredNumber(M.numberRequired("fuel consumption in tons"), {
  min: 0,
  minMessage: M.tonsNotNegative,
});

// POST /FlowMeterFuelConsumptions (answers the event's consumptions of that meter as a list)
export const createFlowMeterConsumptionRequest = z.object({
  vesselEventId: id(M.vesselEventNotFound),
  flowMeterId: id(M.flowMeterNotFound),
  startAt: isoTimestamp("startAt"),
  endAt: isoTimestamp("endAt"),
  fuelConsumptionInTon: tons,
});
export type CreateFlowMeterConsumptionRequest = z.infer<typeof createFlowMeterConsumptionRequest>;

/**
 * PUT /FlowMeterFuelConsumptions/{id}: the edited figure. On a LogData, Regression or ManualEstimate
 * row it is stored as the corrected value; on a Manual row as the value itself, and only a Manual
 * row may move its start and end.
 */
export const updateFlowMeterConsumptionRequest = z.object({
  fuelConsumptionInTon: tons,
  startAt: isoTimestamp("startAt").optional(),
  endAt: isoTimestamp("endAt").optional(),
});
export type UpdateFlowMeterConsumptionRequest = z.infer<typeof updateFlowMeterConsumptionRequest>;

// POST /FlowMeterOperations
export const createFlowMeterOperationRequest = z.object({
  flowMeterId: id(M.flowMeterNotFound),
  timestamp: isoTimestamp("timestamp"),
  fuelTypeId: fuelTypeId(M.fuelTypeRequired),
  estimatedFuelMassFlowRateInTonDay: optionalNumber(M.numberRequired("estimated mass flow rate")),
});
export type CreateFlowMeterOperationRequest = z.infer<typeof createFlowMeterOperationRequest>;

// POST /FuelTankOperations
export const createFuelTankOperationRequest = z.object({
  fuelTankId: id(M.fuelTankNotFound),
  timestamp: isoTimestamp("timestamp"),
  fuelTypeId: fuelTypeId(M.fuelTypeRequired),
  fuelDensity: requiredNumber(M.numberRequired("fuel density"), {
    min: 0,
    minMessage: M.notNegative("fuel density"),
  }),
  fuelAdjustmentInTon: requiredNumber(M.numberRequired("fuel adjustment in tons")),
  sulphurContent: requiredNumber(M.numberRequired("sulphur content"), {
    min: 0,
    minMessage: M.notNegative("sulphur content"),
  }),
});
export type CreateFuelTankOperationRequest = z.infer<typeof createFuelTankOperationRequest>;

// POST /FuelTankSoundings
export const createFuelTankSoundingRequest = z.object({
  fuelTankId: id(M.fuelTankNotFound),
  timestamp: isoTimestamp("timestamp"),
  fuelAmountInTon: requiredNumber(M.numberRequired("fuel amount in tons"), {
    min: 0,
    minMessage: M.notNegative("fuel amount in tons"),
  }),
  fuelAmountInCubicMetres: requiredNumber(M.numberRequired("fuel amount in cubic metres"), {
    min: 0,
    minMessage: M.notNegative("fuel amount in cubic metres"),
  }),
  fuelTemperatureInDegreesCelcius: requiredNumber(M.numberRequired("fuel temperature")),
});
export type CreateFuelTankSoundingRequest = z.infer<typeof createFuelTankSoundingRequest>;

/**
 * POST /ShipToShipTransfers: fuel delivered to, or received from, another ship. The tank is optional
 * (a vessel monitored by flow meters only has none); the other ship's IMO number is optional and, when
 * given, checked by its check digit in the decision.
 */
export const createShipToShipTransferRequest = z.object({
  vesselId: id(M.vesselRequired),
  timestamp: isoTimestamp("timestamp"),
  direction: z.enum(TRANSFER_DIRECTIONS, { error: TRANSFER_MESSAGES.directionRequired }),
  fuelTypeId: fuelTypeId(M.fuelTypeRequired),
  fuelTankId: z
    .unknown()
    .optional()
    .transform((v, ctx): string | null => {
      if (v === undefined || v === null || v === "") return null;
      if (typeof v !== "string" || !isUuid(v.trim())) {
        ctx.addIssue({ code: "custom", message: M.fuelTankNotFound });
        return z.NEVER;
      }
      return v.trim();
    }),
  amountInTon: requiredNumber(TRANSFER_MESSAGES.amountRequired, {
    min: 0.001,
    minMessage: TRANSFER_MESSAGES.amountPositive,
  }),
  otherShipName: requiredName("name of the other ship", TRANSFER_MESSAGES.otherShipRequired),
  otherShipImoNumber: z
    .unknown()
    .optional()
    .transform((v, ctx): string | null => {
      if (v === undefined || v === null) return null;
      if (typeof v !== "string" && typeof v !== "number") {
        ctx.addIssue({ code: "custom", message: TRANSFER_MESSAGES.invalidImo(String(v).slice(0, 20)) });
        return z.NEVER;
      }
      const text = String(v)
        .trim()
        .replace(/^IMO\s*/i, "");
      if (text === "") return null;
      if (!/^\d{1,7}$/.test(text)) {
        ctx.addIssue({ code: "custom", message: TRANSFER_MESSAGES.invalidImo(text.slice(0, 20)) });
        return z.NEVER;
      }
      return text.padStart(7, "0");
    }),
});
export type CreateShipToShipTransferRequest = z.infer<typeof createShipToShipTransferRequest>;

/**
 * POST /FuelTankFuelConsumptions. The fuel burnt from a tank is the fuel in it: the fuel type of the
 * tank's latest bunkering at or before the start, else the tank's own (spec 2 §3: the consumption
 * carries a fuelTypeId, the consumption form has no fuel type field). `fuelTypeId` may name another
 * known type; absent, null or blank all mean "the fuel in the tank".
 */
export const createFuelTankConsumptionRequest = z.object({
  fuelTankId: id(M.fuelTankNotFound),
  vesselEventId: id(M.vesselEventNotFound),
  fuelTypeId: z
    .unknown()
    .optional()
    .transform((v, ctx): string | null => {
      if (v === undefined || v === null || v === "") return null;
      if (typeof v !== "string" || !isFuelTypeId(v.trim())) {
        ctx.addIssue({ code: "custom", message: M.unknownFuelType });
        return z.NEVER;
      }
      return v.trim();
    }),
  startAt: isoTimestamp("startAt"),
  endAt: isoTimestamp("endAt"),
  fuelConsumptionInTon: tons,
});
export type CreateFuelTankConsumptionRequest = z.infer<typeof createFuelTankConsumptionRequest>;

/**
 * POST /FuelTypes: a company's own type, never standing in for a regulatory default, with a factor in
 * the range of marine fuels (domain/fuel/fuelTypeRules.ts). Checked here so that the form shows it.
 */
export const createFuelTypeRequest = z
  .object({
    name: requiredName("name", M.nameRequired),
    shortName: requiredName("short name", M.shortNameRequired, TEXT_LIMITS.shortName),
    carbonEmissionFactor: requiredNumber(M.carbonFactorRequired, { min: 0 }),
  })
  .superRefine((type, ctx) => {
    for (const problem of fuelTypeProblems(type))
      ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });
export type CreateFuelTypeRequest = z.infer<typeof createFuelTypeRequest>;
