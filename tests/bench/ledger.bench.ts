import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { toHex } from "../../domain/ledger/hex.js";
import { PACKAGE_FORMAT, type VerificationPackage } from "../../domain/ledger/verificationPackage.js";
import { ledgerTree } from "../../server/eventstore/ledger/ledgerTree.js";
import { verifyLedger } from "../../server/eventstore/ledger/verifyLedger.js";
import { SqliteEventStore } from "../../server/eventstore/sqlite/SqliteEventStore.js";
import { signCheckpoint, signingKeyOf } from "../../server/features/verification/signingKey.js";
import { packagedEvents } from "../../server/features/verification/voyagePackage.js";
import { verifyFile } from "../../verifier/verifyFile.js";
import { type AppendInput, ledgerAppendCost } from "./ledgerAppendCost.js";
import type { BenchRow } from "./table.js";

const metadata = { userId: "bench", companyId: "company-1", correlationId: "bench", causationId: null };
/** A vessel event of about the production size (a departure with its figures). */
const data = (i: number) => ({
  id: randomUUID(),
  timestamp: new Date(1_700_000_000_000 + i * 60_000).toISOString(),
  type: "Departure",
  port: { unLocode: "NOOSL", name: "Oslo", isMrvPort: true },
  draft: { fore: 8.1, aft: 9.4 },
  remarks: `event ${i}`,
});

/**
 * The tamper-evident log (docs/verification.md): what the ledger adds to a SQLite append, how fast an
 * existing store is hashed once, and how long verifying 100,000 events takes (self-check and package).
 */
export async function benchLedger(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), "keelson-bench-ledger-"));
  try {
    const rows: BenchRow[] = [];
    // Append: the store's rate, then what the ledger adds to an append, timed on further appends.
    const store = new SqliteEventStore(join(dir, "append.sqlite"));
    const appends = 20_000;
    const inputs = (from: number): AppendInput[] =>
      Array.from({ length: appends }, (_, i) => ({
        stream: `s-${i % 1000}`,
        event: { type: "VesselEventAdded", data: data(from + i) },
      }));
    const timed = inputs(0);
    let started = performance.now();
    for (const { stream, event } of timed)
      await store.append(stream, [event], { expectedVersion: "any", metadata });
    const appendMicros = ((performance.now() - started) * 1000) / appends;
    const cost = await ledgerAppendCost(store, inputs(appends), metadata, dir);
    // "Slower than without": the ledger's µs over those of the append without them.
    const slowdown = cost.total / (appendMicros - cost.total);
    const steps = [
      `canonical texts beyond JSON.stringify's ${cost.canonicalTexts.toFixed(2)}`,
      `leaf text and SHA-256 ${cost.leafHash.toFixed(2)}`,
      `last leaf read ${cost.lastLeaf.toFixed(2)}`,
      `leaf columns written ${cost.leafColumns.toFixed(2)}`,
    ];
    rows.push({
      suite: "ledger/sqlite",
      case: `append 1 event, 1,000 streams (${appends.toLocaleString("en")}); ledger ${cost.total.toFixed(1)} of ${appendMicros.toFixed(0)} µs`,
      value: Math.round(1e6 / appendMicros),
      unit: "appends/s",
      note: `appends ${(100 * slowdown).toFixed(1)} % slower than without the ledger: ${cost.total.toFixed(1)} of ${appendMicros.toFixed(1)} µs per append = ${steps.join(" + ")} (µs; each step timed after a real append, minus the same step without the ledger: ledgerAppendCost.ts)`,
      target: "appends ≤ 10 % slower",
      pass: slowdown <= 0.1,
    });
    await store.close();

    // Migration: an existing 100,000-event store (the former schema) hashed once at open.
    const count = 100_000;
    const file = join(dir, "old.sqlite");
    const old = new Database(file);
    old.pragma("journal_mode = WAL");
    old.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL,
      version INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, recorded_at TEXT NOT NULL,
      UNIQUE (stream, version))`);
    const insert = old.prepare(
      "INSERT INTO events (id, stream, version, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    const at = new Date().toISOString();
    const meta = JSON.stringify({ ...metadata, recordedAt: at });
    old.transaction(() => {
      for (let i = 0; i < count; i++)
        insert.run(randomUUID(), "voyagelog-bench", i, "VesselEventAdded", JSON.stringify(data(i)), meta, at);
    })();
    old.close();
    const migrated = new SqliteEventStore(file);
    const { hashed, ms } = migrated.ledgerMigration;
    rows.push({
      suite: "ledger/sqlite",
      case: `hash an existing store once at open (${hashed.toLocaleString("en")})`,
      value: Math.round(hashed / (ms / 1000)),
      unit: "events/s",
    });

    // Verification: the self-check of the whole store, and a package of all of it checked as the CLI does.
    const verdict = await verifyLedger(migrated);
    rows.push({
      suite: "ledger/sqlite",
      case: `self-check: re-verify ${verdict.events.toLocaleString("en")} events`,
      value: Number((verdict.ms / 1000).toFixed(2)),
      unit: "s",
      pass: verdict.intact,
    });
    const tree = await ledgerTree(migrated);
    const key = signingKeyOf((await import("node:crypto")).generateKeyPairSync("ed25519").privateKey);
    const checkpoint = signCheckpoint(key, { treeSize: tree.size, rootHash: toHex(tree.root()), time: at });
    const entries = [];
    for (let after = 0; ; ) {
      const page = await migrated.readLedger({ after, maxCount: 5000 });
      if (page.length === 0) break;
      entries.push(...page);
      after = page[page.length - 1]!.event.position;
    }
    const pkg: VerificationPackage = {
      format: PACKAGE_FORMAT,
      subject: {
        kind: "voyage",
        vesselId: "bench",
        vesselName: "bench",
        departureId: "bench",
        label: "bench",
      },
      checkpoint,
      key: { publicKey: key.publicKey, fingerprint: key.fingerprint },
      keyHistory: [],
      // One stream of 100,000 events (a voyage log), as the server packages them.
      events: packagedEvents(
        tree,
        entries.map((e) => e.event),
        entries.map((e) => e.leafIndex!),
        tree.size,
      ),
      consistency: null,
      figures: { report: null, refusal: null, inputs: null },
    };
    // As the CLI runs it: the file read and parsed, every proof checked, the figures recomputed.
    const packageFile = join(dir, "verification.json");
    writeFileSync(packageFile, JSON.stringify(pkg));
    const cpuBefore = process.cpuUsage();
    started = performance.now();
    const result = await verifyFile(packageFile);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    rows.push({
      suite: "ledger/cli",
      case: `verify a package of ${pkg.events.length.toLocaleString("en")} events: read, every proof, figures`,
      value: Number(seconds.toFixed(2)),
      unit: "s",
      note: `${cpuSeconds.toFixed(2)} s CPU; ${result.intact ? "intact" : "BROKEN"}`,
      target: "≤ 2 s",
      pass: seconds <= 2 && result.intact,
    });
    rows.push(shippedCliRow(packageFile, pkg.events.length));
    await migrated.close();
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `keelson-verify <package>` end to end as a verifier runs it (bin/keelson-verify.mjs, a process of its
 * own: node's start, loading the built verifier, read, parse, every proof, figures). Run once before on
 * --help, so a stale build of dist/verifier is made outside the measurement.
 */
function shippedCliRow(packageFile: string, events: number): BenchRow {
  const cli = (arg: string) =>
    spawnSync(process.execPath, ["bin/keelson-verify.mjs", arg], { encoding: "utf8" });
  cli("--help");
  const cpuBefore = childCpuSeconds();
  const started = performance.now();
  const run = cli(packageFile);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuBefore === null ? null : childCpuSeconds()! - cpuBefore;
  return {
    suite: "ledger/cli",
    case: `node bin/keelson-verify.mjs on a package of ${events.toLocaleString("en")} events (a process of its own)`,
    value: Number(seconds.toFixed(2)),
    unit: "s",
    note: `${cpu === null ? "CPU not measured" : `${cpu.toFixed(2)} s CPU`}; ${run.status === 0 ? "intact" : `exit ${run.status}`}`,
    target: "≤ 2 s",
    pass: seconds <= 2 && run.status === 0,
  };
}

/** CPU seconds of the child processes waited for so far (Linux /proc; null elsewhere). */
function childCpuSeconds(): number | null {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    // After the command's name in parentheses: field 3 (state) onwards; cutime and cstime are fields 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const CLOCK_TICKS = 100;
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
