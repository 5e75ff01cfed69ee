import type pg from "pg";
import { type PgPoolName, trackPoolUse } from "./pgConnections.js";

const SLOTS = 3;
const REPORT_EVERY_MS = 250;

/**
 * What a worker thread's PostgreSQL pools hold (total, idle, waiting per pool), in memory the thread writes
 * (`reportThreadPools`) and the server's thread reads: counted in this process's `pgPoolUse()` (/metrics)
 * under each pool's name while `isOpen()` holds.
 */
export function sharedPoolUse(names: readonly PgPoolName[], isOpen: () => boolean): Int32Array {
  const use = new Int32Array(new SharedArrayBuffer(SLOTS * names.length * Int32Array.BYTES_PER_ELEMENT));
  for (const [i, name] of names.entries())
    trackPoolUse(name, () =>
      isOpen()
        ? {
            total: Atomics.load(use, SLOTS * i),
            idle: Atomics.load(use, SLOTS * i + 1),
            waiting: Atomics.load(use, SLOTS * i + 2),
          }
        : null,
    );
  return use;
}

/**
 * In a worker thread: writes what its pools hold into `use` (from `sharedPoolUse`, same names in the same
 * order) every 250 ms. `poolsOf(name)` answers the pools open under that name. Answers the stop, which
 * writes zeros.
 */
export function reportThreadPools(
  use: Int32Array,
  names: readonly PgPoolName[],
  poolsOf: (name: PgPoolName) => Promise<readonly pg.Pool[]>,
): () => void {
  const timer = setInterval(async () => {
    for (const [i, name] of names.entries()) {
      let [total, idle, waiting] = [0, 0, 0];
      for (const pool of await poolsOf(name)) {
        if (pool.ending) continue;
        total += pool.totalCount;
        idle += pool.idleCount;
        waiting += pool.waitingCount;
      }
      Atomics.store(use, SLOTS * i, total);
      Atomics.store(use, SLOTS * i + 1, idle);
      Atomics.store(use, SLOTS * i + 2, waiting);
    }
  }, REPORT_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    use.fill(0);
  };
}
