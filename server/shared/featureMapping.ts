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

interface Kept {
  configured: object;
  maxContinuousRating: number | null;
  variables: string;
  features: readonly MappedFeature[];
}

const NONE_CONFIGURED = Object.freeze({});

/** Each server's last answer per vessel, with what it was computed from. */
const kept = new WeakMap<AppContext, Map<string, Kept>>();

/**
 * A vessel's features as every analytics slice reads them: the configured mapping, the suggestion for
 * the rest (docs/data-quality.md, "Feature mapping"). Needs the time-series store for the variables.
 * The answer is kept per vessel while its mapping, rating and variables stay the same: suggesting a
 * mapping cost about 1 ms a vessel, and every LastReceived call asks for it (docs/performance.md).
 * Frozen, as it is shared.
 */
export async function vesselFeatures(ctx: AppContext, vessel: VesselView): Promise<readonly MappedFeature[]> {
  const variables = ctx.timeSeries ? await ctx.timeSeries.variables(vessel.id) : [];
  const configured = entryOf(ctx.readModels.state("featureMapping").byVesselId, vessel.id) ?? NONE_CONFIGURED;
  const variablesKey = JSON.stringify(variables);
  let byVessel = kept.get(ctx);
  if (!byVessel) {
    byVessel = new Map();
    kept.set(ctx, byVessel);
  }
  const last = byVessel.get(vessel.id);
  if (
    last &&
    last.configured === configured &&
    last.maxContinuousRating === vessel.maxContinuousRating &&
    last.variables === variablesKey
  )
    return last.features;
  const byId = new Map(variables.map((v) => [v.id, v]));
  const features = Object.freeze(
    effectiveFeatureMapping(configured, variables, vessel).map((config) =>
      Object.freeze({
        config: Object.freeze(config),
        variable: config.logVariableId === null ? null : (byId.get(config.logVariableId) ?? null),
      }),
    ),
  );
  byVessel.set(vessel.id, {
    configured,
    maxContinuousRating: vessel.maxContinuousRating,
    variables: variablesKey,
    features,
  });
  return features;
}

export const featureOf = (features: readonly MappedFeature[], name: FeatureName): MappedFeature | undefined =>
  features.find((f) => f.config.featureName === name);
