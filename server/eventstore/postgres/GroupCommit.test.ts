import { describe, expect, it } from "vitest";
import { BatchRolledBack, type GroupCommitOutcome, GroupCommitQueue } from "./GroupCommit.js";

interface Item {
  key: string;
  size: number;
  label: string;
}

function item(key: string, label = key, size = 1): Item {
  return { key, size, label };
}

/** A queue whose commit records each batch and answers every item with its label, after a tick. */
function recordingQueue(
  answer: (batch: readonly Item[]) => Array<GroupCommitOutcome<string>> | Error = (batch) =>
    batch.map((i) => ({ value: i.label })),
  limits = { maxItems: 64, maxSize: 1000 },
) {
  const batches: string[][] = [];
  const queue = new GroupCommitQueue<Item, string>(async (batch) => {
    batches.push(batch.map((i) => i.label));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const result = answer(batch);
    if (result instanceof Error) throw result;
    return result;
  }, limits);
  return { queue, batches };
}

describe("GroupCommitQueue", () => {
  it("commits concurrent submissions in one batch, in arrival order", async () => {
    const { queue, batches } = recordingQueue();
    const results = await Promise.all(["a", "b", "c"].map((key) => queue.submit(item(key))));
    expect(results).toEqual(["a", "b", "c"]);
    expect(batches).toEqual([["a", "b", "c"]]);
  });

  it("gathers what arrives during a commit into the next batch", async () => {
    const { queue, batches } = recordingQueue();
    const first = queue.submit(item("a"));
    await new Promise((resolve) => setTimeout(resolve, 1)); // the first batch is in flight
    const later = ["b", "c", "d"].map((key) => queue.submit(item(key)));
    await Promise.all([first, ...later]);
    expect(batches).toEqual([["a"], ["b", "c", "d"]]);
  });

  it("never puts two items of one key in a batch, and keeps their order", async () => {
    const { queue, batches } = recordingQueue();
    await Promise.all([
      queue.submit(item("s", "s1")),
      queue.submit(item("t", "t1")),
      queue.submit(item("s", "s2")),
      queue.submit(item("u", "u1")),
      queue.submit(item("s", "s3")),
    ]);
    expect(batches).toEqual([["s1", "t1", "u1"], ["s2"], ["s3"]]);
  });

  it("respects the item and size limits; an oversized item goes alone", async () => {
    const { queue, batches } = recordingQueue(undefined, { maxItems: 2, maxSize: 10 });
    await Promise.all([
      queue.submit(item("a", "a", 4)),
      queue.submit(item("b", "b", 4)),
      queue.submit(item("c", "c", 4)),
      queue.submit(item("d", "d", 50)),
      queue.submit(item("e", "e", 1)),
    ]);
    expect(batches).toEqual([["a", "b"], ["c", "e"], ["d"]]);
  });

  it("hands each item its own outcome", async () => {
    const { queue } = recordingQueue((batch) =>
      batch.map((i) => (i.label === "bad" ? { error: new Error("no") } : { value: i.label })),
    );
    const outcomes = await Promise.allSettled([queue.submit(item("ok")), queue.submit(item("bad"))]);
    expect(outcomes[0]).toEqual({ status: "fulfilled", value: "ok" });
    expect(outcomes[1]).toMatchObject({ status: "rejected", reason: { message: "no" } });
  });

  it("retries a rolled-back batch one item at a time, so only the culprit fails", async () => {
    const poison = new Error("poison");
    const { queue, batches } = recordingQueue((batch) =>
      batch.some((i) => i.label === "bad")
        ? new BatchRolledBack(poison)
        : batch.map((i) => ({ value: i.label })),
    );
    const outcomes = await Promise.allSettled(["a", "bad", "c"].map((key) => queue.submit(item(key))));
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBe(poison);
    expect(batches).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
  });

  it("rejects every item of a batch whose commit failed after it was sent", async () => {
    const lost = new Error("connection lost during COMMIT");
    const { queue, batches } = recordingQueue(() => lost);
    const outcomes = await Promise.allSettled(["a", "b"].map((key) => queue.submit(item(key))));
    expect(outcomes.map((o) => (o as PromiseRejectedResult).reason)).toEqual([lost, lost]);
    expect(batches).toHaveLength(1);
  });

  it("idle() waits for queued and running batches", async () => {
    const { queue } = recordingQueue();
    await queue.idle();
    let done = 0;
    for (const key of ["a", "b", "a"]) void queue.submit(item(key)).then(() => done++);
    await queue.idle();
    expect(done).toBe(3);
  });
});
