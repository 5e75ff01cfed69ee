import { downloadFile } from "../../shared/api/download";
import { API_BASE, http, pageHeaders, toApiError } from "../../shared/api/httpClient";

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
  /** CO2 + 28 CH4 + 265 N2O in scope (AR5). */
  co2eInScopeTonnes: number;
  /** What counts for the year: CO2e from 2026, CO2 before. */
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
    rewards: { rfnboFuelTypes: string[]; opsMwh: number; windRatio: number; windRewardFactor: number };
    whatIf: { fuelType: string; tonnesToBalance: number | null }[];
  } | null;
}

/** The FuelEU rewards a vessel's figures are asked with (null: none). */
export interface FuelEuRewardsInput {
  rfnboFuelTypes: string[];
  opsMwh: number | null;
  windRatio: number | null;
}

export interface EtsFleet {
  year: number;
  pricePerAllowanceEur: number | null;
  emissionsInScopeTonnes: number;
  allowances: number;
  costEur: number | null;
  vessels: {
    vesselId: string;
    name: string;
    imoNumber: string;
    voyageCount: number;
    emissionsInScopeTonnes: number;
    phaseIn: number;
    allowances: number;
    costEur: number | null;
  }[];
}

export interface FuelEuFleetVessel {
  vesselId: string;
  name: string;
  imoNumber: string;
  energyMJ: number;
  ghgIntensity: number | null;
  target: number;
  complianceBalanceTonnes: number;
  bankedInTonnes: number;
  balanceAfterBankingTonnes: number;
  consecutiveDeficitYears: number;
  penaltyEur: number;
  bankedOutTonnes: number;
}

export interface FuelEuFleet {
  year: number;
  target: number;
  energyMJ: number;
  ghgIntensity: number | null;
  complianceBalanceTonnes: number;
  penaltyEur: number;
  vessels: FuelEuFleetVessel[];
}

export interface PoolResult {
  year: number;
  valid: boolean;
  poolBalanceTonnes: number;
  penaltyEur: number;
  penaltyWithoutPoolEur: number;
  bankedOutTonnes: number;
  members: {
    vesselId: string;
    name: string;
    ghgIntensity: number | null;
    ownBalanceTonnes: number;
    bankedInTonnes: number;
    balanceBeforeTonnes: number;
    balanceAfterTonnes: number;
    penaltyEur: number;
    penaltyWithoutPoolEur: number;
    bankedOutTonnes: number;
  }[];
}

/** A voyage's compliance paper (verifier document, bunker delivery note), a vessel document. */
export interface ComplianceFile {
  id: string;
  fileName: string;
  fileSize: number;
  uploadedTime: string;
  uploadedByName: string;
}

const q = encodeURIComponent;

const rewardsQuery = (r: FuelEuRewardsInput) =>
  [
    r.rfnboFuelTypes.length > 0 ? `&rfnbo=${q(r.rfnboFuelTypes.join(","))}` : "",
    r.opsMwh === null ? "" : `&opsMwh=${r.opsMwh}`,
    r.windRatio === null ? "" : `&windRatio=${r.windRatio}`,
  ].join("");

const query = (year: number, price: number | null, rewards: FuelEuRewardsInput) =>
  `?year=${year}${price === null ? "" : `&price=${encodeURIComponent(String(price))}`}${rewardsQuery(rewards)}`;

const priceQuery = (price: number | null) =>
  price === null ? "" : `price=${encodeURIComponent(String(price))}`;

export const complianceApi = {
  etsFleet: (year: number, price: number | null) =>
    http.get<EtsFleet>(`/EuEts/Fleet/${year}?format=json&${priceQuery(price)}`),
  downloadEtsFleet: (year: number, price: number | null) =>
    downloadFile(`/EuEts/Fleet/${year}?${priceQuery(price)}`, `EU_ETS_fleet_${year}.xlsx`),
  fuelEuFleet: (year: number) => http.get<FuelEuFleet>(`/FuelEU/Fleet/${year}?format=json`),
  downloadFuelEuFleet: (year: number) => downloadFile(`/FuelEU/Fleet/${year}`, `FuelEU_fleet_${year}.xlsx`),
  pool: (year: number, vesselIds: readonly string[]) =>
    http.post<PoolResult>("/FuelEU/Pool", { year, vesselIds }),
  downloadPool: (year: number, vesselIds: readonly string[]) =>
    downloadFile("/FuelEU/Pool?format=xlsx", `FuelEU_pool_${year}.xlsx`, { year, vesselIds }),
  /** The vessel's FuelEU workbook with the rewards the page shows (RFNBO, on-shore power, wind). */
  downloadFuelEu: (vesselId: string, year: number, rewards: FuelEuRewardsInput) =>
    downloadFile(
      `/FuelEU/${encodeURIComponent(vesselId)}/${year}${rewardsQuery(rewards).replace(/^&/, "?")}`,
      `FuelEU_${year}.xlsx`,
    ),
  summary: (vesselId: string, year: number, price: number | null, rewards: FuelEuRewardsInput) =>
    http.get<ComplianceSummary>(
      `/EmissionCompliance/emission-summary/${encodeURIComponent(vesselId)}${query(year, price, rewards)}`,
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
  files: (vesselId: string) =>
    http.get<{ files: ComplianceFile[] }>(`/EmissionCompliance/files/${q(vesselId)}`),
  /** Sends the chosen files in one request (all or none are stored). */
  async upload(vesselId: string, files: readonly File[]): Promise<ComplianceFile[]> {
    const form = new FormData();
    for (const file of files) form.append("files", file, file.name);
    const response = await fetch(`${API_BASE}/EmissionCompliance/upload-multiple?vesselId=${q(vesselId)}`, {
      method: "POST",
      headers: { ...pageHeaders(), Accept: "application/json" },
      credentials: "include",
      body: form,
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw toApiError(response.status, body);
    return (body as { files: ComplianceFile[] }).files;
  },
  /** Saves the file through the browser's own download (the session cookie goes along). */
  download(vesselId: string, fileName: string): void {
    const link = document.createElement("a");
    link.href = `${API_BASE}/EmissionCompliance/download-voyage-file?vesselId=${q(vesselId)}&fileName=${q(fileName)}`;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  },
};
