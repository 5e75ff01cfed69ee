import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresTimeSeriesStore } from "../../server/timeseries/postgres/PostgresTimeSeriesStore.js";
import { writeVesselDataInPostgres, writeVesselDataThroughWriter } from "./fleetSeed.js";

/**
 * The fleet bench seeds PostgreSQL in SQL because its writer takes over an hour for the full fleet. Its
 * figures stand for the store an import leaves only if the SQL leaves the same rows as the writer.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const STEP = 10 * 60_000;
const DAY = 86_400_000;
const runId = `${process.pid}_${Date.now()}`;

/** A day start whose first step is one of vessel 0's gaps, so the gap rule meets the span's edge. */
function dayStartingInAGap(): number {
  for (let day = Date.UTC(2026, 0, 1); ; day += DAY) if ((day / STEP) % 997 === 0) return day;
}

const TABLES = {
  variables:
    "SELECT v.vessel_id, v.name, v.unit, v.onboard_system, v.taxa, v.first_at, v.last_at FROM %s.ts_log_variables v ORDER BY 1, 2",
  points:
    "SELECT v.vessel_id, v.name, p.t, p.v FROM %s.ts_points p JOIN %s.ts_log_variables v ON v.id = p.variable_id ORDER BY 1, 2, 3",
  noonReports: "SELECT vessel_id, t, vals FROM %s.ts_noon_reports ORDER BY 1, 2",
  ...Object.fromEntries(
    ["quarter", "hour", "day"].map((level) => [
      level,
      `SELECT v.vessel_id, v.name, r.t, r.vmin, r.vmax, r.vsum, r.n, r.vfirst, r.tfirst, r.vlast, r.tlast
       FROM %s.ts_rollup_${level} r JOIN %s.ts_log_variables v ON v.id = r.variable_id ORDER BY 1, 2, 3`,
    ]),
  ),
};

/** Rows with every float rounded to 9 significant digits: PostgreSQL's sin and V8's may differ in the last bit. */
const rounded = (rows: Array<Record<string, unknown>>) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, typeof v === "number" ? Number(v.toPrecision(9)) : v]),
    ),
  );

describe.skipIf(!databaseUrl)("the fleet bench's PostgreSQL seeding", () => {
  let admin: pg.Client;
  const schemas = [`fleet_seed_writer_${runId}`, `fleet_seed_sql_${runId}`];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  it("leaves the same points, rollups, spans and noon reports as the store's writer", async () => {
    const from = dayStartingInAGap();
    const to = from + 3 * DAY;
    const options = { stepMs: STEP, extra: 2 };
    const [viaWriter, viaSql] = await Promise.all(
      schemas.map((schema) => PostgresTimeSeriesStore.connect(databaseUrl!, { schema })),
    );
    try {
      let points = 0;
      for (const [n, vessel] of ["vessel-a", "vessel-b"].entries()) {
        const written = await writeVesselDataThroughWriter(viaWriter!, vessel, n, from, to, options);
        const generated = await writeVesselDataInPostgres(viaSql!, vessel, n, from, to, options);
        expect(generated.points).toBe(written.points);
        points += generated.points;
      }
      // 3 days of 10-minute steps, 8 variables, 2 vessels, less vessel 0's three gap steps at the start.
      expect(points).toBe((3 * 144 - 3) * 8 + 3 * 144 * 8 - 2 * 8);
      for (const [table, sql] of Object.entries(TABLES)) {
        const read = async (schema: string) =>
          rounded((await admin.query(sql.replaceAll("%s", `"${schema}"`))).rows).map((row) => ({
            table,
            ...row,
          }));
        const expected = await read(schemas[0]!);
        expect(expected.length, table).toBeGreaterThan(0);
        expect(await read(schemas[1]!)).toEqual(expected);
      }
    } finally {
      await viaWriter!.close();
      await viaSql!.close();
    }
  });
});
