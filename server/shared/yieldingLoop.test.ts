import { describe, expect, it } from "vitest";
import { mapInSlices, mapWithPauses } from "./yieldingLoop.js";

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

  it("lets a timer run inside a long item that pauses between its steps", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    // One item of 60 ms in six steps: without its pauses the timer could not fire until the item ended.
    const [ticksDuringItem] = await mapInSlices(
      [0],
      async (_, __, pause) => {
        const before = ticks;
        for (let step = 0; step < 6; step++) {
          busy(10);
          await pause();
        }
        return ticks - before;
      },
      5,
    );
    clearInterval(timer);
    expect(ticksDuringItem).toBeGreaterThanOrEqual(4);
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

describe("mapInSlices, several at once", () => {
  it("runs one loop's slice at a time, with a turn of the event loop between slices", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const loop = () =>
      mapInSlices(
        Array.from({ length: 6 }, (_, i) => i),
        async () => busy(6),
        5,
      );
    await Promise.all([loop(), loop(), loop(), loop()]);
    clearInterval(timer);
    // 24 slices of 6 ms, each followed by a turn of the loop: the timer ran between every two (four
    // loops yielding together without turns would run four slices per turn, about 6 ticks).
    expect(ticks).toBeGreaterThanOrEqual(15);
  });

  it("lets a loop that starts while another is between two slices wait for its turn", async () => {
    // The event loop's turns, counted by an immediate that queues itself again (one per turn).
    let turn = 0;
    let counting = true;
    const count = () => {
      turn++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const turnsOfItems: number[] = [];
    const loop = () =>
      mapInSlices(
        Array.from({ length: 5 }, (_, i) => i),
        () => {
          busy(2);
          turnsOfItems.push(turn);
        },
        1,
      );
    // The first loop runs its first item at once and pauses; the second starts before it resumes.
    const first = loop();
    const second = loop();
    await Promise.all([first, second]);
    counting = false;
    // Every slice (one item here) in a turn of its own: none ran beside another loop's in the same turn.
    expect(new Set(turnsOfItems).size).toBe(turnsOfItems.length);
  });

  it("passes the turn on when a loop's work throws", async () => {
    await expect(
      mapInSlices([1], () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await mapInSlices([1, 2], (x) => x * 2)).toEqual([2, 4]);
  });
});

describe("mapWithPauses (a light request's loop)", () => {
  it("maps in order", async () => {
    expect(await mapWithPauses([1, 2, 3], async (x, i) => x * 10 + i)).toEqual([10, 21, 32]);
  });

  it("lets a timer run between slices of synchronous work", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await mapWithPauses(
      Array.from({ length: 10 }, (_, i) => i),
      () => busy(5),
      5,
    );
    clearInterval(timer);
    // 50 ms of work paused after every item: the timer fired between them, not once at the end.
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it("does not queue behind the turns of fleet-wide loops", async () => {
    let fleetItems = 0;
    const fleetLoop = () =>
      mapInSlices(
        Array.from({ length: 10 }, (_, i) => i),
        () => {
          busy(3);
          fleetItems++;
        },
        3,
      );
    const fleet = Promise.all([fleetLoop(), fleetLoop(), fleetLoop(), fleetLoop()]);
    let fleetItemsBeforeLight = -1;
    await mapWithPauses([0, 1, 2, 3], () => busy(2), 1).then(() => {
      fleetItemsBeforeLight = fleetItems;
    });
    await fleet;
    // Four pauses, one fleet-wide slice (one item) at each: taking turns with the four loops instead would
    // have let about four of their slices run at each pause (16 items).
    expect(fleetItemsBeforeLight).toBeLessThanOrEqual(8);
  });
});
