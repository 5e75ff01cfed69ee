import {
  type CalculationType,
  defaultTimeSpan,
  type FromToCalculationType,
  isAccumulatedCalculation,
  TIME_SPAN_MESSAGES,
  type TimeSpanSettings,
  timeSpanProblems,
} from "../../../../../domain/dashboards/timeSpan";
import { isAccumulatedUnit } from "../../../../../domain/logdata/units";

/**
 * The Select time span dialog as a person fills it: the hours and the 24-hour times are text until
 * they are valid. Dates and times are read as UTC (the dialog says so), like the API's dates.
 */
export interface TimeSpanForm {
  calculationType: CalculationType;
  hours: string;
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
  fromAndToDatesCalculationType: FromToCalculationType;
}

export const TIME_INPUT_MESSAGE = "Please specify a valid time in the 00:00-23:59 range";
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** HH:mm with hours 0-23 and minutes 00-59, at most 5 characters (spec 3 §5). */
export const isValidTime = (text: string): boolean => text.length <= 5 && TIME.test(text);

const datePart = (iso: string) => iso.slice(0, 10);
const timePart = (iso: string) => iso.slice(11, 16);

export function formOf(settings: TimeSpanSettings): TimeSpanForm {
  return {
    calculationType: settings.calculationType,
    hours: String(settings.hours),
    fromDate: datePart(settings.fromDate),
    fromTime: timePart(settings.fromDate),
    toDate: datePart(settings.toDate),
    toTime: timePart(settings.toDate),
    fromAndToDatesCalculationType: settings.fromAndToDatesCalculationType,
  };
}

export const defaultForm = (now: number): TimeSpanForm => formOf(defaultTimeSpan(now));

const isoOf = (date: string, time: string): string | null => {
  if (!DATE.test(date) || !isValidTime(time)) return null;
  const t = Date.parse(`${date}T${time}:00Z`);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
};

export interface TimeSpanFormErrors {
  hours?: string;
  fromTime?: string;
  toTime?: string;
  dates?: string;
  units?: string;
}

/**
 * What is wrong with the form (empty: save may go ahead). `units` carries the captions of the
 * variables the settings apply to, per widget name: an accumulating choice needs every unit allowed.
 */
export function validateTimeSpanForm(
  form: TimeSpanForm,
  units: ReadonlyArray<{ widgetName: string; unitCaptions: readonly string[] }> = [],
): TimeSpanFormErrors {
  const errors: TimeSpanFormErrors = {};
  const needsHours = form.calculationType === "Averaged" || form.calculationType === "Accumulated";
  if (needsHours && !/^\d{1,3}$/.test(form.hours.trim())) errors.hours = TIME_SPAN_MESSAGES.hours;
  if (form.calculationType === "FromAndToDates") {
    if (!isValidTime(form.fromTime)) errors.fromTime = TIME_INPUT_MESSAGE;
    if (!isValidTime(form.toTime)) errors.toTime = TIME_INPUT_MESSAGE;
  }
  const from = isoOf(form.fromDate, form.fromTime);
  const to = isoOf(form.toDate, form.toTime);
  const problems = timeSpanProblems({
    calculationType: form.calculationType,
    hours: needsHours ? Number(form.hours.trim()) : null,
    fromDate: from,
    toDate: to,
  });
  for (const problem of problems) {
    if (problem === TIME_SPAN_MESSAGES.hours) errors.hours = problem;
    else if (!errors.fromTime && !errors.toTime) errors.dates = problem;
  }
  if (isAccumulatedCalculation(form)) {
    const refusing = units
      .filter((entry) => entry.unitCaptions.some((caption) => !isAccumulatedUnit(caption)))
      .map((entry) => entry.widgetName);
    if (refusing.length > 0) errors.units = TIME_SPAN_MESSAGES.accumulatedUnit([...new Set(refusing)]);
  }
  return errors;
}

export const hasErrors = (errors: TimeSpanFormErrors): boolean => Object.values(errors).some(Boolean);

/** The settings a valid form stands for (the window's dates as ISO 8601 UTC). */
export function settingsOf(form: TimeSpanForm, now: number): TimeSpanSettings {
  const fallback = defaultTimeSpan(now);
  const hours = Number(form.hours.trim());
  return {
    calculationType: form.calculationType,
    hours: Number.isInteger(hours) && hours >= 1 && hours <= 300 ? hours : fallback.hours,
    fromDate: isoOf(form.fromDate, form.fromTime) ?? fallback.fromDate,
    toDate: isoOf(form.toDate, form.toTime) ?? fallback.toDate,
    fromAndToDatesCalculationType: form.fromAndToDatesCalculationType,
  };
}
