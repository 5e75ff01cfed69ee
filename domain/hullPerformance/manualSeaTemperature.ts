import { z } from "zod";
import { readDate } from "../shared/dates.js";
import type { Aggregate } from "../shared/decider.js";
import { ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import type { SeaTemperatureEntry } from "./seaTemperature.js";

/**
 * The sea surface temperature update (spec 3 §8 "Failed to update sea surface temperature"; the path is
 * ours, docs/fouling.md "Sea surface temperature"): entries of the SST map entered by hand — readings
 * from noon reports or satellite data for a vessel without a water temperature sensor, or a correction
 * of a wrong one. The body mirrors the map the GET answers, keyed by timestamp; each key stands for the
 * 6-hour bucket it falls in, whose entry the manual one replaces; null removes the manual entry of that
 * bucket. Event-sourced per vessel (`seaTemperature-<vesselId>`, SeaSurfaceTemperatureUpdated).
 */

export const SST_BUCKET_MS = 6 * 3_600_000;
/** Entries one call may send. */
export const SST_MAX_ENTRIES = 500;
/** Sea water freezes near −1.9 °C; the warmest open seas stay below 35 °C. */
export const SST_RANGE = { min: -3, max: 40 } as const;

export const SEA_TEMPERATURE_MESSAGES = {
  entries: `entries must be a map of 1 to ${SST_MAX_ENTRIES} timestamps, each an entry {seaSurfaceTemperature, latitude, longitude, shipSpeed?, timeSpent?} or null.`,
  timestamp: (key: string) =>
    `entries: "${key.slice(0, 40)}" is not a date and time (ISO 8601, e.g. 2026-05-01T06:00:00Z).`,
  future: "entries: a sea surface temperature may not be entered for the future.",
  temperature: `seaSurfaceTemperature must be a number from ${SST_RANGE.min} to ${SST_RANGE.max} °C.`,
  latitude: "latitude must be a number from -90 to 90.",
  longitude: "longitude must be a number from -180 to 180.",
  shipSpeed: "shipSpeed must be a number from 0 to 40 knots, or null.",
  timeSpent: "timeSpent must be a number of hours above 0 and at most 6.",
} as const;

const number = (message: string, min: number, max: number) =>
  z.number({ message }).min(min, message).max(max, message);

const manualEntry = z.object({
  seaSurfaceTemperature: number(SEA_TEMPERATURE_MESSAGES.temperature, SST_RANGE.min, SST_RANGE.max),
  latitude: number(SEA_TEMPERATURE_MESSAGES.latitude, -90, 90),
  longitude: number(SEA_TEMPERATURE_MESSAGES.longitude, -180, 180),
  shipSpeed: number(SEA_TEMPERATURE_MESSAGES.shipSpeed, 0, 40).nullish(),
  timeSpent: z
    .number({ message: SEA_TEMPERATURE_MESSAGES.timeSpent })
    .gt(0, SEA_TEMPERATURE_MESSAGES.timeSpent)
    .max(6, SEA_TEMPERATURE_MESSAGES.timeSpent)
    .optional(),
});

/** PUT /Fouling/SeaSurfaceTemperature/{vesselId}. */
export const seaTemperatureUpdateRequest = z.object({
  entries: z
    .record(z.string().max(40), manualEntry.nullable(), { message: SEA_TEMPERATURE_MESSAGES.entries })
    .refine((e) => {
      const n = Object.keys(e).length;
      return n >= 1 && n <= SST_MAX_ENTRIES;
    }, SEA_TEMPERATURE_MESSAGES.entries),
});

export interface ManualSeaTemperature {
  seaSurfaceTemperature: number;
  latitude: number;
  longitude: number;
  shipSpeed: number | null;
  /** Hours the reading stands for in its bucket (6 unless given). */
  timeSpent: number;
}

export type SeaSurfaceTemperatureUpdated = DomainEvent<
  "SeaSurfaceTemperatureUpdated",
  { vesselId: string; entries: Record<string, ManualSeaTemperature | null> }
>;

export interface SeaTemperatureState {
  /** Bucket start (ISO) → the manual entry. */
  entries: Record<string, ManualSeaTemperature>;
}

export function withUpdates(
  entries: Readonly<Record<string, ManualSeaTemperature>>,
  updates: Readonly<Record<string, ManualSeaTemperature | null>>,
): Record<string, ManualSeaTemperature> {
  const out = { ...entries };
  for (const [key, entry] of Object.entries(updates)) {
    if (entry) out[key] = entry;
    else delete out[key];
  }
  return out;
}

export const seaTemperatureAggregate: Aggregate<SeaTemperatureState, SeaSurfaceTemperatureUpdated> = {
  streamName: (vesselId) => `seaTemperature-${vesselId}`,
  initialState: { entries: {} },
  evolve: (state, event) => ({ entries: withUpdates(state.entries, event.data.entries) }),
};

/** The decision: each key read as a time and moved to its bucket's start; none after `now`. */
export function updateSeaTemperature(
  _state: SeaTemperatureState,
  command: {
    vesselId: string;
    entries: z.infer<typeof seaTemperatureUpdateRequest>["entries"];
    now: number;
  },
): SeaSurfaceTemperatureUpdated[] {
  const entries: Record<string, ManualSeaTemperature | null> = {};
  for (const [key, entry] of Object.entries(command.entries)) {
    const time = readDate(key, "entries", { message: SEA_TEMPERATURE_MESSAGES.timestamp(key) });
    if (!time.ok) throw new ValidationError(time.message);
    if (time.ms > command.now) throw new ValidationError(SEA_TEMPERATURE_MESSAGES.future);
    const bucket = new Date(Math.floor(time.ms / SST_BUCKET_MS) * SST_BUCKET_MS).toISOString();
    entries[bucket] = entry && {
      seaSurfaceTemperature: entry.seaSurfaceTemperature,
      latitude: entry.latitude,
      longitude: entry.longitude,
      shipSpeed: entry.shipSpeed ?? null,
      timeSpent: entry.timeSpent ?? SST_BUCKET_MS / 3_600_000,
    };
  }
  return [{ type: "SeaSurfaceTemperatureUpdated", data: { vesselId: command.vesselId, entries } }];
}

/** The map's entries with the manual ones in place of (or beside) the logged ones of their buckets. */
export function mergeManualEntries(
  logged: Readonly<Record<string, SeaTemperatureEntry>>,
  manual: Readonly<Record<string, ManualSeaTemperature>>,
  from: number,
  to: number,
): { entries: Record<string, SeaTemperatureEntry>; manual: Set<string> } {
  const entries: Record<string, SeaTemperatureEntry> = { ...logged };
  const used = new Set<string>();
  for (const [key, entry] of Object.entries(manual)) {
    const t = Date.parse(key);
    if (t < Math.floor(from / SST_BUCKET_MS) * SST_BUCKET_MS || t >= to) continue;
    entries[key] = { ...entry };
    used.add(key);
  }
  return { entries, manual: used };
}
