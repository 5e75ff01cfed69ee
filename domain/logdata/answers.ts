import { z } from "zod";
import { GRANULARITIES } from "./granularity.js";
import { LOCATION_SOURCES } from "./nearestLocation.js";
import {
  columnBatchPageSchema,
  everyColumnAsLong,
  seriesColumnsShape,
  seriesHeadShape,
} from "./seriesColumns.js";

/** The answers of the log variable and log data calls (docs/api.md), shared by the server, the client and the document. */

/** A log variable (spec 3 §3 Log variable): GET /LogVariables/Find, /LogVariables, /LogVariables/ShaftPower. */
export const logVariableAnswer = z.object({
  id: z.number().int(),
  vesselId: z.string(),
  name: z.string(),
  displayName: z.string(),
  unit: z.object({ caption: z.string(), unitType: z.string().nullable() }),
  displayPrecision: z.number().int(),
  onboardSystem: z.string(),
  taxa: z.array(z.object({ name: z.string() })),
  hasLogData: z.boolean(),
  logDataMinDate: z.string().nullable(),
  logDataMaxDate: z.string().nullable(),
});
export type LogVariableAnswer = z.infer<typeof logVariableAnswer>;

/** GET /LogVariables/Extended: a log variable with its vessel's name. */
export const extendedLogVariableAnswer = logVariableAnswer.extend({ vesselName: z.string() });

/** GET /LogVariables/Taxa: a taxonomy category. */
export const taxonNameAnswer = z.object({ name: z.string() });

/** GET /LogVariables/SampleWindows: the median gap between a variable's last raw points, null without two. */
export const sampleWindowAnswer = z.object({
  logVariableId: z.number().int(),
  sampleWindowMs: z.number().nullable(),
});
export type SampleWindowAnswer = z.infer<typeof sampleWindowAnswer>;

/** A time as asked with `dateTimeFormat`: ISO 8601 (the default) or epoch ms. */
const time = z.union([z.string(), z.number()]);

const seriesPoint = z.object({
  timestamp: time,
  value: z.number(),
  min: z.number(),
  max: z.number(),
  count: z.number().int(),
});
/** A series with an object per point (the default shape). */
const objectSeries = z.object({ ...seriesHeadShape, data: z.array(seriesPoint) });
const seriesWindow = {
  granularity: z.enum(GRANULARITIES),
  /** Width of an answered bucket (Raw: null). */
  intervalMs: z.number().nullable(),
  fromDate: time,
  toDate: time,
  continuationFilter: z.string().nullable(),
};

/** GET /LogData/Find and /Kognifai/LogData: a page of one variable's series, as objects or as columns. */
const objectLogDataPage = objectSeries.extend(seriesWindow);
/** A page of one variable's series in the default shape (an object per point). */
export type LogDataObjectsPage = z.infer<typeof objectLogDataPage>;
export const logDataPageAnswer = z.union([
  objectLogDataPage,
  z
    .object({ ...seriesHeadShape, ...seriesColumnsShape, ...seriesWindow })
    .refine(everyColumnAsLong.check, { message: everyColumnAsLong.message }),
]);
export type LogDataPageAnswer = z.infer<typeof logDataPageAnswer>;

/** GET /LogData/BatchFind: a page of several variables' series, as objects or as columns. */
export const logDataBatchAnswer = z.union([
  z.object({ ...seriesWindow, series: z.array(objectSeries) }),
  columnBatchPageSchema,
]);

/** GET /LogData/LastReceived: a variable's newest plausible reading, or nulls. */
export const lastReceivedAnswer = z.object({
  logVariableId: z.number().int(),
  name: z.string(),
  unit: z.string(),
  timestamp: time.nullable(),
  value: z.number().nullable(),
  /** Newer readings the data-quality rules call implausible, skipped (issue 29). */
  implausibleSkipped: z.number().int(),
});
export type LastReceivedAnswer = z.infer<typeof lastReceivedAnswer>;

const calculatedFields = {
  logVariableId: z.number().int(),
  name: z.string(),
  unit: z.string(),
  value: z.number().nullable(),
  count: z.number().int(),
  /** How much of the window the samples cover (issue 34). */
  coveredMs: z.number(),
  fromDate: z.string(),
  toDate: z.string(),
};
/** GET /LogData/Calculated/Averaged[/LastVoyage]: a variable's mean and extremes over its window. */
export const averagedAnswer = z.object({
  ...calculatedFields,
  min: z.number().nullable(),
  max: z.number().nullable(),
});
/** GET /LogData/Calculated/Accumulated[/LastVoyage]: a variable's total over its window. */
export const accumulatedAnswer = z.object(calculatedFields);
export type AveragedAnswer = z.infer<typeof averagedAnswer>;
export type AccumulatedAnswer = z.infer<typeof accumulatedAnswer>;

/** A known position of GET /VesselLocations/Find: from a vessel event or the vessel's own log. */
export const knownLocationAnswer = z.object({
  timestamp: z.string(),
  source: z.enum(LOCATION_SOURCES),
  geoCoordinate: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type KnownLocationAnswer = z.infer<typeof knownLocationAnswer>;
/** GET /VesselLocations/Find: the positions of the window, or with `at` the nearest (or null). */
export const vesselLocationsAnswer = z.union([z.array(knownLocationAnswer), knownLocationAnswer.nullable()]);

/** GET /Taxonomy: a log variable with its vessel and taxa. */
export const taxonomyVariableAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  vesselName: z.string(),
  imoNumber: z.string(),
  unit: z.string(),
  onboardSystem: z.string(),
  taxa: z.array(taxonNameAnswer),
});
export type TaxonomyVariableAnswer = z.infer<typeof taxonomyVariableAnswer>;

/** GET /Taxonomy/Taxa: a taxon the log variables carry, with its category. */
export const categorisedTaxonAnswer = z.object({ name: z.string(), category: z.string() });
export type CategorisedTaxonAnswer = z.infer<typeof categorisedTaxonAnswer>;

/** POST /Taxonomy/Excel: the workbook's rows read and the variables whose taxa changed. */
export const taxonomyUploadAnswer = z.object({ rows: z.number().int(), updated: z.number().int() });
