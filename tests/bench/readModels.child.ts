/**
 * One measured process of the "read models" bench (run by readModels.bench.ts with --expose-gc):
 * `stored` catches the stored voyage logs and incidents up to the log's head, reads vessels' logs and
 * the fleet's newest incidents as GET /Incidents/Find does, `rebuild` drops the rows and folds the whole
 * log again, `memory` folds every voyage log and incident in memory as the projection runner did before
 * (the baseline). Prints one JSON line of figures.
 */
import type { StoredKeelsonEvent } from "../../domain/index.js";
import type { VoyageLogState } from "../../domain/voyageLog/voyageLog.js";
import { vesselEventsOf } from "../../domain/voyages/state.js";
import {
  type IncidentRecord,
  incidentRefs,
  incidentsProjection,
  openAndOrClosed,
} from "../../projections/alerts/incidents.js";
import { voyageLogsProjection as projection } from "../../projections/voyageLogs/voyageLogs.js";
import { SqliteEventStore } from "../../server/eventstore/sqlite/SqliteEventStore.js";
import { SqliteKeyedRowStore } from "../../server/readmodels/SqliteKeyedRowStore.js";
import { StoredReadModel } from "../../server/readmodels/StoredReadModel.js";
import { createLogger } from "../../server/shared/logger.js";
import { benchCompanyId, vesselIdOf } from "../support/voyageLogEvents.js";
import { peakRssMb } from "./peakRss.js";

const [mode, path, vesselsArg] = process.argv.slice(2);
const vessels = Number(vesselsArg);
const gc = (globalThis as { gc?: () => void }).gc;
const store = SqliteEventStore.open(path!);
const started = performance.now();
let figures: Record<string, number> = {};

if (mode === "memory") {
  const byVesselId = new Map<string, VoyageLogState>();
  const incidents = new Map<string, IncidentRecord | null>();
  let after = 0;
  for (;;) {
    const page = await store.readAll({ after, maxCount: 5000 });
    if (page.length === 0) break;
    for (const event of page) {
      const incidentId = incidentsProjection.keyOfStream(event.stream);
      if (incidentId !== null)
        incidents.set(
          incidentId,
          incidentsProjection.evolve(incidents.get(incidentId) ?? null, event as StoredKeelsonEvent),
        );
      const key = projection.keyOfStream(event.stream);
      if (key === null) continue;
      byVesselId.set(
        key,
        projection.evolve(byVesselId.get(key) ?? projection.initialState(key), event as StoredKeelsonEvent),
      );
    }
    after = page.at(-1)!.position;
  }
  // GET /Incidents/Find as it was computed in memory: filter what the caller sees, sort, page, count.
  const find = performance.now();
  const visible = new Set(Array.from({ length: vessels }, (_, i) => vesselIdOf(i + 1)));
  const seen = [...incidents.values()].filter(
    (i): i is IncidentRecord => i !== null && i.companyId === benchCompanyId && visible.has(i.vesselId),
  );
  const newest = seen
    .sort(
      (a, b) =>
        b.openVesselEvent.timestamp.localeCompare(a.openVesselEvent.timestamp) || a.id.localeCompare(b.id),
    )
    .slice(0, 100);
  const unreadOpen = seen.filter((i) => i.isOpen && !i.acknowledged).length;
  const findMs = performance.now() - find;
  figures = {
    events: after,
    vessels: byVesselId.size,
    incidents: incidents.size,
    findMs,
    unreadOpen,
    newest: newest.length,
  };
  gc?.();
  (globalThis as { keep?: unknown }).keep = [byVesselId, incidents];
} else {
  const rows = new SqliteKeyedRowStore(store.db);
  if (mode === "rebuild") {
    await rows.reset(projection.name, projection.version);
    await rows.reset(incidentsProjection.name, incidentsProjection.version);
  }
  const model = new StoredReadModel(store, rows, projection, createLogger("silent"), {
    cacheBytes: 16 << 20,
  });
  const incidents = new StoredReadModel(store, rows, incidentsProjection, createLogger("silent"), {
    cacheBytes: 16 << 20,
  });
  // CPU time as well as wall time: on a loaded machine the wall time mostly measures the other processes.
  const cpuBefore = process.cpuUsage();
  await model.start();
  await incidents.start();
  const cpu = process.cpuUsage(cpuBefore);
  const caughtUp = {
    events: (model.lastCatchUp?.events ?? 0) + (incidents.lastCatchUp?.events ?? 0),
    seconds: (model.lastCatchUp?.seconds ?? 0) + (incidents.lastCatchUp?.seconds ?? 0),
  };
  // The Notifications page of a user who sees the whole fleet: its newest 100 incidents and the bell.
  const find = performance.now();
  const fleet = Array.from({ length: vessels }, (_, i) => vesselIdOf(i + 1));
  const newest = await incidents.page(
    fleet.flatMap((v) => openAndOrClosed(null, (open) => incidentRefs.ofVessel(benchCompanyId, v, open))),
    { skip: 0, limit: 100 },
  );
  const records = await incidents.getMany(newest.entries.map((e) => e.key));
  const unread = await incidents.page(
    fleet.map((v) => incidentRefs.unacknowledged(benchCompanyId, v, true)),
    { skip: 0, limit: 0 },
  );
  const findMs = performance.now() - find;
  if (records.some((r) => r === null)) throw new Error("an incident listed has no row");
  // Reads as routes do: a cold vessel, then a spread of the fleet through the cache.
  const cold = performance.now();
  const first = await model.get(vesselIdOf(1));
  const coldMs = performance.now() - cold;
  let events = vesselEventsOf(first.voyages).length;
  for (let v = 2; v <= vessels; v += 7)
    events += vesselEventsOf((await model.get(vesselIdOf(v))).voyages).length;
  figures = {
    events: caughtUp.events,
    seconds: caughtUp.seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    findMs,
    incidents: newest.total,
    unreadOpen: unread.total,
    coldReadMs: coldMs,
    eventsOfVessel1: vesselEventsOf(first.voyages).length,
    cachedMB: model.cachedBytes / 2 ** 20,
    readEvents: events,
  };
  await model.stop();
  await incidents.stop();
  gc?.();
}

const memory = process.memoryUsage();
console.log(
  JSON.stringify({
    ...figures,
    totalSeconds: (performance.now() - started) / 1000,
    heapMB: memory.heapUsed / 2 ** 20,
    rssMB: memory.rss / 2 ** 20,
    peakRssMB: peakRssMb(),
  }),
);
await store.close();
