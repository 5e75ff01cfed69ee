import type {
  AlignmentRowAnswer,
  CompanyOutliersAnswer,
  DataAlignmentAnswer,
  DataOutageAnswer,
  FeatureValuesAnswer,
  FleetOverviewAnswer,
  HourlySeriesAnswer,
  OutageConfigurationAnswer,
  OutlierActionAnswer,
  OutliersAnswer,
  SpeedLogAnswer,
} from "../../../../domain/dataQuality/answers";
import type { FeatureMappingAnswer, MappedFeatureAnswer } from "../../../../domain/featureMapping/answers";
import { http } from "../../shared/api/httpClient";

export type Quantity = AlignmentRowAnswer["flagged"][number];

const q = encodeURIComponent;
const span = (days: number) => {
  const to = Math.ceil(Date.now() / 86_400_000) * 86_400_000;
  return `from=${q(new Date(to - days * 86_400_000).toISOString())}&to=${q(new Date(to).toISOString())}`;
};

/** The data-quality calls of spec 3 §7 (docs/api.md, docs/data-quality.md). */
export const dataQualityApi = {
  fleetOverview: (days = 30) => http.get<FleetOverviewAnswer>(`/DataQuality/FleetOverview?${span(days)}`),
  outages: (vesselId: string, days = 30) =>
    http.get<DataOutageAnswer>(`/DataQuality/DataOutage?vesselId=${q(vesselId)}&${span(days)}`),
  outageConfig: (vesselId: string) =>
    http.get<OutageConfigurationAnswer>(`/DataQuality/DataOutage/Configuration?vesselId=${q(vesselId)}`),
  setOutageConfig: (vesselId: string, thresholdMinutes: number) =>
    http.put<OutageConfigurationAnswer>(`/DataQuality/DataOutage/Configuration?vesselId=${q(vesselId)}`, {
      thresholdMinutes,
    }),
  outliers: (vesselId: string, days = 7) =>
    http.get<OutliersAnswer>(`/DataQuality/Outliers?vesselId=${q(vesselId)}&${span(days)}`),
  companyOutliers: (days = 7) =>
    http.get<CompanyOutliersAnswer>(`/DataQuality/CompanyOutliers?${span(days)}`),
  featureValues: (vesselId: string, featureName: string, days = 7) =>
    http.get<FeatureValuesAnswer>(
      `/datafeature?vesselId=${q(vesselId)}&featureName=${q(featureName)}&${span(days)}`,
    ),
  act: (
    action: "Acknowledge" | "Delete",
    body: { vesselId: string; featureName: string; from: string; to: string; reason: string },
  ) => http.put<OutlierActionAnswer>(`/DataQuality/Outliers/TakeAction/${action}`, body),
  clear: (vesselId: string, actionId: string) =>
    http.put(`/DataQuality/Outliers/TakeAction/Clear`, { vesselId, actionId, reason: "" }),
  speedLog: (vesselId: string, days = 30) =>
    http.get<SpeedLogAnswer>(
      `/DataQuality/SpeedLog?vesselId=${q(vesselId)}&featureName=${q("Speed Through Water")}&${span(days)}`,
    ),
  derivedStw: (vesselId: string, days = 30) =>
    http.get<HourlySeriesAnswer>(
      `/DataQuality/SpeedLog/DerivedSpeedThroughWater?vesselId=${q(vesselId)}&${span(days)}`,
    ),
  measuredStw: (vesselId: string, days = 30) =>
    http.get<HourlySeriesAnswer>(
      `/DataQuality/SpeedLog/SpeedThroughWater?vesselId=${q(vesselId)}&${span(days)}`,
    ),
  alignment: (vesselId: string, days = 30) =>
    http.get<DataAlignmentAnswer>(`/DataQuality/DataAlignment?vesselId=${q(vesselId)}&${span(days)}`),
  featureMapping: (vesselId: string) =>
    http.get<FeatureMappingAnswer>(`/featuremapping/configuration?vesselid=${q(vesselId)}`),
  saveFeatureMapping: (
    vesselId: string,
    features: Omit<MappedFeatureAnswer, "unit" | "logVariableName" | "logVariableUnit" | "configured">[],
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
