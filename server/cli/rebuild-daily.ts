/**
 * `npm run daily:rebuild [-- --force] [-- --vessel <id>]`: fills the daily performance store from the
 * log data already imported (docs/architecture.md "Daily performance store"): every day of every
 * vessel not stored with its current inputs, then every vessel's stored status checked against its log
 * data; `--force` recomputes every day. Idempotent, and safe to run
 * while servers run (the writes are upserts guarded by the time the data was read). Uses DATA_DIR /
 * DATABASE_URL like the server.
 */
import { allProjections, storedProjections } from "../../projections/index.js";
import { loadConfig } from "../config.js";
import type { AppContext } from "../context.js";
import { openDailyStore } from "../dailyPerformance/openDailyStore.js";
import { openEventStore } from "../eventstore/openEventStore.js";
import { ProjectionRunner } from "../projections/ProjectionRunner.js";
import { createLogger } from "../shared/logger.js";
import { rebuildPerformanceStores } from "../shared/rebuildPerformance.js";
import { openTimeSeriesStore } from "../timeseries/openTimeSeriesStore.js";

const args = process.argv.slice(2);
const force = args.includes("--force");
const vesselAt = args.indexOf("--vessel");
const vesselIds = vesselAt >= 0 && args[vesselAt + 1] ? [args[vesselAt + 1]!] : undefined;

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const { store, snapshots, rows } = await openEventStore(config, logger);
const readModels = new ProjectionRunner(store, allProjections, snapshots, logger, {
  snapshotEveryMs: 0,
  stored: { rows, projections: storedProjections },
});
await readModels.start();
const timeSeries = await openTimeSeriesStore(config);
const daily = await openDailyStore(config);
const ctx = {
  config,
  store,
  readModels,
  timeSeries,
  daily,
  logger,
  now: () => new Date(),
} as unknown as AppContext;
const started = performance.now();
const result = await rebuildPerformanceStores(ctx, { force, ...(vesselIds ? { vesselIds } : {}) });
process.stdout.write(
  `Daily performance store: ${result.days} days of ${result.vessels} vessels checked, ${result.computed} computed, ${result.statuses} stale statuses recomputed, in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`,
);
await readModels.stop();
await daily.close();
await timeSeries.close();
await snapshots.close();
await store.close();
