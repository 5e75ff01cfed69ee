import type { CurvePeriod, CurvePeriodSummary } from "../../../../domain/curves/charterParty";
import type { CurveMode } from "../../../../domain/curves/referenceCurve";
import { http } from "../../shared/api/httpClient";

/** GET /Curves/CharterParty (docs/curves.md). */
export interface CharterPartyTable {
  curve: { id: string; name: string; curveFit: string } | null;
  curves: { id: string; name: string }[];
  periods: CurvePeriod[];
  summary: CurvePeriodSummary | null;
  message: string | null;
}

export const charterPartyApi = {
  table: (vesselId: string, curveMode: CurveMode, curveId?: string) =>
    http.get<CharterPartyTable>(
      `/Curves/CharterParty?${new URLSearchParams({ vesselId, curveMode, ...(curveId ? { curveId } : {}) })}`,
    ),
};
