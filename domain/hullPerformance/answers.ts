import { z } from "zod";
import { ISO19030_EVENT_TYPES } from "./events.js";
import { REJECT_REASONS, WIND_CORRECTION_METHODS } from "./iso19030.js";
import { CALIBRATION_METHODS } from "./speedLogCalibration.js";

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
      method: z.enum(CALIBRATION_METHODS),
      note: z.string().nullable(),
    }),
  ),
  windCorrection: z.object({
    coefficient: z.number(),
    method: z.enum(WIND_CORRECTION_METHODS),
    standardError: figure,
  }),
  missingFeatures: z.array(z.string()),
});

/** GET /Fouling/Statistics. */
export const vesselFoulingStatisticsAnswer = foulingStatisticsAnswer.extend({ vesselId: z.string() });

/**
 * A POST /Fouling/… answer for several vessels over one period: a row per vessel, with its figures under
 * `key`, or its error instead when it has none.
 */
function perVesselAnswer<Key extends string, Figures extends z.ZodType>(key: Key, figures: Figures) {
  const vessel = { vesselId: z.string(), vesselName: z.string() };
  return z.object({
    fromDate: z.string(),
    toDate: z.string(),
    vessels: z.array(
      z.union([
        z.object({ ...vessel, error: z.string() }),
        z.object({ ...vessel, error: z.null(), ...({ [key]: figures } as Record<Key, Figures>) }),
      ]),
    ),
  });
}

/** POST /Fouling/LatestStatistics. */
export const latestFoulingStatisticsAnswer = perVesselAnswer("statistics", foulingStatisticsAnswer);

/** GET /Fouling/Overview: per vessel the mean daily speed loss of the last 30 days, or why there is none. */
export const foulingOverviewAnswer = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  vessels: z.array(
    z.object({
      vesselId: z.string(),
      vesselName: z.string(),
      speedLoss: figure,
      days: z.number().int(),
      lastDay: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type FoulingOverviewAnswer = z.infer<typeof foulingOverviewAnswer>;
export type FoulingOverviewRowAnswer = FoulingOverviewAnswer["vessels"][number];

/** A speed band of the operating profile, priced at the fouling's speed loss (nulls without a loss). */
export const profileBinAnswer = z.object({
  speedFrom: z.number(),
  speedTo: z.number(),
  share: z.number(),
  hours: z.number(),
  meanSpeed: z.number(),
  meanDraft: z.number(),
  meanPower: z.number(),
  referencePower: figure,
  addedPower: figure,
  tonnesPerDayAtSea: figure,
});
export type ProfileBinAnswer = z.infer<typeof profileBinAnswer>;

const figureRange = z.tuple([z.number(), z.number()]).nullable();

/**
 * The added fuel the fouling costs (docs/fouling.md "Added fuel consumption"): the speed loss the fouling
 * added (the window's mean minus the clean hull's, read after the latest dry docking or new coating, which
 * ended at cleanHullEventDate; the reference when cleanHullMeasured is false: no such event, or no logged
 * days in the first two weeks after it) ± its 95 % half-width, and the fuel at it and at the interval's
 * ends.
 */
export const addedFuelAnswer = z.object({
  speedLoss: figure,
  speedLossConfidence: figure,
  meanSpeedLoss: figure,
  cleanHullSpeedLoss: figure,
  cleanHullMeasured: z.boolean(),
  cleanHullEventDate: z.string().nullable(),
  addedPowerShare: z.number(),
  addedPower: figure,
  specificFuelConsumption: z.number(),
  specificFuelMeasured: z.boolean(),
  /** g/kWh the added power costs: the measured fuel curve's slope over it, else the mean SFOC. */
  marginalFuelConsumption: figure,
  fuelCurveMeasured: z.boolean(),
  atSeaShare: z.number(),
  tonnesPerDayAtSea: figure,
  tonnesPerYear: figure,
  tonnesPerDayAtSeaRange: figureRange,
  tonnesPerYearRange: figureRange,
  operatingProfile: z.array(profileBinAnswer),
});
export type AddedFuelAnswer = z.infer<typeof addedFuelAnswer>;

/** GET /Fouling/AddedFuelConsumption. */
export const vesselAddedFuelAnswer = addedFuelAnswer.extend({ vesselId: z.string() });

/** POST /Fouling/AddedFuelConsumptions. */
export const addedFuelConsumptionsAnswer = perVesselAnswer("addedFuelConsumption", addedFuelAnswer);

/** One side of a hull event: the trend fitted from the neighbouring event (or a year) to it. */
const impactSideAnswer = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  performanceValueAtEvent: figure,
  changePerYear: figure,
});

/** The step of the trend at a date: PV before and after it, the step (positive = faster after) ± 95 %. */
const trendStepAnswer = z.object({
  before: impactSideAnswer,
  after: impactSideAnswer,
  performanceValueBefore: figure,
  performanceValueAfter: figure,
  improvement: figure,
  confidence: figure,
  significant: z.boolean().nullable(),
});

/** The step of the trend at a hull event (GET /Fouling/SpeedLoss eventImpacts). */
export const eventImpactAnswer = trendStepAnswer.extend({
  eventId: z.string(),
  eventType: z.enum(ISO19030_EVENT_TYPES),
  eventTypeName: z.string(),
  date: z.string(),
});
export type EventImpactAnswer = z.infer<typeof eventImpactAnswer>;

/** GET /Fouling/Impact: the step of the trend at eventDate. */
export const impactAnswer = trendStepAnswer.extend({ vesselId: z.string(), eventDate: z.string() });
export type ImpactAnswer = z.infer<typeof impactAnswer>;

/** A day of the speed loss history: its speed loss and performance value, %, and the blocks accepted. */
const speedLossDayAnswer = z.object({
  timestamp: z.string(),
  speedLoss: z.number(),
  performanceValue: z.number(),
  blocks: z.number().int(),
});

/** A hull period's trend: its mean speed loss, change per year and the line's value at its end. */
const speedLossPeriodAnswer = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  meanSpeedLoss: z.number(),
  changePerYear: z.number(),
  current: z.number(),
});

/** A hull event as the analysis read it. */
const analysedEventAnswer = z.object({
  id: z.string(),
  vesselId: z.string(),
  eventType: z.enum(ISO19030_EVENT_TYPES),
  startTime: z.string(),
  endTime: z.string(),
  description: z.string(),
});

/** GET /Fouling/SpeedLoss: everything the Fouling page shows for a window. */
export const speedLossAnswer = z.object({
  ...vesselWindow,
  /** Feature → the log variable's name used for it. */
  featureMapping: z.record(z.string(), z.string()),
  history: z.array(speedLossDayAnswer),
  periods: z.array(speedLossPeriodAnswer),
  statistics: foulingStatisticsAnswer,
  addedFuelConsumption: addedFuelAnswer,
  events: z.array(analysedEventAnswer),
  eventImpacts: z.array(eventImpactAnswer),
});
export type SpeedLossAnswer = z.infer<typeof speedLossAnswer>;
export type SpeedLossDayAnswer = z.infer<typeof speedLossDayAnswer>;
export type SpeedLossPeriodAnswer = z.infer<typeof speedLossPeriodAnswer>;

/** GET /Fouling/OperationProfile: the share of time at sea and the profile priced as GET /Fouling/SpeedLoss. */
export const operationProfileAnswer = z.object({
  ...vesselWindow,
  atSeaShare: z.number(),
  bins: z.array(profileBinAnswer),
});

/** GET /Fouling/SeaSurfaceTemperature: a point per 6-hour bucket with a position, logged or entered by hand. */
export const seaTemperatureAnswer = z.object({
  ...vesselWindow,
  bucketHours: z.number().int(),
  /** Buckets with a temperature, and those of them dropped for want of a position. */
  entries: z.number().int(),
  dropped: z.number().int(),
  points: z.array(
    z.object({
      timestamp: z.string(),
      temperature: z.number(),
      latlng: z.tuple([z.number(), z.number()]),
      shipSpeed: figure,
      /** Hours with a temperature value in the bucket. */
      timeSpent: z.number(),
      source: z.enum(["manual", "logged"]),
    }),
  ),
});
export type SeaTemperatureAnswer = z.infer<typeof seaTemperatureAnswer>;
