import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fromHex, toHex } from "./hex.js";
import {
  batchedInclusionProofs,
  InclusionVerifier,
  leafHash,
  MerkleTree,
  type Sha256,
  verifyConsistency,
  verifyInclusion,
} from "./merkle.js";
import { sha256 } from "./sha256.js";

const nodeSha256 = (data: Uint8Array) => new Uint8Array(createHash("sha256").update(data).digest());

// The Certificate Transparency reference vectors (certificate-transparency merkle_tree_test.cc, also in
// transparency-dev/merkle's testdata): eight leaves, the root after each, and published proofs.
const LEAVES = [
  "",
  "00",
  "10",
  "2021",
  "3031",
  "40414243",
  "5051525354555657",
  "606162636465666768696a6b6c6d6e6f",
];
const ROOTS = [
  "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
  "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
  "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
  "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
  "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
  "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
  "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
  "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
];
/** [leaf index (0-based), tree size, audit path]. */
const INCLUSION: Array<[number, number, string[]]> = [
  [0, 1, []],
  [
    0,
    8,
    [
      "96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7",
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
    ],
  ],
  [
    5,
    8,
    [
      "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
      "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ],
  ],
  [2, 3, ["fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125"]],
  [
    1,
    5,
    [
      "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
    ],
  ],
];
/** [old size, new size, consistency proof]. */
const CONSISTENCY: Array<[number, number, string[]]> = [
  [1, 1, []],
  [
    1,
    8,
    [
      "96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7",
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
    ],
  ],
  [
    6,
    8,
    [
      "0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a",
      "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ],
  ],
  [
    2,
    5,
    [
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
    ],
  ],
  [
    6,
    7,
    [
      "0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a",
      "b08693ec2e721597130641e8211e7eedccb4c26413963eee6c1e2ed16ffb1a5f",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ],
  ],
];

const vectorTree = (hash: Sha256 = nodeSha256) =>
  new MerkleTree(
    hash,
    LEAVES.map((leaf) => leafHash(hash, fromHex(leaf))),
  );

describe("RFC 9162 / 6962 reference vectors", () => {
  it("the empty tree is the hash of the empty string", () => {
    expect(toHex(new MerkleTree(nodeSha256, []).root())).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
  });

  it("gives the published root for every size 1–8, with node:crypto and with the plain SHA-256", () => {
    for (const hash of [nodeSha256, sha256]) {
      const tree = vectorTree(hash);
      expect(ROOTS.map((_, i) => toHex(tree.root(i + 1)))).toEqual(ROOTS);
    }
  });

  it.each(INCLUSION)(
    "inclusion of leaf %i in %i: the published path, which verifies",
    (index, size, path) => {
      const tree = vectorTree();
      expect(tree.inclusionProof(index, size).map(toHex)).toEqual(path);
      const root = fromHex(ROOTS[size - 1]!);
      const proof = path.map(fromHex);
      expect(verifyInclusion(nodeSha256, index, size, tree.leaf(index), proof, root)).toBe(true);
      // The mutations of the reference probes: wrong index, size, leaf, root, extra or missing hashes.
      expect(verifyInclusion(nodeSha256, index + 1, size, tree.leaf(index), proof, root)).toBe(false);
      expect(verifyInclusion(nodeSha256, index, size * 2, tree.leaf(index), proof, root)).toBe(false);
      expect(verifyInclusion(nodeSha256, index, size, tree.leaf((index + 1) % 8), proof, root)).toBe(false);
      expect(verifyInclusion(nodeSha256, index, size, tree.leaf(index), [...proof, root], root)).toBe(false);
      if (proof.length > 0) {
        expect(verifyInclusion(nodeSha256, index, size, tree.leaf(index), proof.slice(1), root)).toBe(false);
        const flipped = proof.map((p) => p.slice());
        flipped[0]![0]! ^= 8;
        expect(verifyInclusion(nodeSha256, index, size, tree.leaf(index), flipped, root)).toBe(false);
      }
    },
  );

  it.each(CONSISTENCY)("consistency %i → %i: the published proof, which verifies", (oldSize, size, path) => {
    const tree = vectorTree();
    expect(tree.consistencyProof(oldSize, size).map(toHex)).toEqual(path);
    const oldRoot = fromHex(ROOTS[oldSize - 1]!);
    const root = fromHex(ROOTS[size - 1]!);
    const proof = path.map(fromHex);
    expect(verifyConsistency(nodeSha256, oldSize, size, oldRoot, root, proof)).toBe(true);
    if (proof.length === 0) return;
    expect(verifyConsistency(nodeSha256, oldSize, size, root, oldRoot, proof)).toBe(false);
    expect(verifyConsistency(nodeSha256, oldSize + 1, size, oldRoot, root, proof)).toBe(false);
    expect(verifyConsistency(nodeSha256, oldSize, size, oldRoot, root, [])).toBe(false);
    expect(verifyConsistency(nodeSha256, oldSize, size, oldRoot, root, proof.slice(0, -1))).toBe(false);
    expect(verifyConsistency(nodeSha256, oldSize, size, oldRoot, root, [...proof, root])).toBe(false);
  });

  it("refuses what proves nothing: a size beyond the tree, an empty old tree, time travel", () => {
    const tree = vectorTree();
    const root = tree.root();
    expect(verifyInclusion(nodeSha256, 8, 8, tree.leaf(0), [], root)).toBe(false);
    expect(verifyConsistency(nodeSha256, 0, 8, tree.root(0), root, [])).toBe(false);
    expect(verifyConsistency(nodeSha256, 8, 7, root, tree.root(7), [])).toBe(false);
    expect(() => tree.inclusionProof(8)).toThrow(RangeError);
    expect(() => tree.consistencyProof(9)).toThrow(RangeError);
  });
});

/** A small seeded generator, so a failing case can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

/** MTH straight from the RFC's recursive definition, independent of the levels the tree keeps. */
function naiveRoot(leaves: readonly Uint8Array[]): Uint8Array {
  if (leaves.length === 1) return leaves[0]!;
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  const left = naiveRoot(leaves.slice(0, k));
  const right = naiveRoot(leaves.slice(k));
  return nodeSha256(Uint8Array.from([1, ...left, ...right]));
}

describe("random tree sizes (property)", () => {
  it("every inclusion and consistency proof verifies against the roots, and a changed leaf never does", () => {
    const next = random(20261128);
    for (let round = 0; round < 150; round++) {
      const size = 1 + next(round < 100 ? 70 : 1100);
      const leaves = Array.from({ length: size }, (_, i) =>
        leafHash(nodeSha256, Uint8Array.from([i & 255, i >> 8, round])),
      );
      const tree = new MerkleTree(nodeSha256, leaves);
      const oldSize = 1 + next(size);
      expect(toHex(tree.root(oldSize))).toBe(toHex(naiveRoot(leaves.slice(0, oldSize))));
      const index = next(oldSize);
      const proof = tree.inclusionProof(index, oldSize);
      expect(verifyInclusion(nodeSha256, index, oldSize, leaves[index]!, proof, tree.root(oldSize))).toBe(
        true,
      );
      const other = leafHash(nodeSha256, Uint8Array.from([255, 255, round]));
      expect(verifyInclusion(nodeSha256, index, oldSize, other, proof, tree.root(oldSize))).toBe(false);

      const consistency = tree.consistencyProof(oldSize);
      expect(verifyConsistency(nodeSha256, oldSize, size, tree.root(oldSize), tree.root(), consistency)).toBe(
        true,
      );
      if (oldSize < size) {
        // A log rewritten before oldSize: the old root no longer extends to the new one.
        const rewritten = new MerkleTree(
          nodeSha256,
          leaves.map((l, i) => (i === index ? other : l)),
        );
        expect(
          verifyConsistency(
            nodeSha256,
            oldSize,
            size,
            tree.root(oldSize),
            rewritten.root(),
            rewritten.consistencyProof(oldSize),
          ),
        ).toBe(false);
      }
    }
  });
});

describe("InclusionVerifier (many proofs against one root, sharing established nodes)", () => {
  it("gives verifyInclusion's answer for full proofs and accepts no false leaf, genuine or altered, in any order", () => {
    const next = random(35);
    for (let round = 0; round < 60; round++) {
      const size = 1 + next(round < 40 ? 70 : 600);
      const leaves = Array.from({ length: size }, (_, i) =>
        leafHash(nodeSha256, Uint8Array.from([i & 255, i >> 8, round])),
      );
      const tree = new MerkleTree(nodeSha256, leaves);
      const root = tree.root();
      const batch = new InclusionVerifier(nodeSha256, size, root);
      for (let probe = 0; probe < size + 30; probe++) {
        const index = next(size);
        let leaf = leaves[index]!;
        let proof = tree.inclusionProof(index);
        let claimed = index;
        // A third of the probes are altered: another leaf, a flipped proof byte, a wrong index, a cut path.
        switch (next(3) === 0 ? next(4) : -1) {
          case 0:
            leaf = leafHash(nodeSha256, Uint8Array.from([probe & 255, 7, round, 1]));
            break;
          case 1:
            if (proof.length > 0) {
              proof = proof.map((p) => p.slice());
              proof[next(proof.length)]![next(32)]! ^= 1 << next(8);
            }
            break;
          case 2:
            claimed = next(size);
            break;
          case 3:
            proof = proof.slice(1);
            break;
        }
        const accepted = batch.includes(claimed, leaf, proof);
        const strict = verifyInclusion(nodeSha256, claimed, size, leaf, proof, root);
        const message = `size ${size} leaf ${claimed}`;
        // A full-length path: exactly verifyInclusion's answer. A shorter one may end where the batch
        // already established the node, and then only the true leaf is ever accepted.
        if (proof.length === tree.inclusionProof(claimed).length) expect(accepted, message).toBe(strict);
        else if (accepted) expect(toHex(leaf), message).toBe(toHex(leaves[claimed]!));
      }
      expect(batch.includes(size, leaves[0]!, tree.inclusionProof(0))).toBe(false);
    }
  });

  it("refuses a leaf that contradicts a node established by an earlier proof", () => {
    const leaves = Array.from({ length: 13 }, (_, i) => leafHash(nodeSha256, Uint8Array.from([i])));
    const tree = new MerkleTree(nodeSha256, leaves);
    const batch = new InclusionVerifier(nodeSha256, 13, tree.root());
    expect(batch.includes(4, leaves[4]!, tree.inclusionProof(4))).toBe(true);
    // Leaf 5 was established as leaf 4's sibling: another hash there fails without reaching the root.
    expect(batch.includes(5, leaves[6]!, tree.inclusionProof(5))).toBe(false);
    expect(batch.includes(5, leaves[5]!, tree.inclusionProof(5))).toBe(true);
  });
});

describe("batchedInclusionProofs (paths cut where an earlier path of the batch joins)", () => {
  it("verify in order with InclusionVerifier; a changed leaf or a dropped hash fails; consecutive leaves cost ~2 hashes", () => {
    const next = random(9162);
    for (let round = 0; round < 40; round++) {
      const size = 1 + next(round < 25 ? 70 : 900);
      const leaves = Array.from({ length: size }, (_, i) =>
        leafHash(nodeSha256, Uint8Array.from([i & 255, i >> 8, round, 9])),
      );
      const tree = new MerkleTree(nodeSha256, leaves);
      const treeSize = 1 + next(size);
      const root = tree.root(treeSize);
      const indices = Array.from({ length: 1 + next(treeSize) }, () => next(treeSize));
      if (round % 2 === 0) indices.sort((a, b) => a - b);
      const proofs = batchedInclusionProofs(tree, indices, treeSize);
      const batch = new InclusionVerifier(nodeSha256, treeSize, root);
      for (const [i, index] of indices.entries())
        expect(batch.includes(index, leaves[index]!, proofs[i]!), `size ${treeSize} leaf ${index}`).toBe(
          true,
        );

      // The same batch with one leaf changed: everything before it verifies, that one does not.
      const bad = next(indices.length);
      const checker = new InclusionVerifier(nodeSha256, treeSize, root);
      for (const [i, index] of indices.entries()) {
        const leaf = i === bad ? leafHash(nodeSha256, Uint8Array.from([1, 2, 3, round])) : leaves[index]!;
        const ok = checker.includes(index, leaf, proofs[i]!);
        if (i < bad) expect(ok).toBe(true);
        if (i === bad) {
          expect(ok).toBe(false);
          break;
        }
      }
      const cut = proofs.findIndex((p) => p.length > 0);
      if (cut >= 0) {
        const again = new InclusionVerifier(nodeSha256, treeSize, root);
        for (let i = 0; i < cut; i++) again.includes(indices[i]!, leaves[indices[i]!]!, proofs[i]!);
        expect(again.includes(indices[cut]!, leaves[indices[cut]!]!, proofs[cut]!.slice(1))).toBe(false);
      }
    }
    const tree = new MerkleTree(
      nodeSha256,
      Array.from({ length: 5000 }, (_, i) => leafHash(nodeSha256, Uint8Array.from([i & 255, i >> 8]))),
    );
    const all = batchedInclusionProofs(
      tree,
      Array.from({ length: 5000 }, (_, i) => i),
    );
    expect(all.reduce((sum, p) => sum + p.length, 0)).toBeLessThan(2 * 5000 + 13);
  });
});
