import { fromHex } from "../domain/ledger/hex.js";
import { sha256 } from "../domain/ledger/sha256.js";
import {
  type PackageVerdict,
  type VerificationPackage,
  verifyPackage,
} from "../domain/ledger/verificationPackage.js";
import { figuresFromEvents } from "./figuresFromEvents.js";

/** Ed25519 with the Web Crypto API (the browser's, or node's globalThis.crypto); false for malformed input. */
async function verifyEd25519(publicKeyHex: string, message: string, signatureHex: string): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey(
      "raw",
      fromHex(publicKeyHex) as BufferSource,
      { name: "Ed25519" },
      false,
      ["verify"],
    );
    return await crypto.subtle.verify(
      "Ed25519",
      key,
      fromHex(signatureHex) as BufferSource,
      new TextEncoder().encode(message) as BufferSource,
    );
  } catch {
    return false;
  }
}

/**
 * The check verify.html runs (browser.ts): the TypeScript SHA-256 of domain/ledger and Web Crypto's
 * Ed25519, no node:crypto; kept apart from the page's DOM so that tests run it as the page does.
 */
export function verifyWithWebCrypto(pkg: VerificationPackage): Promise<PackageVerdict> {
  return verifyPackage(pkg, { sha256, verifyEd25519, recomputeFigures: figuresFromEvents });
}
