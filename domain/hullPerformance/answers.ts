import { z } from "zod";
import { ISO19030_EVENT_TYPES } from "./events.js";

/** The answers of the hull performance calls (docs/fouling.md, ISO 19030): times ISO 8601, figures rounded. */

const figure = z.number().nullable();

/** An ISO 19030 event (GET, POST, PATCH /Iso19030Events…), with its type's label. */
export const iso19030EventAnswer = z.object({
  id: z.string(),
  vesselId: z.string(),
  eventType: z.enum(ISO19030_EVENT_TYPES),
  eventTypeName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  description: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
});
export type Iso19030EventAnswer = z.infer<typeof iso19030EventAnswer>;

/** GET and POST /Iso19030/TriggerValue/{vesselId}: the maintenance trigger value, pp (null: none). */
export const triggerValueAnswer = z.object({ vesselId: z.string(), triggerValue: figure });
export type TriggerValueAnswer = z.infer<typeof triggerValueAnswer>;

const indicatorPeriod = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  meanPerformanceValue: figure,
});

/** One ISO 19030 performance indicator; the maintenance trigger also says whether it was reached. */
export const performanceIndicatorAnswer = z.object({
  kind: z.enum(["DryDockingPerformance", "InServicePerformance", "MaintenanceTrigger", "MaintenanceEffect"]),
  reference: indicatorPeriod.nullable(),
  evaluation: indicatorPeriod.nullable(),
  value: figure,
  confidence: figure,
  triggered: z.boolean().nullable().optional(),
  referenceKind: z.enum(["firstYear", "firstThreeMonths"]).nullable().optional(),
  note: z.string().nullable(),
});
export type PerformanceIndicatorAnswer = z.infer<typeof performanceIndicatorAnswer>;

/** GET /Iso19030/PerformanceIndicators/{vesselId}. */
export const performanceIndicatorsAnswer = z.object({
  vesselId: z.string(),
  triggerValue: figure,
  indicators: z.array(performanceIndicatorAnswer),
});
export type PerformanceIndicatorsAnswer = z.infer<typeof performanceIndicatorsAnswer>;

/** GET /Fouling/HullCoatingType. */
export const coatingTypeAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type CoatingTypeAnswer = z.infer<typeof coatingTypeAnswer>;

/** GET /Fouling/HullCoatingManufacturer. */
export const coatingManufacturerAnswer = z.object({ id: z.number().int(), name: z.string() });

/** A vessel's hull coating with its names and who set it; null until set (GET, POST /Fouling/HullCoatingVessel…). */
export const vesselCoatingAnswer = z.object({
  vesselId: z.string(),
  coating: z
    .object({
      vesselId: z.string(),
      coatingTypeId: z.number().int(),
      coatingTypeName: z.string().nullable(),
      manufacturerId: z.number().int(),
      manufacturerName: z.string().nullable(),
      productName: z.string(),
      appliedOn: z.string().nullable(),
      notes: z.string(),
      setBy: z.string(),
      setByName: z.string().nullable(),
      setAt: z.string(),
    })
    .nullable(),
});
export type VesselCoatingAnswer = z.infer<typeof vesselCoatingAnswer>;

/** The caller's fouling chart configuration for a vessel; the defaults until saved (GET, PUT /Fouling/Config…). */
export const foulingConfigAnswer = z.object({
  vesselId: z.string(),
  periodDays: z.number().int(),
  showTrend: z.boolean(),
  showEvents: z.boolean(),
  benchmark: figure,
  savedAt: z.string().nullable(),
  saved: z.boolean(),
});
export type FoulingConfigAnswer = z.infer<typeof foulingConfigAnswer>;

/** GET and PUT /Fouling/SpeedLogCalibration/{vesselId}: the certified calibrations, by validFrom. */
export const speedLogCalibrationsAnswer = z.object({
  vesselId: z.string(),
  calibrations: z.array(z.object({ validFrom: z.string(), factor: z.number(), certificate: z.string() })),
});

/** GET and PUT /Fouling/Reference/{vesselId}: the speed-power reference, breadth and wind coefficient (null until set). */
export const referenceSettingsAnswer = z.object({
  vesselId: z.string(),
  settings: z
    .object({
      reference: z.array(z.object({ draft: z.number(), points: z.array(z.tuple([z.number(), z.number()])) })),
      breadth: z.number(),
      windCoefficient: figure,
    })
    .nullable(),
});

/** PUT /Fouling/SeaSurfaceTemperature/{vesselId}: the vessel's manual entries by 6-hour bucket start. */
export const manualSeaTemperaturesAnswer = z.object({
  vesselId: z.string(),
  entries: z.record(
    z.string(),
    z.object({
      seaSurfaceTemperature: z.number(),
      latitude: z.number(),
      longitude: z.number(),
      shipSpeed: figure,
      timeSpent: z.number(),
    }),
  ),
});

const vesselWindow = { vesselId: z.string(), fromDate: z.string(), toDate: z.string() };

/** GET /Fouling/PropulsionEfficiencyData: a value per day at sea. */
export const propulsionEfficiencyDataAnswer = z.object({
  ...vesselWindow,
  days: z.array(
    z.object({ timestamp: z.string(), efficiency: z.number(), speed: z.number(), power: z.number() }),
  ),
});

/** GET /Fouling/PropulsionEfficiencyCurve: the reference curves and the measured days. */
export const propulsionCurveAnswer = z.object({
  ...vesselWindow,
  reference: z.array(
    z.object({ draft: z.number(), points: z.array(z.object({ speed: z.number(), power: z.number() })) }),
  ),
  measured: z.array(z.object({ timestamp: z.string(), speed: z.number(), power: z.number() })),
});
export type PropulsionCurveAnswer = z.infer<typeof propulsionCurveAnswer>;

/** One deviation chart: its ± range, the variable it is read from (null: not mapped) and a value per day. */
const deviationSeries = z.object({
  range: z.number(),
  variable: z.string().nullable(),
  days: z.array(z.object({ timestamp: z.string(), deviation: z.number() })),
});
export type DeviationSeriesAnswer = z.infer<typeof deviationSeries>;

/** GET /Fouling/Deviations: rpm and SFR deviations. */
export const deviationsAnswer = z.object({ ...vesselWindow, rpm: deviationSeries, sfr: deviationSeries });

const REJECT_REASONS = [
  "incomplete",
  "unstable",
  "waterTemperature",
  "wind",
  "rudder",
  "waterDepth",
  "draft",
  "notUnderWay",
  "waves",
] as const;

/** A vessel's speed loss statistics over a window (GET /Fouling/Statistics, a row of POST /Fouling/LatestStatistics). */
export const foulingStatisticsAnswer = z.object({
  currentSpeedLoss: figure,
  changePerYear: figure,
  trendMinDays: z.number().int(),
  meanSpeedLossLast30Days: figure,
  daysWithValue: z.number().int(),
  blocks: z.object({
    blocks: z.number().int(),
    accepted: z.number().int(),
    rejected: z.record(z.enum(REJECT_REASONS), z.number().int()),
  }),
  speedLogCalibrations: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      factor: z.number(),
      method: z.enum(["oppositeHeadings", "oneHeading", "allBlocks", "certified", "none"]),
      note: z.string().nullable(),
    }),
  ),
  windCorrection: z.object({
    coefficient: z.number(),
    method: z.enum(["setting", "estimated", "default"]),
    standardError: figure,
  }),
  missingFeatures: z.array(z.string()),
});

/** GET /Fouling/Statistics. */
export const vesselFoulingStatisticsAnswer = foulingStatisticsAnswer.extend({ vesselId: z.string() });

/** POST /Fouling/LatestStatistics: a row per vessel, its error instead of figures when it has none. */
export const latestFoulingStatisticsAnswer = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  vessels: z.array(
    z.union([
      z.object({ vesselId: z.string(), vesselName: z.string(), error: z.string() }),
      z.object({
        vesselId: z.string(),
        vesselName: z.string(),
        error: z.null(),
        statistics: foulingStatisticsAnswer,
      }),
    ]),
  ),
});
