import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { refreshQualityDays } from "../../server/features/dataQuality/qualityDays.js";
import { refreshStatusOf } from "../../server/features/longTrends/statusStore.js";
import { DAY_MS, HOUR_MS, QUARTER_MS, ROLLUP_COLUMNS } from "../../server/timeseries/buckets.js";
import { PostgresTimeSeriesStore } from "../../server/timeseries/postgres/PostgresTimeSeriesStore.js";
import { listPartitions } from "../../server/timeseries/postgres/partitions.js";
import { bucketsOfRawSql, bucketsOfRollupSql, tablesOf } from "../../server/timeseries/postgres/schema.js";
import type { TimeSeriesStore } from "../../server/timeseries/TimeSeriesStore.js";
import type { TestServer } from "../support/testServer.js";

const DATA_QUALITY_FEATURE_ID = 3;

const imo = (six: number) => {
  const d = String(six).padStart(6, "0");
  const check = [...d].reduce((s, c, i) => s + Number(c) * (7 - i), 0) % 10;
  return `${d}${check}`;
};

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

/** The six features the data-quality Summary checks, named so the feature mapping suggests them. */
export const MAPPED_VARIABLES = [
  {
    name: "Speed Through Water",
    unit: "knot",
    onboardSystem: "Navigation",
    taxa: ["ISO 19030: Speed through water"],
  },
  { name: "Speed Over Ground", unit: "knot", onboardSystem: "Navigation", taxa: ["Navigation: GPS"] },
  { name: "Shaft Power", unit: "kW", onboardSystem: "Torquemeter", taxa: ["ISO 19030: Delivered power"] },
  {
    name: "ME Fuel Mass Flow",
    unit: "kg/hr",
    onboardSystem: "Flow",
    taxa: ["Consumer: Main engine", "Fuel: Mass flow"],
  },
  { name: "Draft Fore", unit: "m", onboardSystem: "Drafts", taxa: ["ISO 19030: Draft"] },
  {
    name: "Sea Water Temperature",
    unit: "°C",
    onboardSystem: "Navigation",
    taxa: ["ISO 19030: Water temperature"],
  },
];

export interface BenchFleet {
  admin: string;
  superUser: string;
  vessels: Array<{ id: string }>;
}

/** Nordic Bulk AS grown to `count` vessels, each with the Data Quality module, through the API. */
export async function benchFleet(
  server: TestServer,
  count: number,
  featureIds: readonly number[] = [DATA_QUALITY_FEATURE_ID],
): Promise<BenchFleet> {
  const admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  const superUser = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  const companies = (await server.api<{ id: string; name: string }[]>("GET", "/Companies", { token: admin }))
    .body;
  const companyId = companies.find((c) => c.name === "Nordic Bulk AS")!.id;
  const existing = (await server.api<{ id: string }[]>("GET", "/Vessels", { token: superUser })).body;
  for (let i = existing.length; i < count; i++) {
    const created = await server.api<{ id: string }>("POST", "/VesselAdministrations", {
      token: admin,
      body: {
        name: `Bench ${i}`,
        imoNumber: imo(710_000 + i),
        companyId,
        vesselType: "Bulk carrier",
        deadweight: 60_000,
        grossTonnage: 33_000,
        draftMean: 12,
        maxContinuousRating: 9000,
      },
    });
    if (created.status !== 201)
      throw new Error(`vessel ${i}: ${created.status} ${JSON.stringify(created.body)}`);
  }
  const vessels = (await server.api<{ id: string }[]>("GET", "/Vessels", { token: superUser })).body;
  for (const v of vessels)
    for (const featureId of featureIds)
      await server.api("POST", `/VesselAdministrations/${v.id}/ActivateFeature`, {
        token: admin,
        body: { vesselId: v.id, featureId },
      });
  return { admin, superUser, vessels };
}

/** The bench's variables: the six mapped features, then `extra` unmapped sensors. */
export function fleetVariables(extra: number) {
  const extraVariables = Array.from({ length: extra }, (_, i) => ({
    name: `Sensor ${String(i).padStart(2, "0")}`,
    unit: "bar",
    onboardSystem: "Bench",
    taxa: [] as string[],
  }));
  return [...MAPPED_VARIABLES, ...extraVariables];
}

/** A point every `stepMs`, and `extra` unmapped sensors beside the six mapped features. */
export interface SeedOptions {
  stepMs: number;
  extra?: number;
}

export interface VesselData {
  /** The six mapped variables' ids, in MAPPED_VARIABLES order. */
  mappedIds: number[];
  allIds: number[];
  points: number;
}

/**
 * Writes [from, to) of every vessel straight into the store (no packages): the six mapped features and
 * `extra` more variables every `stepMs`, with a gap now and then, and a noon report a day. Then refreshes each
 * vessel's stored status and data-quality days, as an import does after its commit (timed alone, one by one).
 * Answers the mapped variables' ids, all variables' ids, the points written and each vessel's refresh times.
 */
export async function seedFleetData(
  server: TestServer,
  vessels: ReadonlyArray<{ id: string }>,
  from: number,
  to: number,
  options: SeedOptions,
): Promise<VesselData & { statusRefreshMs: number[]; qualityRefreshMs: number[] }> {
  const store = server.ctx.timeSeries!;
  const postgres = store instanceof PostgresTimeSeriesStore ? store : undefined;
  if (postgres) await withoutWal(postgres, from, to, options.stepMs);
  // PostgreSQL writes one vessel per connection on one core: two vessels at once use both of the machine's.
  const lanes = postgres ? 2 : 1;
  const written: VesselData[] = [];
  let next = 0;
  const started = performance.now();
  let done = 0;
  const lane = async () => {
    for (let n = next++; n < vessels.length; n = next++) {
      written[n] = await writeVesselData(store, vessels[n]!.id, n, from, to, options);
      if (++done % 50 === 0) progress(`${done} of ${vessels.length} vessels' data written`, started);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  // What autovacuum would do after such a load (it is off on the test machine): the planner's statistics.
  if (postgres)
    for (const table of Object.values(tablesOf(postgres.schema)))
      await postgres.pool.query(`ANALYZE ${table}`);
  const statusRefreshMs: number[] = [];
  const qualityRefreshMs: number[] = [];
  const refreshStarted = performance.now();
  for (const vessel of vessels) {
    // As an import does after its commit: the vessel's stored status follows its data.
    const started = performance.now();
    await refreshStatusOf(server.ctx, vessel.id);
    statusRefreshMs.push(performance.now() - started);
    // ... and its data-quality days (server/features/dataQuality/qualityDays.ts).
    const qualityStarted = performance.now();
    await refreshQualityDays(server.ctx, vessel.id, from, to - 1);
    qualityRefreshMs.push(performance.now() - qualityStarted);
  }
  progress(`${vessels.length} vessels' status and data-quality days refreshed`, refreshStarted);
  return {
    mappedIds: written.flatMap((w) => w.mappedIds),
    allIds: written.flatMap((w) => w.allIds),
    points: written.reduce((sum, w) => sum + w.points, 0),
    statusRefreshMs,
    qualityRefreshMs,
  };
}

/**
 * One vessel's data (the `n`th of the fleet: its gaps are its own). On PostgreSQL the points are generated
 * by the database and rolled up with the store's own statements, as the partitions bench seeds: through
 * the writer, 324 M points take over an hour there. fleetSeed.test.ts holds both ways to the same rows.
 */
export function writeVesselData(
  store: TimeSeriesStore,
  vesselId: string,
  n: number,
  from: number,
  to: number,
  options: SeedOptions,
): Promise<VesselData> {
  return store instanceof PostgresTimeSeriesStore
    ? writeVesselDataInPostgres(store, vesselId, n, from, to, options)
    : writeVesselDataThroughWriter(store, vesselId, n, from, to, options);
}

/** A long seeding's progress on stderr, with the seconds since `started`. */
const progress = (what: string, started: number) =>
  console.error(`  ${what} in ${((performance.now() - started) / 1000).toFixed(0)} s`);

/** The times of [from, to) every `stepMs` the `n`th vessel has data at: a gap now and then. */
const isKept = (t: number, stepMs: number, n: number) => (t / stepMs + n) % 997 >= 3;

const noonReportsOf = (from: number, to: number) =>
  Array.from({ length: Math.round((to - from) / DAY_MS) - 1 }, (_, d) => ({
    t: from + (d + 1) * DAY_MS + DAY_MS / 2,
    values: { distanceNm: 290, steamingHours: 24, speedKn: 12.1, meFuelT: 29 },
  }));

export async function writeVesselDataThroughWriter(
  store: TimeSeriesStore,
  vesselId: string,
  n: number,
  from: number,
  to: number,
  options: SeedOptions,
): Promise<VesselData> {
  const { stepMs, extra = 0 } = options;
  const variables = fleetVariables(extra);
  const extraVariables = variables.slice(MAPPED_VARIABLES.length);
  const writer = await store.beginImport();
  try {
    const ids = await writer.defineVariables(vesselId, variables);
    const id = (name: string) => ids.get(name)!;
    let points = 0;
    const batch = [];
    for (let t = from; t < to; t += stepMs) {
      if (!isKept(t, stepMs, n)) continue;
      const sog = 12 + Math.sin(t / 7e6);
      batch.push(
        { variableId: id("Speed Over Ground"), t, v: sog },
        { variableId: id("Speed Through Water"), t, v: sog * 1.03 },
        { variableId: id("Shaft Power"), t, v: 6500 + ((t / stepMs) % 13) * 10 },
        { variableId: id("ME Fuel Mass Flow"), t, v: 1200 + ((t / stepMs) % 7) * 5 },
        { variableId: id("Draft Fore"), t, v: 11 + ((t / stepMs) % 5) / 100 },
        { variableId: id("Sea Water Temperature"), t, v: 14 + ((t / stepMs) % 9) / 10 },
      );
      for (const v of extraVariables) batch.push({ variableId: id(v.name), t, v: (t / stepMs) % 17 });
      if (batch.length >= 200_000) {
        points += batch.length;
        await writer.writePoints(batch.splice(0));
      }
    }
    points += batch.length;
    await writer.writePoints(batch);
    await writer.writeNoonReports(vesselId, noonReportsOf(from, to));
    await writer.commit();
    return {
      mappedIds: MAPPED_VARIABLES.map((v) => id(v.name)),
      allIds: variables.map((v) => id(v.name)),
      points,
    };
  } catch (error) {
    await writer.rollback();
    throw error;
  }
}

/** The value each kind of variable takes at time `t` (ms) and step `k = t / stepMs`, as the writer's loop. */
const VALUE_SQL = `CASE r.kind
  WHEN 0 THEN (12 + sin(g.t::float8 / 7e6)) * 1.03::float8
  WHEN 1 THEN 12 + sin(g.t::float8 / 7e6)
  WHEN 2 THEN 6500 + (g.t / $5 % 13) * 10
  WHEN 3 THEN 1200 + (g.t / $5 % 7) * 5
  WHEN 4 THEN 11 + (g.t / $5 % 5)::float8 / 100
  WHEN 5 THEN 14 + (g.t / $5 % 9)::float8 / 10
  ELSE g.t / $5 % 17 END`;

/**
 * One vessel's points and its three rollups in one statement: the points are generated once and each
 * rollup is summed from the level below it with the store's own bucket builders (bucketsOfRawSql, then
 * bucketsOfRollupSql, as its commit uses them), without reading back what was just written. A vessel's rows are new, so a plain
 * INSERT: a clash would fail loudly rather than merge.
 */
export async function writeVesselDataInPostgres(
  store: PostgresTimeSeriesStore,
  vesselId: string,
  n: number,
  from: number,
  to: number,
  options: SeedOptions,
): Promise<VesselData> {
  const { stepMs, extra = 0 } = options;
  const variables = fleetVariables(extra);
  const writer = await store.beginImport();
  let ids: Map<string, number>;
  try {
    ids = await writer.defineVariables(vesselId, variables);
    await writer.writeNoonReports(vesselId, noonReportsOf(from, to));
    await writer.commit();
  } catch (error) {
    await writer.rollback();
    throw error;
  }
  const allIds = variables.map((v) => ids.get(v.name)!);
  // Kinds in MAPPED_VARIABLES order (VALUE_SQL), then the unmapped sensors.
  const kinds = variables.map((_, i) => Math.min(i, MAPPED_VARIABLES.length));
  await store.ensurePartitions(daysOf(from, to, stepMs));
  const t = tablesOf(store.schema);
  const { rows } = await store.pool.query<{ points: string }>(
    `WITH p AS MATERIALIZED (
       SELECT r.id AS variable_id, g.t, ${VALUE_SQL} AS v
       FROM unnest($1::integer[], $2::integer[]) AS r(id, kind)
       CROSS JOIN LATERAL generate_series($3::bigint, $4::bigint - 1, $5::bigint) AS g(t)
       WHERE (g.t / $5 + $6) % 997 >= 3
     ),
     raw AS (INSERT INTO ${t.points} (variable_id, t, v) SELECT variable_id, t, v FROM p),
     quarter (${ROLLUP_COLUMNS}) AS MATERIALIZED (SELECT ${bucketsOfRawSql("p", QUARTER_MS)} FROM p GROUP BY 1, 2),
     quarter_rows AS (INSERT INTO ${t.Quarter} (${ROLLUP_COLUMNS}) SELECT ${ROLLUP_COLUMNS} FROM quarter),
     hour (${ROLLUP_COLUMNS}) AS MATERIALIZED (SELECT ${bucketsOfRollupSql("q", HOUR_MS)} FROM quarter q GROUP BY 1, 2),
     hour_rows AS (INSERT INTO ${t.Hour} (${ROLLUP_COLUMNS}) SELECT ${ROLLUP_COLUMNS} FROM hour),
     day_rows AS (INSERT INTO ${t.Day} (${ROLLUP_COLUMNS}) SELECT ${bucketsOfRollupSql("q", DAY_MS)} FROM hour q GROUP BY 1, 2),
     spans AS (
       UPDATE ${t.variables} v SET first_at = LEAST(v.first_at, s.first_at), last_at = GREATEST(v.last_at, s.last_at)
       FROM (SELECT variable_id, min(t) AS first_at, max(t) AS last_at FROM p GROUP BY 1) s WHERE v.id = s.variable_id
     )
     SELECT count(*) AS points FROM p`,
    [allIds, kinds, from, to, stepMs, n],
  );
  return {
    mappedIds: allIds.slice(0, MAPPED_VARIABLES.length),
    allIds,
    points: Number(rows[0]!.points),
  };
}

/**
 * Makes the time-series tables UNLOGGED for the seeding (the month partitions of [from, to) created first):
 * the full fleet's 60 GB then go to disk once instead of twice, and its WAL no longer forces a checkpoint
 * every gigabyte (the seeding slowed from 10 vessels a minute to 5 under them). Reads, which the fleet
 * suite times, go through the same buffers and indexes either way; only a crash would lose the tables.
 */
async function withoutWal(store: PostgresTimeSeriesStore, from: number, to: number, stepMs: number) {
  await store.ensurePartitions(daysOf(from, to, stepMs));
  const t = tablesOf(store.schema);
  const partitions = await listPartitions(store.pool, store.schema);
  const tables = [...partitions.map((p) => `"${store.schema}".${p.name}`), t.Quarter, t.Hour, t.Day];
  for (const table of tables) await store.pool.query(`ALTER TABLE ${table} SET UNLOGGED`);
}

/** A time in each day of [from, to) and the last step: the month partitions the points need. */
const daysOf = (from: number, to: number, stepMs: number) => [
  ...Array.from({ length: Math.ceil((to - from) / DAY_MS) }, (_, d) => from + d * DAY_MS),
  to - stepMs,
];
