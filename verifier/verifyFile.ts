import { readFile } from "node:fs/promises";
import {
  type PackageVerdict,
  type VerificationPackage,
  verifyPackage,
} from "../domain/ledger/verificationPackage.js";
import { leafTextHashOf, nodeSha256 } from "../server/eventstore/ledger/leafHashing.js";
import { verifyEd25519 } from "../server/features/verification/signatures.js";
import { figuresFromEvents } from "./figuresFromEvents.js";
import { zipEntryBytes } from "./zipEntry.js";

/** The package inside a downloaded zip, or a verification.json given directly. */
export async function readPackage(bytes: Uint8Array): Promise<VerificationPackage> {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const json = isZip ? await zipEntryBytes(bytes, "verification.json") : bytes;
  if (json === undefined) throw new Error("the zip holds no verification.json");
  return JSON.parse(new TextDecoder().decode(json)) as VerificationPackage;
}

/** Verifies a package with node:crypto and recomputes its MRV figures from its events. */
export function verifyWithNode(pkg: VerificationPackage): Promise<PackageVerdict> {
  return verifyPackage(pkg, {
    sha256: nodeSha256,
    leafTextHash: leafTextHashOf,
    verifyEd25519: async (key, message, signature) => verifyEd25519(key, message, signature),
    recomputeFigures: figuresFromEvents,
  });
}

export async function verifyFile(file: string): Promise<PackageVerdict> {
  return verifyWithNode(await readPackage(await readFile(file)));
}
