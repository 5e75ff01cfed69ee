import { trueWindSpeed } from "../hullPerformance/iso19030.js";

/** One bucket of a rolled-up series (the time-series store's hourly point), already in the unit named. */
export interface BucketMean {
  t: number;
  avg: number;
  min: number;
  max: number;
  first: number;
}

/** The series a leg is judged on, hourly, each in the unit its name says. */
export interface SliceSeries {
  /** Speed through water, the curve's x, knots. */
  stwKn: readonly BucketMean[];
  /** The consumer the curve covers (its y), t/day. */
  consumerTonnesPerDay: readonly BucketMean[];
  relativeWindKn: readonly BucketMean[];
  /** Off the bow, degrees. */
  relativeWindDeg: readonly BucketMean[];
  /** Ship speed for the true wind: over ground when logged, else through water. */
  sogKn: readonly BucketMean[];
  draftForeM: readonly BucketMean[];
  draftAftM: readonly BucketMean[];
}

/** One hour of a leg's log: the means of that hour, null where a series has no reading in it. */
export interface LogSlice {
  t: number;
  hours: number;
  stwKn: number | null;
  consumerTonnesPerDay: number | null;
  trueWindKn: number | null;
  draftM: number | null;
}

/**
 * A direction's hourly mean is meaningless when the hour's readings cross north (350° and 10° average
 * to 180°): then the hour's first reading stands for it.
 */
const directionOf = (b: BucketMean): number => (b.max - b.min > 180 ? b.first : b.avg);

/** Joins hourly series on their bucket start into one slice per hour that any of them has. */
export function hourSlices(series: SliceSeries, bucketMs: number): LogSlice[] {
  const at = (list: readonly BucketMean[]) => new Map(list.map((b) => [b.t, b]));
  const stw = at(series.stwKn);
  const fuel = at(series.consumerTonnesPerDay);
  const windSpeed = at(series.relativeWindKn);
  const windAngle = at(series.relativeWindDeg);
  const sog = at(series.sogKn);
  const fore = at(series.draftForeM);
  const aft = at(series.draftAftM);
  const times = [
    ...new Set([stw, fuel, windSpeed, windAngle, sog, fore, aft].flatMap((m) => [...m.keys()])),
  ].sort((a, b) => a - b);
  return times.map((t) => {
    const speed = stw.get(t)?.avg ?? null;
    const ship = sog.get(t)?.avg ?? speed;
    const ws = windSpeed.get(t);
    const wa = windAngle.get(t);
    const f = fore.get(t);
    const a = aft.get(t);
    return {
      t,
      hours: bucketMs / 3_600_000,
      stwKn: speed,
      consumerTonnesPerDay: fuel.get(t)?.avg ?? null,
      trueWindKn: ws && wa && ship !== null ? trueWindSpeed(ws.avg, directionOf(wa), ship) : null,
      draftM: f && a ? (f.avg + a.avg) / 2 : (f?.avg ?? a?.avg ?? null),
    };
  });
}
