import type { z } from "zod";
import type {
  ciiAdjustmentAnswer,
  ciiBoundariesAnswer,
  ciiCalculationAnswer,
  ciiDaysAnswer,
  ciiFleetAnswer,
  ciiRatingAnswer,
  ciiRunningDayAnswer,
  ciiSummaryAnswer,
  ciiYearAnswer,
} from "../../../../domain/cii/answers";
import { http } from "../../shared/api/httpClient";

export type CiiRating = z.infer<typeof ciiRatingAnswer>;
export type CiiBoundaries = z.infer<typeof ciiBoundariesAnswer>;
export type CiiAdjustmentView = z.infer<typeof ciiAdjustmentAnswer>;
/** One vessel's CII for a year (to date) as GET /Cii/Ytd and /Cii/Year answer it (docs/cii.md). */
export type CiiSummary = z.infer<typeof ciiSummaryAnswer>;
export type CiiRunningDay = z.infer<typeof ciiRunningDayAnswer>;
export type CiiDaySource = CiiRunningDay["source"];

/** A fleet row: the summary, or why the vessel cannot be rated. */
export type CiiFleetRow = z.infer<typeof ciiFleetAnswer>["vessels"][number];
export const isRated = (row: CiiFleetRow): row is CiiSummary => !("error" in row);

export type CiiCalculation = z.infer<typeof ciiCalculationAnswer>;

export interface CorrectionFactorsInput {
  fi: number;
  fm: number;
  fc: number;
  fiVse: number;
}

export interface AdjustmentInput {
  kind: string;
  from: string;
  to: string;
  distanceNm: number;
  fuels: { fuelType: string; tonnes: number }[];
  note: string;
}

const id = (value: string) => encodeURIComponent(value);

/** The CII calls (docs/api.md, "CII"). */
export const ciiApi = {
  /** Year to date of many vessels (the dashboard widget); none named: every vessel with the CII module. */
  fleetYtd: (vesselIds: readonly string[] = []) =>
    http.get<z.infer<typeof ciiFleetAnswer>>(
      vesselIds.length ? `/Cii/Ytd?vesselIds=${vesselIds.map(id).join(",")}` : "/Cii/Ytd",
    ),
  ytd: (vesselId: string) => http.get<CiiSummary>(`/Cii/Ytd?vesselId=${id(vesselId)}`),
  year: (vesselId: string, year: number) =>
    http.get<z.infer<typeof ciiYearAnswer>>(`/Cii/Year?vesselId=${id(vesselId)}&year=${year}`),
  days: (vesselId: string, year: number) =>
    http.get<z.infer<typeof ciiDaysAnswer>>(`/Cii/Day?vesselId=${id(vesselId)}&year=${year}`),
  calculate: (body: {
    vesselTypeId: number;
    deadweight: number | null;
    grossTonnage: number | null;
    year: number;
    distanceNm: number;
    fuels: { fuelType: string; tonnes: number }[];
  }) => http.post<CiiCalculation>("/Cii/Calculate", body),
  setFactors: (vesselId: string, year: number, factors: CorrectionFactorsInput) =>
    http.put<CiiSummary>(`/Cii/CorrectionFactors/${id(vesselId)}/${year}`, factors),
  addAdjustment: (vesselId: string, body: AdjustmentInput) =>
    http.post<CiiSummary>(`/Cii/Adjustments/${id(vesselId)}`, body),
  removeAdjustment: (vesselId: string, adjustmentId: string) =>
    http.delete<void>(`/Cii/Adjustments/${id(vesselId)}/${id(adjustmentId)}`),
};
