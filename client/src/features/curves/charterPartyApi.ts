import type { CharterPartyAnswer } from "../../../../domain/curves/answers";
import type { CurveMode } from "../../../../domain/curves/referenceCurve";
import { http } from "../../shared/api/httpClient";

export const charterPartyApi = {
  table: (vesselId: string, curveMode: CurveMode, curveId?: string) =>
    http.get<CharterPartyAnswer>(
      `/Curves/CharterParty?${new URLSearchParams({ vesselId, curveMode, ...(curveId ? { curveId } : {}) })}`,
    ),
};
