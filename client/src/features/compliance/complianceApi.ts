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

/** A voyage's compliance paper (verifier document, bunker delivery note), a vessel document. */
export interface ComplianceFile {
  id: string;
  fileName: string;
  fileSize: number;
  uploadedTime: string;
  uploadedByName: string;
}

const q = encodeURIComponent;

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
