import { describe, expect, it } from "vitest";
import { run } from "./alarms.truth.js";
import { truthTableMarkdown } from "./table.js";

describe("alarms against injected events (npm run truth, short world)", () => {
  it("finds every sustained event, none from spikes, at the right times, whatever the delivery order", async () => {
    const rows = await run({ short: true });
    const missed = rows.filter((row) => row.pass === false);
    expect(missed, truthTableMarkdown(missed)).toEqual([]);
    expect(rows.some((row) => row.measure === "recall (events longer than sustained)")).toBe(true);
  }, 60_000);
});
