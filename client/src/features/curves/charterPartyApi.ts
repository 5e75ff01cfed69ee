import type { CharterPartyAnswer } from "../../../../domain/curves/answers";
import type { CurveMode } from "../../../../domain/curves/referenceCurve";
import { http } from "../../shared/api/httpClient";

/** GET /Curves/CharterParty (docs/curves.md). */
export type CharterPartyTable = CharterPartyAnswer;

export const charterPartyApi = {
  table: (vesselId: string, curveMode: CurveMode, curveId?: string) =>
    http.get<CharterPartyTable>(
      `/Curves/CharterParty?${new URLSearchParams({ vesselId, curveMode, ...(curveId ? { curveId } : {}) })}`,
    ),
};
