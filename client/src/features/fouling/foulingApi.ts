import type {
  CoatingTypeAnswer,
  DeviationSeriesAnswer,
  FoulingConfigAnswer,
  Iso19030EventAnswer,
  PerformanceIndicatorsAnswer,
  PropulsionCurveAnswer,
  SeaTemperatureAnswer,
  SpeedLossAnswer,
  TriggerValueAnswer,
  VesselCoatingAnswer,
} from "../../../../domain/hullPerformance/answers";
import { http } from "../../shared/api/httpClient";

/** What the diagnostics chart draws of GET /Fouling/PropulsionEfficiencyCurve. */
export type PropulsionCurve = Pick<PropulsionCurveAnswer, "reference" | "measured">;

const q = encodeURIComponent;

const span = (vesselId: string, from: string, to: string) =>
  `vesselId=${q(vesselId)}&fromDate=${q(from)}&toDate=${q(to)}`;

export const foulingApi = {
  speedLoss: (vesselId: string, from: string, to: string) =>
    http.get<SpeedLossAnswer>(`/Fouling/SpeedLoss?${span(vesselId, from, to)}`),
  seaTemperature: (vesselId: string, from: string, to: string) =>
    http.get<SeaTemperatureAnswer>(`/Fouling/SeaSurfaceTemperature?${span(vesselId, from, to)}`),
  coatingTypes: () => http.get<CoatingTypeAnswer[]>("/Fouling/HullCoatingType"),
  manufacturers: () => http.get<Array<{ id: number; name: string }>>("/Fouling/HullCoatingManufacturer"),
  coating: (vesselId: string) => http.get<VesselCoatingAnswer>(`/Fouling/HullCoatingVessel/${q(vesselId)}`),
  setCoating: (body: {
    vesselId: string;
    coatingTypeId: number;
    manufacturerId: number;
    productName: string;
    appliedOn: string | null;
    notes: string;
  }) => http.post<VesselCoatingAnswer>("/Fouling/HullCoatingVessel", body),
  config: (vesselId: string) => http.get<FoulingConfigAnswer>(`/Fouling/Config/${q(vesselId)}`),
  saveConfig: (config: Omit<FoulingConfigAnswer, "saved">) =>
    http.put<FoulingConfigAnswer>("/Fouling/Config", config),
  propulsionEfficiency: (vesselId: string, from: string, to: string) =>
    http.get<{ days: Array<{ timestamp: string; efficiency: number; speed: number; power: number }> }>(
      `/Fouling/PropulsionEfficiencyData?${span(vesselId, from, to)}`,
    ),
  propulsionCurve: (vesselId: string, from: string, to: string) =>
    http.get<PropulsionCurve>(`/Fouling/PropulsionEfficiencyCurve?${span(vesselId, from, to)}`),
  deviations: (vesselId: string, from: string, to: string) =>
    http.get<{ rpm: DeviationSeriesAnswer; sfr: DeviationSeriesAnswer }>(
      `/Fouling/Deviations?${span(vesselId, from, to)}`,
    ),
  events: (vesselId: string) => http.get<Iso19030EventAnswer[]>(`/Iso19030Events/Vessel/${q(vesselId)}`),
  createEvent: (
    body: Pick<Iso19030EventAnswer, "vesselId" | "eventType" | "startTime" | "endTime" | "description">,
  ) => http.post<Iso19030EventAnswer>("/Iso19030Events", body),
  updateEvent: (id: string, body: Partial<Iso19030EventAnswer>) =>
    http.patch<Iso19030EventAnswer>(`/Iso19030Events/${q(id)}`, body),
  deleteEvent: (id: string) => http.delete<null>(`/Iso19030Events/${q(id)}`),
  indicators: (vesselId: string) =>
    http.get<PerformanceIndicatorsAnswer>(`/Iso19030/PerformanceIndicators/${q(vesselId)}`),
  triggerValue: (vesselId: string) => http.get<TriggerValueAnswer>(`/Iso19030/TriggerValue/${q(vesselId)}`),
  setTriggerValue: (vesselId: string, triggerValue: number | null) =>
    http.post<TriggerValueAnswer>(`/Iso19030/TriggerValue/${q(vesselId)}`, { triggerValue }),
};
