import { z } from "zod";
import { isoDate } from "../shared/dates.js";
import { wholeNumber } from "../shared/fields.js";
import { uuidId } from "../shared/ids.js";
import { TEXT_LIMITS } from "../shared/limits.js";
import { nonNegativeNumber } from "../shared/numberInput.js";
import { voyageCapabilitiesAnswer } from "./capabilities.js";
import { VOYAGE_MESSAGES } from "./messages.js";
import {
  cargoDetailAnswer,
  EVENT_SOURCES,
  EVENT_TYPES,
  portRefAnswer,
  VOYAGE_TYPES,
  vesselEventRecord,
  voyageDetailsAnswer,
} from "./model.js";

/** A vessel event as the API answers it (spec 2 §3 field names): the stored record, with its revision as `version`. */
export const vesselEventAnswer = vesselEventRecord.omit({ revision: true }).extend({
  /** The Departure starting the voyage this event belongs to (a Departure's own id for a Departure). */
  departureId: z.string().nullable(),
  /** The event's revision: send it back with PUT; a stale one answers 409. */
  version: z.number().int(),
});
export type VesselEventDto = z.infer<typeof vesselEventAnswer>;

/** A voyage: its departure, its events in time order (departure first, end-of-voyage last) and flags. */
export const voyageAnswer = z.object({
  departureId: z.string(),
  vesselId: z.string(),
  departure: vesselEventAnswer,
  events: z.array(vesselEventAnswer),
  /** The next Departure, which ends this voyage; null while the voyage is open. */
  endOfVoyage: vesselEventAnswer.nullable(),
  arrival: vesselEventAnswer.nullable(),
  isInformationConfirmed: z.boolean(),
  isDataConfirmed: z.boolean(),
  /** Departure or arrival port in an EU/EEA member state (MRV applies). */
  involvesMemberState: z.boolean(),
  capabilities: voyageCapabilitiesAnswer,
  /** Implausible figures (fast legs, heavy consumption) to check before confirming the data. */
  warnings: z.array(z.string()),
  /**
   * While the information is being edited: the entered flow-meter consumptions that confirming it again
   * clears (their event moved or was deleted, or their meter removed), in words. Empty otherwise.
   */
  consumptionsToClear: z.array(z.string()),
});
export type VoyageDto = z.infer<typeof voyageAnswer>;

/** One line of GET /Vessel/{id}/Voyages and of the departures list. */
export const voyageSummaryAnswer = z.object({
  departureId: z.string(),
  vesselId: z.string(),
  departedAt: z.string(),
  fromPort: portRefAnswer.nullable(),
  arrivedAt: z.string().nullable(),
  toPort: portRefAnswer.nullable(),
  endedAt: z.string().nullable(),
  voyage: voyageDetailsAnswer.nullable(),
  source: z.enum(EVENT_SOURCES),
  isConfirmed: z.boolean(),
  eventCount: z.number().int(),
});
export type VoyageSummaryDto = z.infer<typeof voyageSummaryAnswer>;

/** One domain event of a voyage for auditors. */
export const voyageAuditEntryAnswer = z.object({
  position: z.number().int(),
  version: z.number().int(),
  type: z.string(),
  /** The event's data as stored (its shape is the event type's). */
  data: z.unknown(),
  recordedAt: z.string(),
  userId: z.string(),
  userName: z.string().nullable(),
});
export type VoyageAuditEntryDto = z.infer<typeof voyageAuditEntryAnswer>;

export const cargoDetailDtoAnswer = cargoDetailAnswer.extend({ vesselEventId: z.string() });
export type CargoDetailDto = z.infer<typeof cargoDetailDtoAnswer>;

/** A date and time (ISO 8601, UTC without a zone); answered normalised to UTC with milliseconds. */
export const isoDateTime = (field: string, message: string = VOYAGE_MESSAGES.invalidTimestamp) =>
  isoDate(field, { time: "required", message });

export const voyageInformationSchema = z.object({
  name: z
    .string({ error: VOYAGE_MESSAGES.voyageInformationRequired })
    .trim()
    .min(1, { error: VOYAGE_MESSAGES.voyageInformationRequired })
    .max(TEXT_LIMITS.name, { error: `The voyage name can be at most ${TEXT_LIMITS.name} characters.` }),
  type: z.enum(VOYAGE_TYPES, { error: "The voyage type must be Laden or Ballast." }),
  isNonCommercial: z.boolean().default(false),
});

export const portSchema = z.object({
  name: z
    .string({ error: VOYAGE_MESSAGES.portRequired })
    .trim()
    .min(1, { error: VOYAGE_MESSAGES.portRequired })
    .max(TEXT_LIMITS.name, { error: `The port name can be at most ${TEXT_LIMITS.name} characters.` }),
  loCode: z
    .string({ error: "Choose the port from the list of found ports." })
    .trim()
    .regex(/^[A-Za-z]{2}\s?[A-Za-z0-9]{3}$/, { error: "Choose the port from the list of found ports." })
    .transform((v) => v.replace(/\s/g, "").toUpperCase()),
});

export const geoPointSchema = z.object({
  latitude: z
    .number({ error: "The latitude must be a number." })
    .min(-90, { error: "The latitude must be between -90 and 90." })
    .max(90, { error: "The latitude must be between -90 and 90." }),
  longitude: z
    .number({ error: "The longitude must be a number." })
    .min(-180, { error: "The longitude must be between -180 and 180." })
    .max(180, { error: "The longitude must be between -180 and 180." }),
});

const eventType = z.enum(EVENT_TYPES, { error: `The event type must be one of ${EVENT_TYPES.join(", ")}.` });

/** POST /EmissionReportVesselEvents */
export const createVesselEventRequest = z.object({
  vesselId: uuidId("vesselId"),
  timestamp: isoDateTime("timestamp"),
  type: eventType,
  source: z.enum(EVENT_SOURCES).default("Office"),
  voyage: voyageInformationSchema.nullish(),
  port: portSchema.nullish(),
  location: geoPointSchema.nullish(),
});
export type CreateVesselEventRequest = z.infer<typeof createVesselEventRequest>;

/**
 * PUT /EmissionReportVesselEvents/{id}: the event with what changed. Fields left out (or equal to the
 * stored ones) stay as they are; `isConfirmed` confirms or unconfirms.
 */
export const updateVesselEventRequest = z.object({
  version: z.number({ error: "version is required" }).int({ error: "version must be a whole number" }),
  isConfirmed: z.boolean().optional(),
  timestamp: isoDateTime("timestamp").optional(),
  voyage: voyageInformationSchema.nullish(),
  port: portSchema.nullish(),
  location: geoPointSchema.nullish(),
});
export type UpdateVesselEventRequest = z.infer<typeof updateVesselEventRequest>;

/**
 * PUT /EmissionReportVesselEvents/{id}/Distance: the manual distance by GPS in nm (null clears it), a
 * JSON number or a typed one by the one number rule (domain/shared/numberInput): "1500,5" is 1500.5,
 * the ambiguous "1,500" is refused naming both readings (never stored as 1.5 nm).
 */
export const distanceRequest = z.object({
  version: z.number().int().optional(),
  manualDistanceByGPS: z
    .unknown()
    .refine((v) => v !== undefined, { error: "The distance must be a number of nautical miles." })
    .transform((v, ctx): number | null => {
      if (v === null) return null;
      const reading = nonNegativeNumber(v, "The distance");
      if (reading === null || !reading.ok) {
        ctx.addIssue({
          code: "custom",
          message: reading?.message ?? "The distance must be a number of nautical miles.",
        });
        return z.NEVER;
      }
      if (reading.value > 100_000) {
        ctx.addIssue({ code: "custom", message: "The distance is too large." });
        return z.NEVER;
      }
      return reading.value;
    }),
});
export type DistanceRequest = z.infer<typeof distanceRequest>;

/**
 * POST /VesselEventCargoDetails. `cargoCarried` is read by the one number rule (domain/shared/numberInput):
 * "52 000" is 52000, a negative or unreadable value is refused with a message naming it (never stored as
 * 0 or truncated), and an empty value (null or blank) deletes the record (spec 2 §4).
 */
export const cargoDetailRequest = z.object({
  vesselEventId: uuidId("vesselEventId"),
  cargoUnitId: wholeNumber("cargoUnitId must be a whole number"),
  cargoCarried: z
    .unknown()
    .optional()
    .transform((v, ctx): number | null => {
      const reading = nonNegativeNumber(v, "The cargo carried");
      if (reading === null) return null;
      if (!reading.ok) {
        ctx.addIssue({ code: "custom", message: `The cargo carried: ${reading.message}` });
        return z.NEVER;
      }
      return reading.value;
    }),
});
export type CargoDetailRequest = z.infer<typeof cargoDetailRequest>;
