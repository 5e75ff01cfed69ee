import { z } from "zod";
import { isoDate } from "../shared/dates.js";
import type { Aggregate } from "../shared/decider.js";
import { ConflictError, ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { isEmpty, optionalText, toNumber } from "../shared/fields.js";
import { TEXT_LIMITS } from "../shared/limits.js";

/**
 * What MEPC.335(76) asks the master to write on the record page of the Onboard Management Manual for
 * each use of the power reserve, beside the ship's particulars (type, IMO number, size, limited and
 * unlimited power), which the report takes from the vessel. Positions in decimal degrees, times ISO UTC.
 */
export interface BreachRecord {
  /** Why the reserve was used (securing the ship's safety or saving life at sea). */
  reason: string;
  /** Beaufort number 0–12. */
  beaufort: number | null;
  /** Significant wave height, m. */
  waveHeight: number | null;
  /** When and where the reserve was used. */
  useTime: string | null;
  useLatitude: number | null;
  useLongitude: number | null;
  /** When and where the limitation was reactivated. */
  reactivationTime: string | null;
  reactivationLatitude: number | null;
  reactivationLongitude: number | null;
  /** The record of the verification (who verified the limitation was restored, how). */
  verification: string;
  /** The flag Administration (or the RO) and the next port's port state were notified. */
  administrationNotified: boolean;
  portStateNotified: boolean;
}

export const EMPTY_BREACH_RECORD: BreachRecord = {
  reason: "",
  beaufort: null,
  waveHeight: null,
  useTime: null,
  useLatitude: null,
  useLongitude: null,
  reactivationTime: null,
  reactivationLatitude: null,
  reactivationLongitude: null,
  verification: "",
  administrationNotified: false,
  portStateNotified: false,
};

export const RECORD_LABELS: Record<keyof BreachRecord, string> = {
  reason: "Reason for using the power reserve",
  beaufort: "Beaufort number",
  waveHeight: "Wave height (m)",
  useTime: "Time the power reserve was used (UTC)",
  useLatitude: "Latitude where the power reserve was used",
  useLongitude: "Longitude where the power reserve was used",
  reactivationTime: "Time the limitation was reactivated (UTC)",
  reactivationLatitude: "Latitude where the limitation was reactivated",
  reactivationLongitude: "Longitude where the limitation was reactivated",
  verification: "Record of the verification",
  administrationNotified: "Flag Administration (or RO) notified",
  portStateNotified: "Port state of the next port notified",
};

const boundedNumber = (label: string, min: number, max: number, integer = false) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): number | null => {
      if (isEmpty(value)) return null;
      const n = toNumber(value);
      const ok = Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n));
      if (!ok) {
        ctx.addIssue({
          code: "custom",
          message: `The ${label} must be ${integer ? "a whole number" : "a number"} from ${min} to ${max}.`,
        });
        return z.NEVER;
      }
      return n;
    });

const optionalTime = (field: string) =>
  isoDate(field, { time: "required" })
    .nullish()
    .transform((v) => v ?? null);
const flag = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): boolean => {
      if (value === undefined || value === null) return false;
      if (typeof value !== "boolean") {
        ctx.addIssue({ code: "custom", message: `${label} must be true or false.` });
        return z.NEVER;
      }
      return value;
    });

/** PUT /Shapoli/Breaches/Record: the breach (vessel and start) and its record. */
export const breachRecordRequest = z.object({
  vesselId: z.string().max(100),
  breachStartDate: isoDate("breachStartDate", { time: "required" }),
  reason: optionalText("reason", TEXT_LIMITS.notes),
  beaufort: boundedNumber("Beaufort number", 0, 12, true),
  waveHeight: boundedNumber("wave height", 0, 30),
  useTime: optionalTime("useTime"),
  useLatitude: boundedNumber("latitude where the power reserve was used", -90, 90),
  useLongitude: boundedNumber("longitude where the power reserve was used", -180, 180),
  reactivationTime: optionalTime("reactivationTime"),
  reactivationLatitude: boundedNumber("latitude where the limitation was reactivated", -90, 90),
  reactivationLongitude: boundedNumber("longitude where the limitation was reactivated", -180, 180),
  verification: optionalText("verification record", TEXT_LIMITS.notes),
  administrationNotified: flag("administrationNotified"),
  portStateNotified: flag("portStateNotified"),
  /** The record's version the editor saw; 409 when someone saved it meanwhile. */
  version: z.number().int().min(0).nullish(),
});
export type BreachRecordRequest = z.infer<typeof breachRecordRequest>;

export const RECORD_MESSAGES = {
  reactivationBeforeUse:
    "The time the limitation was reactivated must not be before the time the power reserve was used.",
  changed: "This breach record was changed by someone else in the meantime. Reload it and try again.",
} as const;

export type ShapoliBreachRecordSaved = DomainEvent<
  "ShapoliBreachRecordSaved",
  BreachRecord & { vesselId: string; breachStart: string }
>;
export type ShapoliEvent = ShapoliBreachRecordSaved;

export interface ShapoliRecordsState {
  /** breach start (ISO) → how many times its record was saved (its version). */
  versions: Record<string, number>;
}

/** One stream per vessel: the MEPC.335(76) records of its breaches. */
export const shapoliRecordsAggregate: Aggregate<ShapoliRecordsState, ShapoliEvent> = {
  streamName: (vesselId) => `shapoli-${vesselId}`,
  initialState: { versions: {} },
  evolve(state, event) {
    const key = event.data.breachStart;
    return {
      versions: {
        ...state.versions,
        [key]: (Object.hasOwn(state.versions, key) ? state.versions[key]! : 0) + 1,
      },
    };
  },
};

/** Saves a breach's record; `expectedVersion` (the record's version as read) makes a stale edit a 409. */
export function saveBreachRecord(
  state: ShapoliRecordsState,
  command: { vesselId: string; breachStart: string; record: BreachRecord; expectedVersion?: number },
): ShapoliEvent[] {
  const current = Object.hasOwn(state.versions, command.breachStart)
    ? state.versions[command.breachStart]!
    : 0;
  if (command.expectedVersion !== undefined && command.expectedVersion !== current)
    throw new ConflictError(RECORD_MESSAGES.changed);
  const { record } = command;
  if (record.useTime && record.reactivationTime && record.reactivationTime < record.useTime)
    throw new ValidationError(RECORD_MESSAGES.reactivationBeforeUse);
  return [
    {
      type: "ShapoliBreachRecordSaved",
      data: { vesselId: command.vesselId, breachStart: command.breachStart, ...record },
    },
  ];
}
