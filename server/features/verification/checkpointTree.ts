import type { SignedCheckpoint } from "../../../domain/ledger/checkpoint.js";
import { fromHex } from "../../../domain/ledger/hex.js";
import { equalHashes, type MerkleTree } from "../../../domain/ledger/merkle.js";
import type { LedgerStore } from "../../eventstore/ledger/Ledger.js";
import { ledgerTree } from "../../eventstore/ledger/ledgerTree.js";

interface Kept {
  treeSize: number;
  rootHash: string;
  tree: MerkleTree;
}

const kept = new WeakMap<LedgerStore, Kept>();

/**
 * The stored tree once it gave a checkpoint's signed root, kept while that checkpoint is the latest:
 * building it reads every leaf of the log (~0.7 s CPU at 100,000 events), and the History view asks
 * for it at each opening. Keeping it does not weaken the check: an inclusion proof holds against the
 * signed root whatever tree its hashes came from, and every event's leaf is recomputed from its
 * content. What only a rebuild sees — stored leaf hashes rewritten afterwards — is the self-check's to
 * find. Null when the stored tree does not give the checkpoint's root (never kept).
 */
export async function treeOfCheckpoint(
  ledger: LedgerStore,
  checkpoint: SignedCheckpoint,
): Promise<MerkleTree | null> {
  const known = kept.get(ledger);
  if (known && known.treeSize === checkpoint.treeSize && known.rootHash === checkpoint.rootHash)
    return known.tree;
  const tree = await ledgerTree(ledger);
  if (
    tree.size < checkpoint.treeSize ||
    !equalHashes(tree.root(checkpoint.treeSize), fromHex(checkpoint.rootHash))
  )
    return null;
  kept.set(ledger, { treeSize: checkpoint.treeSize, rootHash: checkpoint.rootHash, tree });
  return tree;
}
