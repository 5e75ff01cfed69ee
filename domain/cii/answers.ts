import { z } from "zod";

/** The CII calls' answers (docs/cii.md), shared by the server, the client and the OpenAPI document. */

export const ciiRatingAnswer = z.enum(["A", "B", "C", "D", "E"]);
const capacityBasis = z.enum(["DWT", "GT"]);

export const ciiBoundariesAnswer = z.object({
  superior: z.number(),
  lower: z.number(),
  upper: z.number(),
  inferior: z.number(),
});

/** A recorded MEPC.355(78) adjustment of a period, with the names of who recorded it and of its fuels. */
export const ciiAdjustmentAnswer = z.object({
  id: z.string(),
  kind: z.string(),
  from: z.string(),
  to: z.string(),
  distanceNm: z.number(),
  fuels: z.array(z.object({ fuelTypeId: z.string(), fuelType: z.string().nullable(), tonnes: z.number() })),
  note: z.string(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});

/** One vessel's CII for a year (to date) as GET /Cii/Ytd and /Cii/Year answer it (docs/cii.md). */
export const ciiSummaryAnswer = z.object({
  vesselId: z.string(),
  vesselName: z.string(),
  year: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  shipType: z.string(),
  capacityBasis,
  capacity: z.number(),
  referenceCapacity: z.number(),
  z: z.number(),
  reference: z.number(),
  required: z.number(),
  boundaries: ciiBoundariesAnswer,
  source: z.enum(["voyages", "logData", "mixed", "none"]),
  voyageDays: z.number().int(),
  logDataDays: z.number().int(),
  /** Days of the year with data, the days of the whole year, and fewer than all: provisional rating. */
  daysWithData: z.number().int(),
  daysInYear: z.number().int(),
  partial: z.boolean(),
  co2Tonnes: z.number(),
  distanceNm: z.number(),
  attained: z.number().nullable(),
  rating: ciiRatingAnswer.nullable(),
  corrected: z.object({
    attained: z.number().nullable(),
    rating: ciiRatingAnswer.nullable(),
    co2DeductedTonnes: z.number(),
    distanceDeductedNm: z.number(),
    factors: z.object({
      fi: z.number(),
      fm: z.number(),
      fc: z.number(),
      fiVse: z.number(),
      recordedBy: z.string().nullable(),
      recordedAt: z.string().nullable(),
    }),
    adjustments: z.array(ciiAdjustmentAnswer),
  }),
  /**
   * The CII of the year's IMO DCS figures (confirmed voyages only, as the DCS annual report sums them):
   * the figure reported with the DCS data and the one a verifier signs (docs/cii.md, "Two CIIs").
   */
  dcs: z.object({
    distanceNm: z.number(),
    fuelTonnes: z.number(),
    co2Tonnes: z.number(),
    attained: z.number().nullable(),
    required: z.number().nullable(),
    rating: ciiRatingAnswer.nullable(),
    note: z.string().nullable(),
  }),
  projection: z
    .object({
      paceDays: z.number(),
      remainingDays: z.number(),
      co2Tonnes: z.number(),
      distanceNm: z.number(),
      attained: z.number().nullable(),
      rating: ciiRatingAnswer.nullable(),
    })
    .nullable(),
});

export type CiiSummaryAnswer = z.infer<typeof ciiSummaryAnswer>;

/** A day of the running CII: the year's figures up to and including the day. */
export const ciiRunningDayAnswer = z.object({
  date: z.string(),
  source: z.enum(["voyages", "logData"]).nullable(),
  co2Tonnes: z.number(),
  distanceNm: z.number(),
  attained: z.number().nullable(),
  rating: ciiRatingAnswer.nullable(),
});

/** GET /Cii/Year: the summary with the running days. */
export const ciiYearAnswer = ciiSummaryAnswer.extend({ days: z.array(ciiRunningDayAnswer) });

/** GET /Cii/Day: the running CII per day only. */
export const ciiDaysAnswer = z.object({
  vesselId: z.string(),
  year: z.number().int(),
  days: z.array(ciiRunningDayAnswer),
});

/** A fleet row that could not be rated, and why. */
export const ciiFleetRefusalAnswer = z.object({
  vesselId: z.string(),
  vesselName: z.string(),
  year: z.number().int(),
  error: z.string(),
});

/** GET /Cii/Ytd: one vessel's summary (?vesselId=), or the fleet's rows. */
export const ciiFleetAnswer = z.object({
  year: z.number().int(),
  vessels: z.array(z.union([ciiSummaryAnswer, ciiFleetRefusalAnswer])),
});
export const ciiYtdAnswer = z.union([ciiSummaryAnswer, ciiFleetAnswer]);

/** POST /Cii/Calculate. */
export const ciiCalculationAnswer = z.object({
  capacity: z.number(),
  capacityBasis,
  attained: z.number(),
  reference: z.number(),
  required: z.number(),
  boundaries: ciiBoundariesAnswer,
  rating: ciiRatingAnswer,
});
