import { z } from "zod";
import { COMPARISONS, CONDITION_KINDS, PERFORMANCE_STATUS_LEVELS, SEVERITIES } from "./conditions.js";

/** The answers of the alert calls (spec 3 §7), shared by the server, the client and the OpenAPI document. */

const severity = z.enum(SEVERITIES);
const limits = z.object({ low: z.number().nullable(), high: z.number().nullable() });
const levelOnly = z.object({ severity });

/** The settings a condition is evaluated by, as stored and answered (one kind's settings set). */
const conditionSettingsAnswer = z.object({
  name: z.string(),
  kind: z.enum(CONDITION_KINDS),
  vesselIds: z.array(z.string()),
  vesselGroupId: z.string().nullable(),
  enabled: z.boolean(),
  threshold: z
    .object({
      variableName: z.string(),
      comparison: z.enum(COMPARISONS),
      warning: limits.nullable(),
      critical: limits.nullable(),
      sustainedMinutes: z.number(),
      hysteresis: z.number(),
    })
    .nullable(),
  noData: z.object({ variableName: z.string().nullable(), hours: z.number(), severity }).nullable(),
  importFailed: levelOnly.nullable(),
  /** Absent in conditions recorded before the kind existed (so are the next two). */
  powerReserve: levelOnly.nullable().optional(),
  maintenanceTrigger: levelOnly.nullable().optional(),
  performanceStatus: z
    .object({ severity, openAt: z.enum(PERFORMANCE_STATUS_LEVELS) })
    .nullable()
    .optional(),
  notifyLateDays: z.number().int().optional(),
});

/** A channel as GET /NotificationChannels answers it (spec 3 §3: email, userId). */
export const channelAnswer = z.object({
  id: z.string(),
  conditionId: z.string(),
  conditionName: z.string(),
  /** The address mails go to: the user's e-mail for user channels. */
  email: z.string().nullable(),
  userId: z.string().nullable(),
});

/** A notification condition as GET /NotificationConditions/Find answers it (and create and replace). */
export const conditionAnswer = conditionSettingsAnswer.extend({
  id: z.string(),
  companyId: z.string(),
  /** The vessels it is evaluated for now (the group's members when it targets a group), by name. */
  targetVessels: z.array(z.object({ id: z.string(), name: z.string() })),
  channels: z.array(channelAnswer),
  /** Open incidents of this condition the caller sees, and the most severe of them. */
  openIncidents: z.number().int(),
  worstOpenSeverity: severity.nullable(),
  /** Data time of the newest incident opening, or null. */
  lastIncidentAt: z.string().nullable(),
  /** The watched variable's unit on the first target vessel that has it ("kW" for power reserve; "" else). */
  unit: z.string(),
});

export const INCIDENT_CLOSE_REASONS = [
  "Cleared",
  "EndOfLateData",
  "ConditionChanged",
  "ConditionDeleted",
] as const;

/** An incident as GET /Incidents/Find answers it and the `alerts` channel pushes it (spec 3 §3 fields first). */
export const incidentAnswer = z.object({
  id: z.string(),
  severity,
  vesselId: z.string(),
  vesselName: z.string(),
  conditionId: z.string(),
  conditionName: z.string(),
  conditionTargetKey: z.string(),
  conditionDetails: z.string(),
  kind: z.enum(CONDITION_KINDS),
  acknowledged: z.boolean(),
  acknowledgedBy: z.object({ userId: z.string(), at: z.string() }).nullable(),
  isOpen: z.boolean(),
  openVesselEvent: z.object({ timestamp: z.string() }),
  closeVesselEvent: z.object({ timestamp: z.string(), reason: z.enum(INCIDENT_CLOSE_REASONS) }).nullable(),
  value: z.number().nullable(),
  /** The value furthest beyond the limit while it was open (threshold kinds, once closed), else null. */
  peak: z.number().nullable(),
  /** The unit of `value` and `peak` on the vessel ("" when none). */
  unit: z.string(),
  /** Opened and closed before anyone saw it open (`IncidentOccurredAndCleared`), else null. */
  occurredAndCleared: z
    .object({ announced: z.boolean(), notifyLateDays: z.number().int(), at: z.string() })
    .nullable(),
});

/** GET /Incidents/Find. */
export const incidentPageAnswer = z.object({
  items: z.array(incidentAnswer),
  total: z.number().int(),
  /** Open and not acknowledged, among the incidents the caller sees. */
  unacknowledgedOpen: z.number().int(),
  /** Unread (`isUnreadIncident`) among the incidents the caller sees: the bell's number. */
  unread: z.number().int(),
});

/** POST /Incidents: how many were acknowledged (and a message when none could be). */
export const acknowledgedAnswer = z.object({
  acknowledged: z.number().int(),
  message: z.string().optional(),
});
