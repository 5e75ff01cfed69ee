const DAY_MS = 24 * 60 * 60 * 1000;

export interface DateRange {
  min: Date;
  max: Date;
}

/** The voyage a fuel tab belongs to: its departure and its end event (next departure or arrival). */
export interface VoyageSpan {
  departureAt: Date;
  endAt: Date;
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const addUtcMonths = (date: Date, months: number) => {
  const shifted = new Date(date.getTime());
  shifted.setUTCMonth(shifted.getUTCMonth() + months);
  return shifted;
};

/** Fuel (bunkering) operations: from 12 months before departure to the end event (spec 2 §5). */
export const fuelOperationRange = ({ departureAt, endAt }: VoyageSpan): DateRange => ({
  min: addUtcMonths(departureAt, -12),
  max: endAt,
});

/** Soundings: from 2 days before departure to 2 days after the end event. */
export const soundingRange = ({ departureAt, endAt }: VoyageSpan): DateRange => ({
  min: addDays(departureAt, -2),
  max: addDays(endAt, 2),
});

/** Flow meter operations: from departure to the end event. */
export const flowOperationRange = ({ departureAt, endAt }: VoyageSpan): DateRange => ({
  min: departureAt,
  max: endAt,
});

/**
 * The window in which a tank's fuel type and density count as submitted for a voyage: its fuel operation
 * range, ending one day after the end event (spec 2 §9). The lists show only the voyage's own records.
 */
export function queryWindow(span: VoyageSpan) {
  return { fromDate: addUtcMonths(span.departureAt, -12), toDate: addDays(span.endAt, 1) };
}

/**
 * Why a record at `at` will not be listed in this voyage's tabs: it lies before the departure (the ranges
 * allow that), so in an earlier voyage. Null when it does not. Shown while the time is being entered, so
 * a day typed wrong is seen before it is stored.
 */
export function beforeVoyageNote(at: Date | null, span: VoyageSpan, formatTime: (d: Date) => string) {
  if (!at || at.getTime() >= span.departureAt.getTime()) return null;
  return `${formatTime(at)} is before this voyage's departure (${formatTime(span.departureAt)}): the record will be listed in the voyage holding that time, not here.`;
}

/** Date pickers clamp what is picked to their range. */
export function clampToRange(value: Date, { min, max }: DateRange): Date {
  if (value.getTime() < min.getTime()) return min;
  if (value.getTime() > max.getTime()) return max;
  return value;
}

export const isWithinRange = (value: Date, { min, max }: DateRange): boolean =>
  value.getTime() >= min.getTime() && value.getTime() <= max.getTime();

/** Soundings are taken at noon unless told otherwise. */
export const DEFAULT_SOUNDING_TIME = "12:00";

/**
 * The day a new sounding defaults to: one day after the latest sounding, else the departure day,
 * clamped into the sounding range. The time part is DEFAULT_SOUNDING_TIME when there is no sounding yet,
 * else the latest sounding's own time.
 */
export function nextSoundingDefault(span: VoyageSpan, soundingTimes: readonly string[]): Date {
  const latest = soundingTimes
    .map((time) => new Date(time).getTime())
    .filter(Number.isFinite)
    .reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);
  const candidate = Number.isFinite(latest)
    ? new Date(latest + DAY_MS)
    : new Date(
        Date.UTC(
          span.departureAt.getUTCFullYear(),
          span.departureAt.getUTCMonth(),
          span.departureAt.getUTCDate(),
          12,
        ),
      );
  return clampToRange(candidate, soundingRange(span));
}

/** The first and last UTC day ("yyyy-mm-dd") of a range, for the date input's calendar and box. */
export const dayBounds = ({ min, max }: DateRange): { min: string; max: string } => ({
  min: min.toISOString().slice(0, 10),
  max: max.toISOString().slice(0, 10),
});
