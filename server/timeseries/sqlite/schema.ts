import { ROLLUP_COLUMNS } from "../buckets.js";

/** Tables of the SQLite time-series store (file DATA_DIR/timeseries.db). */

const rollupTable = (name: string) => `CREATE TABLE IF NOT EXISTS ${name} (
  variable_id INTEGER NOT NULL, t INTEGER NOT NULL,
  vmin REAL NOT NULL, vmax REAL NOT NULL, vsum REAL NOT NULL, n INTEGER NOT NULL,
  vfirst REAL NOT NULL, tfirst INTEGER NOT NULL, vlast REAL NOT NULL, tlast INTEGER NOT NULL,
  PRIMARY KEY (variable_id, t)
) WITHOUT ROWID`;

export const ROLLUP_TABLES = { Quarter: "rollup_quarter", Hour: "rollup_hour", Day: "rollup_day" } as const;
/** The 4-hour rollup (buckets.ts FOUR_HOURS_MS), read for merges of hours in multiples of four. */
export const FOUR_HOURS_TABLE = "rollup_four_hours";

export const SQLITE_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS log_variables (
    id INTEGER PRIMARY KEY, vessel_id TEXT NOT NULL, name TEXT NOT NULL, unit TEXT NOT NULL,
    onboard_system TEXT NOT NULL, taxa TEXT NOT NULL, first_at INTEGER, last_at INTEGER,
    raw_from INTEGER, UNIQUE (vessel_id, name)
  )`,
  `CREATE TABLE IF NOT EXISTS points (
    variable_id INTEGER NOT NULL, t INTEGER NOT NULL, v REAL NOT NULL, PRIMARY KEY (variable_id, t)
  ) WITHOUT ROWID`,
  rollupTable(ROLLUP_TABLES.Quarter),
  rollupTable(ROLLUP_TABLES.Hour),
  rollupTable(ROLLUP_TABLES.Day),
  rollupTable(FOUR_HOURS_TABLE),
  `CREATE TABLE IF NOT EXISTS positions (
    vessel_id TEXT NOT NULL, t INTEGER NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL,
    PRIMARY KEY (vessel_id, t)
  ) WITHOUT ROWID`,
  `CREATE TABLE IF NOT EXISTS noon_reports (
    vessel_id TEXT NOT NULL, t INTEGER NOT NULL, vals TEXT NOT NULL, PRIMARY KEY (vessel_id, t)
  ) WITHOUT ROWID`,
];

/**
 * Columns added after a table was first created: [table, column, definition]. Raw points before
 * log_variables.raw_from were removed by the company's raw retention (reads use rollups there).
 */
export const ADDED_COLUMNS: ReadonlyArray<readonly [string, string, string]> = [
  ["log_variables", "raw_from", "INTEGER"],
];

/** Adds partial statistics to a stored bucket (points that were new to the store). */
export const mergeRollupSql = (table: string) => `INSERT INTO ${table} (${ROLLUP_COLUMNS})
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (variable_id, t) DO UPDATE SET
    vmin = min(vmin, excluded.vmin), vmax = max(vmax, excluded.vmax),
    vsum = vsum + excluded.vsum, n = n + excluded.n,
    vfirst = CASE WHEN excluded.tfirst < tfirst THEN excluded.vfirst ELSE vfirst END,
    tfirst = min(tfirst, excluded.tfirst),
    vlast = CASE WHEN excluded.tlast > tlast THEN excluded.vlast ELSE vlast END,
    tlast = max(tlast, excluded.tlast)`;

/** Replaces a stored bucket with statistics recomputed from finer data. */
export const replaceRollupSql = (table: string) =>
  `INSERT OR REPLACE INTO ${table} (${ROLLUP_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/**
 * Fills the 4-hour rollup of a store made before it existed from the hour rollup (once, on opening):
 * each 4-hour bucket's statistics, its first value from its first hour and its last from its last.
 */
export const fillFourHoursSql = (fourHoursMs: number) => `INSERT INTO ${FOUR_HOURS_TABLE} (${ROLLUP_COLUMNS})
  SELECT g.variable_id, g.b, g.lo, g.hi, g.s, g.n, f.vfirst, f.tfirst, l.vlast, l.tlast
  FROM (
    SELECT variable_id, t - (((t % ${fourHoursMs}) + ${fourHoursMs}) % ${fourHoursMs}) AS b, min(vmin) AS lo, max(vmax) AS hi, sum(vsum) AS s,
      sum(n) AS n, min(t) AS t0, max(t) AS t1
    FROM ${ROLLUP_TABLES.Hour} GROUP BY variable_id, b) g
  JOIN ${ROLLUP_TABLES.Hour} f ON f.variable_id = g.variable_id AND f.t = g.t0
  JOIN ${ROLLUP_TABLES.Hour} l ON l.variable_id = g.variable_id AND l.t = g.t1`;
