import { parentPort, workerData } from "node:worker_threads";
import type { DailyStore } from "../../dailyPerformance/DailyStore.js";
import { openDailyStore } from "../../dailyPerformance/openDailyStore.js";
import { PostgresDailyStore } from "../../dailyPerformance/PostgresDailyStore.js";
import { KeptFeatures } from "../../shared/featureMapping.js";
import type { PgPoolName } from "../../shared/pgConnections.js";
import { reportThreadPools } from "../../shared/threadPoolUse.js";
import { openTimeSeriesStore } from "../../timeseries/openTimeSeriesStore.js";
import { PostgresTimeSeriesStore } from "../../timeseries/postgres/PostgresTimeSeriesStore.js";
import type { TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";
import { KeptParts } from "./keptParts.js";
import { daysOf } from "./qualityDays.js";
import {
  missingDays,
  storedKeysOf,
  storedPartsOf,
  summaryOfParts,
  type VesselSummary,
  variablesOf,
} from "./storedSummary.js";
import {
  type ServerToSummaryThread,
  SUMMARY_THREAD_POOLS,
  type SummaryRequest,
  type SummaryThreadData,
  type SummaryThreadMessage,
} from "./summaryThreadProtocol.js";
import { dataSpanAt } from "./vesselQuality.js";

/**
 * The data-quality Summary thread (summaryInThread.ts): folds the stored days of a fleet's vessels into their
 * Summary rows through its own store connections, so that the server's thread only hands the vessels over
 * and sends the answer. It keeps its own parsed parts (keptParts.ts) and mapped features between requests.
 */
const port = parentPort!;
const { store: config, poolUse } = workerData as SummaryThreadData;
const kept = new KeptParts();
const keptFeatures = new KeptFeatures();
let stores: Promise<{ timeSeries: TimeSeriesStore; daily: DailyStore }> | null = null;

/** The thread's stores, opened on the first request; a failed opening is tried again on the next. */
function openStores(): Promise<{ timeSeries: TimeSeriesStore; daily: DailyStore }> {
  if (stores) return stores;
  const opening = (async () => {
    const timeSeries = await openTimeSeriesStore(config, "summary-thread");
    try {
      return { timeSeries, daily: await openDailyStore(config, "summary-thread-daily") };
    } catch (error) {
      await timeSeries.close();
      throw error;
    }
  })();
  opening.catch(() => {
    if (stores === opening) stores = null;
  });
  stores = opening;
  return opening;
}

const stopReporting = reportThreadPools(poolUse, SUMMARY_THREAD_POOLS, async (name: PgPoolName) => {
  const open = await stores?.catch(() => null);
  if (!open) return [];
  const store = name === "summary-thread" ? open.timeSeries : open.daily;
  return store instanceof PostgresTimeSeriesStore || store instanceof PostgresDailyStore ? [store.pool] : [];
});

/** The rows of the vessels whose every day of the span is stored for their present mapping. */
async function summaries({ from, to, now, vessels }: SummaryRequest): Promise<VesselSummary[]> {
  const { timeSeries, daily } = await openStores();
  const ids = vessels.map((v) => v.id);
  const variables = await variablesOf(timeSeries, ids);
  const stored = await storedKeysOf(daily, ids, from, to);
  const rows: VesselSummary[] = [];
  for (const vessel of vessels) {
    const features = keptFeatures.of(vessel.id, vessel.configured, variables.get(vessel.id) ?? [], vessel);
    const span = dataSpanAt(now, features, from, to);
    const days = daysOf(span);
    const parts = await storedPartsOf(
      kept,
      daily,
      vessel.id,
      features,
      stored.get(vessel.id) ?? [],
      days.fromDay,
      days.toDay,
    );
    if (missingDays(parts, days.fromDay, days.toDay).length === 0)
      rows.push(summaryOfParts(vessel, features, parts, span, days));
  }
  return rows;
}

const post = (message: SummaryThreadMessage) => port.postMessage(message);

async function close(): Promise<void> {
  stopReporting();
  const open = await stores?.catch(() => null);
  await open?.timeSeries.close();
  await open?.daily.close();
  port.close();
}

port.on("message", (message: ServerToSummaryThread) => {
  if (message.type === "close") {
    void close();
    return;
  }
  summaries(message.request).then(
    (rows) => post({ type: "done", id: message.id, rows }),
    (error: unknown) =>
      post({
        type: "failed",
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
