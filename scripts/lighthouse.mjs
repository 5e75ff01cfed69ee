#!/usr/bin/env node
// Lighthouse desktop on the signed-in pages of a running Keelson (docs/performance.md, "Client pages —
// Lighthouse desktop"). Lighthouse is not a dependency: it runs through npx, from npx's cache.
// Usage: node scripts/lighthouse.mjs [base URL] [--runs 3] [--pages /FleetOverview,/] [--out dir] [--unread]
// Signs the Nordic Bulk super user in (scripts/lighthouseProfile.mjs) and, unless --unread, marks the demo's
// announcement read first, as a returning user has (else its popup is each run's largest paint). Each run is
// sequential; the load average is read before and after it, since on a shared machine the score follows the
// CPU left over.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { CHROMIUM, signInProfile } from "./lighthouseProfile.mjs";

const LIGHTHOUSE = "lighthouse@12.8.2";
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "3" },
    pages: { type: "string", default: "/FleetOverview,/" },
    out: { type: "string", default: "/tmp/keelson-lighthouse" },
    unread: { type: "boolean", default: false },
  },
});
const base = positionals[0] ?? "http://127.0.0.1:3000";
const runs = Number(values.runs);
const profile = join(values.out, "profile");
mkdirSync(values.out, { recursive: true });
await signInProfile(base, profile, { markAnnouncementsRead: !values.unread });

const load = () => loadavg()[0].toFixed(1);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (report, id) => Math.round(report.audits[id].numericValue);

for (const path of values.pages.split(",")) {
  const rows = [];
  for (let run = 1; run <= runs; run++) {
    const file = join(values.out, `${path.replace(/\W/g, "") || "dashboard"}-${run}.json`);
    const before = load();
    execFileSync("npx", [
      "--yes",
      LIGHTHOUSE,
      `${base}${path}`,
      "--preset=desktop",
      `--chrome-path=${CHROMIUM}`,
      `--chrome-flags=--headless=new --no-sandbox --user-data-dir=${profile}`,
      "--only-categories=performance,accessibility,best-practices",
      "--output=json",
      `--output-path=${file}`,
      "--quiet",
    ]);
    const report = JSON.parse(readFileSync(file, "utf8"));
    const score = (id) => Math.round(report.categories[id].score * 100);
    if (new URL(report.finalDisplayedUrl).pathname !== new URL(`${base}${path}`).pathname)
      console.warn(`${path} ended on ${report.finalDisplayedUrl}: not signed in?`);
    rows.push({
      run,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      fcp: ms(report, "first-contentful-paint"),
      lcp: ms(report, "largest-contentful-paint"),
      tbt: ms(report, "total-blocking-time"),
      si: ms(report, "speed-index"),
      cls: report.audits["cumulative-layout-shift"].numericValue.toFixed(3),
      kib: Math.round(report.audits["total-byte-weight"].numericValue / 1024),
      load: `${before} → ${load()}`,
    });
    const failing = Object.entries(report.audits)
      .filter(([, a]) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "metricSavings")
      .map(([id, a]) => `${id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
    console.log(`${path} run ${run}: opportunities: ${failing.join("; ") || "none"}`);
  }
  console.log(`\n${path} (${base})`);
  console.table(rows);
  const med = (key) => median(rows.map((r) => Number(r[key])));
  console.log(
    `median: performance ${med("performance")}, accessibility ${med("accessibility")}, ` +
      `best practices ${med("bestPractices")}, TBT ${med("tbt")} ms, LCP ${med("lcp")} ms\n`,
  );
}
