import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
} from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  type Checkpoint,
  checkpointStatement,
  type KeyIntroduction,
  keyStatement,
  type PublishedKey,
  type SignedCheckpoint,
} from "../../../domain/ledger/checkpoint.js";

/** Where the generated key lives when LEDGER_SIGNING_KEY is not set; rotation moves it to `.previous`. */
export const SIGNING_KEY_FILE = "ledger-signing-key.pem";
export const PREVIOUS_SIGNING_KEY_FILE = "ledger-signing-key.previous.pem";

export interface SigningKey extends PublishedKey {
  privateKey: KeyObject;
}

/** The raw 32-byte Ed25519 public key (the last 32 bytes of its SPKI DER). */
function rawPublicKey(key: KeyObject): Buffer {
  const der = createPublicKey(key).export({ format: "der", type: "spki" });
  return der.subarray(der.length - 32);
}

export function signingKeyOf(privateKey: KeyObject): SigningKey {
  if (privateKey.asymmetricKeyType !== "ed25519")
    throw new Error("the ledger signing key must be an Ed25519 key");
  const raw = rawPublicKey(privateKey);
  return {
    privateKey,
    publicKey: raw.toString("hex"),
    fingerprint: createHash("sha256").update(raw).digest("hex"),
  };
}

/** A PKCS#8 PEM Ed25519 private key. */
export function parseSigningKey(pem: string, origin: string): SigningKey {
  try {
    return signingKeyOf(createPrivateKey(pem));
  } catch (error) {
    throw new Error(
      `${origin} does not hold an Ed25519 private key in PEM (PKCS#8): ${(error as Error).message}`,
    );
  }
}

function generatePem(): string {
  return generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString();
}

/**
 * The configured key (LEDGER_SIGNING_KEY, or LEDGER_SIGNING_KEY_FILE by the *_FILE convention), else
 * the one kept in DATA_DIR (generated on first use, mode 0600). Several processes must share one.
 */
export function loadSigningKey(dataDir: string, configured?: string): SigningKey {
  if (configured) return parseSigningKey(configured, "LEDGER_SIGNING_KEY");
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, generatePem(), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return parseSigningKey(fs.readFileSync(file, "utf8"), file);
}

/** The key the DATA_DIR key replaced at its last rotation, if it is still kept. */
export function loadPreviousSigningKey(dataDir: string): SigningKey | null {
  const file = path.join(dataDir, PREVIOUS_SIGNING_KEY_FILE);
  return fs.existsSync(file) ? parseSigningKey(fs.readFileSync(file, "utf8"), file) : null;
}

/** Rotation of the DATA_DIR key: the current key becomes the previous one, a new key is generated. */
export function rotateSigningKeyFile(dataDir: string): void {
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  fs.renameSync(file, path.join(dataDir, PREVIOUS_SIGNING_KEY_FILE));
  fs.writeFileSync(file, generatePem(), { mode: 0o600, flag: "wx" });
}

export function signCheckpoint(
  key: SigningKey,
  checkpoint: Omit<Checkpoint, "keyFingerprint">,
): SignedCheckpoint {
  const body: Checkpoint = { ...checkpoint, keyFingerprint: key.fingerprint };
  const signature = sign(null, Buffer.from(checkpointStatement(body), "utf8"), key.privateKey).toString(
    "hex",
  );
  return { ...body, signature };
}

/** The introduction of `next`, cross-signed by `previous` when the previous key is at hand. */
export function introduceKey(
  next: SigningKey,
  previous: PublishedKey | null,
  previousKey: SigningKey | null,
  at: string,
): KeyIntroduction {
  const body = {
    publicKey: next.publicKey,
    fingerprint: next.fingerprint,
    introducedAt: at,
    previousFingerprint: previous?.fingerprint ?? null,
  };
  const crossSigned = previousKey && previous && previousKey.fingerprint === previous.fingerprint;
  return {
    ...body,
    previousKeySignature: crossSigned
      ? sign(null, Buffer.from(keyStatement(body), "utf8"), previousKey.privateKey).toString("hex")
      : null,
  };
}
