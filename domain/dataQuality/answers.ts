import { z } from "zod";
import { FEATURE_NAMES } from "../featureMapping/features.js";
import { CALIBRATION_METHODS } from "../hullPerformance/speedLogCalibration.js";
import { OUTLIER_ACTIONS } from "./actions.js";
import { ALIGNED_QUANTITIES } from "./alignment.js";

/** The answers of the data quality calls (docs/data-quality.md): times ISO 8601, dates YYYY-MM-DD. */

const figure = z.number().nullable();
const featureName = z.enum(FEATURE_NAMES);
const period = { from: z.string(), to: z.string() };

const light = z.enum(["green", "amber", "red", "none"]);
export type Light = z.infer<typeof light>;
const summaryCheck = z.object({ light, value: figure, detail: z.string() });
export type SummaryCheckAnswer = z.infer<typeof summaryCheck>;

/** One vessel's row of the fleet summary: a light per check and the worst of them. */
export const vesselSummaryAnswer = z.object({
  vesselId: z.string(),
  vesselName: z.string(),
  lastDataReceived: z.string().nullable(),
  worst: light,
  checks: z.object({
    availability: summaryCheck,
    outliers: summaryCheck,
    frozen: summaryCheck,
    speedLog: summaryCheck,
    noonAlignment: summaryCheck,
  }),
});
export type VesselSummaryAnswer = z.infer<typeof vesselSummaryAnswer>;

/** GET /DataQuality/FleetOverview, worst vessels first. */
export const fleetOverviewAnswer = z.object({ ...period, vessels: z.array(vesselSummaryAnswer) });
export type FleetOverviewAnswer = z.infer<typeof fleetOverviewAnswer>;

/** One feature's availability per day and its outages. */
export const featureAvailabilityAnswer = z.object({
  featureName,
  logVariableId: z.number().int(),
  logVariableName: z.string(),
  intervalSeconds: z.number(),
  intervalConfigured: z.boolean(),
  availabilityPct: z.number(),
  days: z.array(
    z.object({
      date: z.string(),
      expected: z.number(),
      received: z.number(),
      availabilityPct: z.number(),
    }),
  ),
  outages: z.array(z.object({ start: z.string(), end: z.string(), durationMinutes: z.number() })),
});
export type FeatureAvailabilityAnswer = z.infer<typeof featureAvailabilityAnswer>;

/** GET /DataQuality/DataOutage. */
export const dataOutageAnswer = z.object({
  vesselId: z.string(),
  ...period,
  thresholdMinutes: z.number(),
  features: z.array(featureAvailabilityAnswer),
});
export type DataOutageAnswer = z.infer<typeof dataOutageAnswer>;

/** GET and PUT /DataQuality/DataOutage/Configuration. */
export const outageConfigurationAnswer = z.object({ vesselId: z.string(), thresholdMinutes: z.number() });
export type OutageConfigurationAnswer = z.infer<typeof outageConfigurationAnswer>;

/** A feature's check settings as the outlier checks use them (GET and POST /DataQuality/Outliers/Config). */
export const outlierFeatureConfigAnswer = z.object({
  featureName,
  logVariableId: z.number().int().nullable(),
  intervalSeconds: z.number(),
  min: z.number(),
  max: z.number(),
  frozenLimitMinutes: z.number(),
  unit: z.string(),
  configured: z.boolean(),
  /** Who configured the feature and when (configured features only). */
  recordedBy: z.string().optional(),
  recordedAt: z.string().optional(),
  logVariableName: z.string().nullable(),
});
export const outliersConfigAnswer = z.object({
  vesselId: z.string(),
  features: z.array(outlierFeatureConfigAnswer),
});

/** An acknowledge or delete in force over a feature's period (PUT /DataQuality/Outliers/TakeAction/…). */
export const outlierActionAnswer = z.object({
  id: z.string(),
  action: z.enum(OUTLIER_ACTIONS),
  featureName,
  logVariableId: z.number().int(),
  ...period,
  reason: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type OutlierActionAnswer = z.infer<typeof outlierActionAnswer>;

/** An out-of-range reading, a spike or a frozen period, with the action in force on it. */
export const outlierAnswer = z.object({
  vesselId: z.string(),
  vesselName: z.string(),
  featureName,
  logVariableId: z.number().int(),
  logVariableName: z.string(),
  unit: z.string(),
  kind: z.enum(["OutOfRange", "Spike", "Frozen"]),
  ...period,
  value: z.number(),
  status: z.enum(["Open", "Acknowledged"]),
  actionId: z.string().nullable(),
});
export type OutlierAnswer = z.infer<typeof outlierAnswer>;

/** GET /DataQuality/Outliers, newest first. */
export const outliersAnswer = z.object({
  vesselId: z.string(),
  ...period,
  outliers: z.array(outlierAnswer),
  actions: z.array(outlierActionAnswer),
});
export type OutliersAnswer = z.infer<typeof outliersAnswer>;

/** GET /DataQuality/CompanyOutliers. */
export const companyOutliersAnswer = z.object({
  companyId: z.string(),
  ...period,
  outliers: z.array(outlierAnswer),
});
export type CompanyOutliersAnswer = z.infer<typeof companyOutliersAnswer>;

/** PUT /DataQuality/Outliers/TakeAction/Clear. */
export const clearedActionAnswer = z.object({
  vesselId: z.string(),
  actionId: z.string(),
  cleared: z.literal(true),
});

const point = z.object({ t: z.string(), v: z.number() });

/** GET /datafeature: a feature's readings for the outlier chart. */
export const featureValuesAnswer = z.object({
  vesselId: z.string(),
  featureName,
  logVariableId: z.number().int(),
  unit: z.string(),
  ...period,
  points: z.array(point),
});
export type FeatureValuesAnswer = z.infer<typeof featureValuesAnswer>;

/** GET /DataQuality/SpeedLog: the log's bias against derived speed through water. */
export const speedLogAnswer = z.object({
  vesselId: z.string(),
  featureName: z.literal("Speed Through Water"),
  ...period,
  biasPct: figure,
  /** How the bias was estimated (the Fouling page's speed-log calibration methods). */
  method: z.enum(CALIBRATION_METHODS),
  note: z.string().nullable(),
  source: z.enum(["fouling", "pairs"]).nullable(),
  /** Start of the stretch the bias is estimated over: its calibration period (since the last servicing) or the window's. */
  calibratedFrom: z.string().nullable(),
  pairs: z.number().int(),
  days: z.array(
    z.object({
      date: z.string(),
      biasPct: figure,
      rollingBiasPct: figure,
      meanMeasured: figure,
      meanDerived: figure,
      pairs: z.number().int(),
    }),
  ),
});
export type SpeedLogAnswer = z.infer<typeof speedLogAnswer>;

/** GET /DataQuality/SpeedLog/DerivedSpeedThroughWater and …/SpeedThroughWater: hourly means. */
export const hourlySeriesAnswer = z.object({ vesselId: z.string(), ...period, points: z.array(point) });
export type HourlySeriesAnswer = z.infer<typeof hourlySeriesAnswer>;

const quantity = z.enum(ALIGNED_QUANTITIES);
const noonFigures = { distanceNm: figure, steamingHours: figure, speedKn: figure, meFuelT: figure };

/** One noon report against the log data integrated over its day. */
export const alignmentRowAnswer = z.object({
  t: z.string(),
  reported: z.object(noonFigures),
  logged: z.object({ ...noonFigures, coverage: z.number(), fuelCoverage: figure }),
  deviationPct: z.object(noonFigures),
  flagged: z.array(quantity),
});
export type AlignmentRowAnswer = z.infer<typeof alignmentRowAnswer>;

/** GET /DataQuality/DataAlignment. */
export const dataAlignmentAnswer = z.object({
  vesselId: z.string(),
  ...period,
  thresholdPct: z.number(),
  quantities: z.array(quantity),
  rows: z.array(alignmentRowAnswer),
});
export type DataAlignmentAnswer = z.infer<typeof dataAlignmentAnswer>;
