import { HTTPException } from "hono/http-exception";
import { ConflictError } from "../../../domain/shared/errors.js";
import { attachment } from "../../http/contentDisposition.js";

export const CLASS_SOCIETY_MESSAGES = {
  noKey: "The vessel has no data-access key.",
  notConfigured:
    "Sending to the classification society is not set up on this server (CLASS_SOCIETY_URL). Download the file and send it yourself.",
  unreachable: "The classification society could not be reached. Please try again later.",
  refused: (status: number) => `The classification society did not accept the voyage file (HTTP ${status}).`,
} as const;

/** The header carrying the vessel's data-access (Veracity) key. */
export const DATA_ACCESS_KEY_HEADER = "X-Data-Access-Key";
const TIMEOUT_MS = 15_000;

/**
 * POSTs the DNV voyage file to the configured endpoint with the vessel's data-access key. Answers
 * 409 without a key, 503 without an endpoint or when it cannot be reached, 502 when it refuses.
 */
export async function sendVoyageFile(request: {
  url: string | undefined;
  dataAccessKey: string | undefined;
  imoNumber: string;
  fileName: string;
  csv: string;
}): Promise<{ status: number }> {
  if (!request.dataAccessKey) throw new ConflictError(CLASS_SOCIETY_MESSAGES.noKey);
  if (!request.url) throw new HTTPException(503, { message: CLASS_SOCIETY_MESSAGES.notConfigured });
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: "POST",
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": attachment(request.fileName),
        [DATA_ACCESS_KEY_HEADER]: request.dataAccessKey,
        "x-imo-number": request.imoNumber,
      },
      body: request.csv,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new HTTPException(503, { message: CLASS_SOCIETY_MESSAGES.unreachable });
  }
  await response.body?.cancel();
  if (!response.ok)
    throw new HTTPException(502, { message: CLASS_SOCIETY_MESSAGES.refused(response.status) });
  return { status: response.status };
}
