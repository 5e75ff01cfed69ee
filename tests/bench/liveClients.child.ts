import { performance } from "node:perf_hooks";
import { io, type Socket } from "socket.io-client";
import type { AlertLiveMessage } from "../../domain/alerts/incidents.js";

/**
 * The live-push bench's clients, in a process of their own so that parsing a thousand pushes does not
 * compete with the server for its event loop (as a browser fleet would not). Receipt times are wall-clock
 * milliseconds (`timeOrigin + now()`), comparable with the server process's on the same machine.
 */

export type LiveClientsCommand =
  | { kind: "connect"; url: string; tokens: Record<string, string>; clients: number }
  | { kind: "await"; incidentId: string; clientKind: string; timeoutMs: number }
  | { kind: "collect" }
  | { kind: "close" };

export type LiveClientsAnswer =
  | { kind: "connected"; kinds: string[] }
  | { kind: "settled" }
  | { kind: "received"; byClient: Array<Record<string, number>> }
  | { kind: "failed"; message: string };

const wallClock = () => performance.timeOrigin + performance.now();

const connect = (url: string, token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(url, {
      auth: { token },
      transports: ["websocket"],
      reconnection: false,
      forceNew: true,
    });
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });

const sockets: Socket[] = [];
const received: Array<Record<string, number>> = [];
const kindOfClient: string[] = [];
const send = (answer: LiveClientsAnswer) => process.send?.(answer);

async function connectAll(url: string, tokens: Record<string, string>, clients: number) {
  const kinds = Object.keys(tokens);
  for (let i = 0; i < clients; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, clients - i) }, (_, j) => {
        const kind = kinds[(i + j) % kinds.length]!;
        return connect(url, tokens[kind]!).then((socket) => ({ socket, kind }));
      }),
    );
    for (const { socket, kind } of batch) {
      const got: Record<string, number> = {};
      socket.on("alerts", (message: AlertLiveMessage) => {
        if (message.kind === "opened") got[message.incident.id] = wallClock();
      });
      sockets.push(socket);
      received.push(got);
      kindOfClient.push(kind);
    }
  }
  return kindOfClient;
}

/** Until every client of the kind has the incident (or the time is up), then 50 ms for strays to others. */
async function settle(incidentId: string, clientKind: string, timeoutMs: number) {
  const deadline = wallClock() + timeoutMs;
  const waiting = () =>
    received.some((got, i) => kindOfClient[i] === clientKind && got[incidentId] === undefined);
  while (waiting() && wallClock() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

process.on("message", (command: LiveClientsCommand) => {
  if (command.kind === "connect") {
    connectAll(command.url, command.tokens, command.clients).then(
      (kinds) => send({ kind: "connected", kinds }),
      (error: unknown) => send({ kind: "failed", message: String(error) }),
    );
  } else if (command.kind === "await") {
    settle(command.incidentId, command.clientKind, command.timeoutMs).then(() => send({ kind: "settled" }));
  } else if (command.kind === "collect") {
    send({ kind: "received", byClient: received });
  } else {
    for (const socket of sockets) socket.close();
    process.exit(0);
  }
});
