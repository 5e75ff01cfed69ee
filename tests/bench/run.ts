import { benchEventStore } from "./eventstore.bench.js";
import { benchReports } from "./reports.bench.js";
import { type BenchRow, formatTable, printTable } from "./table.js";
import { benchTimeSeries } from "./timeseries.bench.js";

/** Every benchmark suite `npm run bench` runs, in order. */
const suites: Array<{ name: string; run: () => Promise<BenchRow[]> }> = [
  { name: "event store", run: benchEventStore },
  { name: "voyages", run: async () => (await import("./voyages.bench.js")).benchVoyages() },
  { name: "reports", run: benchReports },
  { name: "compliance", run: async () => (await import("./compliance.bench.js")).benchCompliance() },
  { name: "time series", run: benchTimeSeries },
  { name: "ingest", run: async () => (await import("./ingest.bench.js")).benchIngest() },
  { name: "fleet map", run: async () => (await import("./fleetMap.bench.js")).benchFleetMap() },
  { name: "alerts", run: async () => (await import("./alerts.bench.js")).benchAlerts() },
  { name: "cii", run: async () => (await import("./cii.bench.js")).benchCii() },
  { name: "fouling", run: async () => (await import("./fouling.bench.js")).benchFouling() },
  { name: "long trends", run: async () => (await import("./longTrends.bench.js")).benchLongTrends() },
  { name: "dashboards", run: async () => (await import("./dashboards.bench.js")).benchDashboards() },
  { name: "data quality", run: async () => (await import("./dataQuality.bench.js")).benchDataQuality() },
  { name: "fleet scale", run: async () => (await import("./fleetScale.bench.js")).benchFleetScale() },
  {
    name: "data analysis",
    run: async () => (await import("./dataAnalysis.bench.js")).benchDataAnalysis(),
  },
  {
    name: "pg partitions",
    run: async () => (await import("./pgPartitions.bench.js")).benchPgPartitions(),
  },
  { name: "cluster", run: async () => (await import("./cluster.bench.js")).benchCluster() },
  { name: "read models", run: async () => (await import("./readModels.bench.js")).benchReadModels() },
  { name: "ledger", run: async () => (await import("./ledger.bench.js")).benchLedger() },
];

async function main(): Promise<void> {
  // The servers the suites start answer as production does: without checking each answer against its
  // schema a second time (the API and contract tests check them). KEELSON_CHECK_ANSWERS=on times the check.
  process.env.KEELSON_CHECK_ANSWERS ??= "off";
  const rows: BenchRow[] = [];
  // BENCH_ONLY=alerts (a comma-separated list of suite names) runs only those.
  const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
  for (const suite of suites.filter((s) => !only || only.includes(s.name))) {
    const started = Date.now();
    console.error(`running ${suite.name} …`);
    const suiteRows = await suite.run();
    rows.push(...suiteRows);
    console.error(`  ${suite.name} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Each suite's rows as it ends, on stderr: a run stopped or crashed later keeps what it measured.
    console.error(formatTable(suiteRows));
  }
  console.log("");
  printTable(rows);
  const missed = rows.filter((row) => row.pass === false).length;
  console.log("");
  console.log(missed === 0 ? "all targets met" : `${missed} target(s) missed (marked MISS)`);
}

// A missed target is reported, not fatal; only a crash exits non-zero.
try {
  await main();
  process.exit(0);
} catch (error) {
  console.error("benchmark crashed:", error);
  process.exit(1);
}
