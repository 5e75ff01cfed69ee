import type { StoredKeelsonEvent } from "../../domain/index.js";
import { entryOf } from "../../domain/shared/records.js";
import { type Projection, updateEntry, withEntry, withoutEntry } from "../projection.js";

/** A vessel file as the Documents page lists it (spec 3 §3 Vessel file). */
export interface VesselFileView {
  id: string;
  vesselId: string;
  /** Folder path and name, separated by '/'. */
  fileName: string;
  fileSize: number;
  uploadedTime: string;
  uploadedBy: string;
  blobId: string;
  /** Null unless deleted (then restorable by an administrator for 30 days). */
  deletedAt: string | null;
  deletedBy: string | null;
}

export interface VesselFilesReadState {
  byId: Record<string, VesselFileView>;
  /** File ids per vessel, deleted ones included until purged. */
  idsByVessel: Record<string, string[]>;
}

export const vesselFilesProjection: Projection<VesselFilesReadState> = {
  name: "vesselFiles",
  version: 1,
  initialState: () => ({ byId: {}, idsByVessel: {} }),
  evolve(state, event: StoredKeelsonEvent) {
    switch (event.type) {
      case "VesselFileUploaded": {
        const { fileId, vesselId, path, size, blobId } = event.data;
        return {
          byId: withEntry<VesselFileView>(state.byId, fileId, {
            id: fileId,
            vesselId,
            fileName: path,
            fileSize: size,
            uploadedTime: event.metadata.recordedAt,
            uploadedBy: event.metadata.userId,
            blobId,
            deletedAt: null,
            deletedBy: null,
          }),
          idsByVessel: withEntry(state.idsByVessel, vesselId, [
            ...(entryOf(state.idsByVessel, vesselId) ?? []),
            fileId,
          ]),
        };
      }
      case "VesselFileReplaced":
        return {
          ...state,
          byId: updateEntry(state.byId, event.data.fileId, (file) => ({
            ...file,
            fileSize: event.data.size,
            blobId: event.data.blobId,
            uploadedTime: event.metadata.recordedAt,
            uploadedBy: event.metadata.userId,
          })),
        };
      case "VesselFileRenamed":
      case "VesselFileMoved":
        return {
          ...state,
          byId: updateEntry(state.byId, event.data.fileId, (file) => ({ ...file, fileName: event.data.to })),
        };
      case "VesselFileDeleted":
        return {
          ...state,
          byId: updateEntry(state.byId, event.data.fileId, (file) => ({
            ...file,
            deletedAt: event.data.deletedAt,
            deletedBy: event.metadata.userId,
          })),
        };
      case "VesselFileRestored":
        return {
          ...state,
          byId: updateEntry(state.byId, event.data.fileId, (file) => ({
            ...file,
            fileName: event.data.path,
            deletedAt: null,
            deletedBy: null,
          })),
        };
      case "VesselFilePurged": {
        const file = entryOf(state.byId, event.data.fileId);
        if (!file) return state;
        return {
          byId: withoutEntry(state.byId, file.id),
          idsByVessel: withEntry(
            state.idsByVessel,
            file.vesselId,
            (entryOf(state.idsByVessel, file.vesselId) ?? []).filter((id) => id !== file.id),
          ),
        };
      }
      default:
        return state;
    }
  },
};
