import type { VerifierDto } from "../../../../domain/verifiers/schemas";
import { http } from "../../shared/api/httpClient";

const id = encodeURIComponent;

export const verifierApi = {
  myAccess: () => http.get<VerifierDto>("/Verifiers/MyAccess"),
  trail: (departureId: string, format: "xlsx" | "csv") =>
    `/Audit/Voyages/${id(departureId)}/trail?format=${format}`,
  mrvVoyage: (departureId: string) => `/EmissionReport/MrvVoyage/${id(departureId)}`,
  mrvYearly: (vesselId: string, year: number) => `/EmissionReport/MrvYearly/${id(vesselId)}/${year}`,
  imoYearly: (vesselId: string, year: number) => `/EmissionReport/ImoYearly/${id(vesselId)}/${year}`,
};
