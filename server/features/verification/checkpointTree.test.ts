import { generateKeyPairSync, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { toHex } from "../../../domain/ledger/hex.js";
import { ledgerTree } from "../../eventstore/ledger/ledgerTree.js";
import { SqliteEventStore } from "../../eventstore/sqlite/SqliteEventStore.js";
import { treeOfCheckpoint } from "./checkpointTree.js";
import { signCheckpoint, signingKeyOf } from "./signingKey.js";

const dir = mkdtempSync(join(tmpdir(), "keelson-checkpoint-tree-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const key = signingKeyOf(generateKeyPairSync("ed25519").privateKey);
const metadata = { userId: "test", companyId: null, correlationId: randomUUID(), causationId: null };

describe("treeOfCheckpoint", () => {
  it("keeps the tree that gave the checkpoint's root, and never one that did not", async () => {
    const store = new SqliteEventStore(join(dir, "events.sqlite"));
    const events = Array.from({ length: 5 }, (_, n) => ({ type: "TestHappened", data: { n } }));
    await store.append("s", events, { expectedVersion: "any", metadata });
    const tree = await ledgerTree(store);
    const time = new Date().toISOString();
    const signed = signCheckpoint(key, { treeSize: 5, rootHash: toHex(tree.root()), time });
    const first = await treeOfCheckpoint(store, signed);
    expect(first?.size).toBe(5);
    // Kept: later appends do not rebuild it while the checkpoint is the latest.
    await store.append("s", events, { expectedVersion: "any", metadata });
    expect(await treeOfCheckpoint(store, signed)).toBe(first);

    const wrong = signCheckpoint(key, { treeSize: 5, rootHash: "00".repeat(32), time });
    expect(await treeOfCheckpoint(store, wrong)).toBeNull();
    const beyond = signCheckpoint(key, { treeSize: 50, rootHash: signed.rootHash, time });
    expect(await treeOfCheckpoint(store, beyond)).toBeNull();
    // A newer checkpoint builds the tree again.
    const later = signCheckpoint(key, {
      treeSize: 10,
      rootHash: toHex((await ledgerTree(store)).root()),
      time,
    });
    expect((await treeOfCheckpoint(store, later))?.size).toBe(10);
    await store.close();
  });
});
