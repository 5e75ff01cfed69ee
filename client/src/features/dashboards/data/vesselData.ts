import {
  type ColumnDataRequest,
  columnDataRequest,
  graphDataRequest,
  graphWindow,
} from "../../../../../domain/dashboards/timeSpan";
import type { ColumnView, VesselDataConfigView } from "../../../../../domain/dashboards/widgetConfigs";
import type { AccumulatedAnswer } from "../../../../../domain/logdata/answers";
import { isPartlyCovered, type WindowCoverage } from "../../../../../domain/logdata/calculations";
import { columnBatchPageSchema } from "../../../../../domain/logdata/seriesColumns";
import { displayPrecisionOf } from "../../../../../domain/logdata/units";
import type { LastReceivedDto } from "../../../entities/vessel/mainVariables";
import { http } from "../../../shared/api/httpClient";

/** One calculated value of a table cell (a column's variable of one vessel). */
export interface CellValue {
  value: number | null;
  unit: string;
  timestamp: string | null;
  /** Averaged and Accumulated windows: how much of the window the data covers. */
  coverage?: WindowCoverage;
  /** LastReceived: newer readings skipped as implausible. */
  implausibleSkipped: number;
}

export interface ColumnValues {
  /** By vessel id. */
  cells: Map<string, CellValue>;
  /** The server's refusal of this column (for example the accumulated-unit rule), else null. */
  error: string | null;
}

/** An answer of GET /LogData/LastReceived or /LogData/Calculated/…: the members a cell reads. */
type CalculatedDto = Pick<AccumulatedAnswer, "logVariableId" | "unit" | "value"> &
  Partial<Pick<AccumulatedAnswer, "fromDate" | "toDate" | "coveredMs">> &
  Partial<Pick<LastReceivedDto, "timestamp" | "implausibleSkipped">>;

const queryOf = (query: Record<string, string | undefined>): string =>
  Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join("&");

const get = (request: ColumnDataRequest) =>
  http.get<CalculatedDto[]>(`${request.path}?${queryOf(request.query)}`);

/** "12.35 knot", "—" when there is no value; decimals by unit type. */
export function formatCell(cell: CellValue | undefined): string {
  if (!cell || cell.value === null || !Number.isFinite(cell.value)) return "—";
  const digits = displayPrecisionOf(cell.unit);
  const text = cell.value.toLocaleString("en-GB", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const value = cell.unit ? `${text} ${cell.unit}` : text;
  // A window the data covers only in part says so: "11.3 MT · 11 of 24 h", never a bare low total.
  return cell.coverage && isPartlyCovered(cell.coverage)
    ? `${value} · ${coverageText(cell.coverage)}`
    : value;
}

const hours = (ms: number) => {
  const h = ms / 3_600_000;
  return h >= 10 ? String(Math.round(h)) : String(Math.round(h * 10) / 10);
};

/** "11 of 24 h", "2.5 of 6 h". */
export const coverageText = (c: WindowCoverage): string => `${hours(c.coveredMs)} of ${hours(c.windowMs)} h`;

const coverageOf = (found: CalculatedDto): WindowCoverage | undefined => {
  const from = Date.parse(found.fromDate ?? "");
  const to = Date.parse(found.toDate ?? "");
  return found.coveredMs === undefined || !Number.isFinite(from) || !Number.isFinite(to)
    ? undefined
    : { coveredMs: found.coveredMs, windowMs: to - from };
};

/**
 * The values of a vessel data table: one calculated call per column (spec 3 §7: LastReceived,
 * Calculated/Averaged|Accumulated and their LastVoyage forms), answered from the rollups.
 */
export async function loadTableValues(config: VesselDataConfigView, now: number): Promise<ColumnValues[]> {
  return Promise.all(
    config.columns.map(async (column): Promise<ColumnValues> => {
      const cells = new Map<string, CellValue>();
      if (column.logVariables.length === 0) return { cells, error: null };
      try {
        const answer = await get(columnDataRequest(column, now));
        const byId = new Map(answer.map((a) => [a.logVariableId, a]));
        for (const variable of column.logVariables) {
          const found = byId.get(variable.id);
          if (found)
            cells.set(variable.vesselId, {
              value: found.value,
              unit: found.unit,
              timestamp: found.timestamp ?? null,
              coverage: coverageOf(found),
              implausibleSkipped: found.implausibleSkipped ?? 0,
            });
        }
        return { cells, error: null };
      } catch (error) {
        return { cells, error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}

/** The header of a column: its variable's name (the first vessel's) and what is calculated. */
export function columnTitle(column: ColumnView): string {
  const names = [...new Set(column.logVariables.map((v) => v.displayName || v.name))];
  if (names.length === 0) return "No variable";
  return names.length === 1 ? names[0]! : `${names[0]} (+${names.length - 1})`;
}

export interface GraphSeries {
  name: string;
  unit: string;
  /** [epoch ms, value] in time order. */
  points: [number, number][];
}

const MAX_PAGES = 10;

/** The window a graph column covers: its own (the last `hours` for LastReceived), or the last voyage's (asked from the server). */
async function graphWindows(
  column: ColumnView,
  now: number,
): Promise<Map<number, { from: number; to: number }>> {
  const out = new Map<number, { from: number; to: number }>();
  const own = graphWindow(column, now);
  if (own) {
    for (const v of column.logVariables) out.set(v.id, own);
    return out;
  }
  // Last voyage: the calculated call says which window each vessel's voyage covers.
  const answer = await get({
    path: "/LogData/Calculated/Averaged/LastVoyage",
    query: { logVariableIds: column.logVariables.map((v) => v.id).join(",") },
  });
  for (const a of answer) {
    const from = Date.parse(a.fromDate ?? "");
    const to = Date.parse(a.toDate ?? "");
    if (Number.isFinite(from) && Number.isFinite(to) && to > from) out.set(a.logVariableId, { from, to });
  }
  return out;
}

/**
 * The time series of a vessel data graph over each column's span, at an automatic data interval
 * (GET /LogData/BatchFind, granularity Auto with at most GRAPH_MAX_POINTS a series, spec 3 §4), following
 * continuationFilter pages.
 */
export async function loadGraphSeries(
  config: VesselDataConfigView,
  now: number,
): Promise<{ series: GraphSeries[]; from: number; to: number }> {
  const vesselName = new Map(config.vessels.map((v) => [v.id, v.name]));
  const series: GraphSeries[] = [];
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const column of config.columns) {
    if (column.logVariables.length === 0) continue;
    const windows = await graphWindows(column, now);
    const groups = new Map<string, { from: number; to: number; ids: number[] }>();
    for (const [id, w] of windows) {
      const key = `${w.from}-${w.to}`;
      const group = groups.get(key) ?? { ...w, ids: [] };
      group.ids.push(id);
      groups.set(key, group);
    }
    for (const group of groups.values()) {
      from = Math.min(from, group.from);
      to = Math.max(to, group.to);
      const points = new Map<number, [number, number][]>();
      const units = new Map<number, string>();
      let page = 0;
      let continuation: string | null = null;
      do {
        const request = graphDataRequest(
          { ...column, logVariables: group.ids.map((id) => ({ id })) },
          now,
          group,
        );
        if (!request) break;
        const query = queryOf(
          continuation ? { continuationFilter: continuation } : { ...request.query, format: "columns" },
        );
        const answer = columnBatchPageSchema.parse(await http.get<unknown>(`/LogData/BatchFind?${query}`));
        for (const s of answer.series) {
          units.set(s.logVariableId, s.unit);
          const list = points.get(s.logVariableId) ?? [];
          for (let i = 0; i < s.t.length; i++) list.push([s.t[i]!, s.v[i]!]);
          points.set(s.logVariableId, list);
        }
        continuation = answer.continuationFilter;
        page++;
      } while (continuation && page < MAX_PAGES);
      for (const variable of column.logVariables) {
        if (!group.ids.includes(variable.id)) continue;
        series.push({
          name: `${vesselName.get(variable.vesselId) ?? "Vessel"} · ${variable.displayName || variable.name}`,
          unit: units.get(variable.id) ?? variable.unitCaption,
          points: (points.get(variable.id) ?? []).sort((a, b) => a[0] - b[0]),
        });
      }
    }
  }
  return { series, from, to };
}
