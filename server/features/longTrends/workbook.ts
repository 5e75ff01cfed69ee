import type ExcelJS from "exceljs";
import type { Iso19030EventView } from "../../../domain/hullPerformance/events.js";
import {
  DIAGNOSTIC_DESCRIPTIONS,
  DIAGNOSTIC_TYPE_NAMES,
  type LongTrendConfig,
  type LongTrendResult,
  STATUS_LIMITS,
} from "../../../domain/longTrends/longTrends.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { type Cell, newWorkbook, writeSheet } from "../../shared/sheets.js";

const STATUS_TEXT: Record<string, string> = {
  NotOk: "Not ok",
  Observe: "Observe",
  BenchMarking: "Benchmarking",
  Ok: "Ok",
  notAvailable: "N/A",
};
const EVENT_TEXT: Record<string, string> = {
  DryDocking: "Dry docking",
  PropellerPolishing: "Propeller polishing",
  HullCleaning: "Hull cleaning",
  NewCoating: "New coating",
};

/** A day as Excel shows it: the date of the UTC day. */
const dayOf = (t: number): Date => new Date(Math.floor(t / 86_400_000) * 86_400_000);
const dateCell = (t: number | null): Cell => (t === null ? null : dayOf(t));
const r3 = (x: number | null | undefined): Cell =>
  x === null || x === undefined ? null : Math.round(x * 1000) / 1000;

export interface WorkbookTrend {
  trend: LongTrendResult;
  config: LongTrendConfig;
  missing: string | null;
}

/**
 * The long-trend download (GET /LongTrends/Excel): a summary per trend, every period with its
 * trendline and statistics, the daily values of the three types side by side, the hull events.
 * Every value is in percent; days are UTC days.
 */
export function longTrendWorkbook(input: {
  vessel: VesselView;
  from: number;
  to: number;
  vesselStatus: string;
  trends: readonly WorkbookTrend[];
  events: readonly Iso19030EventView[];
}): ExcelJS.Workbook {
  const { vessel, trends } = input;
  const workbook = newWorkbook(`Long trends ${vessel.name}`);
  const summary = writeSheet(workbook, "Summary");
  summary
    .title(`Long trends: ${vessel.name}`)
    .fields([
      ["Vessel", vessel.name],
      ["IMO number", vessel.imoNumber],
      ["From (UTC day)", dayOf(input.from)],
      ["To (UTC day, exclusive)", dayOf(input.to)],
      ["Vessel status", input.vesselStatus],
      ["Unit", "% deviation from the vessel's reference"],
    ])
    .table(
      [
        "Long trend",
        "Status",
        "Use in vessel status",
        "Benchmark level (%)",
        "Manual benchmark level",
        "Deviation from benchmark (pp)",
        "Last period from",
        "Change per year (pp)",
        "Observe from deviation (pp)",
        "Not ok from deviation (pp)",
        "Daily values",
        "Note",
      ],
      trends.map(({ trend, config, missing }): Cell[] => {
        const last = trend.periods.at(-1);
        const limits = STATUS_LIMITS[trend.type];
        return [
          DIAGNOSTIC_TYPE_NAMES[trend.type],
          STATUS_TEXT[trend.performanceStatus] ?? trend.performanceStatus,
          config.useInVesselStatus ? "Yes" : "No",
          r3(trend.benchmarkLevel),
          config.useManualBenchmarkLevel ? "Yes" : "No",
          r3(trend.deviationFromBenchmark),
          last ? dayOf(last.from) : null,
          r3(last?.trendline?.changePerYear),
          limits.twoSided ? `±${limits.observe}` : limits.observe,
          limits.twoSided ? `±${limits.notOk}` : limits.notOk,
          trend.periods.reduce((n, p) => n + p.values.length, 0),
          missing ?? DIAGNOSTIC_DESCRIPTIONS[trend.type],
        ];
      }),
    );
  summary.sheet.getColumn(12).width = 80;

  writeSheet(workbook, "Periods").table(
    [
      "Long trend",
      "Period from",
      "Last day",
      "Days",
      "Trend start (%)",
      "Trend end (%)",
      "Coefficient (pp/day)",
      "Change per year (pp)",
      "Benchmark point (%)",
      "Mean (%)",
      "Min (%)",
      "Max (%)",
      "Std. dev. (pp)",
    ],
    trends.flatMap(({ trend }) =>
      trend.periods.map((p): Cell[] => [
        DIAGNOSTIC_TYPE_NAMES[trend.type],
        dateCell(p.from),
        dateCell(p.to),
        p.values.length,
        r3(p.trendline?.start),
        r3(p.trendline?.end),
        p.trendline ? Math.round(p.trendline.coefficient * 1e6) / 1e6 : null,
        r3(p.trendline?.changePerYear),
        r3(p.benchmarkPoint),
        r3(p.statistics?.mean),
        r3(p.statistics?.min),
        r3(p.statistics?.max),
        r3(p.statistics?.standardDeviation),
      ]),
    ),
  );

  // Daily values: one row per day that has a value of any type.
  const byDay = new Map<number, Map<string, number>>();
  for (const { trend } of trends)
    for (const p of trend.periods)
      for (const v of p.values) {
        const row = byDay.get(v.t) ?? new Map<string, number>();
        row.set(trend.type, v.value);
        byDay.set(v.t, row);
      }
  writeSheet(workbook, "Daily values").table(
    ["Day (UTC)", ...trends.map(({ trend }) => `${DIAGNOSTIC_TYPE_NAMES[trend.type]} (%)`)],
    [...byDay]
      .sort((a, b) => a[0] - b[0])
      .map(([t, row]): Cell[] => [dayOf(t), ...trends.map(({ trend }) => r3(row.get(trend.type)))]),
  );

  writeSheet(workbook, "Events").table(
    ["Event", "Start", "End (period starts)", "Description"],
    input.events.map((e): Cell[] => [
      EVENT_TEXT[e.eventType] ?? e.eventType,
      new Date(e.startTime),
      new Date(e.endTime),
      e.description,
    ]),
  );
  return workbook;
}
