import { createHmac, timingSafeEqual } from "node:crypto";
import { GRANULARITIES, type Granularity } from "../../../domain/logdata/granularity.js";
import { ValidationError } from "../../../domain/shared/errors.js";
import type { DateTimeFormat } from "./query.js";

/**
 * Everything needed to fetch the next page of a log data answer. The client sends it back as the
 * `continuationFilter` query parameter (alone or with the original parameters, which it replaces).
 */
export interface Continuation {
  /** The user the query was answered for: a token is not valid for anybody else. */
  userId: string;
  /** Every variable the query asked for, in the order asked. */
  variableIds: number[];
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
  /** Buckets of `granularity` merged into one answered bucket (maxPoints; absent: 1). */
  merge?: number | undefined;
  /** Answer series as columns (format=columns, domain/logdata/seriesColumns.ts). */
  columns?: boolean | undefined;
}

export const CONTINUATION_MESSAGE = "The continuationFilter is not valid; start the query again.";

const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every(Number.isSafeInteger);
const isOptionalNumber = (v: unknown) => v === undefined || (typeof v === "number" && Number.isFinite(v));

/** The shape of a decoded token; the limits are checked by the caller on every page, token or not. */
const isContinuation = (c: Partial<Continuation> | null): c is Continuation =>
  typeof c === "object" &&
  c !== null &&
  typeof c.userId === "string" &&
  isIdList(c.variableIds) &&
  Array.isArray(c.after) &&
  c.after.every((a) => Array.isArray(a) && a.length === 2 && isIdList(a)) &&
  Number.isSafeInteger(c.from) &&
  Number.isSafeInteger(c.to) &&
  GRANULARITIES.includes(c.granularity as Granularity) &&
  (c.format === "Iso" || c.format === "UnixEpochMs") &&
  Number.isSafeInteger(c.pageSize) &&
  (c.unitName === undefined || typeof c.unitName === "string") &&
  isOptionalNumber(c.minValue) &&
  isOptionalNumber(c.maxValue) &&
  typeof c.filterOutliers === "boolean" &&
  (c.columns === undefined || typeof c.columns === "boolean") &&
  (c.merge === undefined || (Number.isSafeInteger(c.merge) && c.merge >= 1));

/**
 * Continuation tokens are `<payload>.<HMAC-SHA256 of the payload>` (base64url), keyed by a key
 * derived from the server's signing secret. A token the server did not write, or one written for
 * another user, answers 400: a client cannot widen the window, the page size or the granularity.
 */
export function continuationCodec(secret: string) {
  const key = createHmac("sha256", secret).update("keelson/log-data/continuationFilter/v1").digest();
  const mac = (payload: string) => createHmac("sha256", key).update(payload).digest();

  return {
    encode(c: Continuation): string {
      const payload = Buffer.from(JSON.stringify(c), "utf8").toString("base64url");
      return `${payload}.${mac(payload).toString("base64url")}`;
    },

    /** The query a token carries, when this server signed it for this user; else 400. */
    decode(token: string, userId: string): Continuation {
      const [payload, signature, extra] = token.split(".");
      if (payload && signature && extra === undefined) {
        const given = Buffer.from(signature, "base64url");
        const expected = mac(payload);
        if (given.length === expected.length && timingSafeEqual(given, expected)) {
          try {
            const c = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<Continuation>;
            if (isContinuation(c) && c.userId === userId) return c;
          } catch {}
        }
      }
      throw new ValidationError(CONTINUATION_MESSAGE);
    },
  };
}

export type ContinuationCodec = ReturnType<typeof continuationCodec>;
