import { z } from "zod";
import { ValidationError } from "../shared/errors.js";

const DAY_MS = 86_400_000;

/** Kinds of report a vessel sends (spec 3 §7 GET /ReportTypes: the kind named unknown is never listed). */
export const REPORT_TYPES = [
  { id: 0, name: "unknown", displayName: "Unknown" },
  { id: 1, name: "NoonReport", displayName: "Noon report" },
] as const;
export const NOON_REPORT_TYPE = REPORT_TYPES[1];
export const listedReportTypes = () => REPORT_TYPES.filter((type) => type.name !== "unknown");

/** The noon report fields of a data package (docs/data-package.md), as the page and the file name them. */
export const NOON_REPORT_FIELDS: readonly { column: string; label: string; unit: string }[] = [
  { column: "latitude", label: "Latitude", unit: "°" },
  { column: "longitude", label: "Longitude", unit: "°" },
  { column: "distanceNm", label: "Distance since last report", unit: "nm" },
  { column: "steamingHours", label: "Steaming hours", unit: "h" },
  { column: "speedKn", label: "Average speed", unit: "knot" },
  { column: "meFuelT", label: "Main engine fuel", unit: "t" },
  { column: "aeFuelT", label: "Auxiliary engines fuel", unit: "t" },
  { column: "boilerFuelT", label: "Boiler fuel", unit: "t" },
  { column: "robHfoT", label: "ROB HFO", unit: "t" },
  { column: "robLfoT", label: "ROB LFO", unit: "t" },
  { column: "robMgoT", label: "ROB MGO", unit: "t" },
  { column: "windForceBft", label: "Wind force", unit: "Bft" },
  { column: "seaState", label: "Sea state", unit: "Douglas" },
  { column: "draftForeM", label: "Draft fore", unit: "m" },
  { column: "draftAftM", label: "Draft aft", unit: "m" },
  { column: "remarks", label: "Remarks", unit: "" },
];

export const REPORT_MESSAGES = {
  notFound: "Report not found.",
  badId: "The report id is not valid.",
  spanTooLong: "Ask for at most 366 days of reports at a time.",
  toBeforeFrom: "toDate must be after fromDate.",
};

/** A report is named by its vessel and time: `<vesselId>_<epoch ms>`. */
export const reportIdOf = (vesselId: string, t: number): string => `${vesselId}_${t}`;
const REPORT_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_(\d{1,15})$/i;
export function parseReportId(id: string): { vesselId: string; t: number } | null {
  const match = REPORT_ID.exec(id);
  return match ? { vesselId: match[1]!.toLowerCase(), t: Number(match[2]) } : null;
}

export const MAX_REPORT_SPAN_MS = 366 * DAY_MS;
export const DEFAULT_REPORT_SPAN_MS = 30 * DAY_MS;

/** The window of GET /Reports: the last 30 days unless asked otherwise, at most 366 days. */
export function reportWindow(
  now: number,
  from: number | undefined,
  to: number | undefined,
): { from: number; to: number } {
  const end = to ?? now;
  const start = from ?? end - DEFAULT_REPORT_SPAN_MS;
  if (end <= start) throw new ValidationError(REPORT_MESSAGES.toBeforeFrom);
  if (end - start > MAX_REPORT_SPAN_MS) throw new ValidationError(REPORT_MESSAGES.spanTooLong);
  return { from: start, to: end };
}

export const reportIdSchema = z
  .string()
  .max(60)
  .refine((id) => parseReportId(id) !== null, {
    message: REPORT_MESSAGES.badId,
  });
