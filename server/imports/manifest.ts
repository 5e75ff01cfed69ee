import { readDate } from "../../domain/shared/dates.js";
import type { DataPackage } from "./DataPackage.js";
import { type DataPackageManifest, MANIFEST_FILE } from "./dataPackageFormat.js";
import { PackageError } from "./PackageError.js";

/** Reads and checks manifest.json of a package. */
export async function readManifest(pkg: DataPackage): Promise<DataPackageManifest> {
  if (!pkg.has(MANIFEST_FILE)) throw new PackageError(`The package has no ${MANIFEST_FILE}.`);
  if (pkg.size(MANIFEST_FILE) > 64 * 1024) throw new PackageError(`${MANIFEST_FILE} is larger than 64 KB.`);
  let json: unknown;
  try {
    json = JSON.parse(await pkg.text(MANIFEST_FILE));
  } catch {
    throw new PackageError(`${MANIFEST_FILE} is not valid JSON.`);
  }
  if (typeof json !== "object" || json === null) throw new PackageError(`${MANIFEST_FILE} is not an object.`);
  const { imoNumber, createdAt } = json as Record<string, unknown>;
  const imo = typeof imoNumber === "number" ? String(imoNumber) : imoNumber;
  if (typeof imo !== "string" || !/^\d{7}$/.test(imo)) {
    throw new PackageError(`${MANIFEST_FILE}: imoNumber must be 7 digits.`);
  }
  if (typeof createdAt !== "string" || !readDate(createdAt, "createdAt", { time: "required" }).ok) {
    throw new PackageError(`${MANIFEST_FILE}: createdAt must be an ISO-8601 time.`);
  }
  return { imoNumber: imo, createdAt };
}
