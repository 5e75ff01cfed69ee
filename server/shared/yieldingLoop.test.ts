import { describe, expect, it } from "vitest";
import { mapInSlices } from "./yieldingLoop.js";

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe("mapInSlices", () => {
  it("maps in order", async () => {
    expect(await mapInSlices([1, 2, 3], async (x, i) => x * 10 + i)).toEqual([10, 21, 32]);
  });

  it("lets a timer run between slices of synchronous work", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const started = performance.now();
    await mapInSlices(
      Array.from({ length: 20 }, (_, i) => i),
      () => busy(5),
      10,
    );
    clearInterval(timer);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    // 100 ms of work in 10 ms slices: the timer fired between them, not once at the end.
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it("does not yield while the work is quick", async () => {
    let ticked = false;
    setImmediate(() => {
      ticked = true;
    });
    await mapInSlices([1, 2, 3], (x) => x, 1_000);
    expect(ticked).toBe(false);
  });
});
