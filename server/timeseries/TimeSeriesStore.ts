/**
 * The time-series store: log variables, raw log-data points with rollups, vessel positions and noon
 * reports. One contract, two adapters (SQLite in DATA_DIR by default, PostgreSQL with DATABASE_URL);
 * tests/contract/timeSeriesStore.test.ts runs against both.
 *
 * Time is epoch milliseconds (UTC) everywhere in this contract.
 *
 * Writers: one import at a time per store (beginImport waits for the previous writer to commit or
 * roll back), so always end a writer, in a finally block.
 */

export {
  BUCKET_MS,
  GRANULARITIES,
  type Granularity,
} from "../../domain/logdata/granularity.js";

import type { Granularity } from "../../domain/logdata/granularity.js";
import type { Bucket } from "../../domain/logdata/mergeBuckets.js";

/** A log variable as a data package declares it (Variables.csv) or as first seen in LoggingHistory.csv. */
export interface VariableDefinition {
  name: string;
  unit: string;
  onboardSystem: string;
  taxa: string[];
}

export interface LogVariableRecord extends VariableDefinition {
  /** Integer id, stable for (vesselId, name). */
  id: number;
  vesselId: string;
  /** Unit type derived from the unit (Speed, MassFlowRate, Power, ...), or null when unknown. */
  unitType: string | null;
  displayPrecision: number;
  hasLogData: boolean;
  /** First and last point time held for the variable, or null without data. */
  firstAt: number | null;
  lastAt: number | null;
}

export interface PointInput {
  variableId: number;
  t: number;
  v: number;
}

export interface PositionInput {
  t: number;
  latitude: number;
  longitude: number;
}

/** One noon report row; `values` holds the columns documented in docs/data-package.md. */
export interface NoonReportInput {
  t: number;
  values: Record<string, number | string | null>;
}

export interface ImportCounts {
  points: number;
  positions: number;
  noonReports: number;
  variables: number;
}

/**
 * Writes one data package. Nothing it writes is visible to readers until `commit`; `rollback`
 * (or a crash) leaves the store as it was. Writing a point, position or noon report that is already
 * stored (same variable/vessel and time) replaces it, so importing a package twice adds no duplicates.
 * Rollups of every bucket the package touched are brought up to date inside the same transaction.
 */
export interface ImportWriter {
  /**
   * Creates unknown variables, updates unit/onboard system/taxa of known ones; answers name -> id.
   * An empty unit or onboard system, or no taxa, keeps what is stored (a variable first seen in
   * LoggingHistory.csv of a package without Variables.csv does not lose its declared unit).
   */
  defineVariables(vesselId: string, variables: readonly VariableDefinition[]): Promise<Map<string, number>>;
  writePoints(points: readonly PointInput[]): Promise<void>;
  writePositions(vesselId: string, positions: readonly PositionInput[]): Promise<void>;
  writeNoonReports(vesselId: string, reports: readonly NoonReportInput[]): Promise<void>;
  commit(): Promise<ImportCounts>;
  rollback(): Promise<void>;
}

export interface SeriesQuery {
  variableId: number;
  from: number;
  to: number;
  granularity: Granularity;
  /** Highest number of points in one answer; the rest is fetched with `after`. */
  limit: number;
  /** Continue after this point or bucket (a previous page's `nextAfter`). */
  after?: number;
  /**
   * Quarter, Hour, Day: buckets `merge` of the granularity's wide, aligned to the epoch (maxPoints), merged by
   * the database. `limit` counts merged buckets; `nextAfter` is the start of the last stored bucket the last
   * merged one covers, so the next page starts at the next merged bucket.
   */
  merge?: number;
}

/** A point of a series; for rollups `t` is the bucket start and the statistics are over the bucket. */
export type SeriesPoint = Bucket;

export interface SeriesPage {
  points: SeriesPoint[];
  /** Set when more points exist after the last one returned. */
  nextAfter: number | null;
}

/**
 * A page of a series as the JSON texts of its columns, written by the database: what `toColumns`
 * (domain/logdata/seriesColumns.ts) gives for `series(query).points`, without an object per point on
 * the way (a day of raw data is 14,400 of them for ten variables).
 */
export interface SeriesColumnsText {
  /** Points (buckets) on the page. */
  length: number;
  /** As `SeriesPage.nextAfter`. */
  nextAfter: number | null;
  /** JSON arrays: t (epoch ms), v (bucket means for rollups). */
  t: string;
  v: string;
  /** Present only when some point's differ from v (min, max) or from 1 (count), as toColumns. */
  min?: string;
  max?: string;
  count?: string;
}

export interface IntervalStatistics {
  variableId: number;
  count: number;
  sum: number;
  avg: number | null;
  min: number | null;
  max: number | null;
  first: { t: number; v: number } | null;
  last: { t: number; v: number } | null;
}

/** The statistics of a variable without readings in the interval (both adapters answer these). */
export const noStatistics = (variableId: number): IntervalStatistics => ({
  variableId,
  count: 0,
  sum: 0,
  avg: null,
  min: null,
  max: null,
  first: null,
  last: null,
});

/** Each variable's raw readings in time order, by variable id (`recentRaw`). */
export type ReadingsById = Map<number, Array<{ t: number; v: number }>>;

/** Rows (variable id, t, v) in order, grouped by variable (the stores' recentRaw). */
export function pointsById(rows: ReadonlyArray<readonly [number, number, number]>): ReadingsById {
  const out: ReadingsById = new Map();
  for (const [id, t, v] of rows) {
    const points = out.get(id);
    if (points) points.push({ t, v });
    else out.set(id, [{ t, v }]);
  }
  return out;
}

export interface RawRemoval {
  /** Raw points deleted row by row (a dropped partition's are not counted). */
  points: number;
  partitionsDropped: number;
}

/** How far back `recentRaw` reads: `withinMs`, or `denseWithinMs` where that holds more than `limit` points. */
export interface RecentWindow {
  withinMs: number;
  limit: number;
  denseWithinMs: number;
}

export interface TimeSeriesStore {
  beginImport(): Promise<ImportWriter>;
  /**
   * Runs `work`, which writes through another connection (an import thread's), as this process's
   * writer: the process's own writers wait for it in turn rather than on the database's lock. Stores
   * whose writers wait on the database anyway (PostgreSQL) leave it out.
   */
  whileWriting?<T>(work: () => Promise<T>): Promise<T>;

  variables(vesselId: string): Promise<LogVariableRecord[]>;
  /** `variables` of several vessels in one statement: every vessel asked for, each list by name. */
  variablesOfVessels(vesselIds: readonly string[]): Promise<Map<string, LogVariableRecord[]>>;
  variablesByIds(ids: readonly number[]): Promise<LogVariableRecord[]>;

  series(query: SeriesQuery): Promise<SeriesPage>;
  /**
   * `series` as column texts (format=columns); null where the store reads another way (Minute, or raw
   * removed by retention inside the window): the caller then reads `series`.
   */
  seriesColumnsText?(query: SeriesQuery): Promise<SeriesColumnsText | null>;
  /** Statistics over [from, to] computed from the coarsest rollups that fit, plus raw at the edges. */
  statistics(variableIds: readonly number[], from: number, to: number): Promise<IntervalStatistics[]>;
  /** The newest point of each variable. */
  lastReceived(variableIds: readonly number[]): Promise<Array<{ variableId: number; t: number; v: number }>>;
  /**
   * The newest raw points of each variable, in time order, in one statement: those at most `withinMs` older
   * than its newest point; where those are more than `limit`, the newest `limit` of those at most
   * `denseWithinMs` older. A variable without raw points is left out.
   */
  recentRaw(variableIds: readonly number[], window: RecentWindow): Promise<ReadingsById>;

  positions(vesselId: string, from: number, to: number): Promise<PositionInput[]>;
  /**
   * The first position in [from, to] of each `stepMs`-long window aligned to the epoch, in time order:
   * what `sampleEvery(positions(...), stepMs)` answers, read with one index seek per window rather than
   * every row (the map's 6-hour track).
   */
  sampledPositions(vesselId: string, from: number, to: number, stepMs: number): Promise<PositionInput[]>;
  latestPosition(vesselId: string): Promise<PositionInput | null>;
  noonReports(vesselId: string, from: number, to: number): Promise<NoonReportInput[]>;

  /**
   * Raw retention: removes the raw points of each vessel in `cutoffs` older than its cutoff (epoch ms);
   * vessels not named keep theirs. Rollups stay, and Raw or Minute series of a removed span answer the
   * quarter-hour rollups there (rawRetention.ts). PostgreSQL drops whole month partitions when every
   * vessel may lose them, SQLite deletes in batches.
   */
  removeRawBefore(cutoffs: ReadonlyMap<string, number>): Promise<RawRemoval>;

  /** Totals for the import status page. */
  totals(): Promise<{ points: number }>;

  close(): Promise<void>;
}
