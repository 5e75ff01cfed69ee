import { createPublicKey, verify } from "node:crypto";
import { fromHex } from "../../../domain/ledger/hex.js";

/** Verifies an Ed25519 signature (all hexadecimal) with node:crypto; false for malformed input. */
export function verifyEd25519(publicKeyHex: string, message: string, signatureHex: string): boolean {
  try {
    const key = createPublicKey({
      key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(fromHex(publicKeyHex)).toString("base64url") },
      format: "jwk",
    });
    return verify(null, Buffer.from(message, "utf8"), key, Buffer.from(fromHex(signatureHex)));
  } catch {
    return false;
  }
}
