import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Secrets kept at rest (partner client secrets): AES-256-GCM with the server's secret key. The key is
 * KEELSON_SECRET_KEY (32 bytes as 64 hex digits or base64), or one generated on first use and kept in
 * DATA_DIR/secret-key (mode 0600). Several server processes must share the key: set the variable.
 */

export const SECRET_KEY_FILE = "secret-key";
const FORMAT = "v1";

/** Reads KEELSON_SECRET_KEY (hex or base64 of 32 bytes); answers null for anything else. */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, "hex") : Buffer.from(trimmed, "base64");
  return key.length === 32 ? key : null;
}

/** The configured key, else the one kept in DATA_DIR (created on first use). */
export function loadSecretKey(dataDir: string, configured?: string): Buffer {
  if (configured) {
    const key = parseSecretKey(configured);
    if (!key) throw new Error("KEELSON_SECRET_KEY must be 32 bytes written as 64 hex digits or base64.");
    return key;
  }
  const file = path.join(dataDir, SECRET_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const key = parseSecretKey(fs.readFileSync(file, "utf8"));
  if (!key) throw new Error(`${file} does not hold a 32-byte key.`);
  return key;
}

/**
 * Encrypts `plain` for keeping; `context` (e.g. the company id) is authenticated with it, so a
 * ciphertext copied to another record does not decrypt there. Answers `v1.<iv>.<tag>.<ciphertext>`.
 */
export function sealSecret(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [FORMAT, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64")))
    .join(".");
}

/** The plain secret; throws when the key, the context or the ciphertext is not the one sealed. */
export function openSecret(key: Buffer, sealed: string, context: string): string {
  const [format, iv, tag, body] = sealed.split(".");
  if (format !== FORMAT || !iv || !tag || body === undefined) throw new Error("Not a sealed secret.");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"));
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]).toString("utf8");
}
