import type { CharterPeriod, CharterSummary } from "../../../../domain/charterParty/indication";
import type { CharterTerms, LoadCondition } from "../../../../domain/charterParty/terms";
import type { CurveMode } from "../../../../domain/curves/referenceCurve";
import { http } from "../../shared/api/httpClient";

interface CurveAxis {
  logVariableId: number;
  name: string | null;
  unit: string | null;
}

/** GET /Curves/CharterParty (docs/curves.md). */
export interface CharterPartyTable {
  curve: {
    id: string;
    name: string;
    curveFit: string;
    xAxis: CurveAxis;
    yAxis: CurveAxis;
    loadCondition: LoadCondition | null;
    terms: CharterTerms;
  } | null;
  curves: { id: string; name: string; loadCondition: LoadCondition | null }[];
  periods: CharterPeriod[];
  summary: CharterSummary | null;
  message: string | null;
}

export const charterPartyApi = {
  table: (vesselId: string, curveMode: CurveMode, curveId?: string) =>
    http.get<CharterPartyTable>(
      `/Curves/CharterParty?${new URLSearchParams({ vesselId, curveMode, ...(curveId ? { curveId } : {}) })}`,
    ),
};
