import type {
  CoatingTypeAnswer,
  DeviationSeriesAnswer,
  FoulingConfigAnswer,
  Iso19030EventAnswer,
  PerformanceIndicatorAnswer,
  PerformanceIndicatorsAnswer,
  PropulsionCurveAnswer,
  TriggerValueAnswer,
  VesselCoatingAnswer,
} from "../../../../domain/hullPerformance/answers";
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

export type Iso19030Event = Iso19030EventAnswer;

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
    speedLogCalibrations: Array<{
      from: string;
      to: string;
      factor: number;
      method: "oppositeHeadings" | "oneHeading" | "allBlocks" | "certified" | "none";
      note: string | null;
    }>;
    /** The wind coefficient of the speed-loss correction: the owner's, estimated from the window, or the default. */
    windCorrection: {
      coefficient: number;
      method: "setting" | "estimated" | "default";
      standardError: number | null;
    };
    missingFeatures: string[];
  };
  addedFuelConsumption: AddedFuel;
  events: Iso19030Event[];
  eventImpacts: EventImpact[];
}

export interface ProfileBin {
  speedFrom: number;
  speedTo: number;
  share: number;
  hours: number;
  meanSpeed: number;
  meanDraft: number;
  meanPower: number;
  referencePower: number | null;
  addedPower: number | null;
  tonnesPerDayAtSea: number | null;
}

export interface AddedFuel {
  /** The loss the fouling added: the window's mean minus the clean hull's, ± its 95 % half-width. */
  speedLoss: number | null;
  speedLossConfidence: number | null;
  meanSpeedLoss: number | null;
  cleanHullSpeedLoss: number | null;
  cleanHullMeasured: boolean;
  /** End of the dry docking or new coating the clean hull was read after (null: the reference). */
  cleanHullEventDate: string | null;
  tonnesPerDayAtSeaRange: [number, number] | null;
  tonnesPerYearRange: [number, number] | null;
  addedPowerShare: number;
  addedPower: number | null;
  specificFuelConsumption: number;
  specificFuelMeasured: boolean;
  /** g/kWh the added power costs: the slope of the engine's measured fuel curve, else the mean SFOC. */
  marginalFuelConsumption: number | null;
  fuelCurveMeasured: boolean;
  atSeaShare: number;
  tonnesPerDayAtSea: number | null;
  tonnesPerYear: number | null;
  operatingProfile: ProfileBin[];
}

/** One side of an event: the trend fitted from the neighbouring event (or a year) to it. */
export interface ImpactSide {
  from: string;
  to: string;
  days: number;
  performanceValueAtEvent: number | null;
  changePerYear: number | null;
}

export interface EventImpact {
  eventId: string;
  eventTypeName: string;
  date: string;
  before: ImpactSide;
  after: ImpactSide;
  performanceValueBefore: number | null;
  performanceValueAfter: number | null;
  improvement: number | null;
  confidence: number | null;
  significant: boolean | null;
}

export interface SeaTemperaturePoint {
  timestamp: string;
  temperature: number;
  latlng: [number, number];
  shipSpeed: number | null;
  timeSpent: number;
}

export interface SeaTemperature {
  bucketHours: number;
  entries: number;
  dropped: number;
  points: SeaTemperaturePoint[];
}

export type CoatingType = CoatingTypeAnswer;

export type VesselCoating = VesselCoatingAnswer;

export type FoulingConfig = FoulingConfigAnswer;

export type DeviationSeries = DeviationSeriesAnswer;

/** What the diagnostics chart draws of GET /Fouling/PropulsionEfficiencyCurve. */
export type PropulsionCurve = Pick<PropulsionCurveAnswer, "reference" | "measured">;

export type Indicator = PerformanceIndicatorAnswer;
export type IndicatorPeriod = NonNullable<Indicator["reference"]>;

const q = encodeURIComponent;

const span = (vesselId: string, from: string, to: string) =>
  `vesselId=${q(vesselId)}&fromDate=${q(from)}&toDate=${q(to)}`;

export const foulingApi = {
  speedLoss: (vesselId: string, from: string, to: string) =>
    http.get<FoulingData>(`/Fouling/SpeedLoss?${span(vesselId, from, to)}`),
  seaTemperature: (vesselId: string, from: string, to: string) =>
    http.get<SeaTemperature>(`/Fouling/SeaSurfaceTemperature?${span(vesselId, from, to)}`),
  coatingTypes: () => http.get<CoatingType[]>("/Fouling/HullCoatingType"),
  manufacturers: () => http.get<Array<{ id: number; name: string }>>("/Fouling/HullCoatingManufacturer"),
  coating: (vesselId: string) => http.get<VesselCoating>(`/Fouling/HullCoatingVessel/${q(vesselId)}`),
  setCoating: (body: {
    vesselId: string;
    coatingTypeId: number;
    manufacturerId: number;
    productName: string;
    appliedOn: string | null;
    notes: string;
  }) => http.post<VesselCoating>("/Fouling/HullCoatingVessel", body),
  config: (vesselId: string) => http.get<FoulingConfig>(`/Fouling/Config/${q(vesselId)}`),
  saveConfig: (config: Omit<FoulingConfig, "saved">) => http.put<FoulingConfig>("/Fouling/Config", config),
  propulsionEfficiency: (vesselId: string, from: string, to: string) =>
    http.get<{ days: Array<{ timestamp: string; efficiency: number; speed: number; power: number }> }>(
      `/Fouling/PropulsionEfficiencyData?${span(vesselId, from, to)}`,
    ),
  propulsionCurve: (vesselId: string, from: string, to: string) =>
    http.get<PropulsionCurve>(`/Fouling/PropulsionEfficiencyCurve?${span(vesselId, from, to)}`),
  deviations: (vesselId: string, from: string, to: string) =>
    http.get<{ rpm: DeviationSeries; sfr: DeviationSeries }>(
      `/Fouling/Deviations?${span(vesselId, from, to)}`,
    ),
  events: (vesselId: string) => http.get<Iso19030Event[]>(`/Iso19030Events/Vessel/${q(vesselId)}`),
  createEvent: (
    body: Pick<Iso19030Event, "vesselId" | "eventType" | "startTime" | "endTime" | "description">,
  ) => http.post<Iso19030Event>("/Iso19030Events", body),
  updateEvent: (id: string, body: Partial<Iso19030Event>) =>
    http.patch<Iso19030Event>(`/Iso19030Events/${q(id)}`, body),
  deleteEvent: (id: string) => http.delete<null>(`/Iso19030Events/${q(id)}`),
  indicators: (vesselId: string) =>
    http.get<PerformanceIndicatorsAnswer>(`/Iso19030/PerformanceIndicators/${q(vesselId)}`),
  triggerValue: (vesselId: string) => http.get<TriggerValueAnswer>(`/Iso19030/TriggerValue/${q(vesselId)}`),
  setTriggerValue: (vesselId: string, triggerValue: number | null) =>
    http.post<TriggerValueAnswer>(`/Iso19030/TriggerValue/${q(vesselId)}`, { triggerValue }),
};
