import { canonicalJson } from "./canonicalJson.js";
import type { Checkpoint, KeyIntroduction, PublishedKey, SignedCheckpoint } from "./checkpoint.js";
import { checkpointStatement } from "./checkpoint.js";
import { eventLeafText, type LeafEvent, leafTextHash, writtenLeafText } from "./eventLeaf.js";
import { fromHex, toHex } from "./hex.js";
import { type AuditPath, InclusionVerifier, type Sha256, verifyConsistency } from "./merkle.js";

/** /2: an event's proof may end where an earlier event's proof joins it (batchedInclusionProofs); /1 had full paths. */
export const PACKAGE_FORMAT = "keelson-verification-package/2";
const FORMATS_READ: readonly string[] = [PACKAGE_FORMAT, "keelson-verification-package/1"];

export interface PackagedEvent {
  leafIndex: number;
  /**
   * Hexadecimal audit path of the leaf in the checkpoint's tree, bottom up; it may end at the first
   * node an earlier event's path of the package established (its nodes and their siblings).
   */
  proof: string[];
  event: LeafEvent;
}

/** The yearly reports a vessel-year package can hold. */
export type YearlyScheme = "EU MRV" | "IMO DCS";

/**
 * What a package vouches for: one voyage, or a vessel's year of reporting (the yearly EU MRV report,
 * or with `scheme` "IMO DCS" the yearly IMO DCS report; a package without `scheme` is EU MRV).
 */
export type PackageSubject =
  | { kind: "voyage"; vesselId: string; vesselName: string; departureId: string; label: string }
  | {
      kind: "vessel-year";
      vesselId: string;
      vesselName: string;
      year: number;
      label: string;
      scheme?: YearlyScheme;
    };

/** What a verifier downloads (verification.json inside the zip). */
export interface VerificationPackage {
  format: typeof PACKAGE_FORMAT | "keelson-verification-package/1";
  subject: PackageSubject;
  checkpoint: SignedCheckpoint;
  key: PublishedKey;
  keyHistory: KeyIntroduction[];
  /** Every event of the stream the subject is folded from, in version order, up to the checkpoint. */
  events: PackagedEvent[];
  /** Links an earlier checkpoint the verifier holds to this one; its root is the verifier's to compare. */
  consistency: { from: Pick<Checkpoint, "treeSize" | "rootHash">; proof: string[] } | null;
  /** The figures as Keelson reports them, and the reference data they were computed with. */
  figures: { report: unknown; refusal: string | null; inputs: unknown };
}

export interface PackageVerdict {
  intact: boolean;
  /** One line per check, in order. */
  steps: string[];
  /** The first event that failed, by its place in the package and its id. */
  brokenEvent: { index: number; id: string; stream: string; version: number; reason: string } | null;
  /** Whether the figures recomputed from the events equal the package's; null when not recomputed. */
  figuresMatch: boolean | null;
}

export interface PackageCrypto {
  sha256: Sha256;
  /** Ed25519 verification of `message` (UTF-8) against a hexadecimal public key and signature. */
  verifyEd25519(publicKeyHex: string, message: string, signatureHex: string): Promise<boolean>;
  /**
   * SHA-256 of 0x00 then a leaf text's UTF-8, as leafTextHash(sha256, text) (node:crypto hashes the
   * text without encoding it first); leafTextHash with `sha256` when absent (the browser).
   */
  leafTextHash?(text: string): Uint8Array;
  /** Recomputes the figures from the package's events with the domain code; null if it cannot. */
  recomputeFigures?(pkg: VerificationPackage): unknown;
}

/**
 * Checks a package without trusting whoever produced it: the key's fingerprint, the checkpoint's
 * signature, every event's leaf and inclusion proof against the signed root, that the stream is
 * complete (versions 0…n without a gap), the optional consistency proof, and the figures.
 */
export async function verifyPackage(
  pkg: VerificationPackage,
  crypto: PackageCrypto,
): Promise<PackageVerdict> {
  const steps: string[] = [];
  const fail = (step: string, brokenEvent: PackageVerdict["brokenEvent"] = null): PackageVerdict => ({
    intact: false,
    steps: [...steps, `FAILED: ${step}`],
    brokenEvent,
    figuresMatch: null,
  });
  if (!FORMATS_READ.includes(pkg?.format)) return fail(`this is not a ${PACKAGE_FORMAT} file`);
  const { checkpoint, key } = pkg;
  if (toHex(crypto.sha256(fromHex(key.publicKey))) !== key.fingerprint)
    return fail(`the public key does not have the fingerprint ${key.fingerprint}`);
  if (checkpoint.keyFingerprint !== key.fingerprint)
    return fail(
      `the checkpoint names key ${checkpoint.keyFingerprint}, the package holds ${key.fingerprint}`,
    );
  steps.push(`key ${key.fingerprint}: fingerprint matches the public key`);
  if (!(await crypto.verifyEd25519(key.publicKey, checkpointStatement(checkpoint), checkpoint.signature)))
    return fail(`the checkpoint's signature does not verify with key ${key.fingerprint}`);
  steps.push(
    `checkpoint of ${checkpoint.time}: ${checkpoint.treeSize} events, root ${checkpoint.rootHash}, signature valid`,
  );

  const root = fromHex(checkpoint.rootHash);
  // One verifier for all the proofs: they share their upper nodes, hashed once (merkle.ts).
  const inclusion = new InclusionVerifier(crypto.sha256, checkpoint.treeSize, root);
  const hashText = crypto.leafTextHash ?? ((text: string) => leafTextHash(crypto.sha256, text));
  let lastLeaf = -1;
  // A plain loop calling top-level functions: 100,000 events, no closure made per event.
  for (let index = 0; index < pkg.events.length; index++) {
    const item = pkg.events[index]!;
    const reason = eventProblem(item, index, lastLeaf, inclusion, hashText);
    if (reason !== null) {
      const { id, stream, version } = item.event;
      return fail(
        `event ${index + 1} of ${pkg.events.length} (${id}, ${stream} version ${version}): ${reason}`,
        { index, id, stream, version, reason },
      );
    }
    lastLeaf = item.leafIndex;
  }
  steps.push(
    `${pkg.events.length} events: each is in the signed tree (inclusion proofs verified), versions 0–${pkg.events.length - 1} complete`,
  );

  if (pkg.consistency) {
    const { from, proof } = pkg.consistency;
    if (
      !verifyConsistency(
        crypto.sha256,
        from.treeSize,
        checkpoint.treeSize,
        fromHex(from.rootHash),
        root,
        proof.map(fromHex),
      )
    )
      return fail(
        `the log of ${checkpoint.treeSize} events does not extend the earlier checkpoint of ${from.treeSize} (root ${from.rootHash})`,
      );
    steps.push(
      `consistency: the log extends the earlier checkpoint of ${from.treeSize} events with root ${from.rootHash} — compare that root with the one you hold`,
    );
  }

  let figuresMatch: boolean | null = null;
  if (crypto.recomputeFigures) {
    const recomputed = crypto.recomputeFigures(pkg);
    figuresMatch = canonicalJson(recomputed ?? null) === canonicalJson(pkg.figures.report ?? null);
    if (!figuresMatch)
      return { ...fail("the figures recomputed from the events differ from the package's"), figuresMatch };
    steps.push("figures: recomputed from the events, equal to the package's");
  }
  return { intact: true, steps: [...steps, "intact"], brokenEvent: null, figuresMatch };
}

/** Why the package's event at `index` fails (its version, its leaf's place, its inclusion proof), or null. */
function eventProblem(
  item: PackagedEvent,
  index: number,
  lastLeaf: number,
  inclusion: InclusionVerifier,
  hashText: (text: string) => Uint8Array,
): string | null {
  const { event, leafIndex } = item;
  if (event.version !== index) return `version ${index} was due: an event of the stream is missing or moved`;
  if (!(leafIndex > lastLeaf)) return "its leaf comes before the previous event's";
  const proof = new HexPath(item.proof);
  // The text as written first (members in the package's order, natively), the canonical one if that misses.
  if (inclusion.includes(leafIndex, hashText(writtenLeafText(event, leafIndex)), proof)) return null;
  if (inclusion.includes(leafIndex, hashText(eventLeafText(event, leafIndex)), proof)) return null;
  return `it is not leaf ${leafIndex} of the signed tree: its content or place was changed`;
}

/** A hexadecimal audit path decoded only as far as it is read. */
class HexPath implements AuditPath {
  readonly #hexes: readonly string[];
  constructor(hexes: readonly string[]) {
    this.#hexes = hexes;
  }
  get length(): number {
    return this.#hexes.length;
  }
  at(i: number): Uint8Array | undefined {
    const hex = this.#hexes[i];
    return hex === undefined ? undefined : fromHex(hex);
  }
}
