import { randomUUID } from "node:crypto";
import {
  checkpointStatement,
  type KeyIntroduction,
  type SignedCheckpoint,
} from "../../../domain/ledger/checkpoint.js";
import {
  CHECKPOINT_STREAM,
  KEY_STREAM,
  type LedgerCheckpointSigned,
  type LedgerKeyIntroduced,
} from "../../../domain/ledger/events.js";
import { toHex } from "../../../domain/ledger/hex.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
import type { EventStore } from "../../eventstore/EventStore.js";
import type { LedgerStore } from "../../eventstore/ledger/Ledger.js";
import { ledgerTree } from "../../eventstore/ledger/ledgerTree.js";
import { type LedgerVerdict, verifyLedger } from "../../eventstore/ledger/verifyLedger.js";
import { verifyEd25519 } from "./signatures.js";
import { introduceKey, type SigningKey, signCheckpoint } from "./signingKey.js";

export interface LedgerLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const HOUR_MS = 3_600_000;

const systemMetadata = (userId = "system", companyId: string | null = null): EventMetadataInput => ({
  userId,
  companyId,
  correlationId: randomUUID(),
  causationId: null,
});

/**
 * The deployment's side of verification: its signing key (introduced in the log, cross-signed at a
 * rotation), signed checkpoints (hourly when the log grew, and on demand) kept as events, and the
 * self-check of the whole log against them.
 */
export class LedgerService {
  readonly #store: EventStore;
  readonly #ledger: LedgerStore;
  readonly #key: SigningKey;
  readonly #logger: LedgerLogger;
  readonly #now: () => Date;
  #timer: NodeJS.Timeout | null = null;
  #lastVerdict: (LedgerVerdict & { checkedAt: string }) | null = null;

  constructor(deps: {
    store: EventStore;
    ledger: LedgerStore;
    key: SigningKey;
    logger: LedgerLogger;
    now: () => Date;
  }) {
    this.#store = deps.store;
    this.#ledger = deps.ledger;
    this.#key = deps.key;
    this.#logger = deps.logger;
    this.#now = deps.now;
  }

  get publishedKey() {
    return { publicKey: this.#key.publicKey, fingerprint: this.#key.fingerprint };
  }

  get lastSelfCheck() {
    return this.#lastVerdict;
  }

  /** Records the key in use unless it is the last one recorded; `previous` cross-signs it. */
  async introduceKey(previous: SigningKey | null): Promise<void> {
    const keys = await this.keys();
    const last = keys[keys.length - 1] ?? null;
    if (last?.fingerprint === this.#key.fingerprint) return;
    const introduction = introduceKey(this.#key, last, previous, this.#now().toISOString());
    if (last && !introduction.previousKeySignature)
      this.#logger.error(
        "ledger: a new signing key is in use but the previous one was not at hand to cross-sign it",
        {
          previous: last.fingerprint,
          next: this.#key.fingerprint,
        },
      );
    const event: LedgerKeyIntroduced = { type: "LedgerKeyIntroduced", data: introduction };
    await this.#store.append(KEY_STREAM, [event], { expectedVersion: "any", metadata: systemMetadata() });
  }

  async keys(): Promise<KeyIntroduction[]> {
    return (await this.#store.readStream(KEY_STREAM)).map((e) => e.data as KeyIntroduction);
  }

  async checkpoints(): Promise<Array<SignedCheckpoint & { reason: string; recordedBy: string }>> {
    return (await this.#store.readStream(CHECKPOINT_STREAM)).map((e) => ({
      ...(e.data as LedgerCheckpointSigned["data"]),
      recordedBy: e.metadata.userId,
    }));
  }

  async latestCheckpoint(): Promise<SignedCheckpoint | null> {
    const [last] = await this.#store.readStream(CHECKPOINT_STREAM, {
      fromVersion: Math.max(0, Number(await this.#store.streamVersion(CHECKPOINT_STREAM)) || 0),
    });
    return last ? stripReason(last.data as LedgerCheckpointSigned["data"]) : null;
  }

  /** Signs the tree as it stands and records the checkpoint (which becomes the next leaf). */
  async makeCheckpoint(reason: string, userId?: string): Promise<SignedCheckpoint> {
    const tree = await ledgerTree(this.#ledger);
    const checkpoint = signCheckpoint(this.#key, {
      treeSize: tree.size,
      rootHash: toHex(tree.root()),
      time: this.#now().toISOString(),
    });
    const event: LedgerCheckpointSigned = { type: "LedgerCheckpointSigned", data: { ...checkpoint, reason } };
    await this.#store.append(CHECKPOINT_STREAM, [event], {
      expectedVersion: "any",
      metadata: systemMetadata(userId),
    });
    return checkpoint;
  }

  /** The latest checkpoint if it covers leaf `leafIndex`, else a new one. */
  async checkpointCovering(leafIndex: number, userId: string): Promise<SignedCheckpoint> {
    const latest = await this.latestCheckpoint();
    if (latest && latest.treeSize > leafIndex && latest.keyFingerprint === this.#key.fingerprint)
      return latest;
    return this.makeCheckpoint("verification package", userId);
  }

  /** Whether a checkpoint was signed by one of the deployment's recorded keys. */
  async signatureChecker(): Promise<(c: SignedCheckpoint) => boolean> {
    const keys = new Map((await this.keys()).map((k) => [k.fingerprint, k.publicKey]));
    return (c) => {
      const publicKey = keys.get(c.keyFingerprint);
      return publicKey !== undefined && verifyEd25519(publicKey, checkpointStatement(c), c.signature);
    };
  }

  /** Re-verifies every event and every checkpoint (verifyLedger); keeps the verdict for the API. */
  async selfCheck(): Promise<LedgerVerdict & { checkedAt: string }> {
    const verdict = await verifyLedger(this.#ledger, {
      checkpoints: (await this.checkpoints()).map(stripReason),
      checkSignature: await this.signatureChecker(),
    });
    this.#lastVerdict = { ...verdict, checkedAt: this.#now().toISOString() };
    if (verdict.intact)
      this.#logger.info("ledger self-check: intact", {
        events: verdict.events,
        checkpoints: verdict.checkpointsChecked,
        ms: Math.round(verdict.ms),
      });
    else this.#logger.error("ledger self-check: the log is broken", { problem: verdict.problem });
    return this.#lastVerdict;
  }

  /** A checkpoint every hour in which the log grew (beyond the previous checkpoint's own event). */
  startHourly(): void {
    this.#timer = setInterval(() => {
      void this.#hourly().catch((error: unknown) =>
        this.#logger.error("ledger: hourly checkpoint failed", { error: (error as Error).message }),
      );
    }, HOUR_MS);
    this.#timer.unref();
  }

  async #hourly(): Promise<void> {
    const latest = await this.latestCheckpoint();
    const { size } = await this.#ledger.ledgerSize();
    if (!latest || size > latest.treeSize + 1) await this.makeCheckpoint("hourly");
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }
}

function stripReason(c: SignedCheckpoint & { reason?: string; recordedBy?: string }): SignedCheckpoint {
  return {
    treeSize: c.treeSize,
    rootHash: c.rootHash,
    time: c.time,
    keyFingerprint: c.keyFingerprint,
    signature: c.signature,
  };
}
