import { distinctSorted, type Series, SeriesBuilder } from "../../domain/alerts/series.js";
import { futureTimeProblem } from "../../domain/imports/timeSanity.js";
import { readDate } from "../../domain/shared/dates.js";
import type {
  ImportCounts,
  ImportWriter,
  NoonReportInput,
  PointInput,
  PositionInput,
  TimeSeriesStore,
  VariableDefinition,
} from "../timeseries/TimeSeriesStore.js";
import { csvFields, csvTable } from "./csvLines.js";
import type { DataPackage } from "./DataPackage.js";
import {
  LOGGING_HISTORY_COLUMNS,
  LOGGING_HISTORY_FILE,
  NOON_REPORT_NUMBER_COLUMNS,
  NOON_REPORT_TEXT_COLUMNS,
  NOON_REPORTS_FILE,
  POSITIONS_COLUMNS,
  POSITIONS_FILE,
  TAXA_SEPARATOR,
  VARIABLES_COLUMNS,
  VARIABLES_FILE,
} from "./dataPackageFormat.js";
import { type ImportStatistic, TICKS_PER_MS } from "./ImportQueue.js";
import { PackageError, rowError } from "./PackageError.js";

/** Table names of the import statistics (spec 3 §9 names the first). */
export const STATISTIC_TABLES = {
  [VARIABLES_FILE]: "KSPDataTab_Variables",
  [LOGGING_HISTORY_FILE]: "KSPDataTab_LoggingHistory",
  [POSITIONS_FILE]: "KSPDataTab_Positions",
  [NOON_REPORTS_FILE]: "KSPDataTab_NoonReports",
} as const;

const POINT_BATCH = 20_000;
const SMALL_BATCH = 5_000;
const MAX_VARIABLES = 10_000;

export interface ImportOptions {
  store: TimeSeriesStore;
  vesselId: string;
  /** Fraction 0–1 of the package's CSV text read so far. */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the import between batches; it is rolled back. */
  signal?: AbortSignal;
  /** Variables whose points the notification conditions of the vessel evaluate (server/features/alerts). */
  watch?: { names: ReadonlySet<string>; anyTimes: boolean };
  /**
   * When the server received the package (ms): a time more than `MAX_CLOCK_AHEAD_MS` after it fails the
   * package (domain/imports/timeSanity.ts).
   */
  receivedAt: number;
}

export interface ImportResult {
  statistics: ImportStatistic[];
  counts: ImportCounts;
  /** Newest time in LoggingHistory.csv (epoch ms), or null when it holds no rows. */
  newestPointAt: number | null;
  /** Oldest time in LoggingHistory.csv (epoch ms), or null when it holds no rows. */
  oldestPointAt: number | null;
  /** The watched variables' points (by name, sorted by time) and the distinct point times if asked. */
  watched: { byVariable: Map<string, Series>; times: Float64Array } | null;
}

/**
 * Imports one package in one ImportWriter transaction: any error rolls everything back. The CSV files
 * are streamed a chunk at a time; points go to the store in batches.
 */
export async function importPackage(pkg: DataPackage, options: ImportOptions): Promise<ImportResult> {
  if (!pkg.has(LOGGING_HISTORY_FILE)) throw new PackageError(`The package has no ${LOGGING_HISTORY_FILE}.`);
  const files = ([VARIABLES_FILE, LOGGING_HISTORY_FILE, POSITIONS_FILE, NOON_REPORTS_FILE] as const).filter(
    (f) => pkg.has(f),
  );
  const totalChars = Math.max(
    1,
    files.reduce((sum, file) => sum + pkg.size(file), 0),
  );
  let doneChars = 0;
  const progress = (fileChars: number) =>
    options.onProgress?.(Math.min(1, (doneChars + fileChars) / totalChars));

  const writer = await options.store.beginImport();
  try {
    const known = new Map((await options.store.variables(options.vesselId)).map((v) => [v.name, v.id]));
    const collect =
      options.watch && (options.watch.names.size > 0 || options.watch.anyTimes)
        ? newCollector(options.watch)
        : null;
    const section = {
      pkg,
      writer,
      vesselId: options.vesselId,
      known,
      progress,
      signal: options.signal,
      collect,
      receivedAt: options.receivedAt,
    };
    const statistics: ImportStatistic[] = [];
    let newestPointAt: number | null = null;
    let oldestPointAt: number | null = null;
    for (const file of files) {
      const started = performance.now();
      let rowCount: number;
      if (file === VARIABLES_FILE) rowCount = await importVariables(section);
      else if (file === POSITIONS_FILE) rowCount = await importPositions(section);
      else if (file === NOON_REPORTS_FILE) rowCount = await importNoonReports(section);
      else ({ rowCount, newestPointAt, oldestPointAt } = await importLoggingHistory(section));
      statistics.push({
        tableName: STATISTIC_TABLES[file],
        importDuration: Math.round((performance.now() - started) * TICKS_PER_MS),
        rowCount,
      });
      doneChars += pkg.size(file);
    }
    const counts = await writer.commit();
    return {
      statistics,
      counts,
      newestPointAt,
      oldestPointAt,
      watched: collect ? collected(collect, known) : null,
    };
  } catch (error) {
    await writer.rollback();
    throw error;
  }
}

interface Section {
  pkg: DataPackage;
  writer: ImportWriter;
  vesselId: string;
  /** Variable name -> id, for the vessel, growing as the package defines variables. */
  known: Map<string, number>;
  progress(fileChars: number): void;
  signal: AbortSignal | undefined;
  collect: Collector | null;
  receivedAt: number;
}

/**
 * Gathers, while points are written, those of watched variables (by id) and the distinct times, into
 * columns: no object per point is kept (an import may hand hundreds of thousands to the evaluator).
 */
interface Collector {
  names: ReadonlySet<string>;
  anyTimes: boolean;
  byId: Map<number, SeriesBuilder>;
  times: SeriesBuilder;
  lastTime: number;
}

const newCollector = (watch: { names: ReadonlySet<string>; anyTimes: boolean }): Collector => ({
  names: watch.names,
  anyTimes: watch.anyTimes,
  byId: new Map(),
  times: new SeriesBuilder(),
  lastTime: Number.NaN,
});

function collect(c: Collector, known: Map<string, number>, batch: readonly PointInput[]): void {
  for (const name of c.names) {
    const id = known.get(name);
    if (id !== undefined && !c.byId.has(id)) c.byId.set(id, new SeriesBuilder());
  }
  const { byId, anyTimes } = c;
  for (let i = 0; i < batch.length; i++) {
    const p = batch[i]!;
    byId.get(p.variableId)?.push(p.t, p.v);
    if (anyTimes && p.t !== c.lastTime) {
      c.times.push(p.t, 0); // a time only: its value column stays unused
      c.lastTime = p.t;
    }
  }
}

function collected(c: Collector, known: Map<string, number>): NonNullable<ImportResult["watched"]> {
  const byVariable = new Map<string, Series>();
  for (const name of c.names) {
    const id = known.get(name);
    const points = id === undefined ? undefined : c.byId.get(id);
    if (points && points.length > 0) byVariable.set(name, points.build());
  }
  return { byVariable, times: distinctSorted(c.times.build().t) };
}

async function importVariables(s: Section): Promise<number> {
  const definitions: VariableDefinition[] = [];
  const seen = new Set<string>();
  for await (const chunk of csvTable(await s.pkg.stream(VARIABLES_FILE), VARIABLES_FILE, VARIABLES_COLUMNS)) {
    const at = columnIndexes(chunk.columns, VARIABLES_COLUMNS);
    chunk.lines.forEach((line, i) => {
      const row = chunk.rows[i]!;
      const fields = csvFields(line, VARIABLES_FILE, row);
      const name = (fields[at.name] ?? "").trim();
      if (!name) throw rowError(VARIABLES_FILE, row, "name is empty.");
      if (seen.has(name)) throw rowError(VARIABLES_FILE, row, `variable "${name}" is declared twice.`);
      if (seen.size >= MAX_VARIABLES) throw rowError(VARIABLES_FILE, row, "more than 10,000 variables.");
      seen.add(name);
      definitions.push({
        name,
        unit: (fields[at.unit] ?? "").trim(),
        onboardSystem: (fields[at.onboardSystem] ?? "").trim(),
        taxa: (fields[at.taxa] ?? "")
          .split(TAXA_SEPARATOR)
          .map((taxon) => taxon.trim())
          .filter((taxon) => taxon.length > 0),
      });
    });
    s.progress(chunk.charsRead);
  }
  await define(s, definitions);
  return definitions.length;
}

async function define(s: Section, definitions: VariableDefinition[]): Promise<void> {
  if (definitions.length === 0) return;
  const ids = await s.writer.defineVariables(s.vesselId, definitions);
  for (const [name, id] of ids) s.known.set(name, id);
}

async function importLoggingHistory(
  s: Section,
): Promise<{ rowCount: number; newestPointAt: number | null; oldestPointAt: number | null }> {
  const file = LOGGING_HISTORY_FILE;
  let batch: PointInput[] = [];
  let rowCount = 0;
  let newest = Number.NEGATIVE_INFINITY;
  let oldest = Number.POSITIVE_INFINITY;
  // Rows of one logging instant share their timestamp: parse it once.
  let lastTimestamp = "";
  let lastTime = 0;
  for await (const chunk of csvTable(await s.pkg.stream(file), file, LOGGING_HISTORY_COLUMNS)) {
    const at = columnIndexes(chunk.columns, LOGGING_HISTORY_COLUMNS);
    const width = chunk.columns.size;
    const inOrder = at.timestamp === 0 && at.variable === 1 && at.value === 2 && width === 3;
    const { lines, rows } = chunk;
    const unknown: Array<{ point: PointInput; name: string; row: number }> = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      let timestamp: string;
      let variable: string;
      let value: string;
      // The common line, three fields without quotes, is cut without building an array.
      const first = inOrder && !line.includes('"') ? line.indexOf(",") : -1;
      const second = first === -1 ? -1 : line.indexOf(",", first + 1);
      if (second !== -1 && line.indexOf(",", second + 1) === -1) {
        timestamp = line.slice(0, first);
        variable = line.slice(first + 1, second);
        value = line.slice(second + 1);
      } else {
        const fields = csvFields(line, file, rows[i]!);
        if (fields.length !== width) {
          throw rowError(file, rows[i]!, `expected ${width} fields, found ${fields.length}.`);
        }
        timestamp = fields[at.timestamp]!;
        variable = fields[at.variable]!;
        value = fields[at.value]!;
      }
      if (timestamp !== lastTimestamp) {
        lastTime = parseTime(s, timestamp, file, rows[i]!, "timestamp");
        lastTimestamp = timestamp;
        if (lastTime < oldest) oldest = lastTime;
      }
      const point: PointInput = { variableId: s.known.get(variable) ?? -1, t: lastTime, v: 0 };
      point.v = parseNumber(value, file, rows[i]!, "value");
      if (point.variableId === -1) unknown.push({ point, name: variable, row: rows[i]! });
      batch.push(point);
      if (lastTime > newest) newest = lastTime;
    }
    if (unknown.length > 0) await defineUnknownVariables(s, unknown);
    rowCount += lines.length;
    if (batch.length >= POINT_BATCH) {
      await flushPoints(s, batch);
      batch = [];
    }
    s.progress(chunk.charsRead);
  }
  if (batch.length > 0) await flushPoints(s, batch);
  return {
    rowCount,
    newestPointAt: rowCount > 0 ? newest : null,
    oldestPointAt: rowCount > 0 ? oldest : null,
  };
}

async function flushPoints(s: Section, batch: PointInput[]): Promise<void> {
  checkAborted(s.signal);
  if (s.collect) collect(s.collect, s.known, batch);
  await s.writer.writePoints(batch);
}

/**
 * Creates, without unit or taxa, the variables LoggingHistory.csv names that neither the store nor
 * Variables.csv knows, and gives their points the new ids.
 */
async function defineUnknownVariables(
  s: Section,
  unknown: Array<{ point: PointInput; name: string; row: number }>,
): Promise<void> {
  const firstRowByName = new Map<string, number>();
  for (const { name, row } of unknown) {
    if (firstRowByName.has(name)) continue;
    if (name.trim() === "" || name !== name.trim()) {
      throw rowError(LOGGING_HISTORY_FILE, row, `variable "${name}" is not a valid name.`);
    }
    firstRowByName.set(name, row);
  }
  if (s.known.size + firstRowByName.size > MAX_VARIABLES) {
    const [, row] = [...firstRowByName][0]!;
    throw rowError(LOGGING_HISTORY_FILE, row, "the vessel would have more than 10,000 variables.");
  }
  await define(
    s,
    [...firstRowByName.keys()].map((name) => ({ name, unit: "", onboardSystem: "", taxa: [] })),
  );
  for (const { point, name } of unknown) point.variableId = s.known.get(name)!;
}

async function importPositions(s: Section): Promise<number> {
  const file = POSITIONS_FILE;
  let batch: PositionInput[] = [];
  let rowCount = 0;
  for await (const chunk of csvTable(await s.pkg.stream(file), file, POSITIONS_COLUMNS)) {
    const at = columnIndexes(chunk.columns, POSITIONS_COLUMNS);
    chunk.lines.forEach((line, i) => {
      const row = chunk.rows[i]!;
      const fields = csvFields(line, file, row);
      batch.push({
        t: parseTime(s, fields[at.timestamp] ?? "", file, row, "timestamp"),
        latitude: parseCoordinate(fields[at.latitude] ?? "", file, row, "latitude", 90),
        longitude: parseCoordinate(fields[at.longitude] ?? "", file, row, "longitude", 180),
      });
    });
    rowCount += chunk.lines.length;
    if (batch.length >= SMALL_BATCH) {
      checkAborted(s.signal);
      await s.writer.writePositions(s.vesselId, batch);
      batch = [];
    }
    s.progress(chunk.charsRead);
  }
  if (batch.length > 0) await s.writer.writePositions(s.vesselId, batch);
  return rowCount;
}

async function importNoonReports(s: Section): Promise<number> {
  const file = NOON_REPORTS_FILE;
  let batch: NoonReportInput[] = [];
  let rowCount = 0;
  for await (const chunk of csvTable(await s.pkg.stream(file), file, ["timestamp"])) {
    const { columns } = chunk;
    chunk.lines.forEach((line, i) => {
      const row = chunk.rows[i]!;
      const fields = csvFields(line, file, row);
      const field = (name: string) => {
        const index = columns.get(name);
        return index === undefined ? "" : (fields[index] ?? "").trim();
      };
      const values: NoonReportInput["values"] = {};
      for (const name of NOON_REPORT_NUMBER_COLUMNS) {
        const text = field(name);
        values[name] = text === "" ? null : parseNumber(text, file, row, name);
      }
      for (const name of NOON_REPORT_TEXT_COLUMNS) values[name] = field(name) || null;
      batch.push({ t: parseTime(s, field("timestamp"), file, row, "timestamp"), values });
    });
    rowCount += chunk.lines.length;
    if (batch.length >= SMALL_BATCH) {
      checkAborted(s.signal);
      await s.writer.writeNoonReports(s.vesselId, batch);
      batch = [];
    }
    s.progress(chunk.charsRead);
  }
  if (batch.length > 0) await s.writer.writeNoonReports(s.vesselId, batch);
  return rowCount;
}

function columnIndexes<const C extends readonly string[]>(
  columns: Map<string, number>,
  names: C,
): Record<C[number], number> {
  return Object.fromEntries(names.map((name) => [name, columns.get(name)!])) as Record<C[number], number>;
}

/**
 * ISO 8601 with a zone (Z or ±hh:mm), calendar-valid and within DATE_RANGE, and not ahead of the time the
 * package was received by more than clock skew.
 */
function parseTime(s: Section, text: string, file: string, row: number, column: string): number {
  const notATime = `${column} "${text}" is not an ISO-8601 time in UTC.`;
  const date = readDate(text, column, { time: "required", zoneRequired: true, message: notATime });
  if (!date.ok)
    throw rowError(
      file,
      row,
      date.message === notATime ? notATime : `${date.message.replace(/\.$/, "")} ("${text}").`,
    );
  const ahead = futureTimeProblem(column, text, date.ms, s.receivedAt);
  if (ahead) throw rowError(file, row, ahead);
  return date.ms;
}

function parseNumber(text: string, file: string, row: number, column: string): number {
  const n = Number(text);
  if (!Number.isFinite(n) || (n === 0 && text.trim() === "")) {
    throw rowError(file, row, `${column} "${text}" is not a number.`);
  }
  return n;
}

function parseCoordinate(text: string, file: string, row: number, column: string, limit: number): number {
  const n = parseNumber(text, file, row, column);
  if (n < -limit || n > limit) {
    throw rowError(file, row, `${column} "${text}" is not between -${limit} and ${limit}.`);
  }
  return n;
}

function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ImportCancelled();
}

/** The import was removed while it ran; it was rolled back. */
export class ImportCancelled extends Error {
  override readonly name = "ImportCancelled";
  constructor() {
    super("The import was removed while it ran.");
  }
}
