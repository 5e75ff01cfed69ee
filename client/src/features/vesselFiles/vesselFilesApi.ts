import type {
  DeletedVesselFileAnswer,
  VesselFileAnswer,
  VesselFileListingAnswer,
} from "../../../../domain/vesselFiles/answers";
import { ApiError } from "../../shared/api/ApiError";
import { API_BASE, http, pageHeaders, toApiError } from "../../shared/api/httpClient";

export {
  ACCEPT_ATTRIBUTE,
  formatFileSize,
  isAllowedFileName,
  kindOf,
} from "../../../../domain/vesselFiles/fileTypes";
export {
  baseNameOf,
  filePath,
  folderOf,
  joinPath,
  MAX_NAME_LENGTH,
  nameSegment,
  VESSEL_FILE_MESSAGES,
} from "../../../../domain/vesselFiles/vesselFiles";

export interface UploadHandle {
  done: Promise<VesselFileAnswer>;
  abort(): void;
}

const q = encodeURIComponent;

/**
 * Sends a file with XMLHttpRequest, the one browser API that reports upload progress. The path goes in
 * the query, so the server refuses a wrong type, a taken name or a full storage before the bytes go.
 */
function upload(
  vesselId: string,
  path: string,
  file: File,
  options: { replace: boolean; onProgress: (fraction: number) => void },
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<VesselFileAnswer>((resolve, reject) => {
    const query = `fileName=${q(path)}${options.replace ? "&replace=true" : ""}`;
    xhr.open("POST", `${API_BASE}/VesselFiles/${q(vesselId)}?${query}`);
    for (const [name, value] of Object.entries(pageHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader("Accept", "application/json");
    // Spec 3 §9: the upload may take up to 6,000,000 ms.
    xhr.timeout = 6_000_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as VesselFileAnswer);
      else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, "The upload failed: the server could not be reached."));
    xhr.ontimeout = () => reject(new ApiError(0, "The upload took too long and was stopped."));
    xhr.onabort = () => reject(new ApiError(0, "The upload was cancelled."));
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

export const vesselFilesApi = {
  list: (vesselId: string) => http.get<VesselFileListingAnswer>(`/VesselFiles?vesselId=${q(vesselId)}`),
  upload,
  /** Rename or move a file: its new folder path and name. */
  update: (file: VesselFileAnswer, fileName: string) =>
    http.put<VesselFileAnswer>("/VesselFiles", { id: file.id, fileName }),
  renameFolder: (vesselId: string, from: string, to: string) =>
    http.put<VesselFileListingAnswer>("/VesselFiles/Folders", { vesselId, from, to }),
  remove: (file: VesselFileAnswer) => http.delete<void>(`/VesselFiles/${q(file.id)}`),
  removeFolder: (vesselId: string, path: string) =>
    http.delete<void>(`/VesselFiles/Folders?vesselId=${q(vesselId)}&path=${q(path)}`),
  /**
   * Saves the file through the browser's own download (the session cookie goes along), which streams it
   * to disk instead of holding up to 1000 MB in the page. Failures are only logged (spec 3 §8).
   */
  download(file: VesselFileAnswer): void {
    const link = document.createElement("a");
    link.href = `${API_BASE}/VesselFiles/${q(file.id)}`;
    link.download = file.fileName.split("/").pop()!;
    document.body.append(link);
    link.click();
    link.remove();
  },
  deleted: (vesselId: string) =>
    http.get<DeletedVesselFileAnswer[]>(`/VesselFiles/Deleted?vesselId=${q(vesselId)}`),
  restore: (file: DeletedVesselFileAnswer) =>
    http.post<VesselFileAnswer>(`/VesselFiles/${q(file.id)}/Restore`),
  /** The file's bytes, for the in-app PDF viewer. */
  async content(file: VesselFileAnswer): Promise<ArrayBuffer> {
    const response = await fetch(`${API_BASE}/VesselFiles/${q(file.id)}`, { headers: pageHeaders() });
    if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
    return response.arrayBuffer();
  },
};
