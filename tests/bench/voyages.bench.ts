import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { EMISSION_READY_VESSEL, READY_FUEL_TANK } from "../../domain/fuel/testFixtures.js";
import type { DomainEvent, EventMetadataInput } from "../../domain/shared/events.js";
import {
  evolveVoyageLog,
  initialVoyageLogState,
  type VoyageLogEvent,
  voyageLogAggregate,
  voyageLogStream,
} from "../../domain/voyageLog/voyageLog.js";
import { recordVesselEvent } from "../../domain/voyages/decisions.js";
import type { VoyagesEvent } from "../../domain/voyages/events.js";
import { AggregateCache } from "../../server/commands/AggregateCache.js";
import { execute } from "../../server/commands/execute.js";
import type { EventStore } from "../../server/eventstore/EventStore.js";
import { SqliteEventStore } from "../../server/eventstore/sqlite/SqliteEventStore.js";
import type { BenchRow } from "./table.js";

const metadata: EventMetadataInput = {
  userId: "bench",
  companyId: "bench",
  correlationId: "bench",
  causationId: null,
};
const HOUR = 3_600_000;
const START = Date.parse("2020-01-01T00:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A realistic voyage log of about `count` events: voyages of a confirmed departure, a drifting pair, an
 * arrival with cargo and distances, each event confirmed.
 */
function voyageLogEvents(vesselId: string, count: number): { events: VoyagesEvent[]; lastAt: number } {
  const events: VoyagesEvent[] = [];
  let at = START;
  let voyage = 0;
  let departureId = "";
  const port = { name: "Oslo", loCode: "NOOSL", isMrvPort: true };
  const record = (id: string, type: "Departure" | "StartDrifting" | "EndDrifting" | "Arrival") => {
    at += 6 * HOUR;
    events.push({
      type: "VesselEventRecorded",
      data: {
        vesselEventId: id,
        departureId,
        vesselId,
        type,
        timestamp: iso(at),
        source: "Ship",
        voyage: type === "Departure" ? { name: `V${voyage}`, type: "Laden", isNonCommercial: false } : null,
        port: type === "Departure" || type === "Arrival" ? port : null,
        location: { latitude: 58, longitude: 5 },
        endsDepartureId: null,
      },
    });
    events.push({ type: "VesselEventConfirmed", data: { vesselEventId: id, departureId } });
  };
  while (events.length < count) {
    departureId = `${vesselId}-d${voyage}`;
    record(departureId, "Departure");
    events.push({
      type: "VesselEventCargoSet",
      data: { vesselEventId: departureId, departureId, cargoUnitId: 1, cargoCarried: 60_000 },
    });
    record(`${departureId}-s`, "StartDrifting");
    record(`${departureId}-e`, "EndDrifting");
    record(`${departureId}-a`, "Arrival");
    voyage++;
  }
  // The log ends with an open voyage, where the crew records its next events.
  departureId = `${vesselId}-d${voyage}`;
  record(departureId, "Departure");
  return { events, lastAt: at };
}

async function seed(store: EventStore, stream: string, events: readonly DomainEvent[]): Promise<void> {
  let version = -1;
  for (let i = 0; i < events.length; i += 500) {
    const result = await store.append(stream, events.slice(i, i + 500), {
      expectedVersion: version < 0 ? "no_stream" : version,
      metadata,
    });
    version = result.nextExpectedVersion;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeEach(times: number, work: (i: number) => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await work(i);
    out.push(performance.now() - started);
  }
  return out;
}

/** Appending one vessel event to a 5,000-event voyage log, and replaying a 10,000-event one. */
export async function benchVoyages(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), "keelson-bench-voyages-"));
  const store = new SqliteEventStore(join(dir, "voyages.sqlite"));
  try {
    const rows: BenchRow[] = [];

    // Append: the real command path (cached fold, decision with every rule, optimistic append).
    const vesselId = "bench-append";
    const { events, lastAt } = voyageLogEvents(vesselId, 5_000);
    await seed(store, voyageLogStream(vesselId), [READY_FUEL_TANK, ...events]);
    const deps = { store, waitFor: async () => {}, aggregates: new AggregateCache() };
    const types = ["StartAnchoring", "EndAnchoring"] as const;
    const append = (i: number) =>
      execute(
        deps,
        voyageLogAggregate,
        vesselId,
        (log) =>
          recordVesselEvent(
            log,
            {
              vesselEventId: `new-${i}`,
              vesselId,
              type: types[i % 2]!,
              timestamp: iso(lastAt + (i + 1) * HOUR),
              source: "Ship",
            },
            EMISSION_READY_VESSEL,
          ),
        { metadata },
      ).then(() => undefined);
    await append(0); // warms the cache, as a server that served the vessel before has it warm
    const appendTimes = await timeEach(200, (i) => append(i + 1));
    let baselineVersion = -1;
    const baselineTimes = await timeEach(200, async (i) => {
      const result = await store.append("bench-baseline", [events[i % events.length]!], {
        expectedVersion: baselineVersion < 0 ? "no_stream" : baselineVersion,
        metadata,
      });
      baselineVersion = result.nextExpectedVersion;
    });
    const p50 = median(appendTimes);
    const baseline = median(baselineTimes);
    rows.push({
      suite: "voyages",
      case: "append event to 5,000-event log (p50)",
      value: p50,
      unit: "ms",
      baseline,
      ratio: p50 / baseline,
      target: "< 5 ms",
      pass: p50 < 5,
    });

    // Replay: read the whole stream and fold it with the aggregate's evolve.
    const replayId = "bench-replay";
    await seed(store, voyageLogStream(replayId), voyageLogEvents(replayId, 10_000).events);
    const readTimes = await timeEach(5, async () => {
      await store.readStream(voyageLogStream(replayId));
    });
    const replayTimes = await timeEach(5, async () => {
      const stored = await store.readStream(voyageLogStream(replayId));
      let state = initialVoyageLogState;
      for (const event of stored) state = evolveVoyageLog(state, event as unknown as VoyageLogEvent);
    });
    const replay = median(replayTimes);
    const read = median(readTimes);
    rows.push({
      suite: "voyages",
      case: "replay 10,000-event vessel stream",
      value: replay,
      unit: "ms",
      baseline: read,
      ratio: replay / read,
      target: "< 100 ms",
      pass: replay < 100,
    });
    return rows;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
