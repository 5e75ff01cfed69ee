import { z } from "zod";
import type { Aggregate } from "../shared/decider.js";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { requiredText } from "../shared/fields.js";
import { optionalUuidId, uuidId } from "../shared/ids.js";
import { TEXT_LIMITS } from "../shared/limits.js";
import { isEmail } from "../shared/text.js";
import type { channelAnswer, conditionAnswer } from "./answers.js";

/**
 * Notification conditions (spec 3 §3, §7, §8; issue 12). A condition belongs to a company and
 * targets vessels (a list, or a vessel group). Kinds:
 * - Threshold: a log variable (by name, so one condition fits every targeted vessel) above, below or
 *   outside a range, sustained for a duration, at Warning and optionally Critical, with a hysteresis
 *   band the value must leave before the breach counts as over.
 * - NoData: no data at all (any variable), or one chosen variable, silent for N hours.
 * - ImportFailed: an import of the vessel's package failed (closed by its next successful import).
 * - PowerReserveUsed: the shaft power is above the vessel's limited power (EEXI ShaPoLi, MEPC.335(76)).
 * - MaintenanceTrigger: the ISO 19030 maintenance trigger indicator fires (the loss of performance of the
 *   last three months against the year after the latest dry docking reaches the vessel's trigger value).
 * - PerformanceStatus: the vessel's overall performance status (long trends, spec 3 §3) turns Observe or
 *   Not ok, as recomputed from its stored days after each import (docs/alerts.md, issue 12).
 */

export const SEVERITIES = ["Warning", "Critical"] as const;
export type Severity = (typeof SEVERITIES)[number];
/** Higher is more severe. */
export const severityRank = (severity: Severity): number => (severity === "Critical" ? 2 : 1);

export const CONDITION_KINDS = [
  "Threshold",
  "NoData",
  "ImportFailed",
  "PowerReserveUsed",
  "MaintenanceTrigger",
  "PerformanceStatus",
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];
/** Kinds the product names that wait for other modules; the API refuses them with this reason. None now. */
export const HIDDEN_CONDITION_KINDS: Readonly<Record<string, string>> = {};

export const COMPARISONS = ["Above", "Below", "Outside"] as const;
export type Comparison = (typeof COMPARISONS)[number];

export const ALERT_LIMITS = {
  vesselsPerCondition: 200,
  channelsPerCondition: 20,
  /** Longest "sustained for" (7 days), in minutes. */
  sustainedMinutes: 10_080,
  /** Longest no-data window (30 days), in hours. */
  noDataHours: 720,
  variableName: 200,
  conditionsPerCompany: 500,
  /** Longest "announce late events up to" window, in days. */
  notifyLateDays: 365,
} as const;

/**
 * An incident that opened and closed before anyone saw it (a package, a backfill) is announced when it
 * ended at most this many days before it was evaluated, unless the condition says otherwise.
 */
export const DEFAULT_NOTIFY_LATE_DAYS = 7;

export const notifyLateDaysOf = (c: Pick<ConditionSettings, "notifyLateDays">): number =>
  c.notifyLateDays ?? DEFAULT_NOTIFY_LATE_DAYS;

export const ALERT_MESSAGES = {
  nameRequired: "Name is required.",
  kindInvalid: `Kind must be one of ${CONDITION_KINDS.join(", ")}.`,
  targetRequired: "Choose at least one vessel or a vessel group.",
  targetBoth: "Choose vessels or a vessel group, not both.",
  tooManyVessels: `A condition may target at most ${ALERT_LIMITS.vesselsPerCondition} vessels.`,
  thresholdRequired: "A threshold condition needs its threshold settings.",
  noDataRequired: "A no-data condition needs its no-data settings.",
  variableRequired: "Choose the log variable.",
  levelRequired: "Set a Warning or a Critical limit.",
  limitMissing: (level: Severity, comparison: Comparison) =>
    comparison === "Above"
      ? `The ${level} level needs an upper limit.`
      : comparison === "Below"
        ? `The ${level} level needs a lower limit.`
        : `The ${level} level needs a lower and an upper limit.`,
  rangeOrder: (level: Severity) => `The ${level} lower limit must be below its upper limit.`,
  criticalNotWorse: "The Critical limit must be beyond the Warning limit.",
  notANumber: (label: string) => `The ${label} must be a number.`,
  sustained: `Sustained for must be between 0 and ${ALERT_LIMITS.sustainedMinutes} minutes.`,
  hysteresis: "Hysteresis must be zero or a positive number.",
  hours: `Hours without data must be between 1 and ${ALERT_LIMITS.noDataHours}.`,
  notifyLateDays: `Announce late events must be a whole number of days from 0 to ${ALERT_LIMITS.notifyLateDays}.`,
  emailInvalid: "Enter a valid e-mail address.",
  channelEither: "A channel is either a user or an e-mail address.",
  tooManyChannels: `A condition may have at most ${ALERT_LIMITS.channelsPerCondition} channels.`,
  duplicateChannel: "That address is already a channel of this condition.",
  conditionNotFound: "Notification condition not found.",
  channelNotFound: "Notification channel not found.",
  tooManyConditions: `A company may have at most ${ALERT_LIMITS.conditionsPerCompany} notification conditions.`,
} as const;

const finiteNumber = (label: string) =>
  z.number({ error: ALERT_MESSAGES.notANumber(label) }).refine(Number.isFinite, {
    error: ALERT_MESSAGES.notANumber(label),
  });

const limitsSchema = (level: string) =>
  z.object({
    low: finiteNumber(`${level} lower limit`).nullish(),
    high: finiteNumber(`${level} upper limit`).nullish(),
  });

export interface Limits {
  low: number | null;
  high: number | null;
}

export interface ThresholdSettings {
  variableName: string;
  comparison: Comparison;
  warning: Limits | null;
  critical: Limits | null;
  /** The value must stay beyond the limit this long (data time) before an incident opens. 0: at once. */
  sustainedMinutes: number;
  /** In the variable's unit: a breach is over only once the value is this far back inside the limit. */
  hysteresis: number;
}

export interface NoDataSettings {
  /** Null: no data of any variable (no package). Otherwise the variable that must not stay silent. */
  variableName: string | null;
  hours: number;
  severity: Severity;
}

export interface ImportFailedSettings {
  severity: Severity;
}

/** The limit is the vessel's own limited shaft power (its vessel setting), so only the level is chosen. */
export interface PowerReserveSettings {
  severity: Severity;
}

/** The trigger value is the vessel's own (ISO 19030 settings), so only the level is chosen. */
export interface MaintenanceTriggerSettings {
  severity: Severity;
}

/** Opens when the vessel's overall status is `openAt` or worse (Observe: Observe or Not ok). */
export interface PerformanceStatusSettings {
  severity: Severity;
  openAt: PerformanceStatusLevel;
}

const thresholdSchema = z
  .object({
    variableName: requiredText("log variable", ALERT_LIMITS.variableName, ALERT_MESSAGES.variableRequired),
    comparison: z.enum(COMPARISONS, { error: "Comparison must be Above, Below or Outside." }),
    warning: limitsSchema("Warning").nullish(),
    critical: limitsSchema("Critical").nullish(),
    sustainedMinutes: z
      .number({ error: ALERT_MESSAGES.sustained })
      .int({ error: ALERT_MESSAGES.sustained })
      .min(0, { error: ALERT_MESSAGES.sustained })
      .max(ALERT_LIMITS.sustainedMinutes, { error: ALERT_MESSAGES.sustained })
      .optional()
      .default(0),
    hysteresis: z
      .number({ error: ALERT_MESSAGES.hysteresis })
      .min(0, { error: ALERT_MESSAGES.hysteresis })
      .refine(Number.isFinite, { error: ALERT_MESSAGES.hysteresis })
      .optional()
      .default(0),
  })
  .transform((t, ctx): ThresholdSettings => {
    const level = (
      name: Severity,
      limits: { low?: number | null; high?: number | null } | null | undefined,
    ) => {
      if (!limits) return null;
      const low = t.comparison === "Above" ? null : (limits.low ?? null);
      const high = t.comparison === "Below" ? null : (limits.high ?? null);
      if (low === null && high === null) return null;
      if ((t.comparison !== "Below" && high === null) || (t.comparison !== "Above" && low === null)) {
        ctx.addIssue({ code: "custom", message: ALERT_MESSAGES.limitMissing(name, t.comparison) });
      } else if (low !== null && high !== null && low >= high) {
        ctx.addIssue({ code: "custom", message: ALERT_MESSAGES.rangeOrder(name) });
      }
      return { low, high };
    };
    const warning = level("Warning", t.warning);
    const critical = level("Critical", t.critical);
    if (!warning && !critical) ctx.addIssue({ code: "custom", message: ALERT_MESSAGES.levelRequired });
    if (warning && critical) {
      const highWorse = warning.high === null || (critical.high !== null && critical.high >= warning.high);
      const lowWorse = warning.low === null || (critical.low !== null && critical.low <= warning.low);
      if (!highWorse || !lowWorse) ctx.addIssue({ code: "custom", message: ALERT_MESSAGES.criticalNotWorse });
    }
    return {
      variableName: t.variableName,
      comparison: t.comparison,
      warning,
      critical,
      sustainedMinutes: t.sustainedMinutes,
      hysteresis: t.hysteresis,
    };
  });

const severitySchema = z.enum(SEVERITIES, { error: "Severity must be Warning or Critical." });

const noDataSchema = z.object({
  variableName: z
    .string({ error: "The log variable must be text." })
    .trim()
    .max(ALERT_LIMITS.variableName, {
      error: `The log variable may not be longer than ${ALERT_LIMITS.variableName} characters.`,
    })
    .nullish()
    .transform((v) => (v ? v : null)),
  hours: z
    .number({ error: ALERT_MESSAGES.hours })
    .min(1, { error: ALERT_MESSAGES.hours })
    .max(ALERT_LIMITS.noDataHours, { error: ALERT_MESSAGES.hours }),
  severity: severitySchema.optional().default("Warning"),
});

const importFailedSchema = z.object({ severity: severitySchema.optional().default("Warning") });
const powerReserveSchema = importFailedSchema;
/** The overall statuses a performance-status condition opens at: Observe (and Not ok), or Not ok only. */
export const PERFORMANCE_STATUS_LEVELS = ["Observe", "NotOk"] as const;
export type PerformanceStatusLevel = (typeof PERFORMANCE_STATUS_LEVELS)[number];
const performanceStatusSchema = z.object({
  severity: severitySchema.optional().default("Warning"),
  openAt: z
    .enum(PERFORMANCE_STATUS_LEVELS, { error: "Open at must be Observe or NotOk." })
    .optional()
    .default("Observe"),
});
const maintenanceTriggerSchema = importFailedSchema;

/** A channel as a request names it: a colleague (their e-mail is used) or an address. */
export const channelRequest = z
  .object({
    userId: optionalUuidId("user id"),
    email: z
      .string({ error: ALERT_MESSAGES.emailInvalid })
      .trim()
      .max(TEXT_LIMITS.email, { error: ALERT_MESSAGES.emailInvalid })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((c, ctx) => {
    if ((c.userId === null) === (c.email === null)) {
      ctx.addIssue({ code: "custom", message: ALERT_MESSAGES.channelEither });
    } else if (c.email !== null && !isEmail(c.email)) {
      ctx.addIssue({ code: "custom", message: ALERT_MESSAGES.emailInvalid });
    }
  });
export type ChannelRequest = z.infer<typeof channelRequest>;

/** POST /NotificationConditions and PUT /NotificationConditions (the body's `id`) take this. */
export const conditionRequest = z
  .object({
    name: requiredText("name", TEXT_LIMITS.name, ALERT_MESSAGES.nameRequired),
    kind: z.unknown().transform((kind, ctx): ConditionKind => {
      if (typeof kind === "string" && Object.hasOwn(HIDDEN_CONDITION_KINDS, kind)) {
        ctx.addIssue({
          code: "custom",
          message: HIDDEN_CONDITION_KINDS[kind as keyof typeof HIDDEN_CONDITION_KINDS],
        });
        return z.NEVER;
      }
      if (typeof kind !== "string" || !(CONDITION_KINDS as readonly string[]).includes(kind)) {
        ctx.addIssue({ code: "custom", message: ALERT_MESSAGES.kindInvalid });
        return z.NEVER;
      }
      return kind as ConditionKind;
    }),
    vesselIds: z
      .array(uuidId("vessel id"), { error: "Vessels must be a list of vessel ids." })
      .max(ALERT_LIMITS.vesselsPerCondition, { error: ALERT_MESSAGES.tooManyVessels })
      .optional()
      .default([]),
    vesselGroupId: optionalUuidId("vessel group id"),
    threshold: thresholdSchema.nullish(),
    noData: noDataSchema.nullish(),
    importFailed: importFailedSchema.nullish(),
    powerReserve: powerReserveSchema.nullish(),
    maintenanceTrigger: maintenanceTriggerSchema.nullish(),
    performanceStatus: performanceStatusSchema.nullish(),
    notifyLateDays: z
      .number({ error: ALERT_MESSAGES.notifyLateDays })
      .int({ error: ALERT_MESSAGES.notifyLateDays })
      .min(0, { error: ALERT_MESSAGES.notifyLateDays })
      .max(ALERT_LIMITS.notifyLateDays, { error: ALERT_MESSAGES.notifyLateDays })
      .optional()
      .default(DEFAULT_NOTIFY_LATE_DAYS),
    /** Paused conditions are kept but not evaluated. */
    enabled: z.boolean({ error: "Enabled must be true or false." }).optional().default(true),
    channels: z
      .array(channelRequest, { error: "Channels must be a list." })
      .max(ALERT_LIMITS.channelsPerCondition, { error: ALERT_MESSAGES.tooManyChannels })
      .optional()
      .default([]),
  })
  .superRefine((c, ctx) => {
    const uniqueVessels = new Set(c.vesselIds);
    if (uniqueVessels.size === 0 && c.vesselGroupId === null) {
      ctx.addIssue({ code: "custom", message: ALERT_MESSAGES.targetRequired, path: ["vesselIds"] });
    }
    if (uniqueVessels.size > 0 && c.vesselGroupId !== null) {
      ctx.addIssue({ code: "custom", message: ALERT_MESSAGES.targetBoth, path: ["vesselGroupId"] });
    }
    if (c.kind === "Threshold" && !c.threshold) {
      ctx.addIssue({ code: "custom", message: ALERT_MESSAGES.thresholdRequired, path: ["threshold"] });
    }
    if (c.kind === "NoData" && !c.noData) {
      ctx.addIssue({ code: "custom", message: ALERT_MESSAGES.noDataRequired, path: ["noData"] });
    }
  })
  .transform((c) => ({
    name: c.name,
    kind: c.kind,
    vesselIds: [...new Set(c.vesselIds)],
    vesselGroupId: c.vesselGroupId,
    enabled: c.enabled,
    notifyLateDays: c.notifyLateDays,
    threshold: c.kind === "Threshold" ? (c.threshold ?? null) : null,
    noData: c.kind === "NoData" ? (c.noData ?? null) : null,
    importFailed: c.kind === "ImportFailed" ? (c.importFailed ?? { severity: "Warning" as const }) : null,
    powerReserve: c.kind === "PowerReserveUsed" ? (c.powerReserve ?? { severity: "Warning" as const }) : null,
    maintenanceTrigger:
      c.kind === "MaintenanceTrigger" ? (c.maintenanceTrigger ?? { severity: "Warning" as const }) : null,
    performanceStatus:
      c.kind === "PerformanceStatus"
        ? (c.performanceStatus ?? { severity: "Warning" as const, openAt: "Observe" as const })
        : null,
    channels: c.channels,
  }));
export type ConditionRequest = z.infer<typeof conditionRequest>;

/** The settings a condition is evaluated by (one of threshold, noData, importFailed is set, per kind). */
export interface ConditionSettings {
  name: string;
  kind: ConditionKind;
  vesselIds: string[];
  vesselGroupId: string | null;
  enabled: boolean;
  threshold: ThresholdSettings | null;
  noData: NoDataSettings | null;
  importFailed: ImportFailedSettings | null;
  /** Absent in conditions recorded before the kind existed. */
  powerReserve?: PowerReserveSettings | null;
  /** Absent in conditions recorded before the kind existed. */
  maintenanceTrigger?: MaintenanceTriggerSettings | null;
  /** Absent in conditions recorded before the kind existed. */
  performanceStatus?: PerformanceStatusSettings | null;
  /** How many days after it ended an incident nobody saw open is still announced (`notifyLateDaysOf`). */
  notifyLateDays?: number;
}

/** A channel as stored: email channels have an email and a null userId (spec 3 §3). */
export interface NotificationChannel {
  id: string;
  conditionId: string;
  userId: string | null;
  email: string | null;
}

export type NotificationConditionCreated = DomainEvent<
  "NotificationConditionCreated",
  { conditionId: string; companyId: string } & ConditionSettings
>;
export type NotificationConditionUpdated = DomainEvent<
  "NotificationConditionUpdated",
  { conditionId: string } & ConditionSettings
>;
export type NotificationConditionDeleted = DomainEvent<
  "NotificationConditionDeleted",
  { conditionId: string }
>;
export type NotificationChannelAdded = DomainEvent<"NotificationChannelAdded", NotificationChannel>;
export type NotificationChannelRemoved = DomainEvent<
  "NotificationChannelRemoved",
  { conditionId: string; channelId: string }
>;
export type NotificationConditionEvent =
  | NotificationConditionCreated
  | NotificationConditionUpdated
  | NotificationConditionDeleted
  | NotificationChannelAdded
  | NotificationChannelRemoved;

export interface ConditionState {
  exists: boolean;
  deleted: boolean;
  companyId: string | null;
  channels: NotificationChannel[];
}

export const conditionAggregate: Aggregate<ConditionState, NotificationConditionEvent> = {
  streamName: (conditionId) => `notificationcondition-${conditionId}`,
  initialState: { exists: false, deleted: false, companyId: null, channels: [] },
  evolve(state, event) {
    switch (event.type) {
      case "NotificationConditionCreated":
        return { ...state, exists: true, companyId: event.data.companyId };
      case "NotificationConditionUpdated":
        return state;
      case "NotificationConditionDeleted":
        return { ...state, deleted: true };
      case "NotificationChannelAdded":
        return { ...state, channels: [...state.channels, event.data] };
      case "NotificationChannelRemoved":
        return { ...state, channels: state.channels.filter((c) => c.id !== event.data.channelId) };
    }
  },
};

/** A channel whose user id was resolved in the caller's company, with the id the server made for it. */
export interface ResolvedChannel {
  id: string;
  userId: string | null;
  email: string | null;
}

const channelKey = (c: { userId: string | null; email: string | null }) =>
  c.userId ? `user:${c.userId}` : `email:${(c.email ?? "").toLowerCase()}`;

function settingsOf(request: Omit<ConditionRequest, "channels">): ConditionSettings {
  return {
    name: request.name,
    kind: request.kind,
    vesselIds: request.vesselIds,
    vesselGroupId: request.vesselGroupId,
    enabled: request.enabled,
    threshold: request.threshold,
    noData: request.noData,
    importFailed: request.importFailed,
    powerReserve: request.powerReserve,
    maintenanceTrigger: request.maintenanceTrigger,
    performanceStatus: request.performanceStatus,
    notifyLateDays: request.notifyLateDays,
  };
}

/** Channel events turning `current` into `wanted` (matched by user or address; new ones take their id). */
function channelChanges(
  conditionId: string,
  current: NotificationChannel[],
  wanted: ResolvedChannel[],
): NotificationConditionEvent[] {
  const seen = new Set<string>();
  for (const c of wanted) {
    const key = channelKey(c);
    if (seen.has(key)) throw new ValidationError(ALERT_MESSAGES.duplicateChannel);
    seen.add(key);
  }
  const currentKeys = new Map(current.map((c) => [channelKey(c), c]));
  const events: NotificationConditionEvent[] = [];
  for (const c of current) {
    if (!seen.has(channelKey(c))) {
      events.push({ type: "NotificationChannelRemoved", data: { conditionId, channelId: c.id } });
    }
  }
  for (const c of wanted) {
    if (currentKeys.has(channelKey(c))) continue;
    events.push({
      type: "NotificationChannelAdded",
      data: { id: c.id, conditionId, userId: c.userId, email: c.userId ? null : c.email },
    });
  }
  return events;
}

export function createCondition(
  state: ConditionState,
  command: {
    conditionId: string;
    companyId: string;
    request: Omit<ConditionRequest, "channels">;
    channels: ResolvedChannel[];
  },
): NotificationConditionEvent[] {
  if (state.exists) throw new ConflictError("A notification condition with that id already exists.");
  return [
    {
      type: "NotificationConditionCreated",
      data: {
        conditionId: command.conditionId,
        companyId: command.companyId,
        ...settingsOf(command.request),
      },
    },
    ...channelChanges(command.conditionId, [], command.channels),
  ];
}

export function updateCondition(
  state: ConditionState,
  command: { conditionId: string; request: Omit<ConditionRequest, "channels">; channels: ResolvedChannel[] },
): NotificationConditionEvent[] {
  if (!state.exists || state.deleted) throw new NotFoundError(ALERT_MESSAGES.conditionNotFound);
  return [
    {
      type: "NotificationConditionUpdated",
      data: { conditionId: command.conditionId, ...settingsOf(command.request) },
    },
    ...channelChanges(command.conditionId, state.channels, command.channels),
  ];
}

export function deleteCondition(
  state: ConditionState,
  command: { conditionId: string },
): NotificationConditionEvent[] {
  if (!state.exists || state.deleted) throw new NotFoundError(ALERT_MESSAGES.conditionNotFound);
  return [{ type: "NotificationConditionDeleted", data: command }];
}

export function removeChannel(
  state: ConditionState,
  command: { conditionId: string; channelId: string },
): NotificationConditionEvent[] {
  if (!state.exists || state.deleted || !state.channels.some((c) => c.id === command.channelId)) {
    throw new NotFoundError(ALERT_MESSAGES.channelNotFound);
  }
  return [{ type: "NotificationChannelRemoved", data: command }];
}

/** A condition as GET /NotificationConditions/Find answers it ("listed with their state"). */
/** A notification condition as GET /NotificationConditions/Find answers it (domain/alerts/answers.ts). */
export type ConditionView = z.infer<typeof conditionAnswer>;
/** A channel as GET /NotificationChannels answers it. */
export type ChannelView = z.infer<typeof channelAnswer>;
