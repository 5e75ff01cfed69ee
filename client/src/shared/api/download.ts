import { ApiError } from "./ApiError";
import { fileNameFromContentDisposition } from "./contentDisposition";
import { API_BASE, pageHeaders } from "./httpClient";

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // not JSON
  }
  return "The report could not be downloaded.";
}

/**
 * Downloads a report file with the session's token and saves it under the name the server gives in
 * Content-Disposition. Resolves to that name. With a body, the report is asked for by POST (JSON).
 */
export async function downloadFile(path: string, fallbackName: string, body?: unknown): Promise<string> {
  const response = await fetch(
    `${API_BASE}${path}`,
    body === undefined
      ? { headers: pageHeaders() }
      : {
          method: "POST",
          headers: { ...pageHeaders(), "Content-Type": "application/json" },
          body: JSON.stringify(body),
        },
  );
  if (!response.ok) throw new ApiError(response.status, await messageOf(response));
  const name = fileNameFromContentDisposition(response.headers.get("Content-Disposition"), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}

/** Saves a file made in the browser (an export of what a page shows) under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
