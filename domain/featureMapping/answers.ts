import { z } from "zod";

/** The answers of the feature catalogue and mapping calls (docs/data-quality.md, "Feature mapping"). */

/** A feature of GET /Cds/Features: its unit and valid range; with vesselId, the vessel's variable for it. */
export const catalogueFeatureAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  min: z.number(),
  max: z.number(),
  logVariableId: z.number().int().nullable().optional(),
  available: z.boolean().optional(),
});

/** A feature as a vessel maps it to a log variable, with its check settings. */
export const mappedFeatureAnswer = z.object({
  featureName: z.string(),
  unit: z.string(),
  logVariableId: z.number().int().nullable(),
  logVariableName: z.string().nullable(),
  logVariableUnit: z.string().nullable(),
  intervalSeconds: z.number(),
  min: z.number(),
  max: z.number(),
  frozenLimitMinutes: z.number(),
  /** Set by someone, not suggested from the variables' names and taxa. */
  configured: z.boolean(),
});
export type MappedFeatureAnswer = z.infer<typeof mappedFeatureAnswer>;

/** GET and PUT /featuremapping/configuration. */
export const featureMappingAnswer = z.object({
  vesselId: z.string(),
  features: z.array(mappedFeatureAnswer),
});
export type FeatureMappingAnswer = z.infer<typeof featureMappingAnswer>;
