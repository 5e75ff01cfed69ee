import type { CompanyDetails } from "../../domain/companies/company.js";
import { type Projection, updateEntry, withEntry, withoutEntry } from "../projection.js";

/** The company's partner-platform keys as the API shows them: the secret only as a flag. */
export interface PartnerKeysView {
  kognifaiTenantId: string;
  clientId: string;
  clientSecretSet: boolean;
  expiresAt: string;
}

export interface CompanyView extends CompanyDetails {
  id: string;
  createdDate: string;
  kognifaiKeys: PartnerKeysView | null;
  /** Months of raw log data the company's vessels keep; null keeps it forever. */
  rawRetentionMonths: number | null;
  /** Who receives the company's signed checkpoints of the event log (docs/verification.md). */
  verificationAddresses: string[];
  /** Version of the company's stream: send it back to edit (409 when stale). */
  version: number;
}

export interface CompaniesState {
  byId: Record<string, CompanyView>;
  /** Encrypted partner client secrets by company id (never part of a company view). */
  partnerSecrets: Record<string, string>;
}

export const companiesProjection: Projection<CompaniesState> = {
  name: "companies",
  version: 5,
  initialState: () => ({ byId: {}, partnerSecrets: {} }),
  evolve(state, event) {
    switch (event.type) {
      case "CompanyRegistered": {
        const { companyId, ...details } = event.data;
        return {
          ...state,
          byId: withEntry<CompanyView>(state.byId, companyId, {
            id: companyId,
            ...details,
            kognifaiKeys: null,
            rawRetentionMonths: null,
            verificationAddresses: [],
            version: event.version,
          }),
        };
      }
      case "CompanyUpdated": {
        const { companyId, ...details } = event.data;
        return {
          ...state,
          byId: updateEntry(state.byId, companyId, (c) => ({ ...c, ...details, version: event.version })),
        };
      }
      case "CompanyPartnerKeysSet": {
        const { companyId, clientSecret, ...keys } = event.data;
        return {
          byId: updateEntry(state.byId, companyId, (c) => ({
            ...c,
            kognifaiKeys: { ...keys, clientSecretSet: true },
            version: event.version,
          })),
          partnerSecrets: withEntry(state.partnerSecrets, companyId, clientSecret),
        };
      }
      case "CompanyPartnerKeysCleared": {
        const { companyId } = event.data;
        return {
          byId: updateEntry(state.byId, companyId, (c) => ({
            ...c,
            kognifaiKeys: null,
            version: event.version,
          })),
          partnerSecrets: withoutEntry(state.partnerSecrets, companyId),
        };
      }
      case "CompanyRawRetentionSet": {
        const { companyId, rawRetentionMonths } = event.data;
        return {
          ...state,
          byId: updateEntry(state.byId, companyId, (c) => ({
            ...c,
            rawRetentionMonths,
            version: event.version,
          })),
        };
      }
      case "CompanyVerificationAddressesSet": {
        const { companyId, addresses } = event.data;
        return {
          ...state,
          byId: updateEntry(state.byId, companyId, (c) => ({
            ...c,
            verificationAddresses: addresses,
            version: event.version,
          })),
        };
      }
      case "CompanyDeleted":
        return {
          byId: withoutEntry(state.byId, event.data.companyId),
          partnerSecrets: withoutEntry(state.partnerSecrets, event.data.companyId),
        };
      default:
        return state;
    }
  },
};

export const companyNameTaken = (state: CompaniesState, name: string, exceptId?: string): boolean => {
  const wanted = name.trim().toLowerCase();
  return Object.values(state.byId).some((c) => c.id !== exceptId && c.name.toLowerCase() === wanted);
};
