// The small load balancer in front of `npm run cluster`'s processes (node:http only).
// - API and page requests go round robin to the processes whose /ready answers 200: a process that is
//   starting, restarting or has lost its store answers /health but not /ready, and gets no requests.
// - /metrics answers 404, as deploy/nginx.conf does: the processes answer it to loopback callers, which
//   this proxy is, so passing it through would publish every process's metrics.
// - Socket.IO is sticky, as its docs require for several nodes when HTTP long-polling may be used: the
//   first /socket.io/ request of a browser gets a `keelson_node` cookie naming its process, and later
//   polling requests and the WebSocket upgrade go to that process while it is up.
// - A GET or HEAD that could not reach its process is tried on the next one; any other request answers
//   502 (it may have reached the process before it died, so it is not sent twice).
import http from "node:http";
import net from "node:net";

const STICKY_COOKIE = "keelson_node";
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** @param {{ backends: { host: string; port: number }[]; healthEveryMs?: number; log?: (line: string) => void }} options */
export function createClusterProxy(options) {
  const backends = options.backends.map((b, index) => ({ ...b, index, up: true }));
  const log = options.log ?? (() => undefined);
  let next = 0;

  const healthy = () => backends.filter((b) => b.up);
  const pick = (exclude = new Set()) => {
    const candidates = healthy().filter((b) => !exclude.has(b.index));
    const pool = candidates.length > 0 ? candidates : backends.filter((b) => !exclude.has(b.index));
    if (pool.length === 0) return null;
    next = (next + 1) % pool.length;
    return pool[next];
  };
  const stickyOf = (req) => {
    const match = /(?:^|;\s*)keelson_node=(\d+)/.exec(req.headers.cookie ?? "");
    const backend = match ? backends[Number(match[1])] : undefined;
    return backend?.up ? backend : null;
  };
  const isSocketIo = (req) => (req.url ?? "").startsWith("/socket.io/");
  // As nginx matches `location = /metrics`: percent-decoded, repeated slashes merged, no query.
  const isMetrics = (req) => {
    let path = (req.url ?? "").split("?")[0];
    try {
      path = decodeURIComponent(path);
    } catch {
      return false;
    }
    return path.replace(/\/{2,}/g, "/") === "/metrics";
  };

  const check = (backend) =>
    new Promise((resolve) => {
      const req = http.get(
        { host: backend.host, port: backend.port, path: "/ready", timeout: 2_000 },
        (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        },
      );
      req.on("timeout", () => req.destroy());
      req.on("error", () => resolve(false));
    }).then((up) => {
      if (up !== backend.up) log(`process ${backend.index + 1} (:${backend.port}) is ${up ? "up" : "down"}`);
      backend.up = up;
    });
  const healthTimer = setInterval(
    () => void Promise.all(backends.map(check)),
    options.healthEveryMs ?? 1_000,
  );
  healthTimer.unref();

  const forwardedHeaders = (req) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    const address = req.socket.remoteAddress ?? "";
    headers["x-forwarded-for"] = req.headers["x-forwarded-for"]
      ? `${req.headers["x-forwarded-for"]}, ${address}`
      : address;
    headers["x-forwarded-host"] = req.headers.host ?? "";
    headers["x-forwarded-proto"] = "http";
    return headers;
  };

  const server = http.createServer((req, res) => {
    if (isMetrics(req)) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "Not found." }));
      return;
    }
    const socketIo = isSocketIo(req);
    const retryable = req.method === "GET" || req.method === "HEAD";
    const tried = new Set();
    const attempt = (backend) => {
      if (!backend) {
        res.writeHead(502, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "No Keelson process answers. Try again in a moment." }));
        return;
      }
      tried.add(backend.index);
      const upstream = http.request(
        {
          host: backend.host,
          port: backend.port,
          method: req.method,
          path: req.url,
          headers: forwardedHeaders(req),
        },
        (answer) => {
          const headers = { ...answer.headers };
          for (const name of Object.keys(headers)) if (HOP_BY_HOP.has(name)) delete headers[name];
          if (socketIo && !stickyOf(req)) {
            const cookie = `${STICKY_COOKIE}=${backend.index}; Path=/socket.io/; HttpOnly; SameSite=Lax`;
            const set = headers["set-cookie"];
            headers["set-cookie"] = set ? [...(Array.isArray(set) ? set : [set]), cookie] : [cookie];
          }
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", (error) => {
        if (res.headersSent) return res.destroy();
        backend.up = false;
        log(`process ${backend.index + 1} (:${backend.port}) failed a request: ${error.message}`);
        if (retryable && !socketIo) return attempt(pick(tried));
        res.writeHead(502, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "The Keelson process serving this request stopped. Try again." }));
      });
      req.pipe(upstream);
    };
    attempt(socketIo ? (stickyOf(req) ?? pick()) : pick());
  });

  // WebSocket (Socket.IO's transport): a raw TCP tunnel to the sticky (or next) process.
  const tunnels = new Set();
  server.on("upgrade", (req, socket, head) => {
    const backend = stickyOf(req) ?? pick();
    if (!backend) return socket.destroy();
    const upstream = net.connect(backend.port, backend.host, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head?.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const tunnel = { socket, upstream };
    tunnels.add(tunnel);
    const end = () => {
      tunnels.delete(tunnel);
      socket.destroy();
      upstream.destroy();
    };
    upstream.on("error", end).on("close", end);
    socket.on("error", end).on("close", end);
  });

  return {
    server,
    backends,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => resolve(server.address().port));
      });
    },
    close() {
      clearInterval(healthTimer);
      for (const { socket, upstream } of tunnels) {
        socket.destroy();
        upstream.destroy();
      }
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      });
    },
  };
}
