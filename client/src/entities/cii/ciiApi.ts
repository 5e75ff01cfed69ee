import { http } from "../../shared/api/httpClient";

export type CiiRating = "A" | "B" | "C" | "D" | "E";
export type CiiDaySource = "voyages" | "logData" | null;

export interface CiiBoundaries {
  superior: number;
  lower: number;
  upper: number;
  inferior: number;
}

export interface CiiAdjustmentView {
  id: string;
  kind: string;
  from: string;
  to: string;
  distanceNm: number;
  fuels: { fuelTypeId: string; fuelType: string | null; tonnes: number }[];
  note: string;
  recordedBy: string | null;
  recordedAt: string;
}

/** One vessel's CII for a year (to date) as GET /Cii/Ytd and /Cii/Year answer it (docs/cii.md). */
export interface CiiSummary {
  vesselId: string;
  vesselName: string;
  year: number;
  from: string | null;
  to: string | null;
  shipType: string;
  capacityBasis: "DWT" | "GT";
  capacity: number;
  referenceCapacity: number;
  z: number;
  reference: number;
  required: number;
  boundaries: CiiBoundaries;
  source: "voyages" | "logData" | "mixed" | "none";
  voyageDays: number;
  logDataDays: number;
  /** Days of the year with data, the days of the whole year, and fewer than all: provisional rating. */
  daysWithData: number;
  daysInYear: number;
  partial: boolean;
  co2Tonnes: number;
  distanceNm: number;
  attained: number | null;
  rating: CiiRating | null;
  corrected: {
    attained: number | null;
    rating: CiiRating | null;
    co2DeductedTonnes: number;
    distanceDeductedNm: number;
    factors: {
      fi: number;
      fm: number;
      fc: number;
      fiVse: number;
      recordedBy: string | null;
      recordedAt: string | null;
    };
    adjustments: CiiAdjustmentView[];
  };
  /**
   * The CII of the year's IMO DCS figures (confirmed voyages only, as the DCS annual report sums them):
   * the figure reported with the DCS data and the one a verifier signs (docs/cii.md, "Two CIIs").
   */
  dcs: {
    distanceNm: number;
    fuelTonnes: number;
    co2Tonnes: number;
    attained: number | null;
    required: number | null;
    rating: CiiRating | null;
    note: string | null;
  };
  projection: {
    paceDays: number;
    remainingDays: number;
    co2Tonnes: number;
    distanceNm: number;
    attained: number | null;
    rating: CiiRating | null;
  } | null;
}

export interface CiiRunningDay {
  date: string;
  source: CiiDaySource;
  co2Tonnes: number;
  distanceNm: number;
  attained: number | null;
  rating: CiiRating | null;
}

/** A fleet row: the summary, or why the vessel cannot be rated. */
export type CiiFleetRow = CiiSummary | { vesselId: string; vesselName: string; year: number; error: string };
export const isRated = (row: CiiFleetRow): row is CiiSummary => !("error" in row);

export interface CiiCalculation {
  capacity: number;
  capacityBasis: "DWT" | "GT";
  attained: number;
  reference: number;
  required: number;
  boundaries: CiiBoundaries;
  rating: CiiRating;
}

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
    http.get<{ year: number; vessels: CiiFleetRow[] }>(
      vesselIds.length ? `/Cii/Ytd?vesselIds=${vesselIds.map(id).join(",")}` : "/Cii/Ytd",
    ),
  ytd: (vesselId: string) => http.get<CiiSummary>(`/Cii/Ytd?vesselId=${id(vesselId)}`),
  year: (vesselId: string, year: number) =>
    http.get<CiiSummary & { days: CiiRunningDay[] }>(`/Cii/Year?vesselId=${id(vesselId)}&year=${year}`),
  days: (vesselId: string, year: number) =>
    http.get<{ vesselId: string; year: number; days: CiiRunningDay[] }>(
      `/Cii/Day?vesselId=${id(vesselId)}&year=${year}`,
    ),
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
