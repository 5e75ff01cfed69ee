import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A stand-in for socket.io-client's socket: the test fires its connection events. */
class FakeSocket {
  readonly listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  active = true;
  on(event: string, listener: (...args: unknown[]) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  off(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
  removeAllListeners() {
    this.listeners.clear();
  }
  connect() {}
  disconnect() {}
}

const sockets: FakeSocket[] = [];
vi.mock("socket.io-client", () => ({
  io: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));
vi.stubGlobal("window", { setTimeout, clearTimeout });

const { connectLive, disconnectLive, onLiveEvent } = await import("./liveSocket");

describe("live channel reconnects", () => {
  beforeEach(() => {
    sockets.length = 0;
  });
  afterEach(() => disconnectLive());

  it("has every subscriber read again what it shows each time the channel connects, pushes meanwhile lost", () => {
    const notes = vi.fn();
    const files = vi.fn();
    const pushed = vi.fn();
    const offNotes = onLiveEvent("notes", pushed, notes);
    onLiveEvent("vesselFiles", () => undefined, files);
    connectLive({});
    const socket = sockets[0]!;
    socket.fire("connect");
    expect([notes.mock.calls.length, files.mock.calls.length]).toEqual([1, 1]);

    socket.fire("notes", { vesselId: "v1" });
    expect(pushed).toHaveBeenCalledWith({ vesselId: "v1" });
    socket.fire("disconnect", "transport close");
    socket.fire("connect");
    expect([notes.mock.calls.length, files.mock.calls.length]).toEqual([2, 2]);

    offNotes();
    socket.fire("disconnect", "transport close");
    socket.fire("connect");
    expect([notes.mock.calls.length, files.mock.calls.length]).toEqual([2, 3]);
  });

  it("reads again on the first connection of a new socket (a company switch) too", () => {
    const resync = vi.fn();
    const off = onLiveEvent("announcements", () => undefined, resync);
    connectLive({});
    connectLive({});
    expect(sockets).toHaveLength(2);
    sockets[1]!.fire("connect");
    expect(resync).toHaveBeenCalledTimes(1);
    off();
  });
});
