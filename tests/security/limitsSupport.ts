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
