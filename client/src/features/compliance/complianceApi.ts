import { downloadFile } from "../../shared/api/download";
import { http } from "../../shared/api/httpClient";

export interface EtsVoyage {
  departureId: string;
  voyageName: string;
  departurePort: string;
  arrivalPort: string;
  departureAt: string;
  scope: "intraEu" | "extraEu" | "none";
  scopeShare: number;
  co2AtSeaTonnes: number;
  co2AtBerthTonnes: number;
  berthShare: number;
  co2InScopeTonnes: number;
  emissionsInScopeTonnes: number;
}

export interface ComplianceSummary {
  vesselId: string;
  vesselName: string;
  year: number;
  ets: {
    voyageCount: number;
    co2InScopeTonnes: number;
    gases: string;
    emissionsInScopeTonnes: number;
    phaseIn: number;
    allowances: number;
    pricePerAllowanceEur: number | null;
    costEur: number | null;
  };
  fuelEu: {
    energyMJ: number;
    ghgIntensity: number | null;
    target: number;
    complianceBalanceTonnes: number;
    bankedInTonnes: number;
    balanceAfterBankingTonnes: number;
    consecutiveDeficitYears: number;
    penaltyEur: number;
    whatIf: { fuelType: string; tonnesToBalance: number | null }[];
  } | null;
}

const query = (year: number, price: number | null) =>
  `?year=${year}${price === null ? "" : `&price=${encodeURIComponent(String(price))}`}`;

export const complianceApi = {
  summary: (vesselId: string, year: number, price: number | null) =>
    http.get<ComplianceSummary>(
      `/EmissionCompliance/emission-summary/${encodeURIComponent(vesselId)}${query(year, price)}`,
    ),
  voyages: (vesselId: string, year: number) =>
    http.get<{ voyages: EtsVoyage[] }>(
      `/EmissionCompliance/voyages/${encodeURIComponent(vesselId)}?year=${year}`,
    ),
  downloadEts: (vesselId: string, year: number, price: number | null) =>
    downloadFile(
      `/EuEts/${encodeURIComponent(vesselId)}/${year}${price === null ? "" : `?price=${encodeURIComponent(String(price))}`}`,
      `EU_ETS_${year}.xlsx`,
    ),
};
