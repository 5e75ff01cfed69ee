import type { ReferenceCurveAnswer, VariablePointsAnswer } from "../../../../domain/curves/answers";
import type { CurveDefinition } from "../../../../domain/curves/referenceCurve";
import type { LogVariableAnswer } from "../../../../domain/logdata/answers";
import { downloadFile } from "../../shared/api/download";
import { http } from "../../shared/api/httpClient";

/** A log variable as GET /LogVariables/Find answers it (the fields the curve editor reads). */
export type LogVariableOption = Pick<LogVariableAnswer, "id" | "name" | "displayName" | "unit">;

/**
 * The curve calls; a partner-platform user makes the same calls under /Kognifai (spec 1 §6), so every
 * function takes the prefix ("" or "/Kognifai").
 */
export const curveApi = {
  find: (prefix: string, vesselId: string) =>
    http.get<ReferenceCurveAnswer[]>(`${prefix}/Curves/Find?vesselId=${encodeURIComponent(vesselId)}`),
  add: (prefix: string, vesselId: string, curve: CurveDefinition) =>
    http.post<ReferenceCurveAnswer>(`${prefix}/Curves`, { vesselId, ...curve }),
  edit: (prefix: string, id: string, curve: CurveDefinition, version: number) =>
    http.put<ReferenceCurveAnswer>(`${prefix}/Curves/${encodeURIComponent(id)}`, { ...curve, version }),
  remove: (prefix: string, id: string) => http.delete<void>(`${prefix}/Curves/${encodeURIComponent(id)}`),
  points: (
    prefix: string,
    query: {
      vesselId: string;
      x: number;
      y: number;
      fromDate: string;
      toDate: string;
      granularity: "Hour" | "Day";
    },
  ) =>
    http.get<VariablePointsAnswer>(
      `${prefix}/Curves/Points?${new URLSearchParams({
        vesselId: query.vesselId,
        xLogVariableId: String(query.x),
        yLogVariableId: String(query.y),
        fromDate: query.fromDate,
        toDate: query.toDate,
        granularity: query.granularity,
      })}`,
    ),
  variables: (prefix: string, vesselId: string) =>
    http.get<LogVariableOption[]>(
      prefix === "/Kognifai"
        ? `/Kognifai/LogVariables?vesselId=${encodeURIComponent(vesselId)}`
        : `/LogVariables/Find?vesselId=${encodeURIComponent(vesselId)}`,
    ),
  report: (curveId: string, predictions: number[]) =>
    downloadFile("/Curves/Report", "Reference_curve.xlsx", { curveId, predictions }),
};
