import { DAY_MS, type VesselSimulation } from "../../domain/simulator/simulateDay.js";
import { refreshStatusOf } from "../../server/features/longTrends/statusStore.js";
import type { TestServer } from "./testServer.js";

/**
 * Writes simulated days of a vessel straight into the time-series store (the API tests of hull
 * performance, long trends and the daily store share this; an upload goes through tests/e2e instead).
 * `shift` moves the times, `value` changes a sample (e.g. more shaft power for a fouled hull).
 */
export async function plantSimulatedDays(
  server: TestServer,
  vesselId: string,
  simulation: VesselSimulation,
  first: number,
  days: number,
  options: {
    stepSeconds?: number;
    shiftMs?: number;
    value?: (variable: string, value: number) => number;
    /** false leaves the vessel's stored status (and the days it folds) as they were. */
    refreshStatus?: boolean;
  } = {},
): Promise<void> {
  const writer = await server.ctx.timeSeries!.beginImport();
  for (let i = 0; i < days; i++) {
    const day = simulation.day(first + i * DAY_MS, { stepSeconds: options.stepSeconds ?? 120 });
    const ids = await writer.defineVariables(vesselId, day.variables);
    await writer.writePoints(
      day.samples.map((s) => ({
        variableId: ids.get(s.variable)!,
        t: s.t + (options.shiftMs ?? 0),
        v: options.value ? options.value(s.variable, s.value) : s.value,
      })),
    );
  }
  await writer.commit();
  // As an import does: the stored status follows the data (server/features/longTrends/statusStore.ts).
  if (options.refreshStatus !== false) await refreshStatusOf(server.ctx, vesselId);
}
