import { z } from "zod";
import { FEATURE_NAMES, type FeatureName } from "../featureMapping/features.js";
import type { Aggregate } from "../shared/decider.js";
import { NotFoundError, ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { TEXT_LIMITS } from "../shared/limits.js";

/**
 * What people decide about a vessel's data quality (stream `dataquality-<vesselId>`): the outage
 * threshold, and actions on outliers. Acknowledge marks readings as seen and accepted; Delete excludes
 * them from every calculation; Clear withdraws an earlier action (a deletion cleared puts the readings
 * back). Each action is an event, so who did what, when and why is kept (docs/data-quality.md).
 */

export const DEFAULT_OUTAGE_THRESHOLD_MINUTES = 15;
export const OUTAGE_THRESHOLD_LIMITS = [1, 7 * 24 * 60] as const;
export const OUTLIER_ACTION_LIMITS = { perVessel: 10_000, spanDays: 366 } as const;

export const OUTLIER_ACTIONS = ["Acknowledge", "Delete"] as const;
export type OutlierActionKind = (typeof OUTLIER_ACTIONS)[number];

export const DATA_QUALITY_MESSAGES = {
  actionNotFound: "Outlier action not found.",
  order: "to must not be before from.",
  span: `from and to may be at most ${OUTLIER_ACTION_LIMITS.spanDays} days apart.`,
  tooMany: `A vessel may have at most ${OUTLIER_ACTION_LIMITS.perVessel} outlier actions: clear some first.`,
  reasonRequired: "reason is required: say why the readings are excluded.",
} as const;

export type DataQualityEvent =
  | DomainEvent<"DataOutageThresholdSet", { vesselId: string; thresholdMinutes: number }>
  | DomainEvent<
      "OutlierActionTaken",
      {
        vesselId: string;
        actionId: string;
        action: OutlierActionKind;
        featureName: FeatureName;
        logVariableId: number;
        from: string;
        to: string;
        reason: string;
      }
    >
  | DomainEvent<"OutlierActionCleared", { vesselId: string; actionId: string; reason: string }>;

export interface DataQualityState {
  actionIds: string[];
}

export const dataQualityAggregate: Aggregate<DataQualityState, DataQualityEvent> = {
  streamName: (vesselId) => `dataquality-${vesselId}`,
  initialState: { actionIds: [] },
  evolve(state, event) {
    switch (event.type) {
      case "DataOutageThresholdSet":
        return state;
      case "OutlierActionTaken":
        return { actionIds: [...state.actionIds, event.data.actionId] };
      case "OutlierActionCleared":
        return { actionIds: state.actionIds.filter((id) => id !== event.data.actionId) };
    }
  },
};

const isoTime = z
  .string({ message: "must be a date and time (ISO 8601, e.g. 2025-03-01T12:00:00Z)." })
  .max(40, { message: "must be a date and time (ISO 8601, e.g. 2025-03-01T12:00:00Z)." })
  .refine((s) => !Number.isNaN(Date.parse(s)), {
    message: "must be a date and time (ISO 8601, e.g. 2025-03-01T12:00:00Z).",
  });

const reason = z
  .string({ message: "must be text." })
  .max(TEXT_LIMITS.notes, { message: `must be at most ${TEXT_LIMITS.notes} characters.` });

export const outageConfigSchema = z.object(
  {
    thresholdMinutes: z
      .number({ message: `must be a number of minutes from ${OUTAGE_THRESHOLD_LIMITS.join(" to ")}.` })
      .int({ message: `must be a number of minutes from ${OUTAGE_THRESHOLD_LIMITS.join(" to ")}.` })
      .min(OUTAGE_THRESHOLD_LIMITS[0], { message: `must be at least ${OUTAGE_THRESHOLD_LIMITS[0]} minute.` })
      .max(OUTAGE_THRESHOLD_LIMITS[1], { message: `must be at most ${OUTAGE_THRESHOLD_LIMITS[1]} minutes.` }),
  },
  { message: "The body must be {thresholdMinutes}." },
);

/** Acknowledge or Delete: the readings of one feature of a vessel in [from, to] (from = to: one reading). */
export const outlierActionSchema = z.object(
  {
    vesselId: z
      .string({ message: "must be the vessel's id." })
      .max(64, { message: "must be the vessel's id." }),
    featureName: z.enum(FEATURE_NAMES as [FeatureName, ...FeatureName[]], {
      message: `must be one of ${FEATURE_NAMES.join(", ")} (GET /Cds/Features).`,
    }),
    from: isoTime,
    to: isoTime,
    reason: reason.default(""),
  },
  { message: "The body must be {vesselId, featureName, from, to, reason}." },
);

export const clearActionSchema = z.object(
  {
    vesselId: z
      .string({ message: "must be the vessel's id." })
      .max(64, { message: "must be the vessel's id." }),
    actionId: z.string({ message: "must be the id of an outlier action." }).max(64, {
      message: "must be the id of an outlier action.",
    }),
    reason: reason.default(""),
  },
  { message: "The body must be {vesselId, actionId, reason}." },
);

export function setOutageThreshold(
  _state: DataQualityState,
  command: { vesselId: string; thresholdMinutes: number },
): DataQualityEvent[] {
  return [{ type: "DataOutageThresholdSet", data: command }];
}

export function takeOutlierAction(
  state: DataQualityState,
  command: {
    vesselId: string;
    actionId: string;
    action: OutlierActionKind;
    featureName: FeatureName;
    logVariableId: number;
    from: string;
    to: string;
    reason: string;
  },
): DataQualityEvent[] {
  const from = Date.parse(command.from);
  const to = Date.parse(command.to);
  if (to < from) throw new ValidationError(DATA_QUALITY_MESSAGES.order);
  if (to - from > OUTLIER_ACTION_LIMITS.spanDays * 86_400_000)
    throw new ValidationError(DATA_QUALITY_MESSAGES.span);
  if (command.action === "Delete" && command.reason.trim() === "")
    throw new ValidationError(DATA_QUALITY_MESSAGES.reasonRequired);
  if (state.actionIds.length >= OUTLIER_ACTION_LIMITS.perVessel)
    throw new ValidationError(DATA_QUALITY_MESSAGES.tooMany);
  return [
    {
      type: "OutlierActionTaken",
      data: {
        ...command,
        reason: command.reason.trim(),
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
      },
    },
  ];
}

export function clearOutlierAction(
  state: DataQualityState,
  command: { vesselId: string; actionId: string; reason: string },
): DataQualityEvent[] {
  if (!state.actionIds.includes(command.actionId))
    throw new NotFoundError(DATA_QUALITY_MESSAGES.actionNotFound);
  return [{ type: "OutlierActionCleared", data: { ...command, reason: command.reason.trim() } }];
}
