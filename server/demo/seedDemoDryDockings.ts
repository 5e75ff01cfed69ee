import { randomUUID } from "node:crypto";
import { hullPerformanceAggregate, recordIso19030Event } from "../../domain/hullPerformance/events.js";
import { DAY_MS } from "../../domain/simulator/simulateDay.js";
import { execute } from "../commands/execute.js";
import { type AppContext, systemMetadata } from "../context.js";
import { demoSimulations } from "./demoSimulations.js";

/**
 * The demo vessels' dry dockings of the last eleven years as ISO 19030 events, taken from the very
 * simulations their data comes from (demoSimulations.ts: the trade and the voyage log), so the dockings
 * the hull-performance pages list are the ones the data shows. Seeded after the demo voyages.
 */
export async function seedDemoDryDockings(ctx: AppContext): Promise<void> {
  const metadata = systemMetadata(`demo-dockings-${randomUUID()}`);
  const now = ctx.now().getTime();
  for (const { demo, vesselId, simulation } of await demoSimulations(ctx, now)) {
    if (!demo.hullPerformance) continue;
    const { plan } = simulation;
    for (const end of plan.cleanings.slice(1).filter((t) => t <= now && t > now - 11 * 365 * DAY_MS)) {
      const dock = plan.segments.find((s) => s.kind === "port" && s.dryDock && s.end === end);
      const start = dock ? dock.start : end - 18 * DAY_MS;
      await execute(
        ctx,
        hullPerformanceAggregate,
        vesselId,
        (s) =>
          recordIso19030Event(s, {
            vesselId,
            eventId: randomUUID(),
            fields: {
              eventType: "DryDocking",
              startTime: new Date(start).toISOString(),
              endTime: new Date(end).toISOString(),
              description: "Dry docking: hull cleaned and repainted, speed log recalibrated.",
            },
          }),
        { metadata },
      );
    }
  }
}
