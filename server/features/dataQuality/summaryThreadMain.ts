import { parentPort } from "node:worker_threads";
import { SqliteTimeSeriesStore } from "../../timeseries/sqlite/SqliteTimeSeriesStore.js";
import type { SummaryJob, SummaryThreadMessage } from "./summaryThread.js";
import { summaryOver } from "./vesselQuality.js";

/**
 * The summary thread: computes the vessels' data-quality summaries it is handed from the SQLite file
 * named, on connections of its own (WAL: it reads what imports have committed), one job at a time.
 */
const port = parentPort!;
let open: SqliteTimeSeriesStore | null = null;

function storeOf(file: string): SqliteTimeSeriesStore {
  if (open?.db.name === file) return open;
  // One store at a time: a test process runs servers one after the other, each on its own file.
  void open?.close();
  open = new SqliteTimeSeriesStore(file);
  return open;
}

async function run({ id, file, inputs }: SummaryJob): Promise<SummaryThreadMessage> {
  try {
    const store = storeOf(file);
    const summaries = [];
    for (const input of inputs)
      summaries.push(await summaryOver(store, input.vessel, input.features, input.span));
    return { id, ok: true, summaries };
  } catch (error) {
    return { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

port.on("message", async (job: SummaryJob) => port.postMessage(await run(job)));
