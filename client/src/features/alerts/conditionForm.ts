import {
  ALERT_MESSAGES,
  type Comparison,
  type ConditionKind,
  conditionRequest,
  DEFAULT_NOTIFY_LATE_DAYS,
  HIDDEN_CONDITION_KINDS,
  type Limits,
  notifyLateDaysOf,
  type PerformanceStatusLevel,
  type Severity,
} from "../../../../domain/alerts/conditions";
import type { NotificationCondition } from "./types";

/** The form as typed: numbers stay text until checked, so a half-typed value is never lost. */
export interface ConditionFormValues {
  name: string;
  kind: ConditionKind;
  targetMode: "vessels" | "group";
  vesselIds: string[];
  vesselGroupId: string | null;
  enabled: boolean;
  /** Days after it ended that an incident nobody saw open is still announced. */
  notifyLateDays: string;
  variableName: string;
  comparison: Comparison;
  warningOn: boolean;
  warningLow: string;
  warningHigh: string;
  criticalOn: boolean;
  criticalLow: string;
  criticalHigh: string;
  sustainedMinutes: string;
  hysteresis: string;
  /** No data: "package" = nothing at all arrives; "variable" = the chosen variable stays silent. */
  noDataScope: "package" | "variable";
  noDataVariable: string;
  hours: string;
  severity: Severity;
  /** Performance status: the overall status an incident opens at (Observe: Observe or Not ok). */
  statusOpenAt: PerformanceStatusLevel;
  /** E-mail addresses that get a mail when an incident opens or escalates. */
  emails: string[];
  /** Channels naming a colleague (their address shown), kept as they are. */
  userChannels: { userId: string; email: string | null }[];
}

export type ConditionField =
  | "name"
  | "kind"
  | "targets"
  | "variable"
  | "comparison"
  | "warning"
  | "critical"
  | "sustained"
  | "hysteresis"
  | "hours"
  | "notifyLateDays"
  | "severity"
  | "channels"
  | "form";

export type ConditionErrors = Partial<Record<ConditionField, string>>;

export const emptyConditionForm = (): ConditionFormValues => ({
  name: "",
  kind: "Threshold",
  targetMode: "vessels",
  vesselIds: [],
  vesselGroupId: null,
  enabled: true,
  notifyLateDays: String(DEFAULT_NOTIFY_LATE_DAYS),
  variableName: "",
  comparison: "Above",
  warningOn: true,
  warningLow: "",
  warningHigh: "",
  criticalOn: false,
  criticalLow: "",
  criticalHigh: "",
  sustainedMinutes: "0",
  hysteresis: "0",
  noDataScope: "package",
  noDataVariable: "",
  hours: "24",
  severity: "Warning",
  statusOpenAt: "Observe",
  emails: [],
  userChannels: [],
});

const numberText = (value: number | null | undefined): string =>
  typeof value === "number" && Number.isFinite(value) ? String(value) : "";

/** The form filled from a stored condition (editing). */
export function formValuesOf(condition: NotificationCondition): ConditionFormValues {
  const values = emptyConditionForm();
  values.name = condition.name;
  values.kind = condition.kind;
  values.enabled = condition.enabled;
  values.notifyLateDays = String(notifyLateDaysOf(condition));
  values.targetMode = condition.vesselGroupId ? "group" : "vessels";
  values.vesselIds = [...condition.vesselIds];
  values.vesselGroupId = condition.vesselGroupId;
  const t = condition.threshold;
  if (t) {
    values.variableName = t.variableName;
    values.comparison = t.comparison;
    values.warningOn = !!t.warning;
    values.warningLow = numberText(t.warning?.low);
    values.warningHigh = numberText(t.warning?.high);
    values.criticalOn = !!t.critical;
    values.criticalLow = numberText(t.critical?.low);
    values.criticalHigh = numberText(t.critical?.high);
    values.sustainedMinutes = numberText(t.sustainedMinutes) || "0";
    values.hysteresis = numberText(t.hysteresis) || "0";
  }
  if (condition.noData) {
    values.noDataScope = condition.noData.variableName ? "variable" : "package";
    values.noDataVariable = condition.noData.variableName ?? "";
    values.hours = numberText(condition.noData.hours);
    values.severity = condition.noData.severity;
  }
  if (condition.importFailed) values.severity = condition.importFailed.severity;
  if (condition.powerReserve) values.severity = condition.powerReserve.severity;
  if (condition.maintenanceTrigger) values.severity = condition.maintenanceTrigger.severity;
  if (condition.performanceStatus) {
    values.severity = condition.performanceStatus.severity;
    values.statusOpenAt = condition.performanceStatus.openAt;
  }
  values.emails = condition.channels.filter((c) => !c.userId && c.email).map((c) => c.email ?? "");
  values.userChannels = condition.channels.flatMap((c) =>
    c.userId ? [{ userId: c.userId, email: c.email }] : [],
  );
  return values;
}

/** Text to a number for the request: blank is "not set", anything else goes as typed (NaN is refused). */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  return Number(trimmed);
}

function limitsOf(on: boolean, low: string, high: string): Limits | null {
  if (!on) return null;
  return { low: numberOrNull(low), high: numberOrNull(high) };
}

/** The body of POST / PUT /NotificationConditions. */
export function requestBodyOf(values: ConditionFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: values.name,
    kind: values.kind,
    enabled: values.enabled,
    notifyLateDays: numberOrNull(values.notifyLateDays),
    vesselIds: values.targetMode === "vessels" ? values.vesselIds : [],
    vesselGroupId: values.targetMode === "group" ? values.vesselGroupId : null,
    channels: [
      ...values.userChannels.map(({ userId }) => ({ userId, email: null })),
      ...values.emails.map((email) => ({ userId: null, email })),
    ],
  };
  if (values.kind === "Threshold") {
    const warning = limitsOf(values.warningOn, values.warningLow, values.warningHigh);
    const critical = limitsOf(values.criticalOn, values.criticalLow, values.criticalHigh);
    body.threshold = {
      variableName: values.variableName,
      comparison: values.comparison,
      warning,
      critical,
      sustainedMinutes: numberOrNull(values.sustainedMinutes) ?? 0,
      hysteresis: numberOrNull(values.hysteresis) ?? 0,
    };
  } else if (values.kind === "NoData") {
    body.noData = {
      variableName: values.noDataScope === "variable" ? values.noDataVariable : null,
      hours: numberOrNull(values.hours),
      severity: values.severity,
    };
  } else if (values.kind === "PowerReserveUsed") {
    body.powerReserve = { severity: values.severity };
  } else if (values.kind === "MaintenanceTrigger") {
    body.maintenanceTrigger = { severity: values.severity };
  } else if (values.kind === "PerformanceStatus") {
    body.performanceStatus = { severity: values.severity, openAt: values.statusOpenAt };
  } else {
    body.importFailed = { severity: values.severity };
  }
  return body;
}

const LEVEL_MESSAGES = (level: Severity): string[] => [
  ALERT_MESSAGES.limitMissing(level, "Above"),
  ALERT_MESSAGES.limitMissing(level, "Below"),
  ALERT_MESSAGES.limitMissing(level, "Outside"),
  ALERT_MESSAGES.rangeOrder(level),
];

const FIELD_OF_MESSAGE = new Map<string, ConditionField>([
  [ALERT_MESSAGES.nameRequired, "name"],
  [ALERT_MESSAGES.kindInvalid, "kind"],
  ...Object.values(HIDDEN_CONDITION_KINDS).map((m) => [m, "kind"] as [string, ConditionField]),
  [ALERT_MESSAGES.targetRequired, "targets"],
  [ALERT_MESSAGES.targetBoth, "targets"],
  [ALERT_MESSAGES.tooManyVessels, "targets"],
  [ALERT_MESSAGES.variableRequired, "variable"],
  [ALERT_MESSAGES.levelRequired, "warning"],
  ...LEVEL_MESSAGES("Warning").map((m) => [m, "warning"] as [string, ConditionField]),
  ...LEVEL_MESSAGES("Critical").map((m) => [m, "critical"] as [string, ConditionField]),
  [ALERT_MESSAGES.criticalNotWorse, "critical"],
  [ALERT_MESSAGES.sustained, "sustained"],
  [ALERT_MESSAGES.hysteresis, "hysteresis"],
  [ALERT_MESSAGES.hours, "hours"],
  [ALERT_MESSAGES.notifyLateDays, "notifyLateDays"],
  [ALERT_MESSAGES.emailInvalid, "channels"],
  [ALERT_MESSAGES.channelEither, "channels"],
  [ALERT_MESSAGES.tooManyChannels, "channels"],
  [ALERT_MESSAGES.duplicateChannel, "channels"],
]);

/**
 * The field a message (the client's check or the server's 400) belongs beside; "form" when it names
 * none of them (it is then shown above the buttons).
 */
export function fieldOfMessage(message: string): ConditionField {
  const known = FIELD_OF_MESSAGE.get(message);
  if (known) return known;
  if (/\bcritical\b/i.test(message) && /limit/i.test(message)) return "critical";
  if (/\bwarning\b/i.test(message) && /limit/i.test(message)) return "warning";
  if (/comparison/i.test(message)) return "comparison";
  if (/severity/i.test(message)) return "severity";
  if (/log variable/i.test(message)) return "variable";
  if (/vessel/i.test(message)) return "targets";
  if (/e-?mail|address|channel/i.test(message)) return "channels";
  if (/\bname\b/i.test(message)) return "name";
  return "form";
}

/** Messages grouped by field; the first message per field wins, the rest join it. */
export function errorsOf(messages: readonly string[]): ConditionErrors {
  const errors: ConditionErrors = {};
  for (const message of messages) {
    const field = fieldOfMessage(message);
    errors[field] = errors[field] && errors[field] !== message ? `${errors[field]} ${message}` : message;
  }
  return errors;
}

/** Checks the form with the schema the server applies: the body when it passes, else the messages by field. */
export function checkConditionForm(
  values: ConditionFormValues,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: ConditionErrors } {
  const body = requestBodyOf(values);
  const result = conditionRequest.safeParse(body);
  const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
  // The schema checks the target only once every field parses; say it at once.
  const noTarget = values.targetMode === "vessels" ? values.vesselIds.length === 0 : !values.vesselGroupId;
  if (noTarget) messages.push(ALERT_MESSAGES.targetRequired);
  // A level ticked on but left empty would be dropped silently by the server: say what it needs.
  if (values.kind === "Threshold") {
    if (values.warningOn && !values.warningLow.trim() && !values.warningHigh.trim()) {
      messages.push(ALERT_MESSAGES.limitMissing("Warning", values.comparison));
    }
    if (values.criticalOn && !values.criticalLow.trim() && !values.criticalHigh.trim()) {
      messages.push(ALERT_MESSAGES.limitMissing("Critical", values.comparison));
    }
  }
  if (messages.length === 0) return { ok: true, body };
  return { ok: false, errors: errorsOf([...new Set(messages)]) };
}
