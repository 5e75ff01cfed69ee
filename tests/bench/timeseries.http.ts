import { z } from "zod";
import { type ColumnBatchPage, columnBatchPageSchema } from "../../domain/logdata/seriesColumns.js";

/**
 * Keelson's answers to the time-series bench's four questions, asked over HTTP as the client asks them:
 * BatchFind in columns (pages of 50,000 points, continuations followed), LastReceived and
 * Calculated/Averaged one call per vessel, at most six calls in flight (a browser's connections to one
 * host). Every answer is checked against its schema, as the client does.
 */
export interface KeelsonClient {
  /** Every page of a BatchFind, merged: the answered series and the width of a bucket. */
  batchFind(query: Record<string, string>): Promise<{ series: ColumnBatchPage["series"]; pages: number }>;
  /** LastReceived of each vessel's variables. */
  last(vessels: ReadonlyArray<readonly number[]>): Promise<Map<number, { t: number; v: number }>>;
  /** Calculated/Averaged over [from, to] of each vessel's variables. */
  averages(
    vessels: ReadonlyArray<readonly number[]>,
    from: number,
    to: number,
  ): Promise<Map<number, { avg: number; count: number }>>;
}

/** Browsers open at most six HTTP/1.1 connections to one host. */
const IN_FLIGHT = 6;

const lastSchema = z.array(
  z.object({
    logVariableId: z.number().int(),
    timestamp: z.number().nullable(),
    value: z.number().nullable(),
  }),
);
const averagedSchema = z.array(
  z.object({ logVariableId: z.number().int(), value: z.number().nullable(), count: z.number().int() }),
);

/** `work` over `items`, at most `limit` at a time, answers in order. */
async function pooled<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return out;
}

export function keelsonClient(baseUrl: string, token: string): KeelsonClient {
  const get = async <T>(path: string, query: Record<string, string>, schema: z.ZodType<T>): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/v1${path}?${new URLSearchParams(query)}`, {
      headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip" },
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
    return schema.parse(JSON.parse(text));
  };

  return {
    async batchFind(query) {
      const series: ColumnBatchPage["series"] = [];
      const byId = new Map<number, ColumnBatchPage["series"][number]>();
      let pages = 0;
      let next: Record<string, string> = { ...query, format: "columns", pageSize: "50000" };
      for (;;) {
        const page = await get("/LogData/BatchFind", next, columnBatchPageSchema);
        pages++;
        for (const s of page.series) {
          const kept = byId.get(s.logVariableId);
          if (!kept) {
            byId.set(s.logVariableId, s);
            series.push(s);
          } else {
            kept.t.push(...s.t);
            kept.v.push(...s.v);
          }
        }
        if (!page.continuationFilter) return { series, pages };
        next = { continuationFilter: page.continuationFilter };
      }
    },
    async last(vessels) {
      const answers = await pooled(vessels, IN_FLIGHT, (ids) =>
        get(
          "/LogData/LastReceived",
          { logVariableIds: ids.join(","), dateTimeFormat: "UnixEpochMs" },
          lastSchema,
        ),
      );
      const out = new Map<number, { t: number; v: number }>();
      for (const a of answers.flat())
        if (a.timestamp !== null && a.value !== null)
          out.set(a.logVariableId, { t: a.timestamp, v: a.value });
      return out;
    },
    async averages(vessels, from, to) {
      const window = { fromDate: new Date(from).toISOString(), toDate: new Date(to).toISOString() };
      const answers = await pooled(vessels, IN_FLIGHT, (ids) =>
        get("/LogData/Calculated/Averaged", { logVariableIds: ids.join(","), ...window }, averagedSchema),
      );
      const out = new Map<number, { avg: number; count: number }>();
      for (const a of answers.flat())
        if (a.value !== null) out.set(a.logVariableId, { avg: a.value, count: a.count });
      return out;
    },
  };
}
