import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import {
  createPool,
  DEFAULT_PG_CONNECTIONS,
  MIN_PG_CONNECTIONS,
  PG_POOLS,
  type PgPoolName,
  pgPoolUse,
  planConnections,
} from "./pgConnections.js";

const sum = (plan: Record<string, number>) => Object.values(plan).reduce((a, b) => a + b, 0);

describe("the PostgreSQL connection budget", () => {
  it("gives every pool its minimum, and the budget adds up exactly, for any budget from the minimum up", () => {
    for (let budget = MIN_PG_CONNECTIONS; budget <= 200; budget++) {
      const plan = planConnections(budget);
      expect(sum(plan)).toBe(budget);
      for (const [name, spec] of Object.entries(PG_POOLS))
        expect(plan[name as PgPoolName]).toBeGreaterThanOrEqual(spec.min);
    }
  });

  it("keeps the dedicated connections and the import thread at their minimum; the event store gets the most", () => {
    const plan = planConnections(DEFAULT_PG_CONNECTIONS);
    expect(plan["eventstore-listener"]).toBe(1);
    expect(plan.roles).toBe(1);
    expect(plan["import-thread"]).toBe(2);
    expect(Math.max(...Object.values(plan))).toBe(plan.eventstore);
    expect(planConnections(MIN_PG_CONNECTIONS)).toEqual(
      Object.fromEntries(Object.entries(PG_POOLS).map(([name, spec]) => [name, spec.min])),
    );
  });

  it("grows no pool when the budget grows", () => {
    for (let budget = MIN_PG_CONNECTIONS; budget < 200; budget++) {
      const [a, b] = [planConnections(budget), planConnections(budget + 1)];
      for (const name of Object.keys(PG_POOLS) as PgPoolName[])
        expect(b[name]).toBeGreaterThanOrEqual(a[name]);
    }
  });

  it("refuses a budget below every pool's minimum, saying the minimum (and so does the configuration)", () => {
    expect(() => planConnections(MIN_PG_CONNECTIONS - 1)).toThrow(`at least ${MIN_PG_CONNECTIONS}`);
    expect(() => loadConfig({ PG_MAX_CONNECTIONS: String(MIN_PG_CONNECTIONS - 1) })).toThrow(
      `PG_MAX_CONNECTIONS must be at least ${MIN_PG_CONNECTIONS}`,
    );
    expect(() => loadConfig({ PG_MAX_CONNECTIONS: "twenty" })).toThrow(/PG_MAX_CONNECTIONS/);
    expect(loadConfig({}).PG_MAX_CONNECTIONS).toBe(DEFAULT_PG_CONNECTIONS);
    expect(loadConfig({ PG_MAX_CONNECTIONS: String(MIN_PG_CONNECTIONS) }).PG_MAX_CONNECTIONS).toBe(
      MIN_PG_CONNECTIONS,
    );
  });

  it("names every pool keelson-<pool> and counts a pool in the process's use until it ends", async () => {
    for (const [name, spec] of Object.entries(PG_POOLS)) expect(spec.applicationName).toBe(`keelson-${name}`);
    // No server on the other end: the pool connects lazily, so nothing is opened here.
    const pool = createPool("blobs", "postgres://nobody@127.0.0.1:1/none", { max: 3 });
    expect(pool.options.max).toBe(3);
    expect(pool.options.application_name).toBe("keelson-blobs");
    expect(pgPoolUse().get("blobs")).toEqual({ total: 0, idle: 0, waiting: 0 });
    await pool.end();
    expect(pgPoolUse().has("blobs")).toBe(false);
  });

  it("is written down in docs/operations.md as it is: every pool, its minimum, weight and size at each budget shown", () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/operations.md"), "utf8");
    const section = doc.slice(doc.indexOf("### PostgreSQL connections"));
    const header = section.split("\n").find((line) => line.startsWith("| Pool (`application_name`)"))!;
    const budgets = header
      .split("|")
      .slice(4, -2)
      .map((cell) => Number.parseInt(cell.trim(), 10));
    expect(budgets).toContain(DEFAULT_PG_CONNECTIONS);
    expect(budgets).toContain(MIN_PG_CONNECTIONS);
    const rows = section
      .split("\n")
      .filter((line) => /^\| `keelson-/.test(line))
      .map((line) => line.split("|").map((cell) => cell.trim()));
    expect(rows.map((cells) => cells[1])).toEqual(
      Object.values(PG_POOLS).map((p) => `\`${p.applicationName}\``),
    );
    for (const [i, [name, spec]] of Object.entries(PG_POOLS).entries()) {
      const cells = rows[i]!;
      expect(cells.slice(2, 4).map(Number), name).toEqual([spec.min, spec.weight]);
      expect(cells.slice(4, 4 + budgets.length).map(Number), name).toEqual(
        budgets.map((budget) => planConnections(budget)[name as PgPoolName]),
      );
    }
    expect(section).toContain(`default ${DEFAULT_PG_CONNECTIONS}, at least ${MIN_PG_CONNECTIONS}`);
  });
});
