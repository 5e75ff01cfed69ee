/**
 * One measured process of the "read models" bench (run by readModels.bench.ts with --expose-gc):
 * `stored` catches the stored voyage logs up to the log's head and reads vessels' logs, `rebuild`
 * drops the rows and folds the whole log again, `memory` folds every voyage log in memory as the
 * projection runner did before (the baseline). Prints one JSON line of figures.
 */
import type { StoredKeelsonEvent } from "../../domain/index.js";
import type { VoyageLogState } from "../../domain/voyageLog/voyageLog.js";
import { vesselEventsOf } from "../../domain/voyages/state.js";
import { voyageLogsProjection as projection } from "../../projections/voyageLogs/voyageLogs.js";
import { SqliteEventStore } from "../../server/eventstore/sqlite/SqliteEventStore.js";
import { SqliteKeyedRowStore } from "../../server/readmodels/SqliteKeyedRowStore.js";
import { StoredReadModel } from "../../server/readmodels/StoredReadModel.js";
import { createLogger } from "../../server/shared/logger.js";
import { vesselIdOf } from "../support/voyageLogEvents.js";

const [mode, path, vesselsArg] = process.argv.slice(2);
const vessels = Number(vesselsArg);
const gc = (globalThis as { gc?: () => void }).gc;
const store = SqliteEventStore.open(path!);
const started = performance.now();
let figures: Record<string, number> = {};

if (mode === "memory") {
  const byVesselId = new Map<string, VoyageLogState>();
  let after = 0;
  for (;;) {
    const page = await store.readAll({ after, maxCount: 5000 });
    if (page.length === 0) break;
    for (const event of page) {
      const key = projection.keyOfStream(event.stream);
      if (key === null) continue;
      byVesselId.set(
        key,
        projection.evolve(byVesselId.get(key) ?? projection.initialState(key), event as StoredKeelsonEvent),
      );
    }
    after = page.at(-1)!.position;
  }
  figures = { events: after, vessels: byVesselId.size };
  gc?.();
  (globalThis as { keep?: unknown }).keep = byVesselId;
} else {
  const rows = new SqliteKeyedRowStore(store.db);
  if (mode === "rebuild") await rows.reset(projection.name, projection.version);
  const model = new StoredReadModel(store, rows, projection, createLogger("silent"), {
    cacheBytes: 16 << 20,
  });
  await model.start();
  const caughtUp = model.lastCatchUp;
  // Reads as routes do: a cold vessel, then a spread of the fleet through the cache.
  const cold = performance.now();
  const first = await model.get(vesselIdOf(1));
  const coldMs = performance.now() - cold;
  let events = vesselEventsOf(first.voyages).length;
  for (let v = 2; v <= vessels; v += 7)
    events += vesselEventsOf((await model.get(vesselIdOf(v))).voyages).length;
  figures = {
    events: caughtUp?.events ?? 0,
    seconds: caughtUp?.seconds ?? 0,
    coldReadMs: coldMs,
    eventsOfVessel1: vesselEventsOf(first.voyages).length,
    cachedMB: model.cachedBytes / 2 ** 20,
    readEvents: events,
  };
  await model.stop();
  gc?.();
}

const memory = process.memoryUsage();
console.log(
  JSON.stringify({
    ...figures,
    totalSeconds: (performance.now() - started) / 1000,
    heapMB: memory.heapUsed / 2 ** 20,
    rssMB: memory.rss / 2 ** 20,
    peakRssMB: process.resourceUsage().maxRSS / 1024,
  }),
);
await store.close();
