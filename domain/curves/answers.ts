import { z } from "zod";
import { EXCLUSION_REASONS } from "../charterParty/goodWeather.js";
import { LOAD_CONDITIONS } from "../charterParty/terms.js";
import { CURVE_FITS, CURVE_MODES } from "./referenceCurve.js";

/** The answers of the reference curve calls (docs/curves.md), shared by the server, the client and the document. */

const point = z.object({ x: z.number(), y: z.number() });
const loadCondition = z.enum(LOAD_CONDITIONS).nullable();
const charterTerms = z.object({
  maxBeaufort: z.number(),
  fuelAllowancePct: z.number(),
  speedAllowanceKn: z.number(),
});

/** An axis of a curve: its log variable, by name and unit while the time-series store still has it. */
export const curveAxisAnswer = z.object({
  logVariableId: z.number().int(),
  name: z.string().nullable(),
  unit: z.string().nullable(),
});
export type CurveAxisAnswer = z.infer<typeof curveAxisAnswer>;

export const curveModelAnswer = z.object({
  fit: z.enum(CURVE_FITS),
  coefficients: z.array(z.number()),
  r2: z.number(),
  equation: z.string(),
});

export const predictionTableAnswer = z.object({
  rows: z.array(
    z.object({
      x: z.number(),
      y: z.number(),
      predicted: z.number().nullable(),
      difference: z.number().nullable(),
      outlier: z.boolean(),
    }),
  ),
  warning: z.string().nullable(),
});

/** A reference curve (GET /Curves/Find, /Curves/{id}, and the answer of adding or changing one). */
export const referenceCurveAnswer = z.object({
  id: z.string(),
  vesselId: z.string(),
  name: z.string(),
  curveMode: z.enum(CURVE_MODES),
  curveFit: z.enum(CURVE_FITS),
  regressionOrder: z.number().int().nullable(),
  xAxisLogVariableId: z.number().int(),
  yAxisLogVariableId: z.number().int(),
  points: z.array(point),
  loadCondition,
  charterTerms: charterTerms.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  xAxis: curveAxisAnswer,
  yAxis: curveAxisAnswer,
  model: curveModelAnswer.nullable(),
  /** The prediction curve: 100 equal steps over the points' x range. */
  predictionCurve: z.array(point),
  predictionTable: predictionTableAnswer,
});
export type ReferenceCurveAnswer = z.infer<typeof referenceCurveAnswer>;

/** GET /Curves/Points: the hourly or daily averages of two log variables where both have data. */
export const variablePointsAnswer = z.object({
  points: z.array(point),
  buckets: z.number().int(),
  thinned: z.boolean(),
  granularity: z.enum(["Hour", "Day"]),
});
export type VariablePointsAnswer = z.infer<typeof variablePointsAnswer>;

const excludedHours = z.object(
  Object.fromEntries(EXCLUSION_REASONS.map((reason) => [reason, z.number()])) as Record<
    (typeof EXCLUSION_REASONS)[number],
    z.ZodNumber
  >,
);

export const charterPeriodAnswer = z.object({
  startDate: z.string(),
  endDate: z.string(),
  loadCondition,
  curveId: z.string().nullable(),
  curveName: z.string().nullable(),
  goodWeatherHours: z.number(),
  excludedHours,
  fuelConsumption: z.number().nullable(),
  warrantedFuelConsumption: z.number().nullable(),
  referenceFuelConsumption: z.number().nullable(),
  difference: z.number().nullable(),
  distance: z.number(),
  averageSpeed: z.number().nullable(),
  extrapolated: z.boolean(),
  note: z.string().nullable(),
});

export const charterSummaryAnswer = z.object({
  fuelConsumption: z.number(),
  referenceFuelConsumption: z.number(),
  difference: z.number(),
  distance: z.number(),
  goodWeatherHours: z.number(),
  excludedHours,
  legsWithoutFigure: z.number().int(),
});

/** GET /Curves/CharterParty: a vessel's voyage legs against a reference curve, or why there is no table. */
export const charterPartyAnswer = z.object({
  curve: z
    .object({
      id: z.string(),
      name: z.string(),
      curveFit: z.enum(CURVE_FITS),
      xAxis: curveAxisAnswer,
      yAxis: curveAxisAnswer,
      loadCondition,
      terms: charterTerms,
    })
    .nullable(),
  curves: z.array(z.object({ id: z.string(), name: z.string(), loadCondition })),
  periods: z.array(charterPeriodAnswer),
  summary: charterSummaryAnswer.nullable(),
  message: z.string().nullable(),
});
export type CharterPartyAnswer = z.infer<typeof charterPartyAnswer>;
