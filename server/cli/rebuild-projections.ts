/**
 * `npm run projections:rebuild`: throws away every stored projection checkpoint and folds the read
 * models again from the first event. Uses DATA_DIR / DATABASE_URL like the server.
 */
import { allProjections, storedProjections } from "../../projections/index.js";
import { loadConfig } from "../config.js";
import { openEventStore } from "../eventstore/openEventStore.js";
import { verifyStoredLog } from "../features/verification/verifyStoredLog.js";
import { ProjectionRunner } from "../projections/ProjectionRunner.js";
import { createLogger } from "../shared/logger.js";

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const { store, ledger, snapshots, rows } = await openEventStore(config, logger);
const started = performance.now();
// The read models are folded from the log only once the log is the one its hashes and signed
// checkpoints vouch for (docs/verification.md).
const verdict = await verifyStoredLog(store, ledger);
if (!verdict.intact) {
  process.stderr.write(`The event log is broken, nothing was rebuilt: ${verdict.problem}\n`);
  await store.close();
  process.exit(1);
}
process.stdout.write(
  `Event log intact: ${verdict.events} events, ${verdict.checkpointsChecked} signed checkpoints (${(verdict.ms / 1000).toFixed(2)} s).\n`,
);
await snapshots.clear(Object.values(allProjections).map((p) => p.name));
for (const projection of Object.values(storedProjections))
  await rows.reset(projection.name, projection.version);
const runner = new ProjectionRunner(store, allProjections, snapshots, logger, {
  snapshotEveryMs: 0,
  stored: { rows, projections: storedProjections },
});
await runner.start();
await runner.stop();
const seconds = (performance.now() - started) / 1000;
const events = runner.currentPosition;
process.stdout.write(
  `Rebuilt ${Object.keys(allProjections).length} projections (${Object.keys(allProjections).join(", ")}) and the stored ${Object.keys(storedProjections).join(", ")} from ${events} events in ${seconds.toFixed(2)} s.\n`,
);
await snapshots.close();
await rows.close();
await store.close();
