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
