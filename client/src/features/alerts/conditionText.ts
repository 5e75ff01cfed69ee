import type { Limits, Severity, ThresholdSettings } from "../../../../domain/alerts/conditions";
import type { LogVariableOption } from "./alertsApi";
import type { NotificationCondition } from "./types";

const number = (value: number): string => String(Number(value.toFixed(6)));

/** "24.5 kn"; bare when the variable has no unit. */
const measured = (value: number, unit: string): string => (unit ? `${number(value)} ${unit}` : number(value));

function limitText(threshold: ThresholdSettings, limits: Limits, unit: string): string {
  if (threshold.comparison === "Above") return `above ${measured(limits.high ?? 0, unit)}`;
  if (threshold.comparison === "Below") return `below ${measured(limits.low ?? 0, unit)}`;
  return `outside ${number(limits.low ?? 0)} – ${measured(limits.high ?? 0, unit)}`;
}

export function durationText(minutes: number): string {
  if (minutes <= 0) return "at once";
  if (minutes % 1440 === 0) return `for ${minutes / 1440} d`;
  if (minutes % 60 === 0) return `for ${minutes / 60} h`;
  return `for ${minutes} min`;
}

/**
 * What a condition watches, in one line, with the variable's unit when known ("True Wind Speed above 22 kn
 * (Warning), above 24.5 kn (Critical) for 1 h"): the form passes the chosen variable's unit, a listed
 * condition carries its own (`ConditionView.unit`).
 */
export function describeCondition(
  condition: Pick<
    NotificationCondition,
    | "kind"
    | "threshold"
    | "noData"
    | "importFailed"
    | "powerReserve"
    | "maintenanceTrigger"
    | "performanceStatus"
  > & { unit?: string },
  unit = condition.unit ?? "",
): string {
  if (condition.kind === "Threshold" && condition.threshold) {
    const t = condition.threshold;
    const levels: string[] = [];
    const level = (limits: Limits | null, severity: Severity) => {
      if (limits) levels.push(`${limitText(t, limits, unit)} (${severity})`);
    };
    level(t.warning, "Warning");
    level(t.critical, "Critical");
    const hysteresis = t.hysteresis > 0 ? `, hysteresis ${measured(t.hysteresis, unit)}` : "";
    return `${t.variableName} ${levels.join(", ")} ${durationText(t.sustainedMinutes)}${hysteresis}`;
  }
  if (condition.kind === "NoData" && condition.noData) {
    const { variableName, hours, severity } = condition.noData;
    const what = variableName ? `${variableName} silent` : "No data received";
    return `${what} for ${number(hours)} h (${severity})`;
  }
  if (condition.kind === "ImportFailed")
    return `An import fails (${condition.importFailed?.severity ?? "Warning"})`;
  if (condition.kind === "PowerReserveUsed")
    return `Shaft power above the limited power (${condition.powerReserve?.severity ?? "Warning"})`;
  if (condition.kind === "MaintenanceTrigger")
    return `ISO 19030 maintenance trigger reached (${condition.maintenanceTrigger?.severity ?? "Warning"})`;
  if (condition.kind === "PerformanceStatus") {
    const openAt = condition.performanceStatus?.openAt ?? "Observe";
    return `Vessel performance status ${openAt === "NotOk" ? "Not ok" : "Observe or Not ok"} (${condition.performanceStatus?.severity ?? "Warning"})`;
  }
  return condition.kind;
}

export interface VariableChoice {
  name: string;
  label: string;
  unit: string;
  /** On how many of the chosen vessels the variable exists. */
  vesselCount: number;
}

/**
 * The log variables a condition may watch, by name (a condition fits every targeted vessel): the union
 * of the chosen vessels' variables, labelled with display name and unit, and how many vessels have it.
 */
export function variableChoicesOf(lists: readonly (readonly LogVariableOption[])[]): VariableChoice[] {
  const byName = new Map<string, VariableChoice>();
  for (const list of lists) {
    const seen = new Set<string>();
    for (const variable of list) {
      if (seen.has(variable.name)) continue;
      seen.add(variable.name);
      const found = byName.get(variable.name);
      if (found) {
        found.vesselCount += 1;
        continue;
      }
      const unit = variable.unit?.caption ?? "";
      const display = variable.displayName || variable.name;
      byName.set(variable.name, {
        name: variable.name,
        label: unit ? `${display} (${unit})` : display,
        unit,
        vesselCount: 1,
      });
    }
  }
  return [...byName.values()].sort((a, b) => a.label.localeCompare(b.label));
}
