import type { KeyIntroduction, SignedCheckpoint } from "./checkpoint.js";

/** The stream of signed checkpoints; each is itself a leaf of the log it vouches for. */
export const CHECKPOINT_STREAM = "ledger-checkpoints";
/** The stream of signing keys, each introduced (cross-signed) by the one before. */
export const KEY_STREAM = "ledger-keys";

export type LedgerCheckpointSigned = {
  type: "LedgerCheckpointSigned";
  data: SignedCheckpoint & { reason: string };
};
export type LedgerKeyIntroduced = { type: "LedgerKeyIntroduced"; data: KeyIntroduction };
