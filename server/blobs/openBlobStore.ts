import path from "node:path";
import type { StoreConfig } from "../config.js";
import { poolSizes } from "../shared/pgConnections.js";
import type { BlobStore } from "./BlobStore.js";
import { FileBlobStore } from "./FileBlobStore.js";
import { PostgresBlobStore } from "./PostgresBlobStore.js";

/** Folder of DATA_DIR holding the documents' contents on the embedded setup. */
export const VESSEL_FILES_DIR = "vessel-files";

/** PostgreSQL when DATABASE_URL is set (shared by every server process), else files under DATA_DIR. */
export async function openBlobStore(config: StoreConfig): Promise<BlobStore> {
  if (config.DATABASE_URL) {
    return PostgresBlobStore.connect(config.DATABASE_URL, {
      schema: config.DATABASE_SCHEMA,
      maxConnections: poolSizes(config).blobs,
    });
  }
  return FileBlobStore.open(path.join(config.DATA_DIR, VESSEL_FILES_DIR));
}
