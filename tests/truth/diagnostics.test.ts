/**
 * The short hidden world of the diagnostics truth suite in CI (issue 30): a bulk carrier on-boarded
 * 11.5 % fouled whose engine ages +3 % on day 40, 75 days every 15 minutes, through the import path
 * and the API (tests/truth/diagnosticsWorld.ts). Asserted: the targets the long-trend, SFOC and
 * data-quality corrections meet. Printed, not asserted (still missed, other corrections): the daily
 * speed loss, the fouling rate, the added fuel and the speed-log calibration.
 */
import { describe, expect, it } from "vitest";
import { runDiagnosticsWorld } from "./diagnosticsWorld.js";
import { SHORT_WORLD } from "./diagnosticsWorlds.js";
import { truthTableMarkdown } from "./table.js";

const ASSERTED = ["long-trend speed status", "SFOC", "rpm trend", "sfoc trend", "data quality"];

describe("diagnostics against a hidden world (short)", () => {
  it("meets the targets of the long trends, the SFOC reference and the data-quality checks", async () => {
    const rows = await runDiagnosticsWorld(SHORT_WORLD);
    console.info(truthTableMarkdown(rows));
    for (const subject of ASSERTED) {
      const of = rows.filter((r) => r.subject === subject);
      expect(of.length, subject).toBeGreaterThan(0);
      for (const r of of) expect(r.pass, `${r.subject}: ${r.measure} = ${r.value}`).toBe(true);
    }
  }, 120_000);
});
