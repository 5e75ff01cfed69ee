/** Error codes of a connection the client closed or lost (a dropped satellite link, a cancelled upload). */
const DISCONNECT_CODES = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED", "ERR_STREAM_PREMATURE_CLOSE"]);

/**
 * Whether an error only says the client went away: the request's own work stops, nothing else is
 * affected. Looks through `cause`, as fetch and stream errors wrap the socket's error.
 */
export function isClientDisconnect(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as NodeJS.ErrnoException).code;
    if ((code && DISCONNECT_CODES.has(code)) || current.message === "aborted") return true;
    current = current.cause;
  }
  return false;
}
