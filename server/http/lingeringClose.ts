import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * How long and how much the server keeps reading a request body it answered before reading it all.
 *
 * - `keepAliveBytes` (256 KB, Go net/http's maxPostHandlerReadBytes, also DEFAULT_BODY_LIMIT): a rest of
 *   body up to this size is read and the connection stays open when the answer allows it; past it the
 *   server half-closes (FIN after the answer) and only discards until it closes.
 * - `maxBytes` (64 MB, the adapter's old drain cap): the most discarded after an answer. It covers what a
 *   peer has in flight when the answer reaches it (socket buffers of a few MB each way, nginx's buffers),
 *   and lets a client that sends its whole body before it reads (Python's http.client, Java's
 *   HttpURLConnection) get its answer for a body up to this size. A 1000 MB upload refused at byte 0 makes
 *   the server read at most 64 MB, 0.5 s of a 1 Gbit/s link; on a slow link the time bounds end it first.
 * - `maxMs` (30 s, nginx's lingering_time) and `idleMs` (5 s, nginx's lingering_timeout): the longest the
 *   server lingers, and the longest it waits for the next bytes. nginx reads the answer while it sends and
 *   stops sending once it has it, as does any client that reads while it sends: they need milliseconds.
 *
 * Past a bound the socket is destroyed; unread bytes then make the kernel answer with a reset, which only
 * a client still sending that much more, long after the answer reached it, can see.
 */
export interface LingerBounds {
  keepAliveBytes: number;
  maxBytes: number;
  maxMs: number;
  idleMs: number;
}

export const LINGER: Readonly<LingerBounds> = {
  keepAliveBytes: 256 * 1024,
  maxBytes: 64 * 1024 * 1024,
  maxMs: 30_000,
  idleMs: 5_000,
};

/** What a lingering connection did, for tests and logs. */
export interface LingerOutcome {
  /** Body bytes read and discarded after the answer. */
  discarded: number;
  /** kept: the whole body came and the connection stays open; closed: it ended after the whole body or
   * the peer's close; bound: a bound was passed (bytes, time, idle) and the socket was destroyed. */
  end: "kept" | "closed" | "bound";
}

/**
 * "Lingering close" for a request answered before its body was read (401 on an upload, 413): once the
 * answer is written, the rest of the body is read and discarded within `bounds` instead of closing the
 * socket under a peer that is still sending. A close then would make the kernel answer the peer's next
 * bytes with a reset, and the reset makes the peer lose the answer: nginx (proxy_request_buffering off)
 * answered 502 for the 401/413 it was about to pass on, a client that writes its whole body before
 * reading got EPIPE instead of the answer. As nginx's lingering_close and Go's net/http do.
 *
 * An answer that closes the connection (`Connection: close`, the 413) asks Node to `destroySoon()` its
 * socket: while lingering that becomes a half-close, the FIN after the answer, with the read side kept
 * until the body ends, the peer closes, or a bound is passed.
 */
export function lingerAfterEarlyAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  bounds: Readonly<LingerBounds> = LINGER,
  done?: (outcome: LingerOutcome) => void,
): void {
  const socket = request.socket;
  // Before Node's own "finish" listener, which would dump the body unbounded or destroy the socket.
  response.prependOnceListener("finish", () => {
    if (request.complete || socket.destroyed) return;
    linger(request, socket, bounds, done);
  });
}

function linger(
  request: IncomingMessage,
  socket: Socket,
  bounds: Readonly<LingerBounds>,
  done?: (outcome: LingerOutcome) => void,
): void {
  let discarded = 0;
  let halfClosed = false;
  let over = false;
  const halfClose = () => {
    if (halfClosed) return;
    halfClosed = true;
    if (socket.writable) socket.end();
  };
  // Node calls destroySoon() after an answer that closes the connection: the FIN goes out, the reading
  // goes on. An own property on this socket only, removed when the lingering ends.
  socket.destroySoon = halfClose;

  const finish = (end: LingerOutcome["end"]) => {
    if (over) return;
    over = true;
    clearTimeout(deadline);
    clearTimeout(idle);
    request.off("data", onData);
    request.off("end", onEnd);
    socket.off("end", onPeerEnd);
    socket.off("close", onClose);
    delete (socket as Partial<Socket>).destroySoon;
    if (end !== "kept" && !socket.destroyed) socket.destroy();
    done?.({ discarded, end });
  };
  const onData = (chunk: Buffer) => {
    discarded += chunk.length;
    idle.refresh();
    if (discarded > bounds.maxBytes) finish("bound");
    else if (discarded > bounds.keepAliveBytes) halfClose();
  };
  // The whole body came: the connection goes on unless the answer or a bound closed it.
  const onEnd = () => finish(halfClosed ? "closed" : "kept");
  const onPeerEnd = () => finish("closed");
  const onClose = () => finish("closed");
  const deadline = setTimeout(() => finish("bound"), bounds.maxMs);
  const idle = setTimeout(() => finish("bound"), bounds.idleMs);
  deadline.unref();
  idle.unref();

  // A body reader that gave up (a refused upload) may still listen: it would buffer the rest in memory.
  request.removeAllListeners("data");
  request.on("data", onData);
  request.on("end", onEnd);
  // Flowing even when a reader paused it (Readable.toWeb does), and not dumped by Node after this.
  request.resume();
  // An aborted body is an error on the request; nobody reads it any more.
  request.on("error", () => undefined);
  socket.on("end", onPeerEnd);
  socket.on("close", onClose);
}
