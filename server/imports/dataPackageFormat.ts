/**
 * The names and columns of a vessel data package (docs/data-package.md). The writer and the importer
 * both read them from here so the two cannot drift apart.
 */

export const MANIFEST_FILE = "manifest.json";
export const LOGGING_HISTORY_FILE = "LoggingHistory.csv";
export const VARIABLES_FILE = "Variables.csv";
export const POSITIONS_FILE = "Positions.csv";
export const NOON_REPORTS_FILE = "NoonReports.csv";

export const LOGGING_HISTORY_COLUMNS = ["timestamp", "variable", "value"] as const;
export const VARIABLES_COLUMNS = ["name", "unit", "onboardSystem", "taxa"] as const;
export const POSITIONS_COLUMNS = ["timestamp", "latitude", "longitude"] as const;

/** Numeric noon report columns (all optional but `timestamp`); `remarks` is free text. */
export const NOON_REPORT_NUMBER_COLUMNS = [
  "latitude",
  "longitude",
  "distanceNm",
  "steamingHours",
  "speedKn",
  "meFuelT",
  "aeFuelT",
  "boilerFuelT",
  "robHfoT",
  "robLfoT",
  "robMgoT",
  "windForceBft",
  "seaState",
  "draftForeM",
  "draftAftM",
] as const;
export const NOON_REPORT_TEXT_COLUMNS = ["remarks"] as const;
export const NOON_REPORT_COLUMNS = [
  "timestamp",
  ...NOON_REPORT_NUMBER_COLUMNS,
  ...NOON_REPORT_TEXT_COLUMNS,
] as const;

export type NoonReportNumberColumn = (typeof NOON_REPORT_NUMBER_COLUMNS)[number];
export type NoonReportTextColumn = (typeof NOON_REPORT_TEXT_COLUMNS)[number];

/** Separator of the taxa inside the `taxa` column of Variables.csv. */
export const TAXA_SEPARATOR = ";";

export interface DataPackageManifest {
  imoNumber: string;
  /** ISO-8601 UTC time the vessel built the package. */
  createdAt: string;
}
