import { ValidationError } from "../shared/errors.js";

/** Data intervals of log data, finest first (spec 3 §5, §9). */
export const GRANULARITIES = ["Raw", "Minute", "Quarter", "Hour", "Day"] as const;
export type Granularity = (typeof GRANULARITIES)[number];

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Bucket length of each rolled-up granularity in milliseconds (interval lengths 1, 15, 60, 1440 minutes). */
export const BUCKET_MS: Record<Exclude<Granularity, "Raw">, number> = {
  Minute: MINUTE_MS,
  Quarter: 15 * MINUTE_MS,
  Hour: 60 * MINUTE_MS,
  Day: DAY_MS,
};

/** The longest window each granularity may serve: Raw 1 day, Minute 2 days, Quarter 14 days, Hour 90 days. */
export const GRANULARITY_LIMIT_MS: Record<Granularity, number> = {
  Raw: DAY_MS,
  Minute: 2 * DAY_MS,
  Quarter: 14 * DAY_MS,
  Hour: 90 * DAY_MS,
  Day: Number.POSITIVE_INFINITY,
};

/** The spec's default data interval for log data. */
export const DEFAULT_GRANULARITY: Granularity = "Minute";

export const GRANULARITY_MESSAGES = {
  unknown: (text: string) => `Unknown granularity "${text}". Use one of ${GRANULARITIES.join(", ")} or Auto.`,
  tooLong: (granularity: Granularity) => {
    const days = GRANULARITY_LIMIT_MS[granularity] / DAY_MS;
    return `${granularity} data is available for windows of at most ${days} day${days === 1 ? "" : "s"}; choose a shorter window or a larger granularity.`;
  },
} as const;

/** Whether a granularity may serve a window of this length. */
export const isGranularityAvailable = (granularity: Granularity, spanMs: number): boolean =>
  spanMs <= GRANULARITY_LIMIT_MS[granularity];

/**
 * The granularity that serves a window: the requested one when the window fits its limit, else the
 * next larger one that fits (spec 3 §4: "when the window grows too long, the next larger interval is
 * chosen automatically"). Without a request, the finest that fits.
 */
export function chooseGranularity(spanMs: number, requested: Granularity = "Raw"): Granularity {
  const start = GRANULARITIES.indexOf(requested);
  for (let i = start; i < GRANULARITIES.length; i++) {
    const candidate = GRANULARITIES[i]!;
    if (isGranularityAvailable(candidate, spanMs)) return candidate;
  }
  return "Day";
}

/**
 * The interval a chart asks for with `maxPoints`: the finest rolled-up interval (Minute or larger, at
 * least the requested one) that is allowed for the window and gives at most `maxPoints` buckets over
 * it. Raw is never chosen this way: its number of points depends on the sampling, not the window. A
 * dashboard graph of 24 hours then reads 96 quarter-hours per series instead of 1,440 raw points
 * (docs/dashboards.md, "Graph interval").
 */
export function granularityForPoints(
  spanMs: number,
  maxPoints: number,
  requested: Granularity | "Auto" = "Auto",
): Granularity {
  const start = Math.max(
    GRANULARITIES.indexOf("Minute"),
    requested === "Auto" ? 0 : GRANULARITIES.indexOf(requested),
  );
  for (let i = start; i < GRANULARITIES.length; i++) {
    const candidate = GRANULARITIES[i] as Exclude<Granularity, "Raw">;
    if (isGranularityAvailable(candidate, spanMs) && Math.ceil(spanMs / BUCKET_MS[candidate]) <= maxPoints) {
      return candidate;
    }
  }
  return "Day";
}

/** Rolled-up levels held in storage, whose buckets may be merged k at a time (Minute is computed from raw). */
const STORED: ReadonlyArray<Exclude<Granularity, "Raw" | "Minute">> = ["Quarter", "Hour", "Day"];

/** An interval that answers maxPoints: a level, and how many of its buckets make one answered bucket. */
export interface PointsInterval {
  granularity: Granularity;
  /** Buckets of `granularity` merged into one (1: none). */
  merge: number;
}

/**
 * The interval that gives between maxPoints / 2 and maxPoints buckets over the window (issue 32: a year
 * chart asked for 1,200 points got 365 days): the level granularityForPoints picks when its bucket count
 * is already in that band; else the coarsest stored level (Quarter, Hour, Day; at least the requested
 * one) whose buckets, merged k at a time, land in it — reading the fewest rows. A window too short for
 * any stored level to reach maxPoints / 2 keeps granularityForPoints' choice (merging minutes would read
 * every raw point).
 */
export function intervalForPoints(
  spanMs: number,
  maxPoints: number,
  requested: Granularity | "Auto" = "Auto",
): PointsInterval {
  const chosen = granularityForPoints(spanMs, maxPoints, requested);
  const buckets = (g: Exclude<Granularity, "Raw">, merge = 1) => Math.ceil(spanMs / (BUCKET_MS[g] * merge));
  const n = buckets(chosen as Exclude<Granularity, "Raw">);
  if (n * 2 >= maxPoints && n <= maxPoints) return { granularity: chosen, merge: 1 };
  const finest = requested === "Auto" ? 0 : GRANULARITIES.indexOf(requested);
  for (const level of [...STORED].reverse()) {
    if (GRANULARITIES.indexOf(level) < finest) break;
    const merge = Math.max(1, Math.ceil(buckets(level) / maxPoints));
    if (buckets(level, merge) * 2 >= maxPoints) return { granularity: level, merge };
  }
  return { granularity: chosen, merge: 1 };
}

/** Reads a granularity as a client writes it (any letter case); "Auto" and blank mean no preference. */
export function parseGranularity(text: string | undefined): Granularity | "Auto" {
  if (text === undefined || text.trim() === "") return DEFAULT_GRANULARITY;
  const wanted = text.trim().toLowerCase();
  if (wanted === "auto") return "Auto";
  const found = GRANULARITIES.find((g) => g.toLowerCase() === wanted);
  if (!found) throw new ValidationError(GRANULARITY_MESSAGES.unknown(text));
  return found;
}

/** Start of the bucket holding `t`. */
export const bucketStart = (t: number, bucketMs: number): number =>
  t - (((t % bucketMs) + bucketMs) % bucketMs);
