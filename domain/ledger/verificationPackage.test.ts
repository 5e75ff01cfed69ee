import { createHash, createPublicKey, generateKeyPairSync, sign, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkpointStatement } from "./checkpoint.js";
import { eventLeafHash, type LeafEvent, leafTextHash, packagedLeafEvent } from "./eventLeaf.js";
import { fromHex, toHex } from "./hex.js";
import { batchedInclusionProofs, MerkleTree } from "./merkle.js";
import { sha256 } from "./sha256.js";
import { PACKAGE_FORMAT, type VerificationPackage, verifyPackage } from "./verificationPackage.js";

const metadata = {
  userId: "u",
  companyId: "c",
  correlationId: "r",
  causationId: null,
  recordedAt: "2026-11-29T04:00:00.000Z",
};
const events: LeafEvent[] = Array.from({ length: 5 }, (_, version) => ({
  id: `e-${version}`,
  stream: "voyagelog-v",
  version,
  type: "VesselEventAdded",
  // Members out of canonical order, as a store gives them back.
  data: { type: "Departure", remarks: `event ${version}`, draft: { fore: 8.1, aft: 9.4 } },
  metadata,
}));

function packageOf(packaged: LeafEvent[]): VerificationPackage {
  const tree = new MerkleTree(
    sha256,
    events.map((event, i) => eventLeafHash(sha256, event, i)),
  );
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const raw = publicKey.export({ format: "der", type: "spki" }).subarray(-32);
  const fingerprint = createHash("sha256").update(raw).digest("hex");
  const unsigned = {
    treeSize: 5,
    rootHash: toHex(tree.root()),
    time: metadata.recordedAt,
    keyFingerprint: fingerprint,
  };
  const signature = sign(null, Buffer.from(checkpointStatement(unsigned)), privateKey).toString("hex");
  const proofs = batchedInclusionProofs(tree, [0, 1, 2, 3, 4]);
  return {
    format: PACKAGE_FORMAT,
    subject: { kind: "voyage", vesselId: "v", vesselName: "V", departureId: "d", label: "V" },
    checkpoint: { ...unsigned, signature },
    key: { publicKey: raw.toString("hex"), fingerprint },
    keyHistory: [],
    events: packaged.map((event, i) => ({ leafIndex: i, proof: proofs[i]!.map(toHex), event })),
    consistency: null,
    figures: { report: null, refusal: null, inputs: null },
  };
}

/** The crypto a verifier passes, counting the leaf texts it hashes. */
function counting() {
  const texts: string[] = [];
  return {
    texts,
    crypto: {
      sha256,
      leafTextHash: (text: string) => {
        texts.push(text);
        return leafTextHash(sha256, text);
      },
      verifyEd25519: async (key: string, message: string, signature: string) =>
        verify(
          null,
          Buffer.from(message),
          createPublicKey({
            key: Buffer.concat([Buffer.from("302a300506032b6570032100", "hex"), fromHex(key)]),
            format: "der",
            type: "spki",
          }),
          fromHex(signature),
        ),
    },
  };
}

describe("verifyPackage: each leaf hashed as written, canonicalised only when that misses", () => {
  it("hashes one text per event when the package holds its members in canonical order (as the server writes it)", async () => {
    const { texts, crypto } = counting();
    const verdict = await verifyPackage(packageOf(events.map(packagedLeafEvent)), crypto);
    expect(verdict.intact).toBe(true);
    expect(texts).toHaveLength(5);
  });

  it("still accepts members in another order (an earlier package), through the canonical text", async () => {
    const { texts, crypto } = counting();
    const verdict = await verifyPackage(packageOf(events), crypto);
    expect(verdict.intact).toBe(true);
    expect(texts).toHaveLength(10);
  });

  it("names an event whose content was changed, in either order", async () => {
    for (const packaged of [events.map(packagedLeafEvent), events]) {
      const pkg = packageOf(packaged);
      const edited = pkg.events[3]!.event;
      pkg.events[3]!.event = { ...edited, data: { ...(edited.data as object), remarks: "edited" } };
      const verdict = await verifyPackage(pkg, counting().crypto);
      expect(verdict.intact).toBe(false);
      expect(verdict.brokenEvent).toMatchObject({ index: 3, id: "e-3" });
    }
  });

  it("refuses a proof hash of another length instead of hashing it in", async () => {
    const pkg = packageOf(events.map(packagedLeafEvent));
    pkg.events[0]!.proof[0] = `${pkg.events[0]!.proof[0]}00`;
    const verdict = await verifyPackage(pkg, counting().crypto);
    expect(verdict.brokenEvent).toMatchObject({ index: 0 });
  });
});
