import type { SignedCheckpoint } from "../../../domain/ledger/checkpoint.js";
import { fromHex, toHex } from "../../../domain/ledger/hex.js";
import { describeBreak, type LogBreak, LogChecker } from "../../../domain/ledger/logCheck.js";
import { equalHashes, MerkleTree } from "../../../domain/ledger/merkle.js";
import { slicer } from "../../shared/yieldingLoop.js";
import type { LedgerStore } from "./Ledger.js";
import { leafHashOf, nodeSha256 } from "./leafHashing.js";

export interface LedgerVerdict {
  intact: boolean;
  /** Events checked (the intact prefix when broken). */
  events: number;
  checkpointsChecked: number;
  /** The first bad event, when one can be named. */
  broken: LogBreak | null;
  /** What is wrong, in one line; null when intact. */
  problem: string | null;
  ms: number;
}

export interface VerifyLedgerOptions {
  /** Signed checkpoints the log must still agree with (oldest first is not required). */
  checkpoints?: readonly SignedCheckpoint[];
  /** Whether a checkpoint's signature holds (the deployment's published keys). */
  checkSignature?: (checkpoint: SignedCheckpoint) => boolean;
  pageSize?: number;
}

/**
 * Re-verifies the whole log: walks it in position order recomputing every leaf (LogChecker), then
 * rebuilds the Merkle tree from the leaves and compares it with every signed checkpoint. A log cut
 * back and appended to again hashes consistently but no longer matches a checkpoint; the first event
 * recorded after that checkpoint in a leaf it already covered is then named.
 */
export async function verifyLedger(
  store: LedgerStore,
  options: VerifyLedgerOptions = {},
): Promise<LedgerVerdict> {
  const started = performance.now();
  const pageSize = options.pageSize ?? 2000;
  const checker = new LogChecker(leafHashOf);
  const leaves: Uint8Array[] = [];
  let after = 0;
  // SQLite reads answer synchronously, so without pauses the start-up self-check of a large log would
  // hold every request for seconds (3–5 s for 100,000 events, docs/verification.md).
  const clock = slicer();
  for (;;) {
    const page = await store.readLedger({ after, maxCount: pageSize });
    if (page.length === 0) break;
    for (const entry of page) {
      if (checker.check({ ...entry, position: entry.event.position })) break;
      leaves.push(entry.leafHash!);
      await clock.pause();
    }
    if (checker.broken) break;
    after = page[page.length - 1]!.event.position;
  }
  const verdict = (problem: string | null, broken: LogBreak | null, checked: number): LedgerVerdict => ({
    intact: problem === null,
    events: checker.size,
    checkpointsChecked: checked,
    broken,
    problem,
    ms: performance.now() - started,
  });
  if (checker.broken) return verdict(describeBreak(checker.broken), checker.broken, 0);

  const tree = new MerkleTree(nodeSha256, leaves);
  const checkpoints = [...(options.checkpoints ?? [])].sort((a, b) => a.treeSize - b.treeSize);
  let checked = 0;
  for (const checkpoint of checkpoints) {
    if (options.checkSignature && !options.checkSignature(checkpoint))
      return verdict(
        `the checkpoint of ${checkpoint.time} (size ${checkpoint.treeSize}) has a bad signature`,
        null,
        checked,
      );
    if (checkpoint.treeSize > tree.size)
      return verdict(
        `the log holds ${tree.size} events but the checkpoint of ${checkpoint.time} vouched for ${checkpoint.treeSize}: events from leaf ${tree.size} on are missing`,
        null,
        checked,
      );
    if (!equalHashes(tree.root(checkpoint.treeSize), fromHex(checkpoint.rootHash))) {
      const rewritten = await firstRecordedAfter(store, checkpoint, pageSize);
      const where = rewritten
        ? `; first event recorded after it in a leaf it covered: ${describeBreak(rewritten)}`
        : "";
      return verdict(
        `the log no longer matches the checkpoint of ${checkpoint.time} (size ${checkpoint.treeSize}, root ${checkpoint.rootHash}; now ${toHex(tree.root(checkpoint.treeSize))})${where}`,
        rewritten,
        checked,
      );
    }
    checked += 1;
  }
  return verdict(null, null, checked);
}

async function firstRecordedAfter(
  store: LedgerStore,
  checkpoint: SignedCheckpoint,
  pageSize: number,
): Promise<LogBreak | null> {
  const signedAt = Date.parse(checkpoint.time);
  let after = 0;
  for (;;) {
    const page = await store.readLedger({ after, maxCount: pageSize });
    if (page.length === 0) return null;
    for (const { event, leafIndex } of page) {
      if (leafIndex !== null && leafIndex >= checkpoint.treeSize) return null;
      if (Date.parse(event.metadata.recordedAt) > signedAt)
        return {
          position: event.position,
          eventId: event.id,
          stream: event.stream,
          version: event.version,
          expectedLeaf: leafIndex ?? -1,
          reason: `recorded at ${event.metadata.recordedAt}, after the checkpoint of ${checkpoint.time} had already vouched for leaf ${leafIndex}: the log was cut back and written again`,
        };
    }
    after = page[page.length - 1]!.event.position;
  }
}
