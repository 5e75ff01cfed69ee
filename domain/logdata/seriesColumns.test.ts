import { describe, expect, it } from "vitest";
import { z } from "zod";
import { columnBatchPageSchema, seriesColumnsSchema, toColumns } from "./seriesColumns.js";

const raw = (t: number, v: number) => ({ t, avg: v, min: v, max: v, count: 1 });

describe("series as columns", () => {
  it("answers a raw series as two columns", () => {
    expect(toColumns([raw(1000, 2.5), raw(2000, 3)])).toEqual({ t: [1000, 2000], v: [2.5, 3] });
  });

  it("adds min, max and count only when a point's differ from its value", () => {
    const columns = toColumns([raw(0, 1), { t: 60_000, avg: 2, min: 1, max: 2, count: 4 }]);
    expect(columns).toEqual({ t: [0, 60_000], v: [1, 2], min: [1, 1], count: [1, 4] });
    expect(seriesColumnsSchema.parse(columns)).toEqual(columns);
  });

  it("refuses columns of different lengths", () => {
    expect(seriesColumnsSchema.safeParse({ t: [1, 2], v: [1] }).success).toBe(false);
    expect(seriesColumnsSchema.safeParse({ t: [1], v: [1], count: [1, 2] }).success).toBe(false);
  });

  it("takes the numbers zod's arrays of numbers take, and refuses the rest with the column's message", () => {
    const refused = (columns: Record<string, unknown>) => seriesColumnsSchema.safeParse(columns);
    expect(refused({ t: [1.5], v: [1] }).error?.issues[0]).toMatchObject({
      path: ["t"],
      message: "must be a list of whole numbers (epoch ms)",
    });
    for (const v of [["1"], [null], [Number.NaN], [Number.POSITIVE_INFINITY], "1", null])
      expect(refused({ t: [1], v }).success).toBe(false);
    expect(refused({ t: [2 ** 53], v: [1] }).success).toBe(false);
    expect(refused({ t: [1], v: [1], count: [-1] }).success).toBe(false);
    expect(refused({ t: [1], v: [1], count: [0.5] }).success).toBe(false);
    expect(seriesColumnsSchema.parse({ t: [-1, 0], v: [-0.5, 1e300], min: [-2, 0], count: [0, 3] })).toEqual({
      t: [-1, 0],
      v: [-0.5, 1e300],
      min: [-2, 0],
      count: [0, 3],
    });
  });

  it("documents each column as the array of numbers it is (JSON Schema)", () => {
    const { properties } = z.toJSONSchema(seriesColumnsSchema, { unrepresentable: "any" }) as {
      properties: Record<string, unknown>;
    };
    expect(properties.t).toEqual({
      type: "array",
      items: { type: "integer", minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
    });
    expect(properties.v).toEqual({ type: "array", items: { type: "number" } });
    expect(properties.count).toMatchObject({ type: "array", items: { type: "integer", minimum: 0 } });
    // As zod writes the arrays of numbers the columns stand for.
    const asZod = (element: z.ZodNumber) => {
      const { $schema: _, ...schema } = z.toJSONSchema(z.array(element));
      return schema;
    };
    expect(properties.t).toEqual(asZod(z.number().int()));
    expect(properties.v).toEqual(asZod(z.number()));
    expect(properties.min).toEqual(asZod(z.number()));
    expect(properties.count).toEqual(asZod(z.number().int().nonnegative()));
  });

  it("reads a page with its series", () => {
    const page = {
      granularity: "Hour",
      intervalMs: 3_600_000,
      fromDate: 0,
      toDate: 3_600_000,
      series: [
        {
          logVariableId: 7,
          name: "sog",
          displayName: "SOG",
          unit: "kn",
          displayPrecision: 1,
          t: [0],
          v: [12],
        },
      ],
      continuationFilter: null,
    };
    expect(columnBatchPageSchema.parse(page)).toEqual(page);
  });
});
