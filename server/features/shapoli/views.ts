import type { BreachAnswer, PositionAnswer } from "../../../domain/shapoli/answers.js";
import type { DetectedBreach } from "../../../domain/shapoli/breaches.js";
import { EMPTY_BREACH_RECORD } from "../../../domain/shapoli/records.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { BreachRecordView } from "../../../projections/shapoli/shapoli.js";
import type { AppContext } from "../../context.js";

const iso = (ms: number) => new Date(ms).toISOString();

type Position = PositionAnswer;

/** A breach as the API answers it: the detected period and its MEPC.335(76) record (empty until saved). */
export function breachDto(
  ctx: AppContext,
  vesselId: string,
  breach: DetectedBreach,
  positions: { start: Position | null; end: Position | null },
): BreachAnswer {
  const breachStartDate = iso(breach.start);
  const saved = recordOf(ctx, vesselId, breachStartDate);
  return {
    breachStartDate,
    breachEndDate: iso(breach.end),
    durationMinutes: Math.round(breach.durationMs / 60_000),
    peakPower: breach.peakPower,
    peakDate: iso(breach.peakAt),
    meanPower: Math.round(breach.meanPower * 10) / 10,
    samples: breach.samples,
    bridgedGaps: breach.bridgedGaps,
    startPosition: positions.start,
    endPosition: positions.end,
    record: saved
      ? recordDto(ctx, saved)
      : { ...EMPTY_BREACH_RECORD, version: 0, updatedBy: null, updatedAt: null },
  };
}
export type BreachDto = BreachAnswer;

export const recordOf = (
  ctx: AppContext,
  vesselId: string,
  breachStartDate: string,
): BreachRecordView | undefined =>
  entryOf(entryOf(ctx.readModels.state("shapoli").records, vesselId) ?? {}, breachStartDate);

export function recordDto(ctx: AppContext, record: BreachRecordView) {
  const { breachStart: _, updatedBy, ...rest } = record;
  return { ...rest, updatedBy: { userId: updatedBy, name: nameOf(ctx, updatedBy) } };
}

/** A user's name as people read it: "the system" for the server's own work, the id when unknown. */
export const nameOf = (ctx: AppContext, userId: string): string =>
  userId === "system" ? "the system" : (entryOf(ctx.readModels.state("users").byId, userId)?.name ?? userId);
