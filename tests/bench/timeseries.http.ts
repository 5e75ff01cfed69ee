import { z } from "zod";
import { type ColumnBatchPage, columnBatchPageSchema } from "../../domain/logdata/seriesColumns.js";
import { BROWSER_ACCEPT_ENCODING } from "./browserEncoding.js";

/**
 * Keelson's answers to the time-series bench's four questions, asked over HTTP as a client asks them:
 * BatchFind in columns (pages of 50,000 points, continuations followed); the fleet's LastReceived and
 * Calculated/Averaged in one POST call each (the ids in a JSON body), and, to show the per-call cost,
 * one GET call per vessel, at most six calls in flight (a browser's connections to one host). Every
 * answer is checked against its schema, as the client does.
 */
export interface KeelsonClient {
  /** Every page of a BatchFind, merged: the answered series and the width of a bucket. */
  batchFind(query: Record<string, string>): Promise<{ series: ColumnBatchPage["series"]; pages: number }>;
  /** LastReceived of the fleet's variables in one call. */
  fleetLast(ids: readonly number[]): Promise<Map<number, { t: number; v: number }>>;
  /** Calculated/Averaged over [from, to] of the fleet's variables in one call. */
  fleetAverages(
    ids: readonly number[],
    from: number,
    to: number,
  ): Promise<Map<number, { avg: number; count: number }>>;
  /** LastReceived of each vessel's variables, a call per vessel. */
  last(vessels: ReadonlyArray<readonly number[]>): Promise<Map<number, { t: number; v: number }>>;
  /** Calculated/Averaged over [from, to] of each vessel's variables, a call per vessel. */
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

const lastOf = (answers: z.infer<typeof lastSchema>) => {
  const out = new Map<number, { t: number; v: number }>();
  for (const a of answers)
    if (a.timestamp !== null && a.value !== null) out.set(a.logVariableId, { t: a.timestamp, v: a.value });
  return out;
};
const averagesOf = (answers: z.infer<typeof averagedSchema>) => {
  const out = new Map<number, { avg: number; count: number }>();
  for (const a of answers) if (a.value !== null) out.set(a.logVariableId, { avg: a.value, count: a.count });
  return out;
};

export function keelsonClient(baseUrl: string, token: string): KeelsonClient {
  // As Chromium asks: the server answers brotli where it may (fetch decodes it).
  const headers = { authorization: `Bearer ${token}`, "accept-encoding": BROWSER_ACCEPT_ENCODING };
  const answer = async <T>(path: string, response: Response, schema: z.ZodType<T>): Promise<T> => {
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
    return schema.parse(JSON.parse(text));
  };
  const get = async <T>(path: string, query: Record<string, string>, schema: z.ZodType<T>): Promise<T> =>
    answer(path, await fetch(`${baseUrl}/api/v1${path}?${new URLSearchParams(query)}`, { headers }), schema);
  const post = async <T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> =>
    answer(
      path,
      await fetch(`${baseUrl}/api/v1${path}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
      schema,
    );
  const window = (from: number, to: number) => ({
    fromDate: new Date(from).toISOString(),
    toDate: new Date(to).toISOString(),
  });

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
    async fleetLast(ids) {
      return lastOf(
        await post(
          "/LogData/LastReceived",
          { logVariableIds: ids, dateTimeFormat: "UnixEpochMs" },
          lastSchema,
        ),
      );
    },
    async fleetAverages(ids, from, to) {
      return averagesOf(
        await post(
          "/LogData/Calculated/Averaged",
          { logVariableIds: ids, ...window(from, to) },
          averagedSchema,
        ),
      );
    },
    async last(vessels) {
      const answers = await pooled(vessels, IN_FLIGHT, (ids) =>
        get(
          "/LogData/LastReceived",
          { logVariableIds: ids.join(","), dateTimeFormat: "UnixEpochMs" },
          lastSchema,
        ),
      );
      return lastOf(answers.flat());
    },
    async averages(vessels, from, to) {
      const answers = await pooled(vessels, IN_FLIGHT, (ids) =>
        get(
          "/LogData/Calculated/Averaged",
          { logVariableIds: ids.join(","), ...window(from, to) },
          averagedSchema,
        ),
      );
      return averagesOf(answers.flat());
    },
  };
}
