import {
  checkpointStatement,
  type KeyIntroduction,
  type SignedCheckpoint,
} from "../../../domain/ledger/checkpoint.js";
import { CHECKPOINT_STREAM, KEY_STREAM } from "../../../domain/ledger/events.js";
import type { EventStore } from "../../eventstore/EventStore.js";
import type { LedgerStore } from "../../eventstore/ledger/Ledger.js";
import { type LedgerVerdict, verifyLedger } from "../../eventstore/ledger/verifyLedger.js";
import { verifyEd25519 } from "./signatures.js";

/**
 * The whole log against its leaves and every checkpoint recorded in it, each signature checked with
 * the key it names among the recorded keys; needs no signing key (the rebuild command uses it).
 */
export async function verifyStoredLog(store: EventStore, ledger: LedgerStore): Promise<LedgerVerdict> {
  const keys = new Map(
    (await store.readStream(KEY_STREAM)).map((e) => {
      const key = e.data as KeyIntroduction;
      return [key.fingerprint, key.publicKey];
    }),
  );
  const checkpoints = (await store.readStream(CHECKPOINT_STREAM)).map((e) => e.data as SignedCheckpoint);
  return verifyLedger(ledger, {
    checkpoints,
    checkSignature: (c) => {
      const publicKey = keys.get(c.keyFingerprint);
      return publicKey !== undefined && verifyEd25519(publicKey, checkpointStatement(c), c.signature);
    },
  });
}
