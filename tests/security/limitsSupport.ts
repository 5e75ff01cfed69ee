import http from "node:http";
import net from "node:net";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  /** Body bytes the client had written when the answer came. */
  sent: number;
}

const MB = 1024 * 1024;

/**
 * POSTs `bytes` of body (a prefix, then filler) in 1 MB chunks, respecting back-pressure, and stops
 * sending as soon as the server answers. Without `contentLength` the body is sent chunked.
 */
export function streamedPost(
  url: string,
  options: {
    bytes: number;
    prefix?: string;
    contentLength?: boolean;
    headers?: Record<string, string>;
  },
): Promise<RawAnswer> {
  const { bytes } = options;
  const prefix = Buffer.from(options.prefix ?? "");
  const filler = Buffer.alloc(MB, "a");
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.contentLength) headers["content-length"] = bytes;
    const request = http.request(url, { method: "POST", headers });
    let sent = 0;
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      const sentAtAnswer = sent;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {}
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, sent: sentAtAnswer });
        request.destroy();
      });
      response.on("error", () => undefined);
    });
    // The server answers 413 and closes while this side still writes: the write may fail (EPIPE, ECONNRESET)
    // just before the answer already on the wire is read, so an error waits a moment for that answer.
    request.on("error", (error) => {
      setTimeout(() => {
        if (!answered) reject(error);
      }, 500);
    });
    const pump = () => {
      while (!answered && !request.destroyed && sent < bytes) {
        const source = sent === 0 && prefix.length > 0 ? prefix : filler;
        const chunk = source.subarray(0, Math.min(source.length, bytes - sent));
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", pump);
          return;
        }
      }
      if (!answered && !request.destroyed && sent >= bytes) request.end();
    };
    pump();
  });
}

/** Sends raw bytes on a new connection and answers the status line, headers and JSON body that came back. */
export function rawExchange(
  port: number,
  text: string,
): Promise<{ status: number; head: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const answer = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      let parsed: unknown = body;
      try {
        parsed = JSON.parse(body);
      } catch {}
      resolve({ status: Number(head.split(" ")[1]), head, body: parsed });
    });
  });
}

/** A multipart/form-data body start: the part header of `file`; the file's bytes follow. */
export function multipartStart(boundary: string, fileName: string): string {
  return `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
}

export interface SequentialAnswer {
  /** The status line's code, 0 when no whole answer came. */
  status: number;
  body: unknown;
  /** Body bytes written before the last write or its failure. */
  sent: number;
  /** The socket error (EPIPE, ECONNRESET) that ended the exchange before the answer was read, if one did. */
  socketError: string | null;
}

/**
 * A client that sends its whole request before it reads the answer, as Python's http.client or Java's
 * HttpURLConnection do: the headers, then `bytes` of body in 64 KB chunks, `gapMs` apart (back-pressure
 * respected), and only then the answer. It keeps its side open when the server half-closes (a FIN does
 * not stop it sending). A reset before it reads loses the answer, as it does for such a client: `status` is then 0.
 */
export async function sequentialPost(
  port: number,
  path: string,
  options: { bytes: number; gapMs?: number; headers?: Record<string, string>; contentLength?: boolean },
): Promise<SequentialAnswer> {
  const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  const received: Buffer[] = [];
  let socketError: string | null = null;
  socket.on("data", (chunk: Buffer) => received.push(chunk));
  socket.on("error", (error: NodeJS.ErrnoException) => {
    socketError ??= error.code ?? error.message;
  });
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const chunked = options.contentLength === false;
  const head = [
    `POST ${path} HTTP/1.1`,
    "Host: 127.0.0.1",
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${options.bytes}`,
    "",
    "",
  ].join("\r\n");
  socket.write(head);
  const chunk = Buffer.alloc(64 * 1024, "a");
  let sent = 0;
  while (sent < options.bytes && !socketError && !socket.destroyed) {
    const piece = chunk.subarray(0, Math.min(chunk.length, options.bytes - sent));
    const framed = chunked
      ? [Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]
      : [piece];
    let flushed = true;
    for (const part of framed) flushed = socket.write(part) && flushed;
    sent += piece.length;
    if (!flushed) await Promise.race([new Promise((resolve) => socket.once("drain", resolve)), closed]);
    if (options.gapMs) await new Promise((resolve) => setTimeout(resolve, options.gapMs));
  }
  if (!socketError && chunked && !socket.destroyed) socket.write("0\r\n\r\n");
  // A write error is only known after the write: a moment for the last one to fail.
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 50))]);
  if (socketError || socket.destroyed) {
    socket.destroy();
    return { status: 0, body: null, sent, socketError: socketError ?? "closed" };
  }
  // Only now does this client read: the whole answer, until the server closes or 2 s pass.
  const answer = await new Promise<Buffer>((resolve) => {
    const complete = () => {
      const text = Buffer.concat(received);
      const end = text.indexOf("\r\n\r\n");
      const length = /content-length: *(\d+)/i.exec(text.subarray(0, Math.max(end, 0)).toString());
      return end >= 0 && length && text.length >= end + 4 + Number(length[1]) ? text : null;
    };
    const check = () => {
      const whole = complete();
      if (whole) resolve(whole);
    };
    socket.on("data", check);
    void closed.then(() => resolve(Buffer.concat(received)));
    setTimeout(() => resolve(Buffer.concat(received)), 2_000);
    check();
  });
  socket.destroy();
  const text = answer.toString("utf8");
  const [statusHead = "", body = ""] = text.split("\r\n\r\n");
  let parsed: unknown = body;
  try {
    parsed = JSON.parse(body);
  } catch {}
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusHead)?.[1] ?? 0);
  return { status: socketError ? 0 : status, body: parsed, sent, socketError };
}
