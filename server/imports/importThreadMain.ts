import { parentPort, workerData } from "node:worker_threads";
import { reportThreadPools } from "../shared/threadPoolUse.js";
import { openTimeSeriesStore } from "../timeseries/openTimeSeriesStore.js";
import { PostgresTimeSeriesStore } from "../timeseries/postgres/PostgresTimeSeriesStore.js";
import type { TimeSeriesStore } from "../timeseries/TimeSeriesStore.js";
import { DataPackage } from "./DataPackage.js";
import { ImportCancelled, importPackage } from "./importPackage.js";
import {
  type ImportThreadData,
  type ImportThreadInput,
  type ServerToThread,
  type ThreadMessage,
  transferableResult,
} from "./importThreadProtocol.js";
import { PackageError } from "./PackageError.js";

/**
 * The import thread: imports the packages the server hands it, one at a time, each through its own
 * store connection (kept open between imports), and reports progress and the outcome back.
 */
const port = parentPort!;
const stores = new Map<string, Promise<TimeSeriesStore>>();
let current: AbortController | null = null;
const { poolUse } = workerData as ImportThreadData;

const stopReporting = reportThreadPools(poolUse, ["import-thread"], async () => {
  const pools = [];
  for (const opened of stores.values()) {
    const store = await opened.catch(() => null);
    if (store instanceof PostgresTimeSeriesStore) pools.push(store.pool);
  }
  return pools;
});

const post = (message: ThreadMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

function storeFor(config: ImportThreadInput["store"]): Promise<TimeSeriesStore> {
  const key = JSON.stringify([
    config.DATABASE_URL,
    config.DATABASE_SCHEMA,
    config.DATA_DIR,
    config.PG_MAX_CONNECTIONS,
  ]);
  let store = stores.get(key);
  if (!store) {
    store = openTimeSeriesStore(config, "import-thread");
    store.catch(() => stores.delete(key));
    stores.set(key, store);
  }
  return store;
}

async function run(input: ImportThreadInput): Promise<void> {
  const abort = new AbortController();
  current = abort;
  let lastPercent = -1;
  const onProgress = (fraction: number) => {
    const percent = Math.floor(fraction * 100);
    if (percent === lastPercent) return;
    lastPercent = percent;
    post({ type: "progress", fraction });
  };
  try {
    const store = await storeFor(input.store);
    const pkg = await DataPackage.open(input.zipPath, input.limits);
    try {
      const watch = input.watch
        ? { names: new Set(input.watch.names), anyTimes: input.watch.anyTimes }
        : undefined;
      const result = await importPackage(pkg, {
        store,
        vesselId: input.vesselId,
        receivedAt: input.receivedAt,
        onProgress,
        signal: abort.signal,
        ...(watch ? { watch } : {}),
      });
      const { result: sent, transfer } = transferableResult(result);
      post({ type: "done", result: sent }, transfer);
    } finally {
      pkg.close();
    }
  } catch (error) {
    post({
      type: "failed",
      kind:
        error instanceof ImportCancelled ? "cancelled" : error instanceof PackageError ? "package" : "other",
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? (error.stack ?? null) : null,
    });
  } finally {
    current = null;
  }
}

async function close(): Promise<void> {
  stopReporting();
  for (const store of stores.values()) await (await store.catch(() => null))?.close();
  port.close();
}

port.on("message", (message: ServerToThread) => {
  if (message.type === "abort") current?.abort();
  else if (message.type === "import") void run(message.input);
  else void close();
});
