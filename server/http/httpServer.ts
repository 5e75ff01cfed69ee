import { createServer, type Server } from "node:http";
import type { Duplex } from "node:stream";
import { getRequestListener, RequestError } from "@hono/node-server";
import type { Logger } from "../shared/logger.js";
import type { ErrorBody } from "./errors.js";
import { LINGER, type LingerBounds, lingerAfterEarlyAnswer } from "./lingeringClose.js";

/**
 * The errors Node's HTTP parser answers itself, before a request reaches the API (the defaults have no
 * body). A URL longer than the header limit is part of the headers, so it is answered 431, not 414.
 */
const PARSER_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: "Request Header Fields Too Large",
    message:
      "The request's headers or address are too large (16 KB at most). Send shorter headers and address.",
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    reason: "Payload Too Large",
    message: "The request body's chunk extensions are too large.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: "Request Timeout",
    message: "The request did not arrive in time. Please send it again.",
  },
};
const BAD_REQUEST = { status: 400, reason: "Bad Request", message: "The request is not valid HTTP." };

/** The raw HTTP answer, with a JSON body, to a request the parser refused. */
export function parserErrorAnswer(code: string | undefined): string {
  const { status, reason, message } = (code && PARSER_ERRORS[code]) || BAD_REQUEST;
  const body = JSON.stringify({ message } satisfies ErrorBody);
  return [
    `HTTP/1.1 ${status} ${reason}`,
    "Content-Type: application/json; charset=UTF-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/**
 * The API's HTTP server: Hono's request listener, with a JSON body on every answer Node or the adapter
 * gives without the app (a request Node cannot parse, one the adapter cannot turn into a Request), and a
 * lingering close after an answer given before the body was read (server/http/lingeringClose.ts).
 */
export function createHttpServer(
  fetch: (request: Request) => Response | Promise<Response>,
  hostname: string,
  logger: Logger,
  linger: Readonly<LingerBounds> = LINGER,
): Server {
  const listener = getRequestListener(fetch, {
    hostname,
    // The adapter's own clean-up of an unread body closes the socket 500 ms after the answer while the
    // peer may still send (a reset: nginx answered 502); lingerAfterEarlyAnswer does it instead.
    autoCleanupIncoming: false,
    errorHandler: (error) => {
      if (error instanceof RequestError) {
        return jsonAnswer(400, "The request's address or Host header is not valid.");
      }
      logger.error("request failed before the API", { error: String(error) });
      return jsonAnswer(500, "An error occurred");
    },
  });
  const server = createServer((incoming, outgoing) => {
    lingerAfterEarlyAnswer(incoming, outgoing, linger);
    return listener(incoming, outgoing);
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || response?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(parserErrorAnswer(error.code));
  });
  return server;
}

const jsonAnswer = (status: number, message: string) =>
  new Response(JSON.stringify({ message } satisfies ErrorBody), {
    status,
    headers: { "content-type": "application/json; charset=UTF-8" },
  });
