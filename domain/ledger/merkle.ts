/**
 * The Merkle tree of RFC 9162 (Certificate Transparency v2), section 2.1: leaf hash
 * SHA-256(0x00 || leaf), node hash SHA-256(0x01 || left || right), the tree head MTH of any size
 * (split at the largest power of two below n), inclusion and consistency proofs and their
 * verification. The hash function is passed in: node:crypto on the server and in the CLI, the plain
 * TypeScript one (sha256.ts) in the browser verifier.
 */
export type Sha256 = (data: Uint8Array) => Uint8Array;

export const HASH_SIZE = 32;

export function leafHash(hash: Sha256, leaf: Uint8Array): Uint8Array {
  const input = new Uint8Array(leaf.length + 1);
  input[0] = 0x00;
  input.set(leaf, 1);
  return hash(input);
}

/** The input of a node hash of two SHA-256 hashes, reused (the hash functions passed in keep no input). */
const NODE_INPUT = new Uint8Array(1 + 2 * HASH_SIZE);

export function nodeHash(hash: Sha256, left: Uint8Array, right: Uint8Array): Uint8Array {
  const input =
    left.length === HASH_SIZE && right.length === HASH_SIZE
      ? NODE_INPUT
      : new Uint8Array(1 + left.length + right.length);
  input[0] = 0x01;
  input.set(left, 1);
  input.set(right, 1 + left.length);
  return hash(input);
}

/** The largest power of two strictly below n (n ≥ 2). */
export function splitPoint(n: number): number {
  // One instruction below 2^31 (every proof checked computes ~17 of these).
  if (n <= 0x80000000) return n <= 1 ? 1 : 2 ** (31 - Math.clz32(n - 1));
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

export function equalHashes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/**
 * A tree over leaf hashes (already SHA-256(0x00 || leaf)). Every perfect, aligned subtree is hashed
 * once when the tree is built (levels), so a root or a proof for any size up to the tree's costs
 * O(log² n) node hashes instead of O(n).
 */
export class MerkleTree {
  readonly #hash: Sha256;
  /** levels[h][i]: hash of the perfect subtree over leaves [i·2^h, (i+1)·2^h). */
  readonly #levels: Uint8Array[][];

  constructor(hash: Sha256, leafHashes: readonly Uint8Array[]) {
    this.#hash = hash;
    this.#levels = [leafHashes.slice()];
    let level = this.#levels[0]!;
    while (level.length > 1) {
      const next: Uint8Array[] = new Array(level.length >> 1);
      for (let i = 0; i + 1 < level.length; i += 2) next[i >> 1] = nodeHash(hash, level[i]!, level[i + 1]!);
      this.#levels.push(next);
      level = next;
    }
  }

  get size(): number {
    return this.#levels[0]!.length;
  }

  leaf(index: number): Uint8Array {
    return this.#levels[0]![index]!;
  }

  /** MTH of the first `size` leaves; SHA-256 of the empty string for 0 (RFC 9162 2.1.1). */
  root(size = this.size): Uint8Array {
    this.#checkSize(size);
    if (size === 0) return this.#hash(new Uint8Array(0));
    return this.#subtree(0, size);
  }

  /** RFC 9162 2.1.3.1 PATH(m, D[n]): the audit path of leaf `index` in the tree of `size` leaves. */
  inclusionProof(index: number, size = this.size): Uint8Array[] {
    this.#checkSize(size);
    if (!(Number.isSafeInteger(index) && index >= 0 && index < size))
      throw new RangeError(`inclusion proof: leaf ${index} is not in a tree of ${size}`);
    const path: Uint8Array[] = [];
    this.#path(index, 0, size, path);
    return path;
  }

  /** RFC 9162 2.1.4.1 PROOF(m, D[n]): proves the tree of `size` extends the tree of `oldSize`. */
  consistencyProof(oldSize: number, size = this.size): Uint8Array[] {
    this.#checkSize(size);
    if (!(Number.isSafeInteger(oldSize) && oldSize >= 0 && oldSize <= size))
      throw new RangeError(`consistency proof: ${oldSize} is not a size between 0 and ${size}`);
    const proof: Uint8Array[] = [];
    if (oldSize > 0 && oldSize < size) this.#subproof(oldSize, 0, size, true, proof);
    return proof;
  }

  #checkSize(size: number): void {
    if (!(Number.isSafeInteger(size) && size >= 0 && size <= this.size))
      throw new RangeError(`tree size ${size} is not between 0 and ${this.size}`);
  }

  /** MTH(D[start:end]). */
  #subtree(start: number, end: number): Uint8Array {
    const n = end - start;
    if (isPowerOfTwo(n) && start % n === 0) return this.#levels[Math.log2(n)]![start / n]!;
    const k = splitPoint(n);
    return nodeHash(this.#hash, this.#subtree(start, start + k), this.#subtree(start + k, end));
  }

  #path(m: number, start: number, end: number, out: Uint8Array[]): void {
    const n = end - start;
    if (n <= 1) return;
    const k = splitPoint(n);
    if (m < k) {
      this.#path(m, start, start + k, out);
      out.push(this.#subtree(start + k, end));
    } else {
      this.#path(m - k, start + k, end, out);
      out.push(this.#subtree(start, start + k));
    }
  }

  #subproof(m: number, start: number, end: number, complete: boolean, out: Uint8Array[]): void {
    const n = end - start;
    if (m === n) {
      if (!complete) out.push(this.#subtree(start, end));
      return;
    }
    const k = splitPoint(n);
    if (m <= k) {
      this.#subproof(m, start, start + k, complete, out);
      out.push(this.#subtree(start + k, end));
    } else {
      this.#subproof(m - k, start + k, end, false, out);
      out.push(this.#subtree(start, start + k));
    }
  }
}

/** RFC 9162 2.1.3.2: whether `proof` proves leaf `index` (hash `leaf`) is in the tree `size`/`root`. */
export function verifyInclusion(
  hash: Sha256,
  index: number,
  size: number,
  leaf: Uint8Array,
  proof: readonly Uint8Array[],
  root: Uint8Array,
): boolean {
  if (!(Number.isSafeInteger(index) && Number.isSafeInteger(size) && index >= 0 && index < size))
    return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(hash, p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = nodeHash(hash, r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equalHashes(r, root);
}

/** RFC 9162 2.1.4.2: whether `proof` proves the tree `size`/`root` extends `oldSize`/`oldRoot`. */
export function verifyConsistency(
  hash: Sha256,
  oldSize: number,
  size: number,
  oldRoot: Uint8Array,
  root: Uint8Array,
  proof: readonly Uint8Array[],
): boolean {
  if (!(Number.isSafeInteger(oldSize) && Number.isSafeInteger(size) && oldSize >= 0 && oldSize <= size))
    return false;
  if (oldSize === size) return proof.length === 0 && equalHashes(oldRoot, root);
  // An empty tree is a prefix of every tree, which proves nothing.
  if (oldSize === 0 || proof.length === 0) return false;
  const path = isPowerOfTwo(oldSize) ? [oldRoot, ...proof] : [...proof];
  let fn = oldSize - 1;
  let sn = size - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(hash, c, fr);
      sr = nodeHash(hash, c, sr);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      sr = nodeHash(hash, sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equalHashes(fr, oldRoot) && equalHashes(sr, root);
}

/** An audit path read one hash at a time (a package holds them in hexadecimal; most are never needed). */
export interface AuditPath {
  readonly length: number;
  at(i: number): Uint8Array | undefined;
}

/**
 * The places along leaf `index`'s path in a tree of `size`, per level from the root down: the
 * subtree's first leaf, whether the leaf lies in its left child, and where the sibling (the proof's
 * hash for that level) starts. A depth and a first leaf identify a node: subtrees at one depth are disjoint.
 */
function pathPlaces(index: number, size: number) {
  const starts: number[] = [];
  const inLeft: boolean[] = [];
  const siblingStarts: number[] = [];
  for (let start = 0, end = size; end - start > 1; ) {
    const middle = start + splitPoint(end - start);
    starts.push(start);
    inLeft.push(index < middle);
    siblingStarts.push(index < middle ? middle : start);
    if (index < middle) end = middle;
    else start = middle;
  }
  return { depth: starts.length, starts, inLeft, siblingStarts };
}

/** Depth and first leaf of a subtree as one number (first leaves stay far below 2^47). */
const placeKey = (depth: number, start: number) => start * 64 + depth;

/** The place of the node at `level` on a path (the leaf itself at level = depth). */
const nodePlace = (path: ReturnType<typeof pathPlaces>, index: number, level: number) =>
  placeKey(level, level === path.depth ? index : path.starts[level]!);

/**
 * The audit paths of several leaves for one tree head, in the order given, each cut where it reaches a
 * node that an earlier path of the batch established (its path nodes and their siblings). Verified in
 * the same order by InclusionVerifier, which completes each cut path from what it established; a
 * verification package of 100,000 consecutive events holds about two hashes per event instead of 17.
 */
export function batchedInclusionProofs(
  tree: MerkleTree,
  indices: readonly number[],
  size = tree.size,
): Uint8Array[][] {
  const established = new Set<number>();
  return indices.map((index) => {
    const full = tree.inclusionProof(index, size);
    const path = pathPlaces(index, size);
    let level = path.depth;
    while (level > 0 && !established.has(nodePlace(path, index, level))) {
      established.add(nodePlace(path, index, level));
      established.add(placeKey(level, path.siblingStarts[level - 1]!));
      level -= 1;
    }
    if (level === 0) established.add(placeKey(0, 0));
    return full.slice(0, path.depth - level);
  });
}

/**
 * Verifies many inclusion proofs against one signed tree head, sharing the work between them: every
 * node a verified proof has established (its path and the siblings beside it) is kept, and a later
 * proof stops as soon as it reaches a node already established — comparing it instead of hashing on
 * to the root. Sound as a multi-proof is: a node equal to an established one is in the tree (SHA-256
 * collision resistance); a node that differs from the established one at its place is not. A proof
 * may end there (batchedInclusionProofs) or go on to the root, when its remaining hashes must be the
 * established siblings: a full proof is accepted exactly when verifyInclusion accepts it.
 */
export class InclusionVerifier {
  readonly #hash: Sha256;
  readonly #size: number;
  readonly #root: Uint8Array;
  /** The established nodes by place, their hashes side by side in one buffer (100,000 proofs keep ~400,000). */
  readonly #known = new KnownHashes();

  constructor(hash: Sha256, size: number, root: Uint8Array) {
    this.#hash = hash;
    this.#size = size;
    this.#root = root;
  }

  /** Whether `proof` (full, or cut where an earlier proof of this batch joins) proves leaf `index` has hash `leaf`. */
  includes(index: number, leaf: Uint8Array, proof: AuditPath): boolean {
    const size = this.#size;
    if (!(Number.isSafeInteger(index) && Number.isSafeInteger(size) && index >= 0 && index < size))
      return false;
    // A hash of another length is in no tree of SHA-256 hashes (RFC 9162's check could not match it either).
    if (leaf.length !== HASH_SIZE) return false;
    const path = pathPlaces(index, size);
    const { depth } = path;
    if (proof.length > depth) return false;
    const computed: (number | Uint8Array)[] = [];
    let node = leaf;
    for (let level = depth; ; level--) {
      const key = nodePlace(path, index, level);
      const known = this.#known.slot(key);
      if (known >= 0) {
        if (!this.#known.equals(known, node)) return false;
        const used = depth - level;
        if (proof.length !== used && !(proof.length === depth && this.#restMatches(level, path, proof)))
          return false;
        break;
      }
      computed.push(key, node);
      if (level === 0) {
        if (!equalHashes(node, this.#root)) return false;
        break;
      }
      const sibling = proof.at(depth - level);
      if (sibling === undefined || sibling.length !== HASH_SIZE) return false;
      computed.push(placeKey(level, path.siblingStarts[level - 1]!), sibling);
      node = path.inLeft[level - 1]
        ? nodeHash(this.#hash, node, sibling)
        : nodeHash(this.#hash, sibling, node);
    }
    for (let i = 0; i < computed.length; i += 2)
      this.#known.add(computed[i] as number, computed[i + 1] as Uint8Array);
    return true;
  }

  /** Whether the proof's hashes above `level` are the siblings established there. */
  #restMatches(level: number, path: ReturnType<typeof pathPlaces>, proof: AuditPath): boolean {
    for (let above = level; above > 0; above--) {
      const sibling = proof.at(path.depth - above);
      const known = this.#known.slot(placeKey(above, path.siblingStarts[above - 1]!));
      if (sibling === undefined || known < 0 || !this.#known.equals(known, sibling)) return false;
    }
    return true;
  }
}

/**
 * SHA-256 hashes by a numeric key, copied side by side into one growing buffer: a verifier keeps
 * hundreds of thousands, which as separate arrays the garbage collector would copy again and again.
 */
class KnownHashes {
  readonly #slots = new Map<number, number>();
  #bytes = new Uint8Array(HASH_SIZE * 1024);

  /** The slot of the hash kept under `key`, or -1. */
  slot(key: number): number {
    return this.#slots.get(key) ?? -1;
  }

  equals(slot: number, hash: Uint8Array): boolean {
    if (hash.length !== HASH_SIZE) return false;
    const bytes = this.#bytes;
    const offset = slot * HASH_SIZE;
    let diff = 0;
    for (let i = 0; i < HASH_SIZE; i++) diff |= bytes[offset + i]! ^ hash[i]!;
    return diff === 0;
  }

  add(key: number, hash: Uint8Array): void {
    const slot = this.#slots.size;
    if ((slot + 1) * HASH_SIZE > this.#bytes.length) {
      const grown = new Uint8Array(this.#bytes.length * 2);
      grown.set(this.#bytes);
      this.#bytes = grown;
    }
    this.#bytes.set(hash, slot * HASH_SIZE);
    this.#slots.set(key, slot);
  }
}
