import {
  type AnalysisSettings,
  DEFAULT_ANALYSIS_SETTINGS,
} from "../../../../domain/dataAnalysis/configuration";
import type { DataInterval } from "../../../../domain/dataAnalysis/dataInterval";
import {
  dateTimeMs,
  resolveWindow,
  type TimeConfigurationType,
  type TimeInputs,
  timeInputProblems,
  type WindowFacts,
  type WindowResult,
} from "../../../../domain/dataAnalysis/timeConfiguration";
import {
  formatVariableGroups,
  GROUP_LIMITS,
  GROUP_MESSAGES,
  groupProblem,
  parseVariableGroups,
} from "../../../../domain/dataAnalysis/variableGroups";

/** The page's form as typed (inputs are text until submitted). */
export interface AnalysisForm extends TimeInputs {
  groups: number[][];
  dataInterval: DataInterval;
  filterMinMax: boolean;
  filterOutliers: boolean;
  showVoyages: boolean;
  /** Per variable id, the min and max typed for Filter min & max. */
  ranges: Record<number, { min: string; max: string }>;
  scatterX: number | null;
  scatterY: number | null;
}

const day = (iso: string | null, fallback: number) =>
  new Date(iso ? Date.parse(iso) : fallback).toISOString().slice(0, 10);
const time = (iso: string | null) => (iso ? new Date(Date.parse(iso)).toISOString().slice(11, 16) : "");
const text = (n: number) => (n === 0 ? "" : String(n));

/** The form a saved configuration (or the default) opens with. */
export function formOf(saved: AnalysisSettings | null, now: number): AnalysisForm {
  const s = saved ?? DEFAULT_ANALYSIS_SETTINGS;
  const ranges: AnalysisForm["ranges"] = {};
  for (const r of s.ranges)
    ranges[r.logVariableId] = {
      min: r.min === null ? "" : String(r.min),
      max: r.max === null ? "" : String(r.max),
    };
  return {
    groups: parseVariableGroups(s.logVariableIds) ?? [[]],
    type: s.timeConfigurationType,
    lastDays: text(s.lastNumberDays),
    lastHours: text(s.lastNumberHours),
    lastMinutes: text(s.lastNumberMinutes),
    fromDay: day(s.fromDateTime, now - 86_400_000),
    fromTime: time(s.fromDateTime),
    toDay: day(s.toDateTime, now),
    toTime: time(s.toDateTime),
    dataInterval: s.dataInterval,
    filterMinMax: s.filterMinMax,
    filterOutliers: s.filterOutliers,
    showVoyages: s.showVoyages,
    ranges,
    scatterX: s.scatter?.x ?? null,
    scatterY: s.scatter?.y ?? null,
  };
}

const rangeNumber = (typed: string | undefined): number | null | undefined => {
  const t = (typed ?? "").trim().replace(",", ".");
  if (t === "") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
};

export const FORM_MESSAGES = {
  rangeNumber: "The value must be a number",
  rangeOrder: "Min must not be greater than max",
} as const;

/** Every problem that keeps Plot disabled, by field; empty when the form may be submitted. */
export function formProblems(form: AnalysisForm): Record<string, string> {
  const problems: Record<string, string> = { ...timeInputProblems(form) };
  const chosen = form.groups.flat();
  if (chosen.length === 0) problems.variables = GROUP_MESSAGES.noVariables;
  const groups = groupProblem(form.groups);
  if (groups) problems.variables = groups;
  if (form.filterMinMax) {
    for (const id of chosen) {
      const min = rangeNumber(form.ranges[id]?.min);
      const max = rangeNumber(form.ranges[id]?.max);
      if (min === undefined || max === undefined) problems[`range-${id}`] = FORM_MESSAGES.rangeNumber;
      else if (min !== null && max !== null && min > max) problems[`range-${id}`] = FORM_MESSAGES.rangeOrder;
    }
  }
  return problems;
}

/** The window the form means, with the facts the page knows. */
export const windowOfForm = (form: AnalysisForm, facts: WindowFacts): WindowResult =>
  resolveWindow(form, facts);

/** What is saved (spec 3 §3 Data analysis configuration); call only when formProblems is empty. */
export function settingsOfForm(form: AnalysisForm): AnalysisSettings {
  const chosen = new Set(form.groups.flat());
  const n = (t: string) => (t.trim() === "" ? 0 : Number(t));
  const setPeriod = form.type === "SetPeriod";
  const scatter =
    form.scatterX !== null && form.scatterY !== null && chosen.has(form.scatterX) && chosen.has(form.scatterY)
      ? { x: form.scatterX, y: form.scatterY }
      : null;
  return {
    ...DEFAULT_ANALYSIS_SETTINGS,
    logVariableIds: formatVariableGroups(form.groups),
    timeConfigurationType: form.type as TimeConfigurationType,
    fromDateTime: setPeriod ? new Date(dateTimeMs(form.fromDay, form.fromTime)!).toISOString() : null,
    toDateTime: setPeriod ? new Date(dateTimeMs(form.toDay, form.toTime)!).toISOString() : null,
    lastNumberDays: form.type === "LastPeriod" ? n(form.lastDays) : 0,
    lastNumberHours: form.type === "LastPeriod" ? n(form.lastHours) : 0,
    lastNumberMinutes: form.type === "LastPeriod" ? n(form.lastMinutes) : 0,
    lastVoyage: form.type === "LastVoyage",
    dataInterval: form.dataInterval,
    filterMinMax: form.filterMinMax,
    filterOutliers: form.filterOutliers,
    showVoyages: form.showVoyages,
    ranges: form.filterMinMax
      ? [...chosen]
          .map((id) => ({
            logVariableId: id,
            min: rangeNumber(form.ranges[id]?.min) ?? null,
            max: rangeNumber(form.ranges[id]?.max) ?? null,
          }))
          .filter((r) => r.min !== null || r.max !== null)
      : [],
    scatter,
  };
}

/** Adds an empty group when fewer than 10 exist. */
export const withNewGroup = (groups: number[][]): number[][] =>
  groups.length >= GROUP_LIMITS.groups ? groups : [...groups, []];
