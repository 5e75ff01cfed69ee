import { MerkleTree } from "../../../domain/ledger/merkle.js";
import type { LedgerStore } from "./Ledger.js";
import { nodeSha256 } from "./leafHashing.js";

/**
 * The Merkle tree over the stored leaf hashes, in position order (leaf order). Stops at the first
 * event without a leaf; the self-check (verifyLedger) is what says whether the stored leaves are true.
 */
export async function ledgerTree(store: LedgerStore, pageSize = 10_000): Promise<MerkleTree> {
  const leaves: Uint8Array[] = [];
  let after = 0;
  for (;;) {
    const page = await store.readLeaves({ after, maxCount: pageSize });
    for (const row of page) {
      if (row.leafHash === null || row.leafIndex !== leaves.length) return new MerkleTree(nodeSha256, leaves);
      leaves.push(row.leafHash);
    }
    if (page.length < pageSize) return new MerkleTree(nodeSha256, leaves);
    after = page[page.length - 1]!.position;
  }
}
