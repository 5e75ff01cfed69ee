/**
 * A signed checkpoint: the deployment's Ed25519 key vouches that the log held `treeSize` events whose
 * Merkle tree head (RFC 9162) was `rootHash` at `time`. Whoever keeps a copy can later demand a
 * consistency proof from it to any newer checkpoint, so history seen once cannot be rewritten quietly.
 */
export interface Checkpoint {
  treeSize: number;
  /** Hexadecimal MTH of the first treeSize leaves. */
  rootHash: string;
  /** ISO-8601 UTC. */
  time: string;
  /** Hexadecimal SHA-256 of the raw 32-byte Ed25519 public key that signed. */
  keyFingerprint: string;
}

export interface SignedCheckpoint extends Checkpoint {
  /** Hexadecimal Ed25519 signature of checkpointStatement(checkpoint). */
  signature: string;
}

/** A signing key as published: the raw public key and its fingerprint, both hexadecimal. */
export interface PublishedKey {
  publicKey: string;
  fingerprint: string;
}

/** A new key introduced by the old one (rotation): the old key signs keyStatement of the new. */
export interface KeyIntroduction extends PublishedKey {
  introducedAt: string;
  previousFingerprint: string | null;
  /** Hexadecimal signature of keyStatement(this) by the previous key; null for the first key. */
  previousKeySignature: string | null;
}

/** The exact bytes (UTF-8) a checkpoint's signature covers; one field a line, fixed order. */
export function checkpointStatement(c: Checkpoint): string {
  return `keelson-checkpoint/1\ntree-size ${c.treeSize}\nroot ${c.rootHash}\ntime ${c.time}\nkey ${c.keyFingerprint}\n`;
}

/** The bytes the previous key signs when a new key takes over. */
export function keyStatement(k: Omit<KeyIntroduction, "previousKeySignature">): string {
  return `keelson-key/1\npublic-key ${k.publicKey}\nfingerprint ${k.fingerprint}\nintroduced ${k.introducedAt}\nprevious ${k.previousFingerprint ?? "none"}\n`;
}
