import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImportStatus } from "../../domain/imports/importRecords.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { MIN_PG_CONNECTIONS, PG_POOLS } from "../../server/shared/pgConnections.js";
import { samplePdf } from "../support/documentSamples.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import { loggedRows, settled, upload } from "./importsSupport.js";

/**
 * PG_MAX_CONNECTIONS (docs/operations.md, "PostgreSQL connections"): a server process under load on
 * every pool at once (appends, unique-name locks, package imports in the import thread, documents, log
 * data reads, the data-quality Summary in its thread, scrapes) never holds more connections than its budget, as PostgreSQL itself counts them
 * (pg_stat_activity of a database of the test's own). The budget is the smallest the server accepts.
 */
const url = process.env.TEST_DATABASE_URL;
const BUDGET = MIN_PG_CONNECTIONS;
const DATABASE = `pgbudget_conn_${process.pid}_${Date.now()}`;
const AURORA_IMO = "9312482";

describe.skipIf(!url)(`a server process on PostgreSQL with PG_MAX_CONNECTIONS=${BUDGET}`, () => {
  let admin: pg.Client;
  let server: TestServer | null = null;
  const databaseUrl = (() => {
    const u = new URL(url ?? "postgres://localhost/none");
    u.pathname = `/${DATABASE}`;
    return u.toString();
  })();

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url, application_name: "pgbudget-test-admin" });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${DATABASE}"`);
  });
  afterAll(async () => {
    await server?.close();
    await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
    await admin.end();
  });

  /** Samples the database's connections (the sampler is on another database) until stopped. */
  function sampleConnections() {
    let peak = 0;
    let atPeak: Record<string, number> = {};
    const seen = new Set<string>();
    let running = true;
    const done = (async () => {
      while (running) {
        const { rows } = await admin.query<{ app: string; n: number }>(
          "SELECT application_name AS app, count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 GROUP BY 1",
          [DATABASE],
        );
        const total = rows.reduce((sum, r) => sum + r.n, 0);
        for (const r of rows) seen.add(r.app);
        if (total > peak) {
          peak = total;
          atPeak = Object.fromEntries(rows.map((r) => [r.app, r.n]));
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    return {
      async stop() {
        running = false;
        await done;
        return { peak, atPeak, seen };
      },
    };
  }

  it("holds at most its budget while every pool is busy, and shows each pool's use at /metrics", async () => {
    const sampler = sampleConnections();
    try {
      server = await startTestServer({
        DATABASE_URL: databaseUrl,
        PG_MAX_CONNECTIONS: BUDGET,
        METRICS_TOKEN: "pgbudget-metrics-token-0001",
      });
      const s = server;
      const superUser = await s.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
      const adminToken = await s.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
      const vessels = (await s.api<{ id: string; name: string }[]>("GET", "/Vessels", { token: superUser }))
        .body;
      const aurora = vessels.find((v) => v.name === "Nordic Aurora")!.id;

      const packages: string[] = [];
      for (let p = 0; p < 4; p++) {
        const file = path.join(s.dataDir, `budget-${p}.zip`);
        await writeDataPackage(file, {
          manifest: { imoNumber: AURORA_IMO, createdAt: new Date(Date.UTC(2024, 5, 1 + p)).toISOString() },
          rows: loggedRows(2_000, ["SOG", "ME rpm", "ME power", "STW"], Date.UTC(2024, p, 1)),
        });
        packages.push(file);
      }

      const imports = Promise.all(
        packages.map(async (file, p) => {
          const uploaded = await upload(s, file, {
            apiKey: DEMO_LOGINS.nordicBulkApiKey,
            fileName: `${AURORA_IMO}_budget-${p}.zip`,
          });
          expect(uploaded.status).toBe(202);
          return settled(s, adminToken, uploaded.body.importPath!);
        }),
      );
      const rounds: Promise<number>[] = [];
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 30; i++)
          rounds.push(
            s
              .api("POST", "/Announcement", {
                token: adminToken,
                body: { title: `Budget ${round}-${i}`, announcementDetails: "Under load." },
              })
              .then((r) => r.status),
          );
        for (let i = 0; i < 10; i++)
          rounds.push(
            s
              .api("POST", "/VesselCategories", {
                token: superUser,
                body: { name: `Budget group ${round}-${i}` },
              })
              .then((r) => r.status),
          );
        for (let i = 0; i < 4; i++) {
          const form = new FormData();
          form.append("file", new Blob([new Uint8Array(samplePdf(`budget ${round} ${i}`))]), "doc.pdf");
          rounds.push(
            fetch(`${s.url}/api/v1/VesselFiles/${aurora}?fileName=budget-${round}-${i}.pdf`, {
              method: "POST",
              headers: { authorization: `Bearer ${superUser}` },
              body: form,
            }).then((r) => r.status),
          );
        }
        for (let i = 0; i < 20; i++)
          rounds.push(
            s.api("GET", `/LogVariables/Find?vesselId=${aurora}`, { token: superUser }).then((r) => r.status),
          );
        // The data-quality Summary, folded in its own thread with its own two pools.
        for (let i = 0; i < 4; i++)
          rounds.push(s.api("GET", "/DataQuality/FleetOverview", { token: superUser }).then((r) => r.status));
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      const statuses = await Promise.all(rounds);
      expect(statuses.filter((status) => status >= 400)).toEqual([]);
      const records = await imports;
      expect(records.map((r) => r.status)).toEqual(records.map(() => ImportStatus.imported));

      const metrics = await fetch(`${s.url}/metrics`, {
        headers: { authorization: "Bearer pgbudget-metrics-token-0001" },
      }).then((r) => r.text());
      const value = (name: string, pool: string) => {
        const line = metrics.split("\n").find((l) => l.startsWith(`${name}{pool="${pool}"}`));
        return line === undefined ? null : Number(line.slice(line.lastIndexOf(" ") + 1));
      };
      expect(metrics).toContain(`keelson_pg_connection_budget ${BUDGET}`);
      for (const pool of Object.keys(PG_POOLS)) {
        expect(value("keelson_pg_pool_max_connections", pool)).toBe(
          PG_POOLS[pool as keyof typeof PG_POOLS].min,
        );
      }
      // Pools at work hold connections (idle ones for 10 s, pg's idleTimeoutMillis): the import thread's
      // pool too, reported from its thread, the last import having ended moments ago.
      for (const pool of ["eventstore", "eventstore-listener", "roles", "import-thread"])
        expect(value("keelson_pg_pool_connections", pool), pool).toBeGreaterThanOrEqual(1);
      for (const pool of Object.keys(PG_POOLS)) {
        const total = value("keelson_pg_pool_connections", pool);
        expect(total, pool).not.toBeNull();
        expect(total!).toBeLessThanOrEqual(value("keelson_pg_pool_max_connections", pool)!);
        expect(value("keelson_pg_pool_idle_connections", pool)!).toBeLessThanOrEqual(total!);
        expect(value("keelson_pg_pool_waiting", pool)).toBeGreaterThanOrEqual(0);
      }
    } finally {
      const { peak, atPeak, seen } = await sampler.stop();
      process.stderr.write(
        `pg connection budget ${BUDGET}: peak ${peak} ${JSON.stringify(atPeak)}; seen ${[...seen].sort().join(" ")}\n`,
      );
      // Together the pools stayed in budget, and every one was at work (each shows up under its own name).
      expect(peak).toBeLessThanOrEqual(BUDGET);
      for (const spec of Object.values(PG_POOLS)) expect(seen).toContain(spec.applicationName);
    }
  }, 120_000);
});
