import { createStore } from "../../shared/store/createStore";
import { companyApi } from "./companyApi";
import type { Company } from "./types";

export interface CompanyListState {
  companies: Company[];
  status: "idle" | "loading" | "ready" | "error";
}

export const companyStore = createStore<CompanyListState>({ companies: [], status: "idle" });

/** Administrators only. A failed load logs a warning and falls back to an empty list (spec §8). */
export async function loadCompanies(): Promise<void> {
  companyStore.set((state) => ({ ...state, status: "loading" }));
  try {
    const companies = await companyApi.list();
    companyStore.set({ companies, status: "ready" });
  } catch (error) {
    console.warn("Failed to load companies", error);
    companyStore.set({ companies: [], status: "error" });
  }
}

export function resetCompanies(): void {
  companyStore.set({ companies: [], status: "idle" });
}
