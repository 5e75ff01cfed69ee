import { describe, expect, it } from "vitest";
import type { DataQualityState } from "../../projections/dataQuality/dataQuality.js";
import type {
  IntervalStatistics,
  RecentWindow,
  SeriesPoint,
  SeriesQuery,
  TimeSeriesStore,
} from "../timeseries/TimeSeriesStore.js";
import { deletionIndex, type Span, withExclusions } from "./exclusions.js";

const MIN = 60_000;
const HOUR = 60 * MIN;
/** Variable 1: one reading a minute for 3 hours, 10 + minute of the hour; a spike of 99 at 01:30. */
const raw = Array.from({ length: 180 }, (_, i) => ({ t: i * MIN, v: i === 90 ? 99 : 10 + (i % 60) }));

const point = (t: number, vs: number[]): SeriesPoint => ({
  t,
  avg: vs.reduce((a, b) => a + b, 0) / vs.length,
  min: Math.min(...vs),
  max: Math.max(...vs),
  sum: vs.reduce((a, b) => a + b, 0),
  count: vs.length,
  first: vs[0]!,
  last: vs[vs.length - 1]!,
});

const fake = {
  calls: 0,
  async series(q: SeriesQuery) {
    fake.calls++;
    const inWindow = raw.filter((p) => p.t >= q.from && p.t <= q.to);
    if (q.granularity === "Raw")
      return { points: inWindow.map((p) => point(p.t, [p.v])).slice(0, q.limit), nextAfter: null };
    const hours = new Map<number, number[]>();
    for (const p of inWindow) {
      const h = Math.floor(p.t / HOUR) * HOUR;
      hours.set(h, [...(hours.get(h) ?? []), p.v]);
    }
    return { points: [...hours].map(([t, vs]) => point(t, vs)), nextAfter: null };
  },
  async statistics(ids: readonly number[], from: number, to: number): Promise<IntervalStatistics[]> {
    fake.calls++;
    const vs = raw.filter((p) => p.t >= from && p.t <= to);
    const s = vs.length
      ? point(
          from,
          vs.map((p) => p.v),
        )
      : null;
    return ids.map((variableId) => ({
      variableId,
      count: s?.count ?? 0,
      sum: s?.sum ?? 0,
      avg: s?.avg ?? null,
      min: s?.min ?? null,
      max: s?.max ?? null,
      first: vs[0] ?? null,
      last: vs[vs.length - 1] ?? null,
    }));
  },
  async recentRaw(ids: readonly number[], { withinMs }: RecentWindow) {
    const newest = raw[raw.length - 1]!.t;
    const recent = raw.filter((p) => p.t >= newest - withinMs);
    return new Map(ids.map((id) => [id, recent.map((p) => ({ ...p }))]));
  },
} as unknown as TimeSeriesStore & { calls: number };

const store = (spans: Span[]) =>
  withExclusions(fake, (id, from, to) => (id === 1 ? spans.filter(([a, b]) => b >= from && a <= to) : []));

describe("withExclusions", () => {
  it("passes a query through untouched when nothing is excluded", async () => {
    const q: SeriesQuery = { variableId: 1, from: 0, to: 3 * HOUR, granularity: "Hour", limit: 10 };
    expect(await store([]).series(q)).toEqual(await fake.series(q));
    expect(await store([]).statistics([1], 0, 3 * HOUR)).toEqual(await fake.statistics([1], 0, 3 * HOUR));
  });

  it("leaves deleted raw readings out and recomputes only the rolled-up buckets holding one", async () => {
    const spike: Span[] = [[90 * MIN, 90 * MIN]];
    const rawPage = await store(spike).series({
      variableId: 1,
      from: 0,
      to: 3 * HOUR,
      granularity: "Raw",
      limit: 1000,
    });
    expect(rawPage.points.length).toBe(179);
    expect(rawPage.points.some((p) => p.avg === 99)).toBe(false);
    const hours = (
      await store(spike).series({ variableId: 1, from: 0, to: 3 * HOUR, granularity: "Hour", limit: 10 })
    ).points;
    expect(hours.map((h) => h.max)).toEqual([69, 69, 69]);
    expect(hours[1]).toMatchObject({ count: 59, min: 10, first: 10, last: 69 });
    expect(hours[1]!.avg).toBeCloseTo((39.5 * 60 - 40) / 59, 9);
    expect(hours[0]).toEqual(
      point(
        0,
        raw.slice(0, 60).map((p) => p.v),
      ),
    );
  });

  it("drops a bucket left empty and combines statistics around deleted spans", async () => {
    const hourOne: Span[] = [[HOUR, 2 * HOUR - 1]];
    const hours = (
      await store(hourOne).series({ variableId: 1, from: 0, to: 3 * HOUR, granularity: "Hour", limit: 10 })
    ).points;
    expect(hours.map((h) => h.t)).toEqual([0, 2 * HOUR]);
    const [s] = await store([[90 * MIN, 90 * MIN]]).statistics([1], 0, 3 * HOUR);
    expect(s).toMatchObject({ count: 179, max: 69, min: 10, first: { t: 0, v: 10 } });
  });

  it("leaves deleted readings out of a variable's recent raw readings, and only that variable's", async () => {
    const recent = await store([[170 * MIN, 175 * MIN]]).recentRaw([1, 2], {
      withinMs: 20 * MIN,
      limit: 1000,
      denseWithinMs: MIN,
    });
    expect(recent.get(1)!.map((p) => p.t / MIN)).toEqual([
      159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 176, 177, 178, 179,
    ]);
    expect(recent.get(2)).toHaveLength(21);
  });

  it("indexes the Deletes in force per variable, merged, and keeps the index while the state is unchanged", () => {
    const action = (id: string, variable: number, from: string, to: string, kind = "Delete") => ({
      id,
      action: kind,
      featureName: "Speed Through Water",
      logVariableId: variable,
      from,
      to,
      reason: "",
      recordedBy: "u",
      recordedAt: from,
    });
    const state = {
      byVesselId: {
        v: {
          outageThresholdMinutes: null,
          actions: {
            a: action("a", 7, "2025-01-01T00:00:00Z", "2025-01-01T01:00:00Z"),
            b: action("b", 7, "2025-01-01T00:30:00Z", "2025-01-01T02:00:00Z"),
            c: action("c", 7, "2025-01-02T00:00:00Z", "2025-01-02T00:00:00Z", "Acknowledge"),
          },
        },
      },
    } as unknown as DataQualityState;
    const index = deletionIndex(state);
    expect(index.get(7)).toEqual([[Date.parse("2025-01-01T00:00:00Z"), Date.parse("2025-01-01T02:00:00Z")]]);
    expect(deletionIndex(state)).toBe(index);
  });
});
