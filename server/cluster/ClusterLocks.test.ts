import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../shared/logger.js";
import { type ClusterLocks, clusterMutex, LocalLocks, PostgresLocks } from "./ClusterLocks.js";

const url = process.env.TEST_DATABASE_URL;
const logger = createLogger("silent");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("cluster locks on the embedded store (one process)", () => {
  it("holds every role and serialises work per key", async () => {
    const locks = new LocalLocks();
    expect(await locks.holds("alert-timers")).toBe(true);
    const order: string[] = [];
    await Promise.all([
      locks.exclusive("k", async () => {
        order.push("a start");
        await sleep(20);
        order.push("a end");
      }),
      locks.exclusive("k", async () => {
        order.push("b");
      }),
    ]);
    expect(order).toEqual(["a start", "a end", "b"]);
  });
});

describe.skipIf(!url)("cluster locks on PostgreSQL (processes played by separate lock sets)", () => {
  // A schema of its own, so parallel runs of this file (or other helpers) never share a lock.
  const schema = `locks_${process.pid}_${Date.now()}`;
  const opened: ClusterLocks[] = [];
  const open = () => {
    const locks = new PostgresLocks(url!, schema, logger);
    opened.push(locks);
    return locks;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((l) => l.close()));
  });

  it("gives a role to one process, and to another as soon as the holder's connection ends", async () => {
    const [a, b] = [open(), open()];
    expect(await a.holds("alert-timers")).toBe(true);
    expect(await b.holds("alert-timers")).toBe(false);
    expect(await b.isHeld("alert-timers")).toBe(true);
    expect(await b.isHeld("nobody-has-this")).toBe(false);
    await a.close(); // the process dies: PostgreSQL releases its session's locks
    expect(await b.isHeld("alert-timers")).toBe(false);
    expect(await b.holds("alert-timers")).toBe(true);
  });

  it("runs work under one key in one process at a time, across processes", async () => {
    const [a, b] = [open(), open()];
    let inside = 0;
    let most = 0;
    const work = async () => {
      inside++;
      most = Math.max(most, inside);
      await sleep(30);
      inside--;
    };
    await Promise.all([a, b, a, b].map((locks) => locks.exclusive("unique:name", work)));
    expect(most).toBe(1);
    // Different keys do not wait for each other.
    const started = Date.now();
    await Promise.all([a.exclusive("x", () => sleep(200)), b.exclusive("y", () => sleep(200))]);
    expect(Date.now() - started).toBeLessThan(390);
  });

  it("lets a unique rule see the read models caught up first", async () => {
    const calls: string[] = [];
    const mutex = clusterMutex(open(), async () => {
      calls.push("caught up");
    });
    expect(await mutex.run("user-email:x", async () => calls.push("checked") && 7)).toBe(7);
    expect(calls).toEqual(["caught up", "checked"]);
  });
});
