import type { ActiveStatus } from "./types";

export interface NamedItem {
  id: string | number;
  name: string;
  /** What a person reads where the name is an identifier (features: "LongTrend" → "Long Trend"). */
  displayName?: string;
}

/** A vessel as answered by GET /VesselAdministrations. */
export interface AdminVessel {
  id: string;
  name: string;
  imoNumber: string | number;
  created: string | null;
  lastExportDate: string | null;
  companyId: string | null;
  companyName: string | null;
  draftMean: number | null;
  ballastDraftHigh: number | null;
  ballastDraftLow: number | null;
  ladenDraftHigh: number | null;
  ladenDraftLow: number | null;
  maxContinuousRating: number | null;
  speedMaxContinuousRating: number | null;
  numberOfShafts: number | null;
  activeStatus: ActiveStatus;
  isDataReceiver: boolean;
  features: NamedItem[];
  cargoUnits: NamedItem[];
  hasVeracityKey: boolean;
  notes: string | null;
  version: number;
}

/** The vessel form as typed: numbers stay strings until they pass validation. */
export interface VesselFormValues {
  name: string;
  imoNumber: string;
  draftMean: string;
  ballastDraftHigh: string;
  ballastDraftLow: string;
  ladenDraftHigh: string;
  ladenDraftLow: string;
  maxContinuousRating: string;
  speedMaxContinuousRating: string;
  numberOfShafts: number;
  notes: string;
}

export type VesselTab = "unassigned" | "assigned" | "archived";

/** Which tab lists a vessel (spec 1 §4): Active and Assigned both live under Assigned. */
export function tabOf(status: AdminVessel["activeStatus"]): VesselTab {
  if (status === "Unassigned") return "unassigned";
  if (status === "Archived") return "archived";
  return "assigned";
}
