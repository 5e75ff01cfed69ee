import type { z } from "zod";
import type {
  emissionSummaryAnswer,
  etsVoyageAnswer,
  etsVoyagesAnswer,
  fuelEuPoolAnswer,
} from "../../../../domain/compliance/answers";
import {
  type complianceFilesAnswer,
  complianceFilesStoredAnswer,
} from "../../../../domain/vesselFiles/answers";
import { downloadFile } from "../../shared/api/download";
import { API_BASE, http, pageHeaders, toApiError } from "../../shared/api/httpClient";

export type EtsVoyage = z.infer<typeof etsVoyageAnswer>;

export type ComplianceSummary = z.infer<typeof emissionSummaryAnswer>;

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

export type PoolResult = z.infer<typeof fuelEuPoolAnswer>;

/** A voyage's compliance paper (verifier document, bunker delivery note), a vessel document. */
export type ComplianceFile = z.infer<typeof complianceFilesAnswer>["files"][number];

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
    http.get<z.infer<typeof etsVoyagesAnswer>>(
      `/EmissionCompliance/voyages/${encodeURIComponent(vesselId)}?year=${year}`,
    ),
  downloadEts: (vesselId: string, year: number, price: number | null) =>
    downloadFile(
      `/EuEts/${encodeURIComponent(vesselId)}/${year}${price === null ? "" : `?price=${encodeURIComponent(String(price))}`}`,
      `EU_ETS_${year}.xlsx`,
    ),
  files: (vesselId: string) =>
    http.get<z.infer<typeof complianceFilesAnswer>>(`/EmissionCompliance/files/${q(vesselId)}`),
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
    return complianceFilesStoredAnswer.parse(body).files;
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
