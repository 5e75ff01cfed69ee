import { type ChainStatus, streamPrecheck } from "../../../domain/ledger/streamChain.js";
import { PACKAGE_FORMAT, verifyPackage } from "../../../domain/ledger/verificationPackage.js";
import type { AnyStoredEvent } from "../../../domain/shared/events.js";
import { voyageLogStream } from "../../../domain/voyageLog/voyageLog.js";
import type { AppContext } from "../../context.js";
import type { LedgerStore } from "../../eventstore/ledger/Ledger.js";
import { nodeSha256 } from "../../eventstore/ledger/leafHashing.js";
import { treeOfCheckpoint } from "./checkpointTree.js";
import type { LedgerService } from "./ledgerService.js";
import { verifyEd25519 } from "./signatures.js";
import { packagedEvents } from "./voyagePackage.js";

const brokenAt = (event: AnyStoredEvent, reason: string): NonNullable<ChainStatus["broken"]> => ({
  eventId: event.id,
  version: event.version,
  type: event.type,
  recordedAt: event.metadata.recordedAt,
  reason,
});

/**
 * Checks the vessel's voyage log (the stream a voyage is folded from) against the latest signed
 * checkpoint, as a verification package is checked offline (verifyPackage), without signing a new one:
 * every covered event's recomputed leaf with its inclusion proof must give the signed root.
 */
export async function voyageChainStatus(
  ctx: AppContext,
  service: LedgerService,
  ledger: LedgerStore,
  vesselId: string,
): Promise<ChainStatus> {
  const events = await ctx.store.readStream(voyageLogStream(vesselId));
  const signed = await service.latestCheckpoint();
  const leaves = await Promise.all(events.map((event) => ledger.leafOf(event.id)));
  const leafIndexes = leaves.map((leaf) => leaf?.leafIndex ?? null);
  const precheck = streamPrecheck(events, leafIndexes, signed?.treeSize ?? 0);
  const checkpoint = signed
    ? {
        treeSize: signed.treeSize,
        rootHash: signed.rootHash,
        time: signed.time,
        keyFingerprint: signed.keyFingerprint,
      }
    : null;
  const status = (fields: Partial<ChainStatus>): ChainStatus => ({
    state: "intact",
    events: precheck.covered,
    pending: events.length - precheck.covered,
    checkpoint,
    broken: null,
    problem: null,
    ...fields,
  });
  if (precheck.broken) {
    const event = events[precheck.broken.index]!;
    return status({
      state: "broken",
      events: 0,
      broken: brokenAt(event, precheck.broken.reason),
      problem: `${event.type} (version ${event.version}): ${precheck.broken.reason}`,
    });
  }
  if (!signed || precheck.covered === 0)
    return status({ state: "unchecked", problem: signed ? null : "No checkpoint has been signed yet." });

  const tree = await treeOfCheckpoint(ledger, signed);
  if (!tree) {
    // The log as a whole no longer gives the signed root; the self-check (whole log) says where.
    const found = service.lastSelfCheck?.broken;
    const ours = found ? events.find((event) => event.id === found.eventId) : undefined;
    return status({
      state: "broken",
      events: 0,
      broken: ours ? brokenAt(ours, found!.reason) : null,
      problem:
        `The event log no longer gives the root the checkpoint of ${signed.time} signed` +
        (found
          ? `: ${found.stream} version ${found.version}, ${found.reason}.`
          : "; run the self-check to see where."),
    });
  }

  const key = (await service.keys()).find((k) => k.fingerprint === signed.keyFingerprint);
  if (!key)
    return status({
      state: "broken",
      events: 0,
      problem: `The checkpoint of ${signed.time} names key ${signed.keyFingerprint}, which the log never introduced.`,
    });
  const covered = events.slice(0, precheck.covered);
  const verdict = await verifyPackage(
    {
      format: PACKAGE_FORMAT,
      subject: { kind: "voyage", vesselId, vesselName: "", departureId: "", label: "" },
      checkpoint: signed,
      key: { publicKey: key.publicKey, fingerprint: key.fingerprint },
      keyHistory: [],
      events: packagedEvents(
        tree,
        covered,
        leafIndexes.slice(0, precheck.covered) as number[],
        signed.treeSize,
      ),
      consistency: null,
      figures: { report: null, refusal: null, inputs: null },
    },
    {
      sha256: nodeSha256,
      verifyEd25519: async (k, message, signature) => verifyEd25519(k, message, signature),
    },
  );
  if (verdict.intact) return status({});
  const failed = verdict.brokenEvent ? covered[verdict.brokenEvent.index] : undefined;
  return status({
    state: "broken",
    events: verdict.brokenEvent?.index ?? 0,
    broken: failed ? brokenAt(failed, verdict.brokenEvent!.reason) : null,
    problem: verdict.steps.at(-1)!.replace(/^FAILED: /, ""),
  });
}
