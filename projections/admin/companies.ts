import type { CompanyDetails } from "../../domain/companies/company.js";
import { type Projection, withEntry } from "../projection.js";

export interface CompanyView extends CompanyDetails {
  id: string;
  createdDate: string;
}

export interface CompaniesState {
  byId: Record<string, CompanyView>;
}

export const companiesProjection: Projection<CompaniesState> = {
  name: "companies",
  version: 1,
  initialState: () => ({ byId: {} }),
  evolve(state, event) {
    switch (event.type) {
      case "CompanyRegistered": {
        const { companyId, ...details } = event.data;
        return { byId: withEntry(state.byId, companyId, { id: companyId, ...details }) };
      }
      default:
        return state;
    }
  },
};

export const companyNameTaken = (state: CompaniesState, name: string, exceptId?: string): boolean => {
  const wanted = name.trim().toLowerCase();
  return Object.values(state.byId).some((c) => c.id !== exceptId && c.name.toLowerCase() === wanted);
};
