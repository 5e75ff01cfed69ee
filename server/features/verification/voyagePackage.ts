import JSZip from "jszip";
import type { Actor } from "../../../domain/access/visibility.js";
import { packagedLeafEvent } from "../../../domain/ledger/eventLeaf.js";
import { fromHex, toHex } from "../../../domain/ledger/hex.js";
import { batchedInclusionProofs, equalHashes, type MerkleTree } from "../../../domain/ledger/merkle.js";
import {
  PACKAGE_FORMAT,
  type PackagedEvent,
  type VerificationPackage,
} from "../../../domain/ledger/verificationPackage.js";
import { mrvRefusal, mrvVoyageReport } from "../../../domain/reports/mrv.js";
import type { FuelTypes } from "../../../domain/reports/voyageFigures.js";
import { ConflictError, ValidationError } from "../../../domain/shared/errors.js";
import type { AnyStoredEvent } from "../../../domain/shared/events.js";
import { voyageLogStream } from "../../../domain/voyageLog/voyageLog.js";
import { voyageLabel } from "../../../domain/voyages/voyageLabel.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import type { LedgerStore } from "../../eventstore/ledger/Ledger.js";
import { ledgerTree } from "../../eventstore/ledger/ledgerTree.js";
import { findDeparture, voyageInputOf } from "../emissionReports/reportInputs.js";
import { fuelTypesFor } from "../fuel/fuelTypesFor.js";
import type { LedgerService } from "./ledgerService.js";
import { verifierHtml } from "./verifierHtml.js";

export const VERIFICATION_MESSAGES = {
  sinceBeyond: (size: number) => `The earlier checkpoint cannot be larger than this one (${size} events).`,
  logBroken:
    "The event log no longer matches its own hashes or checkpoints; run the self-check (POST /Verification/SelfCheck) to see where.",
} as const;

/**
 * The verification package of one voyage: every event of the vessel's voyage log up to a signed
 * checkpoint with its inclusion proof, the key, the figures as the API reports them, and (when the
 * verifier names the size of a checkpoint they hold) a consistency proof from it.
 */
export async function voyageVerificationPackage(
  ctx: AppContext,
  service: LedgerService,
  ledger: LedgerStore,
  actor: Actor,
  departureId: string,
  since: number | null,
): Promise<{ pkg: VerificationPackage; fileName: string }> {
  const { vessel, log, slice } = await findDeparture(ctx, actor, departureId);
  const proven = await provenVoyageLog(ctx, service, ledger, actor, vessel.id, since);
  const fuelTypes = fuelTypesFor(ctx, vessel.companyId);
  let report: unknown = null;
  let refusal: string | null = null;
  try {
    const voyage = voyageInputOf(log, slice, vessel, fuelTypes);
    refusal = mrvRefusal(voyage);
    report = refusal ? null : mrvVoyageReport(voyage);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    refusal = error.message;
  }
  const label = voyageLabel(slice.departure);
  const pkg: VerificationPackage = {
    format: PACKAGE_FORMAT,
    subject: { kind: "voyage", vesselId: vessel.id, vesselName: vessel.name, departureId, label },
    ...proven,
    figures: { report, refusal, inputs: figureInputs(vessel, fuelTypes) },
  };
  return {
    pkg,
    fileName: `verification-${fileSafe(vessel.name)}-${departureId.slice(0, 8)}.zip`,
  };
}

export const fileSafe = (name: string) => name.replace(/[^A-Za-z0-9]+/g, "-");

/** The reference data the figures were computed with, which the log does not prove (docs/verification.md). */
export const figureInputs = (vessel: VesselView, fuelTypes: FuelTypes) => ({
  vessel: { cargoUnitIds: vessel.cargoUnitIds, lngEngineType: vessel.lngEngineType ?? null },
  fuelTypes: [...fuelTypes.values()],
});

/**
 * Every event of the vessel's voyage log with its inclusion proof in a signed checkpoint that covers
 * them all (the latest, or one signed now), the key, and (when the verifier names the size of a
 * checkpoint they hold) a consistency proof from it: what a package of the vessel proves.
 */
export async function provenVoyageLog(
  ctx: AppContext,
  service: LedgerService,
  ledger: LedgerStore,
  actor: Actor,
  vesselId: string,
  since: number | null,
): Promise<Pick<VerificationPackage, "checkpoint" | "key" | "keyHistory" | "events" | "consistency">> {
  const events = await ctx.store.readStream(voyageLogStream(vesselId));
  const leaves = await Promise.all(events.map((event) => ledger.leafOf(event.id)));
  if (leaves.some((leaf) => leaf === null)) throw new ConflictError(VERIFICATION_MESSAGES.logBroken);
  const lastLeaf = Math.max(-1, ...leaves.map((leaf) => leaf!.leafIndex));
  const checkpoint = await service.checkpointCovering(lastLeaf, actor.userId);
  const tree = await ledgerTree(ledger);
  if (
    tree.size < checkpoint.treeSize ||
    !equalHashes(tree.root(checkpoint.treeSize), fromHex(checkpoint.rootHash))
  )
    throw new ConflictError(VERIFICATION_MESSAGES.logBroken);
  if (since !== null && since > checkpoint.treeSize)
    throw new ValidationError(VERIFICATION_MESSAGES.sinceBeyond(checkpoint.treeSize));
  return {
    checkpoint,
    key: service.publishedKey,
    keyHistory: await service.keys(),
    events: packagedEvents(
      tree,
      events,
      leaves.map((leaf) => leaf!.leafIndex),
      checkpoint.treeSize,
    ),
    consistency:
      since !== null && since > 0
        ? {
            from: { treeSize: since, rootHash: toHex(tree.root(since)) },
            proof: tree.consistencyProof(since, checkpoint.treeSize).map(toHex),
          }
        : null,
  };
}

/** Events with their leaves and (batched) inclusion proofs in the tree of `treeSize` leaves. */
export function packagedEvents(
  tree: MerkleTree,
  events: readonly AnyStoredEvent[],
  leafIndexes: readonly number[],
  treeSize: number,
): PackagedEvent[] {
  const proofs = batchedInclusionProofs(tree, leafIndexes, treeSize);
  return events.map((event, i) => ({
    leafIndex: leafIndexes[i]!,
    proof: proofs[i]!.map(toHex),
    event: packagedLeafEvent(event),
  }));
}

const README = `Keelson verification package

verification.json  the events of the vessel's voyage log, their inclusion proofs, the signed checkpoint, the public key
verify.html        an offline verifier with this package inside: open it in a browser (no network used)

From the Keelson repository:  npx keelson-verify verification.json
How to check and what it proves: docs/verification.md
`;

export async function packageZip(pkg: VerificationPackage): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file("verification.json", JSON.stringify(pkg, null, 1));
  zip.file("verify.html", await verifierHtml(pkg));
  zip.file("README.txt", README);
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}
