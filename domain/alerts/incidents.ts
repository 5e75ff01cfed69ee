import { z } from "zod";
import type { Aggregate } from "../shared/decider.js";
import { NotFoundError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { optionalUuidId } from "../shared/ids.js";
import type { INCIDENT_CLOSE_REASONS, incidentAnswer, incidentPageAnswer } from "./answers.js";
import type { ConditionKind, Severity } from "./conditions.js";
import { severityRank } from "./conditions.js";

/**
 * Incidents (spec 3 §3, §4): one stream per incident, `incident-{id}`. Times in `at`/`openedAt` are the
 * data's times (the point that met the condition), not the import's; `recordedAt` of the metadata says
 * when Keelson learnt of it. The id is derived from condition, target and opening time by the server,
 * so evaluating the same data again finds the same incident instead of opening a second one.
 */

export const INCIDENT_MESSAGES = {
  notFound: "Incident not found.",
  /** Spec 3 §8, answered by POST /Incidents when nothing is left to acknowledge. */
  nothingToAcknowledge: "No unread alerts to acknowledge",
} as const;

export type IncidentOpened = DomainEvent<
  "IncidentOpened",
  {
    incidentId: string;
    companyId: string;
    conditionId: string;
    conditionName: string;
    kind: ConditionKind;
    vesselId: string;
    /** `vesselId` or `vesselId/variable name`: which of the condition's targets this is. */
    conditionTargetKey: string;
    severity: Severity;
    /** Data time the condition was met (ISO). */
    openedAt: string;
    /** What was met, in words ("Exhaust gas temperature above 420 for 10 min: 431.2"). */
    conditionDetails: string;
    /** The value that opened it (null for no-data and import kinds). */
    value: number | null;
    /** The unit of `value` and the peak ("kn"; absent before 2026-11-28). */
    unit?: string;
  }
>;
export type IncidentSeverityRaised = DomainEvent<
  "IncidentSeverityRaised",
  { incidentId: string; severity: Severity; at: string; conditionDetails: string; value: number | null }
>;
export type IncidentAcknowledged = DomainEvent<
  "IncidentAcknowledged",
  { incidentId: string; userId: string; at: string }
>;
export type IncidentClosed = DomainEvent<
  "IncidentClosed",
  {
    incidentId: string;
    /** Data time the condition stopped being met (ISO). */
    at: string;
    reason: IncidentCloseReason;
    /** The value furthest beyond the limit while it was open (threshold kinds; absent before 2026-11-28). */
    peak?: number | null;
  }
>;
/**
 * The incident opened and closed within one evaluation (a package, a backfill): nobody saw it open. It is
 * announced — unread, pushed with a ring, mailed in the condition's digest — unless it ended longer ago
 * than the condition's `notifyLateDays` when it was evaluated (`at`, the clock); then it is only listed.
 * A separate event, so a later re-evaluation of the same data can correct the incident without rewriting it.
 */
export type IncidentOccurredAndCleared = DomainEvent<
  "IncidentOccurredAndCleared",
  { incidentId: string; announced: boolean; notifyLateDays: number; at: string }
>;
/** One mail per incident and level: recorded so that a restart or a re-import never sends it again. */
export type IncidentMailed = DomainEvent<
  "IncidentMailed",
  { incidentId: string; severity: Severity; recipients: string[] }
>;
/**
 * Older data arrived after newer data and the data in time order closes the incident elsewhere (or not
 * yet: `closedAt` null reopens it), at another severity or peak (issue 29, event time). `because` says
 * which data caused it; who and when are the event's metadata, so an auditor replays each correction.
 */
export type IncidentCorrected = DomainEvent<
  "IncidentCorrected",
  {
    incidentId: string;
    closedAt: string | null;
    reason: IncidentCloseReason | null;
    severity: Severity;
    peak: number | null;
    because: string;
  }
>;
/** The data in time order does not raise this incident at all (it came from data seen out of order). */
export type IncidentWithdrawn = DomainEvent<"IncidentWithdrawn", { incidentId: string; because: string }>;
export type IncidentEvent =
  | IncidentCorrected
  | IncidentWithdrawn
  | IncidentOpened
  | IncidentSeverityRaised
  | IncidentAcknowledged
  | IncidentClosed
  | IncidentOccurredAndCleared
  | IncidentMailed;

/**
 * Cleared: the data no longer meets the condition. EndOfLateData: historic data evaluated after newer
 * data (what followed is not known, so it closes at its last point). ConditionChanged, ConditionDeleted.
 */
export type IncidentCloseReason = (typeof INCIDENT_CLOSE_REASONS)[number];

export interface IncidentState {
  exists: boolean;
  isOpen: boolean;
  severity: Severity | null;
  acknowledged: boolean;
  mailed: Severity[];
  occurredAndCleared: boolean;
}

export const incidentAggregate: Aggregate<IncidentState, IncidentEvent> = {
  streamName: (incidentId) => `incident-${incidentId}`,
  initialState: {
    exists: false,
    isOpen: false,
    severity: null,
    acknowledged: false,
    mailed: [],
    occurredAndCleared: false,
  },
  evolve(state, event) {
    switch (event.type) {
      case "IncidentOpened":
        return { ...state, exists: true, isOpen: true, severity: event.data.severity };
      case "IncidentSeverityRaised":
        // A raise unacknowledges: the more severe state asks for a look again.
        return { ...state, severity: event.data.severity, acknowledged: false };
      case "IncidentAcknowledged":
        return { ...state, acknowledged: true };
      case "IncidentClosed":
        return { ...state, isOpen: false };
      case "IncidentOccurredAndCleared":
        return { ...state, occurredAndCleared: true };
      case "IncidentMailed":
        return { ...state, mailed: [...state.mailed, event.data.severity] };
      case "IncidentCorrected":
        return { ...state, isOpen: event.data.closedAt === null, severity: event.data.severity };
      case "IncidentWithdrawn":
        // Gone from the lists; the mails sent stay recorded, so opening it again never mails twice.
        return { ...incidentAggregate.initialState, mailed: state.mailed };
    }
  },
};

/** Opening twice is a no-op (the same data evaluated again). */
export function openIncident(state: IncidentState, command: IncidentOpened["data"]): IncidentEvent[] {
  if (state.exists) return [];
  return [{ type: "IncidentOpened", data: command }];
}

/** Raises only an open incident, and only upwards: the most severe level is kept (spec 3 §4). */
export function raiseIncident(
  state: IncidentState,
  command: IncidentSeverityRaised["data"],
): IncidentEvent[] {
  if (!state.exists || !state.isOpen || !state.severity) return [];
  if (severityRank(command.severity) <= severityRank(state.severity)) return [];
  return [{ type: "IncidentSeverityRaised", data: command }];
}

export function closeIncident(state: IncidentState, command: IncidentClosed["data"]): IncidentEvent[] {
  if (!state.exists || !state.isOpen) return [];
  return [{ type: "IncidentClosed", data: command }];
}

/** Corrects a stored incident to what the data in time order says; the same correction twice is a no-op. */
export function correctIncident(
  state: IncidentState,
  command: IncidentCorrected["data"],
  current: { closedAt: string | null; severity: Severity; peak: number | null },
): IncidentEvent[] {
  if (!state.exists) return [];
  const same =
    current.closedAt === command.closedAt &&
    current.severity === command.severity &&
    current.peak === command.peak;
  return same ? [] : [{ type: "IncidentCorrected", data: command }];
}

export function withdrawIncident(state: IncidentState, command: IncidentWithdrawn["data"]): IncidentEvent[] {
  return state.exists ? [{ type: "IncidentWithdrawn", data: command }] : [];
}

/** A closed incident nobody saw open: announced when it ended within `notifyLateDays` of `now`. */
export function reportOccurredAndCleared(
  state: IncidentState,
  command: { incidentId: string; closedAt: number; now: number; notifyLateDays: number },
): IncidentEvent[] {
  if (!state.exists || state.isOpen || state.occurredAndCleared) return [];
  const { incidentId, closedAt, now, notifyLateDays } = command;
  return [
    {
      type: "IncidentOccurredAndCleared",
      data: {
        incidentId,
        announced: now - closedAt <= notifyLateDays * DAY_MS,
        notifyLateDays,
        at: new Date(now).toISOString(),
      },
    },
  ];
}

const DAY_MS = 86_400_000;

/** Acknowledging an acknowledged incident changes nothing; an unknown one is 404. */
export function acknowledgeIncident(
  state: IncidentState,
  command: { incidentId: string; userId: string; at: string },
): IncidentEvent[] {
  if (!state.exists) throw new NotFoundError(INCIDENT_MESSAGES.notFound);
  if (state.acknowledged) return [];
  return [{ type: "IncidentAcknowledged", data: command }];
}

export function recordIncidentMailed(state: IncidentState, command: IncidentMailed["data"]): IncidentEvent[] {
  if (!state.exists || state.mailed.includes(command.severity) || command.recipients.length === 0) return [];
  return [{ type: "IncidentMailed", data: command }];
}

/** GET /Incidents/Find query. */
export const findIncidentsQuery = z.object({
  isOpen: z
    .enum(["true", "false"], { error: "isOpen must be true or false." })
    .optional()
    .transform((v) => (v === undefined ? null : v === "true")),
  /** Only the unread ones (`isUnreadIncident`); `isOpen` then narrows them further. */
  unread: z
    .enum(["true", "false"], { error: "unread must be true or false." })
    .optional()
    .transform((v) => v === "true"),
  vesselId: optionalUuidId("vessel id"),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, { error: "limit must be a whole number from 1 to 1000." })
    .transform(Number)
    .refine((n) => n >= 1 && n <= 1000, { error: "limit must be a whole number from 1 to 1000." })
    .optional()
    .default(100),
  skip: z
    .string()
    .regex(/^\d{1,7}$/, { error: "skip must be a whole number of at least 0." })
    .transform(Number)
    .optional()
    .default(0),
});
export type FindIncidentsQuery = z.infer<typeof findIncidentsQuery>;

/** An incident as GET /Incidents/Find answers it and the `alerts` channel pushes it (domain/alerts/answers.ts). */
export type IncidentView = z.infer<typeof incidentAnswer>;

/** "2 h 05 min" from opening to closing (to `now` while open). */
export function incidentDurationText(
  i: Pick<IncidentView, "openVesselEvent" | "closeVesselEvent">,
  now = Date.now(),
): string {
  const to = i.closeVesselEvent ? Date.parse(i.closeVesselEvent.timestamp) : now;
  const minutes = Math.max(0, Math.round((to - Date.parse(i.openVesselEvent.timestamp)) / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : `${h} h ${String(m).padStart(2, "0")} min`;
}

/**
 * Why an "occurred and cleared" incident was not announced, in words; null when it was (or was seen open).
 * "Not announced: it ended 10 days before it arrived; this condition announces events up to 7 days late."
 */
export function notAnnouncedReason(
  i: Pick<IncidentView, "occurredAndCleared" | "closeVesselEvent">,
): string | null {
  const o = i.occurredAndCleared;
  if (!o || o.announced || !i.closeVesselEvent) return null;
  const days = Math.floor((Date.parse(o.at) - Date.parse(i.closeVesselEvent.timestamp)) / DAY_MS);
  const late = days === 1 ? "1 day" : `${days} days`;
  const window = o.notifyLateDays === 1 ? "1 day" : `${o.notifyLateDays} days`;
  return `Not announced: it ended ${late} before it arrived; this condition announces events up to ${window} late.`;
}

/**
 * Unread (the bell, the panel, the unread counter and views): not acknowledged, and either open or an
 * announced "occurred and cleared" one. Other closed incidents were seen open (they rang) or were too old
 * to announce.
 */
export const isUnreadIncident = (i: Pick<IncidentView, "acknowledged" | "isOpen" | "occurredAndCleared">) =>
  !i.acknowledged && (i.isOpen || i.occurredAndCleared?.announced === true);

/** GET /Incidents/Find answer. */
export type IncidentPage = z.infer<typeof incidentPageAnswer>;

/** What the `alerts` Socket.IO channel carries, to the rooms of the incident's vessel only. */
export interface AlertLiveMessage {
  kind: "opened" | "raised" | "acknowledged" | "closed" | "corrected" | "withdrawn";
  incident: IncidentView;
  /**
   * True when this change announces the incident: open now and opened or raised by it, or an announced
   * "occurred and cleared" one. The client rings (bell, sound) only then; others arrive with `ring: false`.
   */
  ring: boolean;
}
