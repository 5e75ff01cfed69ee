import { io, type Socket } from "socket.io-client";
import { createStore } from "../store/createStore";

export type LiveStatus = "idle" | "connecting" | "online" | "offline";

/** Connection state of the live channel; the top bar shows an offline indicator while "offline". */
export const liveStatusStore = createStore<LiveStatus>("idle");

let socket: Socket | null = null;
let retryTimer: number | undefined;

/** Listeners registered by features, re-attached to every new socket. */
const handlers = new Map<string, Set<(payload: unknown) => void>>();
/** What each subscriber reads again when the channel connects: pushes sent while it was not are lost. */
const resyncs = new Set<{ resync: () => void }>();

/**
 * Follows a live event while the returned function is not called. `resync` reads again what the
 * pushes would have changed; it runs each time the channel connects (again) after this call, since a
 * push sent while the socket was down, reconnecting or not yet connected is never replayed.
 */
export function onLiveEvent(
  event: string,
  handler: (payload: unknown) => void,
  resync: () => void,
): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler);
  const entry = { resync };
  resyncs.add(entry);
  socket?.on(event, handler);
  return () => {
    set?.delete(handler);
    resyncs.delete(entry);
    socket?.off(event, handler);
  };
}

interface ConnectOptions {
  /** Called when the server refuses the session (connect_error "unauthorized"). */
  onUnauthorized?: () => void;
}

/**
 * Opens the Socket.IO channel (same origin, default path), authenticated by the HttpOnly session
 * cookie the browser sends with the handshake. The server drops it when the session ends.
 */
export function connectLive({ onUnauthorized }: ConnectOptions): void {
  disconnectLive();
  liveStatusStore.set("connecting");
  const next = io({ transports: ["websocket", "polling"] });
  socket = next;
  for (const [event, set] of handlers) for (const handler of set) next.on(event, handler);

  next.on("connect", () => {
    liveStatusStore.set("online");
    for (const entry of [...resyncs]) entry.resync();
  });
  next.on("disconnect", (reason) => {
    liveStatusStore.set("offline");
    // The server drops a socket whose session ended (signed out elsewhere, password or role changed):
    // check the session (a dead one signs out), and reconnect in case this page's session was renewed.
    if (reason === "io server disconnect") {
      onUnauthorized?.();
      window.clearTimeout(retryTimer);
      retryTimer = window.setTimeout(() => {
        if (socket === next) next.connect();
      }, 1_000);
    }
  });
  next.on("connect_error", (error) => {
    liveStatusStore.set("offline");
    // A refusal by the server's middleware is not retried by socket.io itself.
    if (!next.active) {
      if (error.message === "unauthorized") onUnauthorized?.();
      window.clearTimeout(retryTimer);
      retryTimer = window.setTimeout(() => {
        if (socket === next) next.connect();
      }, 10_000);
    }
  });
}

export function disconnectLive(): void {
  window.clearTimeout(retryTimer);
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  }
  liveStatusStore.set("idle");
}
