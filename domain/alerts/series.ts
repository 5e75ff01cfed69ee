/**
 * A target's data of one package as two columns, sorted by time: what the evaluator reads. Columns
 * rather than an object per point, because an import hands over every point of the watched variables
 * (hundreds of thousands): kept as objects they outlive the young generation and the collector copies
 * them, which cost more than evaluating them (profile in docs/alerts.md, "Cost in the import").
 */
export interface Series {
  readonly t: Float64Array;
  readonly v: Float64Array;
}

export const EMPTY_SERIES: Series = { t: new Float64Array(0), v: new Float64Array(0) };

/** Points as a series, sorted by time (tests, callers holding a few points). */
export function seriesOf(points: ReadonlyArray<{ t: number; v: number }>): Series {
  const b = new SeriesBuilder(points.length);
  for (const p of points) b.push(p.t, p.v);
  return b.build();
}

/** Appends points in any order; `build` answers them sorted by time (stable for equal times). */
export class SeriesBuilder {
  private t: Float64Array;
  private v: Float64Array;
  private n = 0;
  private sorted = true;

  constructor(capacity = 1024) {
    this.t = new Float64Array(Math.max(16, capacity));
    this.v = new Float64Array(Math.max(16, capacity));
  }

  get length(): number {
    return this.n;
  }

  push(t: number, v: number): void {
    if (this.n === this.t.length) {
      const t2 = new Float64Array(this.n * 2);
      const v2 = new Float64Array(this.n * 2);
      t2.set(this.t);
      v2.set(this.v);
      this.t = t2;
      this.v = v2;
    }
    if (this.n > 0 && t < this.t[this.n - 1]!) this.sorted = false;
    this.t[this.n] = t;
    this.v[this.n] = v;
    this.n++;
  }

  build(): Series {
    const t = this.t.subarray(0, this.n);
    const v = this.v.subarray(0, this.n);
    if (this.sorted) return { t, v };
    const order = Array.from({ length: this.n }, (_, i) => i).sort((a, b) => t[a]! - t[b]! || a - b);
    const st = new Float64Array(this.n);
    const sv = new Float64Array(this.n);
    order.forEach((from, to) => {
      st[to] = t[from]!;
      sv[to] = v[from]!;
    });
    return { t: st, v: sv };
  }
}

/** The distinct values of the times, ascending (the "any data" times of a package). */
export function distinctSorted(times: Float64Array): Float64Array {
  let ordered = true;
  for (let i = 1; i < times.length && ordered; i++) ordered = times[i]! >= times[i - 1]!;
  const source = ordered ? times : Float64Array.from(times).sort();
  let n = 0;
  const out = new Float64Array(source.length);
  for (let i = 0; i < source.length; i++) if (n === 0 || source[i]! !== out[n - 1]) out[n++] = source[i]!;
  return out.subarray(0, n);
}

/** The part of a sorted series with from ≤ t ≤ to (no copy). */
export function withinTimes(series: Series, from: number, to: number): Series {
  let a = 0;
  while (a < series.t.length && series.t[a]! < from) a++;
  let b = a;
  while (b < series.t.length && series.t[b]! <= to) b++;
  return a === 0 && b === series.t.length
    ? series
    : { t: series.t.subarray(a, b), v: series.v.subarray(a, b) };
}
