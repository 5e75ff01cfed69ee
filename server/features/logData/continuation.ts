import { GRANULARITIES, type Granularity } from "../../../domain/logdata/granularity.js";
import { ValidationError } from "../../../domain/shared/errors.js";
import type { DateTimeFormat } from "./query.js";

/**
 * Everything needed to fetch the next page of a log data answer. The client sends it back as the
 * `continuationFilter` query parameter (alone or with the original parameters, which it replaces).
 */
export interface Continuation {
  /** Per variable still to fetch: the last bucket time already answered. */
  after: Array<[variableId: number, after: number]>;
  from: number;
  to: number;
  granularity: Granularity;
  format: DateTimeFormat;
  pageSize: number;
  unitName?: string | undefined;
  minValue?: number | undefined;
  maxValue?: number | undefined;
  filterOutliers: boolean;
}

export const CONTINUATION_MESSAGE = "The continuationFilter is not valid; start the query again.";

export const encodeContinuation = (c: Continuation): string =>
  Buffer.from(JSON.stringify(c), "utf8").toString("base64url");

export function decodeContinuation(token: string): Continuation {
  try {
    const c = JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as Continuation;
    const valid =
      Array.isArray(c.after) &&
      c.after.every((a) => Array.isArray(a) && a.every(Number.isSafeInteger)) &&
      Number.isSafeInteger(c.from) &&
      Number.isSafeInteger(c.to) &&
      GRANULARITIES.includes(c.granularity) &&
      (c.format === "Iso" || c.format === "UnixEpochMs") &&
      Number.isSafeInteger(c.pageSize) &&
      c.pageSize > 0;
    if (valid) return c;
  } catch {}
  throw new ValidationError(CONTINUATION_MESSAGE);
}
