import { z } from "zod";

/** A vessel file as the Documents page lists it (spec 3 §3), the uploader by name. */
export const vesselFileAnswer = z.object({
  id: z.string(),
  vesselId: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  uploadedTime: z.string(),
  uploadedBy: z.string(),
  uploadedByName: z.string(),
  extension: z.string(),
});
export type VesselFileAnswer = z.infer<typeof vesselFileAnswer>;

/** A file deleted in the last 30 days (GET /VesselFiles/Deleted). */
export const deletedVesselFileAnswer = vesselFileAnswer.extend({
  deletedAt: z.string(),
  deletedByName: z.string(),
  restorableUntil: z.string(),
});
export type DeletedVesselFileAnswer = z.infer<typeof deletedVesselFileAnswer>;

/** GET /VesselFiles/Storage: bytes the vessel's live files use, and the quota. */
export const vesselFileStorageAnswer = z.object({ usedBytes: z.number(), quotaBytes: z.number() });

/** GET /VesselFiles and folder changes: the files, their folders and the storage used. */
export const vesselFileListingAnswer = vesselFileStorageAnswer.extend({
  files: z.array(vesselFileAnswer),
  folders: z.array(z.string()),
});
export type VesselFileListingAnswer = z.infer<typeof vesselFileListingAnswer>;

/** GET /VesselFiles/{id}?onlyUrl=true. */
export const vesselFileUrlAnswer = z.object({ url: z.string() });

/** GET /EmissionCompliance/files/{vesselId}: the vessel's compliance files, newest first, by base name. */
export const complianceFilesAnswer = z.object({
  vesselId: z.string(),
  /** The Documents folder that holds them. */
  folder: z.string(),
  files: z.array(vesselFileAnswer),
});

/** POST /EmissionCompliance/upload-multiple (201): the files stored, by base name. */
export const complianceFilesStoredAnswer = z.object({
  vesselId: z.string(),
  files: z.array(vesselFileAnswer),
});
