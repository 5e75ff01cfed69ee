import { z } from "zod";
import type { LongTrendConfigured } from "../longTrends/config.js";
import { isoDate } from "../shared/dates.js";
import type { Aggregate } from "../shared/decider.js";
import { NotFoundError, ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { optionalText } from "../shared/fields.js";
import { TEXT_LIMITS } from "../shared/limits.js";
import { type HullPerformanceSettings, hullPerformanceSettingsSchema } from "./reference.js";

/**
 * A vessel's hull-performance record, one event stream per vessel (`hullPerformance-<vesselId>`):
 * ISO 19030 events (dry docking, propeller polishing, hull cleaning, new coating), the maintenance
 * trigger value, the hull-performance settings (speed-power reference, breadth, wind coefficient) and
 * the long-trend configuration (domain/longTrends/config.ts).
 */
export const ISO19030_EVENT_TYPES = [
  "DryDocking",
  "PropellerPolishing",
  "HullCleaning",
  "NewCoating",
] as const;
export type Iso19030EventType = (typeof ISO19030_EVENT_TYPES)[number];
export const ISO19030_EVENT_LABELS: Record<Iso19030EventType, string> = {
  DryDocking: "Dry docking",
  PropellerPolishing: "Propeller polishing",
  HullCleaning: "Hull cleaning",
  NewCoating: "New coating",
};
/** Events that start a new period of the hull (speed-loss trend, fouling loss). */
export const RESETTING_EVENTS: ReadonlySet<Iso19030EventType> = new Set([
  "DryDocking",
  "HullCleaning",
  "NewCoating",
]);

export const ISO19030_MESSAGES = {
  triggerValue: "Invalid triggerValue: must be a number or null",
  eventType: `eventType must be one of ${ISO19030_EVENT_TYPES.join(", ")}.`,
  endBeforeStart: "endTime must not be before startTime.",
  notFound: "No ISO 19030 event with this id for a vessel you can see.",
  tooMany: "A vessel can hold at most 500 ISO 19030 events.",
  nothingToChange: "Give at least one of eventType, startTime, endTime, description.",
} as const;

const eventType = z.enum(ISO19030_EVENT_TYPES, { message: ISO19030_MESSAGES.eventType });

/** POST /Iso19030Events. */
export const iso19030EventRequest = z.object({
  vesselId: z.string().max(100),
  eventType,
  startTime: isoDate("startTime"),
  /** Defaults to startTime (a one-day event). */
  endTime: isoDate("endTime").nullish(),
  description: optionalText("description", TEXT_LIMITS.notes),
});

/** PATCH /Iso19030Events/{id}: the fields to change. */
export const iso19030EventPatch = z.object({
  eventType: eventType.optional(),
  startTime: isoDate("startTime").optional(),
  endTime: isoDate("endTime").optional(),
  description: optionalText("description", TEXT_LIMITS.notes).optional(),
});

/** POST /Iso19030/TriggerValue/{vesselId}: `{ triggerValue: number | null }`. */
export const triggerValueRequest = z.object(
  {
    triggerValue: z.union([z.number().finite().min(-100).max(100), z.null()], {
      message: ISO19030_MESSAGES.triggerValue,
    }),
  },
  { message: ISO19030_MESSAGES.triggerValue },
);

/** Bounds of a certified speed-log factor: a log further off than 20 % is broken, not calibrated. */
export const CERTIFIED_FACTOR_RANGE = [0.8, 1.2] as const;
export const SPEED_LOG_MESSAGES = {
  factor: `factor must be a number from ${CERTIFIED_FACTOR_RANGE[0]} to ${CERTIFIED_FACTOR_RANGE[1]}: what the logged speed through water is multiplied by.`,
  duplicate: "Two certified calibrations have the same validFrom date; give each date once.",
  tooMany: "At most 50 certified speed-log calibrations.",
} as const;

/**
 * PUT /Fouling/SpeedLogCalibration/{vesselId}: the vessel's certified speed-log calibrations (replacing the
 * list). Each applies from `validFrom` until the next dry docking, hull cleaning, new coating or calibration.
 */
export const speedLogCalibrationsRequest = z
  .object({
    calibrations: z
      .array(
        z.object({
          validFrom: isoDate("validFrom"),
          factor: z
            .number({ message: SPEED_LOG_MESSAGES.factor })
            .finite({ message: SPEED_LOG_MESSAGES.factor })
            .min(CERTIFIED_FACTOR_RANGE[0], { message: SPEED_LOG_MESSAGES.factor })
            .max(CERTIFIED_FACTOR_RANGE[1], { message: SPEED_LOG_MESSAGES.factor }),
          certificate: optionalText("certificate", TEXT_LIMITS.notes),
        }),
      )
      .max(50, { message: SPEED_LOG_MESSAGES.tooMany }),
  })
  .refine((b) => new Set(b.calibrations.map((c) => Date.parse(c.validFrom))).size === b.calibrations.length, {
    message: SPEED_LOG_MESSAGES.duplicate,
  });
export type CertifiedSpeedLogCalibration = z.infer<
  typeof speedLogCalibrationsRequest
>["calibrations"][number];

export interface Iso19030EventFields {
  eventType: Iso19030EventType;
  startTime: string;
  endTime: string;
  description: string;
}

export type Iso19030EventRecorded = DomainEvent<
  "Iso19030EventRecorded",
  Iso19030EventFields & { vesselId: string; eventId: string }
>;
export type Iso19030EventChanged = DomainEvent<
  "Iso19030EventChanged",
  Partial<Iso19030EventFields> & { vesselId: string; eventId: string }
>;
export type Iso19030EventDeleted = DomainEvent<"Iso19030EventDeleted", { vesselId: string; eventId: string }>;
export type Iso19030TriggerValueSet = DomainEvent<
  "Iso19030TriggerValueSet",
  { vesselId: string; triggerValue: number | null }
>;
export type HullPerformanceSettingsSet = DomainEvent<
  "HullPerformanceSettingsSet",
  { vesselId: string; settings: HullPerformanceSettings }
>;
export type SpeedLogCalibrationsSet = DomainEvent<
  "SpeedLogCalibrationsSet",
  { vesselId: string; calibrations: CertifiedSpeedLogCalibration[] }
>;
export type HullPerformanceEvent =
  | SpeedLogCalibrationsSet
  | Iso19030EventRecorded
  | Iso19030EventChanged
  | Iso19030EventDeleted
  | Iso19030TriggerValueSet
  | HullPerformanceSettingsSet
  | LongTrendConfigured;

export interface HullPerformanceState {
  /** eventId → the event's current fields (deleted ones removed). */
  events: Record<string, Iso19030EventFields>;
}

export const hullPerformanceAggregate: Aggregate<HullPerformanceState, HullPerformanceEvent> = {
  streamName: (vesselId) => `hullPerformance-${vesselId}`,
  initialState: { events: {} },
  evolve(state, event) {
    switch (event.type) {
      case "Iso19030EventRecorded": {
        const { vesselId: _v, eventId, ...fields } = event.data;
        return { events: { ...state.events, [eventId]: fields } };
      }
      case "Iso19030EventChanged": {
        const { vesselId: _v, eventId, ...fields } = event.data;
        const current = state.events[eventId];
        return current ? { events: { ...state.events, [eventId]: { ...current, ...fields } } } : state;
      }
      case "Iso19030EventDeleted": {
        const { [event.data.eventId]: _gone, ...rest } = state.events;
        return { events: rest };
      }
      default:
        return state;
    }
  },
};

const MAX_EVENTS = 500;

function checkOrder(fields: Iso19030EventFields): void {
  if (fields.endTime < fields.startTime) throw new ValidationError(ISO19030_MESSAGES.endBeforeStart);
}

export function recordIso19030Event(
  state: HullPerformanceState,
  command: { vesselId: string; eventId: string; fields: Iso19030EventFields },
): HullPerformanceEvent[] {
  if (Object.keys(state.events).length >= MAX_EVENTS) throw new ValidationError(ISO19030_MESSAGES.tooMany);
  checkOrder(command.fields);
  return [
    {
      type: "Iso19030EventRecorded",
      data: { vesselId: command.vesselId, eventId: command.eventId, ...command.fields },
    },
  ];
}

export function changeIso19030Event(
  state: HullPerformanceState,
  command: { vesselId: string; eventId: string; changes: Partial<Iso19030EventFields> },
): HullPerformanceEvent[] {
  const current = Object.hasOwn(state.events, command.eventId) ? state.events[command.eventId] : undefined;
  if (!current) throw new NotFoundError(ISO19030_MESSAGES.notFound);
  const changes = Object.fromEntries(
    Object.entries(command.changes).filter(([, v]) => v !== undefined),
  ) as Partial<Iso19030EventFields>;
  if (Object.keys(changes).length === 0) throw new ValidationError(ISO19030_MESSAGES.nothingToChange);
  checkOrder({ ...current, ...changes });
  return [
    {
      type: "Iso19030EventChanged",
      data: { vesselId: command.vesselId, eventId: command.eventId, ...changes },
    },
  ];
}

export function deleteIso19030Event(
  state: HullPerformanceState,
  command: { vesselId: string; eventId: string },
): HullPerformanceEvent[] {
  if (!Object.hasOwn(state.events, command.eventId)) throw new NotFoundError(ISO19030_MESSAGES.notFound);
  return [{ type: "Iso19030EventDeleted", data: command }];
}

export function setTriggerValue(
  _state: HullPerformanceState,
  command: { vesselId: string; triggerValue: number | null },
): HullPerformanceEvent[] {
  return [{ type: "Iso19030TriggerValueSet", data: command }];
}

export function setHullPerformanceSettings(
  _state: HullPerformanceState,
  command: { vesselId: string; settings: unknown },
): HullPerformanceEvent[] {
  const parsed = hullPerformanceSettingsSchema.safeParse(command.settings);
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? "Invalid settings.");
  return [
    { type: "HullPerformanceSettingsSet", data: { vesselId: command.vesselId, settings: parsed.data } },
  ];
}

export function setSpeedLogCalibrations(
  _state: HullPerformanceState,
  command: { vesselId: string; calibrations: CertifiedSpeedLogCalibration[] },
): HullPerformanceEvent[] {
  const sorted = [...command.calibrations].sort((a, b) => Date.parse(a.validFrom) - Date.parse(b.validFrom));
  return [{ type: "SpeedLogCalibrationsSet", data: { vesselId: command.vesselId, calibrations: sorted } }];
}

/** Times that start a new hull period: the ends of the resetting events. */
export const periodStartsOf = (events: readonly Iso19030EventView[]): number[] =>
  events.filter((e) => RESETTING_EVENTS.has(e.eventType)).map((e) => e.endTime);

/**
 * Events after which the speed log may read differently: the ship out of the water, where the log is
 * serviced. A hull cleaning by divers or a propeller polishing changes the hull, not the log, so the
 * calibration runs on across them: SOG/STW measures the log and the current, never the hull, and a factor
 * estimated anew after a cleaning takes the season's current into the cleaning's step (docs/fouling.md
 * "Event impact").
 */
export const LOG_SERVICING_EVENTS: ReadonlySet<Iso19030EventType> = new Set(["DryDocking", "NewCoating"]);

/** Times that start a new speed-log calibration period: the ends of the log-servicing events. */
export const calibrationStartsOf = (
  events: readonly Pick<Iso19030EventView, "eventType" | "endTime">[],
): number[] => events.filter((e) => LOG_SERVICING_EVENTS.has(e.eventType)).map((e) => e.endTime);

/** An ISO 19030 event as the analysis reads it (times in ms). */
export interface Iso19030EventView {
  id: string;
  vesselId: string;
  eventType: Iso19030EventType;
  startTime: number;
  endTime: number;
  description: string;
}
