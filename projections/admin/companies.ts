import type { CompanyDetails } from "../../domain/companies/company.js";
import { type Projection, updateEntry, withEntry, withoutEntry } from "../projection.js";

export interface CompanyView extends CompanyDetails {
  id: string;
  createdDate: string;
  /** Version of the company's stream: send it back to edit (409 when stale). */
  version: number;
}

export interface CompaniesState {
  byId: Record<string, CompanyView>;
}

export const companiesProjection: Projection<CompaniesState> = {
  name: "companies",
  version: 2,
  initialState: () => ({ byId: {} }),
  evolve(state, event) {
    switch (event.type) {
      case "CompanyRegistered": {
        const { companyId, ...details } = event.data;
        return {
          byId: withEntry(state.byId, companyId, { id: companyId, ...details, version: event.version }),
        };
      }
      case "CompanyUpdated": {
        const { companyId, ...details } = event.data;
        return {
          byId: updateEntry(state.byId, companyId, (c) => ({ ...c, ...details, version: event.version })),
        };
      }
      case "CompanyDeleted":
        return { byId: withoutEntry(state.byId, event.data.companyId) };
      default:
        return state;
    }
  },
};

export const companyNameTaken = (state: CompaniesState, name: string, exceptId?: string): boolean => {
  const wanted = name.trim().toLowerCase();
  return Object.values(state.byId).some((c) => c.id !== exceptId && c.name.toLowerCase() === wanted);
};
