import { ACCUMULATED_UNITS, isAccumulatedUnit } from "../logdata/units.js";

/**
 * Time spans of vessel data widget columns (spec 3 §4, §5, §9): which calculation a column asks for,
 * over which window, and the rules the Select time span dialog and the server both apply. Pure: the
 * clock arrives as `now` (epoch ms).
 */

export const CALCULATION_TYPES = [
  "LastReceived",
  "LastVoyageAveraged",
  "LastVoyageAccumulated",
  "Averaged",
  "Accumulated",
  "FromAndToDates",
] as const;
export type CalculationType = (typeof CALCULATION_TYPES)[number];

/** The sub-type of FromAndToDates. */
export const FROM_TO_CALCULATION_TYPES = ["Averaged", "Accumulated"] as const;
export type FromToCalculationType = (typeof FROM_TO_CALCULATION_TYPES)[number];

export const CALCULATION_LABELS: Record<CalculationType, string> = {
  LastReceived: "Last received",
  LastVoyageAveraged: "Last voyage averaged",
  LastVoyageAccumulated: "Last voyage accumulated",
  Averaged: "Averaged",
  Accumulated: "Accumulated",
  FromAndToDates: "From and to dates",
};

export const TIME_SPAN = {
  minHours: 1,
  maxHours: 300,
  defaultHours: 24,
  defaultCalculationType: "LastReceived" as CalculationType,
  defaultFromToCalculationType: "Averaged" as FromToCalculationType,
} as const;

const HOUR_MS = 3_600_000;

/** Units an accumulated calculation allows (spec 3 §5; the tooltip lists Rev/Min too). */
export const ACCUMULATED_UNIT_CAPTIONS: readonly string[] = ACCUMULATED_UNITS;

export const TIME_SPAN_MESSAGES = {
  hours: "Selected hours must be between 1 and 300",
  accumulatedUnit: (widgetNames: readonly string[]) =>
    `Widgets [ ${widgetNames.join(", ")} ] columns has not allowed variable unit for currently selected calculation type`,
  selectWidgets: "Please select widgets",
  datesRequired: "Choose a from date and a to date.",
  datesOrder: "The total timespan must be greater than 0",
  allowedUnitsTooltip: `Accumulated values are available for the units ${ACCUMULATED_UNIT_CAPTIONS.join(", ")}.`,
} as const;

/** The calculation settings of a column (and of a general time span). Dates are ISO 8601 UTC. */
export interface TimeSpanSettings {
  calculationType: CalculationType;
  /** Length of the Averaged / Accumulated window in hours (1-300); kept for the other types too. */
  hours: number;
  fromDate: string;
  toDate: string;
  fromAndToDatesCalculationType: FromToCalculationType;
}

export const isValidHours = (hours: number): boolean =>
  Number.isInteger(hours) && hours >= TIME_SPAN.minHours && hours <= TIME_SPAN.maxHours;

/** Whether the settings accumulate (Accumulated, LastVoyageAccumulated, FromAndToDates with Accumulated). */
export const isAccumulatedCalculation = (
  s: Pick<TimeSpanSettings, "calculationType" | "fromAndToDatesCalculationType">,
) =>
  s.calculationType === "Accumulated" ||
  s.calculationType === "LastVoyageAccumulated" ||
  (s.calculationType === "FromAndToDates" && s.fromAndToDatesCalculationType === "Accumulated");

/** Whether the settings average (Averaged, LastVoyageAveraged, FromAndToDates with Averaged). */
export const isAveragedCalculation = (
  s: Pick<TimeSpanSettings, "calculationType" | "fromAndToDatesCalculationType">,
) =>
  s.calculationType === "Averaged" ||
  s.calculationType === "LastVoyageAveraged" ||
  (s.calculationType === "FromAndToDates" && s.fromAndToDatesCalculationType === "Averaged");

/** Whether a column's variables allow its calculation (spec 3 §5 accumulated-unit rule). */
export function columnUnitsAllowed(
  column: Pick<TimeSpanSettings, "calculationType" | "fromAndToDatesCalculationType"> & {
    logVariables: ReadonlyArray<{ unitCaption: string }>;
  },
): boolean {
  if (!isAccumulatedCalculation(column)) return true;
  return column.logVariables.every((v) => isAccumulatedUnit(v.unitCaption));
}

/**
 * The names of widgets with a column whose variables do not allow `settings` when applied to it (the
 * general time span dialog's check); empty when allowed.
 */
export function widgetsRefusingCalculation(
  settings: Pick<TimeSpanSettings, "calculationType" | "fromAndToDatesCalculationType">,
  widgets: ReadonlyArray<{
    name: string;
    columns: ReadonlyArray<{ logVariables: ReadonlyArray<{ unitCaption: string }> }>;
  }>,
): string[] {
  return widgets
    .filter((w) => w.columns.some((c) => !columnUnitsAllowed({ ...settings, logVariables: c.logVariables })))
    .map((w) => w.name);
}

/**
 * Problems with time span settings as the dialog holds them (empty when the save may go ahead):
 * hours 1-300 for Averaged and Accumulated, both dates and from before to for FromAndToDates.
 */
export function timeSpanProblems(s: {
  calculationType: CalculationType;
  hours: number | null;
  fromDate: string | null;
  toDate: string | null;
}): string[] {
  const problems: string[] = [];
  if (
    (s.calculationType === "Averaged" || s.calculationType === "Accumulated") &&
    !isValidHours(s.hours ?? NaN)
  ) {
    problems.push(TIME_SPAN_MESSAGES.hours);
  }
  if (s.calculationType === "FromAndToDates") {
    const from = s.fromDate ? Date.parse(s.fromDate) : NaN;
    const to = s.toDate ? Date.parse(s.toDate) : NaN;
    if (Number.isNaN(from) || Number.isNaN(to)) problems.push(TIME_SPAN_MESSAGES.datesRequired);
    else if (to <= from) problems.push(TIME_SPAN_MESSAGES.datesOrder);
  }
  return problems;
}

/** Default settings of a new column (spec 3 §9): LastReceived, 24 h, start of the year to today 00:00 (UTC). */
export function defaultTimeSpan(now: number): TimeSpanSettings {
  const d = new Date(now);
  return {
    calculationType: TIME_SPAN.defaultCalculationType,
    hours: TIME_SPAN.defaultHours,
    fromDate: new Date(Date.UTC(d.getUTCFullYear(), 0, 1)).toISOString(),
    toDate: new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())).toISOString(),
    fromAndToDatesCalculationType: TIME_SPAN.defaultFromToCalculationType,
  };
}

/**
 * The window a column's values cover, when the column itself fixes it: the last `hours` up to now for
 * Averaged and Accumulated, the chosen dates for FromAndToDates. Null for LastReceived (the newest
 * sample) and the LastVoyage types (the server knows the voyage).
 */
export function columnWindow(
  s: Pick<TimeSpanSettings, "calculationType" | "hours" | "fromDate" | "toDate">,
  now: number,
): { from: number; to: number } | null {
  switch (s.calculationType) {
    case "Averaged":
    case "Accumulated":
      return { from: now - s.hours * HOUR_MS, to: now };
    case "FromAndToDates":
      return { from: Date.parse(s.fromDate), to: Date.parse(s.toDate) };
    default:
      return null;
  }
}

/**
 * Applies a general time span to a column (spec 3 §4): the span's settings overwrite the column's; for
 * types other than FromAndToDates the window is re-anchored to now keeping its length in hours
 * (toDate becomes now, fromDate now minus the hours).
 */
export function applyTimeSpan<C extends TimeSpanSettings>(column: C, span: TimeSpanSettings, now: number): C {
  const applied: C = {
    ...column,
    calculationType: span.calculationType,
    hours: span.hours,
    fromDate: span.fromDate,
    toDate: span.toDate,
    fromAndToDatesCalculationType: span.fromAndToDatesCalculationType,
  };
  return span.calculationType === "FromAndToDates" ? applied : reanchor(applied, now);
}

/** The same window length in hours (at least 1, at most 300), ending now. */
export function reanchor<C extends TimeSpanSettings>(column: C, now: number): C {
  const hours = Math.min(TIME_SPAN.maxHours, Math.max(TIME_SPAN.minHours, Math.round(column.hours)));
  return {
    ...column,
    hours,
    fromDate: new Date(now - hours * HOUR_MS).toISOString(),
    toDate: new Date(now).toISOString(),
  };
}

/** The calculated log data call that answers a column (spec 3 §7 "Log data"), with its query. */
export interface ColumnDataRequest {
  path:
    | "/LogData/LastReceived"
    | "/LogData/Calculated/Averaged"
    | "/LogData/Calculated/Accumulated"
    | "/LogData/Calculated/Averaged/LastVoyage"
    | "/LogData/Calculated/Accumulated/LastVoyage";
  query: { logVariableIds: string; fromDate?: string; toDate?: string };
}

export function columnDataRequest(
  column: TimeSpanSettings & { logVariables: ReadonlyArray<{ id: number }> },
  now: number,
): ColumnDataRequest {
  const logVariableIds = column.logVariables.map((v) => v.id).join(",");
  const windowed = (path: ColumnDataRequest["path"]): ColumnDataRequest => {
    const w = columnWindow(column, now)!;
    return {
      path,
      query: {
        logVariableIds,
        fromDate: new Date(w.from).toISOString(),
        toDate: new Date(w.to).toISOString(),
      },
    };
  };
  switch (column.calculationType) {
    case "LastReceived":
      return { path: "/LogData/LastReceived", query: { logVariableIds } };
    case "LastVoyageAveraged":
      return { path: "/LogData/Calculated/Averaged/LastVoyage", query: { logVariableIds } };
    case "LastVoyageAccumulated":
      return { path: "/LogData/Calculated/Accumulated/LastVoyage", query: { logVariableIds } };
    case "Averaged":
      return windowed("/LogData/Calculated/Averaged");
    case "Accumulated":
      return windowed("/LogData/Calculated/Accumulated");
    case "FromAndToDates":
      return windowed(
        column.fromAndToDatesCalculationType === "Accumulated"
          ? "/LogData/Calculated/Accumulated"
          : "/LogData/Calculated/Averaged",
      );
  }
}

/**
 * The window a graph of the column draws (at an automatic data interval, spec 3 §4): the column's own
 * window, the last `hours` for LastReceived, null for the LastVoyage types (use the fromDate and toDate
 * the LastVoyage calculated call answers).
 */
export function graphWindow(
  s: Pick<TimeSpanSettings, "calculationType" | "hours" | "fromDate" | "toDate">,
  now: number,
): { from: number; to: number } | null {
  if (s.calculationType === "LastReceived") return { from: now - s.hours * HOUR_MS, to: now };
  return columnWindow(s, now);
}

/** Points per series a dashboard graph asks for at most (the automatic data interval follows from it). */
export const GRAPH_MAX_POINTS = 500;

/**
 * The BatchFind call that draws a graph column: its window at an automatic interval of at most
 * GRAPH_MAX_POINTS buckets (24 h: quarter-hours, 14 days: hours), times as Unix epoch ms. Null for the
 * LastVoyage types until the window is known (pass it as `window`, e.g. from the LastVoyage call).
 */
export function graphDataRequest(
  column: TimeSpanSettings & { logVariables: ReadonlyArray<{ id: number }> },
  now: number,
  window: { from: number; to: number } | null = graphWindow(column, now),
): { path: "/LogData/BatchFind"; query: Record<string, string> } | null {
  if (!window) return null;
  return {
    path: "/LogData/BatchFind",
    query: {
      logVariableIds: column.logVariables.map((v) => v.id).join(","),
      fromDate: new Date(window.from).toISOString(),
      toDate: new Date(window.to).toISOString(),
      granularity: "Auto",
      maxPoints: String(GRAPH_MAX_POINTS),
      dateTimeFormat: "UnixEpochMs",
    },
  };
}
