import { parentPort, workerData } from "node:worker_threads";
import { openTimeSeriesStore } from "../timeseries/openTimeSeriesStore.js";
import { DataPackage } from "./DataPackage.js";
import { ImportCancelled, importPackage } from "./importPackage.js";
import { type ImportThreadInput, type ThreadMessage, transferableResult } from "./importThreadProtocol.js";
import { PackageError } from "./PackageError.js";

/** Runs in the import thread: opens its own store connection and the package, imports, reports back. */
async function run(input: ImportThreadInput): Promise<void> {
  const port = parentPort!;
  const post = (message: ThreadMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  const abort = new AbortController();
  port.on("message", (message: { type?: string }) => {
    if (message.type === "abort") abort.abort();
  });
  let lastPercent = -1;
  const onProgress = (fraction: number) => {
    const percent = Math.floor(fraction * 100);
    if (percent === lastPercent) return;
    lastPercent = percent;
    post({ type: "progress", fraction });
  };
  try {
    const store = await openTimeSeriesStore(input.store);
    try {
      const pkg = await DataPackage.open(input.zipPath, input.limits);
      try {
        const watch = input.watch
          ? { names: new Set(input.watch.names), anyTimes: input.watch.anyTimes }
          : undefined;
        const result = await importPackage(pkg, {
          store,
          vesselId: input.vesselId,
          onProgress,
          signal: abort.signal,
          ...(watch ? { watch } : {}),
        });
        const { result: sent, transfer } = transferableResult(result);
        post({ type: "done", result: sent }, transfer);
      } finally {
        pkg.close();
      }
    } finally {
      await store.close();
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
    port.close();
  }
}

await run(workerData as ImportThreadInput);
