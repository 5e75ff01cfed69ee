import { z } from "zod";
import { logVariableAnswer } from "../logdata/answers.js";

/** The answers of the shaft power limitation calls (docs/shapoli.md): times ISO 8601 UTC, power kW. */

const position = z.object({ latitude: z.number(), longitude: z.number(), timestamp: z.string() });
export type PositionAnswer = z.infer<typeof position>;

export const limitationAnswer = z.object({ limitedPower: z.number(), unlimitedPower: z.number() });
export type LimitationAnswer = z.infer<typeof limitationAnswer>;

const user = z.object({ userId: z.string(), name: z.string() });

/** A breach's MEPC.335(76) record; empty (version 0, no author) until first saved. */
const savedRecord = z.object({
  reason: z.string(),
  beaufort: z.number().nullable(),
  waveHeight: z.number().nullable(),
  useTime: z.string().nullable(),
  useLatitude: z.number().nullable(),
  useLongitude: z.number().nullable(),
  reactivationTime: z.string().nullable(),
  reactivationLatitude: z.number().nullable(),
  reactivationLongitude: z.number().nullable(),
  verification: z.string(),
  administrationNotified: z.boolean(),
  portStateNotified: z.boolean(),
  version: z.number().int(),
  updatedBy: user.nullable(),
  updatedAt: z.string().nullable(),
});
export type SavedRecordAnswer = z.infer<typeof savedRecord>;

/** A breach: the detected period and its record (GET /Shapoli/Breaches, PUT /Shapoli/Breaches/Record). */
export const breachAnswer = z.object({
  breachStartDate: z.string(),
  breachEndDate: z.string(),
  durationMinutes: z.number().int(),
  peakPower: z.number(),
  peakDate: z.string(),
  meanPower: z.number(),
  samples: z.number().int(),
  bridgedGaps: z.number().int(),
  startPosition: position.nullable(),
  endPosition: position.nullable(),
  record: savedRecord,
});
export type BreachAnswer = z.infer<typeof breachAnswer>;

/** GET /Shapoli/PowerLogVariables: the vessel's shaft power variables, the one breaches are found in marked. */
export const powerLogVariableAnswer = logVariableAnswer.extend({ usedForBreaches: z.boolean() });

/** GET /Shapoli/Breaches: no period, limitation or variable when the vessel is not limited. */
export const breachListAnswer = z.object({
  vesselId: z.string(),
  fromDate: z.string().optional(),
  toDate: z.string().optional(),
  limitation: limitationAnswer.nullable(),
  powerLogVariable: logVariableAnswer.nullable(),
  rules: z.object({ maxGapMs: z.number().int(), minSamples: z.number().int() }),
  breaches: z.array(breachAnswer),
  spikes: z.number().int(),
});
export type BreachListAnswer = z.infer<typeof breachListAnswer>;

/** GET /Breaches/Details: one breach, its readings an hour either side and who saved its record. */
export const breachDetailsAnswer = z.object({
  vesselId: z.string(),
  limitation: limitationAnswer,
  powerLogVariable: logVariableAnswer,
  breach: breachAnswer,
  samples: z.array(z.object({ t: z.string(), v: z.number() })),
  changes: z.array(z.object({ at: z.string(), userId: z.string(), name: z.string() })),
});
export type BreachDetailsAnswer = z.infer<typeof breachDetailsAnswer>;

/** GET /Shapoli/Events, newest first. */
export const shapoliEventAnswer = z.discriminatedUnion("type", [
  z.object({
    timestamp: z.string(),
    type: z.literal("PowerReserveUsed"),
    breachStartDate: z.string(),
    power: z.number(),
    position: position.nullable(),
  }),
  z.object({
    timestamp: z.string(),
    type: z.literal("LimitationReactivated"),
    breachStartDate: z.string(),
    position: position.nullable(),
  }),
  z.object({
    timestamp: z.string(),
    type: z.literal("RecordSaved"),
    breachStartDate: z.string(),
    userId: z.string(),
    userName: z.string(),
  }),
]);
export type ShapoliEventAnswer = z.infer<typeof shapoliEventAnswer>;

/** GET /Shapoli/LogData/Average: the mean shaft power over a period against the limited power. */
export const powerAverageAnswer = z.object({
  vesselId: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  logVariableId: z.number().int(),
  average: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  count: z.number().int(),
  limitedPower: z.number().nullable(),
  unlimitedPower: z.number().nullable(),
  percentOfLimited: z.number().nullable(),
});
