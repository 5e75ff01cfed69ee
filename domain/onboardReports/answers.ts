import { z } from "zod";

/** GET /ReportTypes: a kind of report a vessel sends. */
export const reportTypeAnswer = z.object({ id: z.number().int(), name: z.string(), displayName: z.string() });
export type ReportType = z.infer<typeof reportTypeAnswer>;

/** A report as GET /Reports answers it (newest first): its fields as the data package named them. */
export const onboardReportAnswer = z.object({
  /** `{vesselId}_{time in ms}`: the id GET /Reports/{id} downloads. */
  id: z.string(),
  vesselId: z.string(),
  reportTypeId: z.number().int(),
  reportType: z.string(),
  timestamp: z.string(),
  values: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
});
export type OnboardReport = z.infer<typeof onboardReportAnswer>;
