import type { FeatureName } from "../../domain/featureMapping/features.js";
import { type EffectiveFeatureConfig, effectiveFeatureMapping } from "../../domain/featureMapping/mapping.js";
import { entryOf } from "../../domain/shared/records.js";
import type { VesselView } from "../../projections/admin/vessels.js";
import type { AppContext } from "../context.js";
import type { LogVariableRecord } from "../timeseries/TimeSeriesStore.js";

export interface MappedFeature {
  config: EffectiveFeatureConfig;
  /** The log variable the feature reads, or null when none is mapped. */
  variable: LogVariableRecord | null;
}

/**
 * A vessel's features as every analytics slice reads them: the configured mapping, the suggestion for
 * the rest (docs/data-quality.md, "Feature mapping"). Needs the time-series store for the variables.
 */
export async function vesselFeatures(ctx: AppContext, vessel: VesselView): Promise<MappedFeature[]> {
  const variables = ctx.timeSeries ? await ctx.timeSeries.variables(vessel.id) : [];
  const byId = new Map(variables.map((v) => [v.id, v]));
  const configured = entryOf(ctx.readModels.state("featureMapping").byVesselId, vessel.id) ?? {};
  return effectiveFeatureMapping(configured, variables, vessel).map((config) => ({
    config,
    variable: config.logVariableId === null ? null : (byId.get(config.logVariableId) ?? null),
  }));
}

export const featureOf = (features: readonly MappedFeature[], name: FeatureName): MappedFeature | undefined =>
  features.find((f) => f.config.featureName === name);
