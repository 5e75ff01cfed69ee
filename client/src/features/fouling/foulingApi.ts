import { http } from "../../shared/api/httpClient";

export interface SpeedLossDay {
  timestamp: string;
  speedLoss: number;
  performanceValue: number;
  blocks: number;
}

export interface SpeedLossPeriod {
  from: string;
  to: string;
  days: number;
  meanSpeedLoss: number;
  changePerYear: number;
  current: number;
}

export interface Iso19030Event {
  id: string;
  vesselId: string;
  eventType: "DryDocking" | "PropellerPolishing" | "HullCleaning" | "NewCoating";
  eventTypeName?: string;
  startTime: string;
  endTime: string;
  description: string;
}

/** GET /Fouling/SpeedLoss: everything the Fouling page shows for a period. */
export interface FoulingData {
  vesselId: string;
  fromDate: string;
  toDate: string;
  featureMapping: Record<string, string>;
  history: SpeedLossDay[];
  periods: SpeedLossPeriod[];
  statistics: {
    currentSpeedLoss: number | null;
    changePerYear: number | null;
    trendMinDays: number;
    meanSpeedLossLast30Days: number | null;
    daysWithValue: number;
    blocks: { blocks: number; accepted: number; rejected: Record<string, number> };
    speedLogCalibrations: Array<{ from: string; to: string; factor: number }>;
    missingFeatures: string[];
  };
  addedFuelConsumption: {
    speedLoss: number | null;
    addedPowerShare: number;
    specificFuelConsumption: number;
    specificFuelMeasured: boolean;
    atSeaShare: number;
    tonnesPerDayAtSea: number | null;
    tonnesPerYear: number | null;
  };
  events: Iso19030Event[];
  eventImpacts: Array<{
    eventId: string;
    eventTypeName: string;
    date: string;
    meanPerformanceValueBefore: number | null;
    meanPerformanceValueAfter: number | null;
    improvement: number | null;
  }>;
}

export interface IndicatorPeriod {
  from: string;
  to: string;
  days: number;
  meanPerformanceValue: number | null;
}

export interface Indicator {
  kind: "DryDockingPerformance" | "InServicePerformance" | "MaintenanceTrigger" | "MaintenanceEffect";
  reference: IndicatorPeriod | null;
  evaluation: IndicatorPeriod | null;
  value: number | null;
  confidence: number | null;
  triggered?: boolean | null;
  note: string | null;
}

const q = encodeURIComponent;

export const foulingApi = {
  speedLoss: (vesselId: string, from: string, to: string) =>
    http.get<FoulingData>(`/Fouling/SpeedLoss?vesselId=${q(vesselId)}&fromDate=${q(from)}&toDate=${q(to)}`),
  events: (vesselId: string) => http.get<Iso19030Event[]>(`/Iso19030Events/Vessel/${q(vesselId)}`),
  createEvent: (body: Omit<Iso19030Event, "id" | "eventTypeName">) =>
    http.post<Iso19030Event>("/Iso19030Events", body),
  updateEvent: (id: string, body: Partial<Iso19030Event>) =>
    http.patch<Iso19030Event>(`/Iso19030Events/${q(id)}`, body),
  deleteEvent: (id: string) => http.delete<null>(`/Iso19030Events/${q(id)}`),
  indicators: (vesselId: string) =>
    http.get<{ triggerValue: number | null; indicators: Indicator[] }>(
      `/Iso19030/PerformanceIndicators/${q(vesselId)}`,
    ),
  triggerValue: (vesselId: string) =>
    http.get<{ triggerValue: number | null }>(`/Iso19030/TriggerValue/${q(vesselId)}`),
  setTriggerValue: (vesselId: string, triggerValue: number | null) =>
    http.post<{ triggerValue: number | null }>(`/Iso19030/TriggerValue/${q(vesselId)}`, { triggerValue }),
};
