import type {
  CompareAnswer,
  CompareGroupsAnswer,
  LatestConsequencesAnswer,
} from "../../../../domain/longTrends/answers";
import { http } from "../../shared/api/httpClient";
import type { NamedTrendPeriod } from "../../shared/timeWindow/trendWindow";

export type DiagnosticType = "speed" | "rpm" | "sfoc";

export type CompareGroup = CompareGroupsAnswer["items"][number];

/** One vessel's long trend in a comparison (spec 3 §3 "Compare row" plus what the chart draws). */
export type CompareItem = CompareAnswer["items"][number];

export interface CompareRequest {
  diagnosticType: DiagnosticType;
  vesselIds: string[];
  lastPeriodOnly: boolean;
  relativeY: boolean;
  /** Dates, or a named period the server resolves (All values: from the vessels' earliest first data day). */
  window: { fromDate: string; toDate: string } | { period: NamedTrendPeriod };
}

const q = encodeURIComponent;

export const compareApi = {
  groups: () => http.get<{ items: CompareGroup[] }>("/LongTrends/Compare/Groups"),
  compare: (r: CompareRequest) =>
    http.get<CompareAnswer>(
      `/LongTrends/Compare?diagnosticType=${q(r.diagnosticType)}&vesselIds=${q(r.vesselIds.join(";"))}` +
        `&lastPeriodOnly=${r.lastPeriodOnly}&relativeY=${r.relativeY}` +
        ("period" in r.window
          ? `&period=${r.window.period}`
          : `&fromDate=${q(r.window.fromDate)}&toDate=${q(r.window.toDate)}`),
    ),
  consequences: (r: { longTrendIds: string[]; fromDate: string; toDate: string; fuelPrice: number | null }) =>
    http.get<LatestConsequencesAnswer>(
      `/Consequences/FindLatest?longTrendIds=${q(r.longTrendIds.join(";"))}&fromDate=${q(r.fromDate)}` +
        `&toDate=${q(r.toDate)}${r.fuelPrice === null ? "" : `&fuelPrice=${r.fuelPrice}`}`,
    ),
};
