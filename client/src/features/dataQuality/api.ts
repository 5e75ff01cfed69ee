import type { FeatureMappingAnswer, MappedFeatureAnswer } from "../../../../domain/featureMapping/answers";
import { http } from "../../shared/api/httpClient";

export type Light = "green" | "amber" | "red" | "none";
export interface SummaryCheck {
  light: Light;
  value: number | null;
  detail: string;
}
export interface VesselSummary {
  vesselId: string;
  vesselName: string;
  lastDataReceived: string | null;
  worst: Light;
  checks: Record<"availability" | "outliers" | "frozen" | "speedLog" | "noonAlignment", SummaryCheck>;
}
export interface FeatureAvailability {
  featureName: string;
  logVariableName: string;
  intervalSeconds: number;
  availabilityPct: number;
  days: { date: string; expected: number; received: number; availabilityPct: number }[];
  outages: { start: string; end: string; durationMinutes: number }[];
}
export interface Outlier {
  vesselId: string;
  vesselName: string;
  featureName: string;
  logVariableName: string;
  unit: string;
  kind: "OutOfRange" | "Spike" | "Frozen";
  from: string;
  to: string;
  value: number;
  status: "Open" | "Acknowledged";
  actionId: string | null;
}
export interface OutlierAction {
  id: string;
  action: "Acknowledge" | "Delete";
  featureName: string;
  from: string;
  to: string;
  reason: string;
  recordedBy: string;
  recordedAt: string;
}
export type FeatureConfig = MappedFeatureAnswer;
export interface SpeedLogAnswer {
  biasPct: number | null;
  /** How the bias was estimated (the Fouling page's speed-log calibration methods). */
  method: "oppositeHeadings" | "oneHeading" | "allBlocks" | "certified" | "none";
  /** Start of the stretch the bias is estimated over: the log's calibration period (since its last servicing) or the window's. */
  calibratedFrom: string | null;
  note: string | null;
  pairs: number;
  days: { date: string; biasPct: number | null; rollingBiasPct: number | null; pairs: number }[];
}
export interface HourlySeries {
  points: { t: string; v: number }[];
}
export interface AlignmentRow {
  t: string;
  reported: Record<Quantity, number | null>;
  logged: Record<Quantity, number | null> & { coverage: number };
  deviationPct: Record<Quantity, number | null>;
  flagged: Quantity[];
}
export type Quantity = "distanceNm" | "steamingHours" | "speedKn" | "meFuelT";

const q = encodeURIComponent;
const span = (days: number) => {
  const to = Math.ceil(Date.now() / 86_400_000) * 86_400_000;
  return `from=${q(new Date(to - days * 86_400_000).toISOString())}&to=${q(new Date(to).toISOString())}`;
};

/** The data-quality calls of spec 3 §7 (docs/api.md, docs/data-quality.md). */
export const dataQualityApi = {
  fleetOverview: (days = 30) =>
    http.get<{ from: string; to: string; vessels: VesselSummary[] }>(
      `/DataQuality/FleetOverview?${span(days)}`,
    ),
  outages: (vesselId: string, days = 30) =>
    http.get<{ thresholdMinutes: number; features: FeatureAvailability[] }>(
      `/DataQuality/DataOutage?vesselId=${q(vesselId)}&${span(days)}`,
    ),
  outageConfig: (vesselId: string) =>
    http.get<{ thresholdMinutes: number }>(`/DataQuality/DataOutage/Configuration?vesselId=${q(vesselId)}`),
  setOutageConfig: (vesselId: string, thresholdMinutes: number) =>
    http.put<{ thresholdMinutes: number }>(`/DataQuality/DataOutage/Configuration?vesselId=${q(vesselId)}`, {
      thresholdMinutes,
    }),
  outliers: (vesselId: string, days = 7) =>
    http.get<{ outliers: Outlier[]; actions: OutlierAction[] }>(
      `/DataQuality/Outliers?vesselId=${q(vesselId)}&${span(days)}`,
    ),
  companyOutliers: (days = 7) =>
    http.get<{ outliers: Outlier[] }>(`/DataQuality/CompanyOutliers?${span(days)}`),
  featureValues: (vesselId: string, featureName: string, days = 7) =>
    http.get<{ unit: string; points: { t: string; v: number }[] }>(
      `/datafeature?vesselId=${q(vesselId)}&featureName=${q(featureName)}&${span(days)}`,
    ),
  act: (
    action: "Acknowledge" | "Delete",
    body: { vesselId: string; featureName: string; from: string; to: string; reason: string },
  ) => http.put<OutlierAction>(`/DataQuality/Outliers/TakeAction/${action}`, body),
  clear: (vesselId: string, actionId: string) =>
    http.put(`/DataQuality/Outliers/TakeAction/Clear`, { vesselId, actionId, reason: "" }),
  speedLog: (vesselId: string, days = 30) =>
    http.get<SpeedLogAnswer>(
      `/DataQuality/SpeedLog?vesselId=${q(vesselId)}&featureName=${q("Speed Through Water")}&${span(days)}`,
    ),
  derivedStw: (vesselId: string, days = 30) =>
    http.get<HourlySeries>(
      `/DataQuality/SpeedLog/DerivedSpeedThroughWater?vesselId=${q(vesselId)}&${span(days)}`,
    ),
  measuredStw: (vesselId: string, days = 30) =>
    http.get<HourlySeries>(`/DataQuality/SpeedLog/SpeedThroughWater?vesselId=${q(vesselId)}&${span(days)}`),
  alignment: (vesselId: string, days = 30) =>
    http.get<{ thresholdPct: number; rows: AlignmentRow[] }>(
      `/DataQuality/DataAlignment?vesselId=${q(vesselId)}&${span(days)}`,
    ),
  featureMapping: (vesselId: string) =>
    http.get<FeatureMappingAnswer>(`/featuremapping/configuration?vesselid=${q(vesselId)}`),
  saveFeatureMapping: (
    vesselId: string,
    features: Omit<FeatureConfig, "unit" | "logVariableName" | "logVariableUnit" | "configured">[],
  ) =>
    http.put<FeatureMappingAnswer>(`/featuremapping/configuration?vesselid=${q(vesselId)}`, {
      features,
    }),
};

/** The messages of spec 3 §8 for data quality. */
export const DQ_FAILURES = {
  fleetOverview: "Failed to refresh fleet overview",
  availability: "Failed to refresh data availability",
  availabilityConfig: "Failed to refresh data availability config",
  updateAvailabilityConfig: "Failed to update Data Availability Config",
  featureMapping: "Failed to fetch features mapping",
  featureValues: "Failed to fetch feature values",
  featureConfig: "Failed to fetch feature config",
  updateFeatureConfig: "Failed to update feature config",
  outlierAction: "Failed to acknowledge, remove or clear Data Outliers",
  speedLog: "Failed to fetch speed log data",
  derivedStw: "Failed to fetch derived speed through water data",
  stw: "Failed to fetch speed through water data",
  alignment: "Failed to fetch data alignment data",
} as const;
