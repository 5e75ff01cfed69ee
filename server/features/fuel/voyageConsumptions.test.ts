import { describe, expect, it } from "vitest";
import type { FlowMeterFuelConsumption } from "../../../domain/fuel/model.js";
import type { FuelEvent } from "../../../domain/fuel/state.js";
import { METER, VESSEL_ID, voyageLog } from "../../../domain/fuel/testFixtures.js";
import type { IntervalStatistics, SeriesPoint, SeriesQuery } from "../../timeseries/TimeSeriesStore.js";
import { consumptionEventsForVoyage, type LogDataSource } from "./voyageConsumptions.js";

const MIN = 60_000;
const at = (hhmm: string) => Date.parse(`2024-03-01T${hhmm}:00.000Z`);

/** A log-data store holding one variable's points (value in the variable's unit) of a vessel. */
function storeWith(
  points: { t: number; v: number }[],
  unit = "t/day",
  vesselId = VESSEL_ID,
): NonNullable<LogDataSource["timeSeries"]> {
  const inRange = (from: number, to: number) => points.filter((p) => p.t >= from && p.t <= to);
  return {
    async variablesByIds(ids) {
      return ids.map((id) => ({ id, unit, vesselId }) as never);
    },
    async series(query: SeriesQuery) {
      const buckets = new Map<number, number[]>();
      for (const p of inRange(query.from, query.to)) {
        const start = p.t - (p.t % (15 * MIN));
        if (query.after === undefined || start > query.after)
          buckets.set(start, [...(buckets.get(start) ?? []), p.v]);
      }
      const all: SeriesPoint[] = [...buckets].map(([t, vs]) => {
        const sum = vs.reduce((a, b) => a + b, 0);
        return {
          t,
          avg: sum / vs.length,
          min: 0,
          max: 0,
          sum,
          count: vs.length,
          first: vs[0]!,
          last: vs.at(-1)!,
        };
      });
      const page = all.slice(0, query.limit);
      return { points: page, nextAfter: all.length > query.limit ? page.at(-1)!.t : null };
    },
    async statistics(ids, from, to) {
      const found = inRange(from, to);
      const vs = found.map((p) => p.v);
      const sum = vs.reduce((a, b) => a + b, 0);
      const stats: IntervalStatistics = {
        variableId: ids[0]!,
        count: vs.length,
        sum,
        avg: vs.length ? sum / vs.length : null,
        min: null,
        max: null,
        first: found[0] ?? null,
        last: found.at(-1) ?? null,
      };
      return [stats];
    },
  };
}

const every5Minutes = (from: string, to: string, v: number) => {
  const points = [];
  for (let t = at(from); t <= at(to); t += 5 * MIN) points.push({ t, v });
  return points;
};
const loggedMeter: FuelEvent = {
  ...METER,
  data: { ...(METER.data as object), fuelMassFlowRateLogVariableId: 7 },
} as FuelEvent;
const rowsOf = (events: FuelEvent[]): FlowMeterFuelConsumption[] =>
  events.flatMap((e) => (e.type === "FlowMeterConsumptionsLoaded" ? e.data.consumptions : []));
const brief = (r: FlowMeterFuelConsumption) => [
  r.startAt.slice(11, 16),
  r.endAt.slice(11, 16),
  r.fuelConsumptionSource,
  r.fuelConsumptionInTon,
];

describe("loading flow-meter consumption from log data on confirmation", () => {
  it("integrates the mass flow where the log has data and leaves the gap to a Manual row", async () => {
    // 24 t/day from 00:00 to 04:00 and from 08:00 to 12:00; nothing in between (the span of a1 is 00:00-12:00).
    const store = storeWith([...every5Minutes("00:00", "04:00", 24), ...every5Minutes("08:00", "12:00", 24)]);
    const events = await consumptionEventsForVoyage(
      { timeSeries: store },
      voyageLog({ extra: [loggedMeter] }),
      "d1",
    );
    const a1 = rowsOf(events).filter((r) => r.vesselEventId === "a1");
    expect(a1.map(brief)).toEqual([
      ["00:00", "04:00", "LogData", 4],
      ["04:00", "08:00", "Manual", 0],
      ["08:00", "12:00", "LogData", 4],
    ]);
  });

  it("converts the variable's unit to tons", async () => {
    const store = storeWith(every5Minutes("00:00", "12:00", 1000), "kg/h");
    const rows = rowsOf(
      await consumptionEventsForVoyage({ timeSeries: store }, voyageLog({ extra: [loggedMeter] }), "d1"),
    );
    expect(rows.find((r) => r.vesselEventId === "a1")).toMatchObject({
      fuelConsumptionSource: "LogData",
      fuelConsumptionInTon: 12,
    });
  });

  it("never reads a variable of another vessel, even if a meter points to one", async () => {
    const store = storeWith(every5Minutes("00:00", "12:00", 24), "t/day", "another-vessel");
    const rows = rowsOf(
      await consumptionEventsForVoyage({ timeSeries: store }, voyageLog({ extra: [loggedMeter] }), "d1"),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => [r.fuelConsumptionSource, r.fuelConsumptionInTon])).toEqual(
      rows.map(() => ["Manual", 0]),
    );
  });

  it("falls back to Manual rows without a log-data store", async () => {
    const rows = rowsOf(await consumptionEventsForVoyage({}, voyageLog({ extra: [loggedMeter] }), "d1"));
    expect(rows.map((r) => r.fuelConsumptionSource)).toEqual(["Manual", "Manual", "Manual", "Manual"]);
  });
});
