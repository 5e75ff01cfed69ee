import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import yazl from "yazl";
import { csvField } from "../../domain/shared/csv.js";
import {
  type DataPackageManifest,
  LOGGING_HISTORY_COLUMNS,
  LOGGING_HISTORY_FILE,
  MANIFEST_FILE,
  NOON_REPORT_COLUMNS,
  NOON_REPORTS_FILE,
  type NoonReportNumberColumn,
  type NoonReportTextColumn,
  POSITIONS_COLUMNS,
  POSITIONS_FILE,
  TAXA_SEPARATOR,
  VARIABLES_COLUMNS,
  VARIABLES_FILE,
} from "./dataPackageFormat.js";

/** A time as a Date, epoch milliseconds or an ISO-8601 string (written as ISO-8601 UTC). */
export type PackageTime = Date | number | string;

export interface LoggingHistoryRow {
  timestamp: PackageTime;
  variable: string;
  value: number;
}

export interface PackageVariable {
  name: string;
  unit: string;
  onboardSystem: string;
  taxa: readonly string[];
}

export interface PackagePosition {
  timestamp: PackageTime;
  latitude: number;
  longitude: number;
}

export type PackageNoonReport = { timestamp: PackageTime } & Partial<
  Record<NoonReportNumberColumn, number | null> & Record<NoonReportTextColumn, string | null>
>;

type Rows<T> = Iterable<T> | AsyncIterable<T>;

export interface DataPackageContent {
  manifest: DataPackageManifest;
  variables?: readonly PackageVariable[];
  /** LoggingHistory.csv rows; streamed, so millions of rows never sit in memory at once. */
  rows: Rows<LoggingHistoryRow>;
  positions?: Rows<PackagePosition>;
  noonReports?: Rows<PackageNoonReport>;
}

/**
 * Writes a vessel data package (docs/data-package.md) to `zipPath`, streaming every CSV, and resolves
 * once the zip is complete on disk. Used by the fleet simulator, the demo and the tests. Fields are
 * quoted but not neutralised (`csvField`): the package is read back by Keelson's importer, which must
 * get the variable names as the vessel logged them.
 */
export async function writeDataPackage(zipPath: string, content: DataPackageContent): Promise<void> {
  await mkdir(path.dirname(zipPath), { recursive: true });
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(content.manifest, null, 2)), MANIFEST_FILE);
  if (content.variables) {
    zip.addBuffer(Buffer.from(variablesCsv(content.variables)), VARIABLES_FILE);
  }
  addCsv(zip, LOGGING_HISTORY_FILE, LOGGING_HISTORY_COLUMNS, content.rows, (r) =>
    [isoTime(r.timestamp), csvField(r.variable), String(r.value)].join(","),
  );
  if (content.positions) {
    addCsv(zip, POSITIONS_FILE, POSITIONS_COLUMNS, content.positions, (p) =>
      [isoTime(p.timestamp), String(p.latitude), String(p.longitude)].join(","),
    );
  }
  if (content.noonReports) {
    addCsv(zip, NOON_REPORTS_FILE, NOON_REPORT_COLUMNS, content.noonReports, noonReportLine);
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(zipPath));
}

function addCsv<T>(
  zip: yazl.ZipFile,
  name: string,
  columns: readonly string[],
  rows: Rows<T>,
  line: (row: T) => string,
): void {
  zip.addReadStream(Readable.from(csvChunks(columns, rows, line)), name);
}

/** Joins lines into chunks of about 64 KB: one stream chunk per line would dominate the cost. */
async function* csvChunks<T>(
  columns: readonly string[],
  rows: Rows<T>,
  line: (row: T) => string,
): AsyncGenerator<string> {
  let chunk = `${columns.join(",")}\n`;
  for await (const row of rows) {
    chunk += `${line(row)}\n`;
    if (chunk.length >= 65_536) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}

function variablesCsv(variables: readonly PackageVariable[]): string {
  const lines = variables.map((v) =>
    [v.name, v.unit, v.onboardSystem, v.taxa.join(TAXA_SEPARATOR)].map(csvField).join(","),
  );
  return `${[VARIABLES_COLUMNS.join(","), ...lines].join("\n")}\n`;
}

function noonReportLine(report: PackageNoonReport): string {
  return NOON_REPORT_COLUMNS.map((column) => {
    if (column === "timestamp") return isoTime(report.timestamp);
    const value = report[column];
    return value === undefined || value === null ? "" : csvField(String(value));
  }).join(",");
}

function isoTime(time: PackageTime): string {
  if (typeof time === "string") return time;
  return (typeof time === "number" ? new Date(time) : time).toISOString();
}
