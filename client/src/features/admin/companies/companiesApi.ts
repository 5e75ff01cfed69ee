import { http } from "../../../shared/api/httpClient";
import type { AdminCompany } from "./types";

export interface CompanyPayload {
  id?: string;
  name: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  subscriptionStatus: string;
  /** Empty becomes null (spec 1 §3). */
  dcMasterDataCompanyId: string | null;
  notes: string;
  version?: number;
}

export interface PartnerKeysPayload {
  kognifaiTenantId: string;
  clientId: string;
  clientSecret: string | null;
  expiresAt: string;
}

export const companiesApi = {
  list: () => http.get<AdminCompany[]>("/Companies"),
  get: (id: string) => http.get<AdminCompany>(`/Companies/${encodeURIComponent(id)}`),
  create: (company: CompanyPayload) => http.post<AdminCompany>("/Companies", company),
  update: (id: string, company: CompanyPayload) =>
    http.put<AdminCompany>(`/Companies/${encodeURIComponent(id)}`, company),
  /** The partner-platform keys; a null clientSecret keeps the stored one (it is never sent back). */
  setPartnerKeys: (id: string, keys: PartnerKeysPayload) =>
    http.put<AdminCompany>(`/Companies/${encodeURIComponent(id)}/KognifaiKeys`, keys),
  clearPartnerKeys: (id: string) =>
    http.delete<AdminCompany>(`/Companies/${encodeURIComponent(id)}/KognifaiKeys`),
  /** Months of raw log data the company's vessels keep; null keeps it forever. */
  setRawRetention: (id: string, body: { rawRetentionMonths: number | null; version: number }) =>
    http.put<AdminCompany>(`/Companies/${encodeURIComponent(id)}/RawRetention`, body),
  remove: (id: string) => http.delete<void>(`/Companies/${encodeURIComponent(id)}`),
};
