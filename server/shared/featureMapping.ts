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
  configured: ConfiguredMapping;
  configuredText: string;
  maxContinuousRating: number | null;
  variables: string;
  features: readonly MappedFeature[];
}

const NONE_CONFIGURED = Object.freeze({});

/**
 * The features of a vessel with these variables and this configured mapping (the suggestion for the rest),
 * each with the variable it reads. Frozen, as callers share it.
 */
function mappedFeaturesOf(
  configured: ConfiguredMapping,
  variables: readonly LogVariableRecord[],
  vessel: { maxContinuousRating: number | null },
): readonly MappedFeature[] {
  const byId = new Map(variables.map((v) => [v.id, v]));
  return Object.freeze(
    effectiveFeatureMapping(configured, variables, vessel).map((config) =>
      Object.freeze({
        config: Object.freeze(config),
        variable: config.logVariableId === null ? null : (byId.get(config.logVariableId) ?? null),
      }),
    ),
  );
}

/** A vessel's configured mapping as the read model keeps it (features left out follow the suggestion). */
export type ConfiguredMapping = Parameters<typeof effectiveFeatureMapping>[0];

/** The configured mapping of a vessel (none configured: every feature follows the suggestion). */
export const configuredMappingOf = (ctx: AppContext, vesselId: string): ConfiguredMapping =>
  entryOf(ctx.readModels.state("featureMapping").byVesselId, vesselId) ?? NONE_CONFIGURED;

/**
 * The last mapped features per vessel, with what they were computed from: answered again while the vessel's
 * mapping, rating and variables stay the same (suggesting a mapping cost about 1 ms a vessel, and every
 * LastReceived call and every Summary asks for it; docs/performance.md).
 */
export class KeptFeatures {
  readonly #byVessel = new Map<string, Kept>();

  of(
    vesselId: string,
    configured: ConfiguredMapping,
    variables: readonly LogVariableRecord[],
    vessel: { maxContinuousRating: number | null },
  ): readonly MappedFeature[] {
    const variablesKey = JSON.stringify(variables);
    const last = this.#byVessel.get(vesselId);
    // The same read-model entry, or (the Summary thread receives a copy with every request) the same text.
    const sameMapping = (kept: Kept) =>
      kept.configured === configured || kept.configuredText === JSON.stringify(configured);
    if (
      last &&
      last.maxContinuousRating === vessel.maxContinuousRating &&
      last.variables === variablesKey &&
      sameMapping(last)
    )
      return last.features;
    const features = mappedFeaturesOf(configured, variables, vessel);
    this.#byVessel.set(vesselId, {
      configured,
      configuredText: JSON.stringify(configured),
      maxContinuousRating: vessel.maxContinuousRating,
      variables: variablesKey,
      features,
    });
    return features;
  }
}

/** Each server's kept features. */
const kept = new WeakMap<AppContext, KeptFeatures>();

/**
 * A vessel's features as every analytics slice reads them: the configured mapping, the suggestion for
 * the rest (docs/data-quality.md, "Feature mapping"). Needs the time-series store for the variables.
 * Kept per vessel (KeptFeatures). Frozen, as it is shared.
 */
export async function vesselFeatures(ctx: AppContext, vessel: VesselView): Promise<readonly MappedFeature[]> {
  const variables = ctx.timeSeries ? await ctx.timeSeries.variables(vessel.id) : [];
  let features = kept.get(ctx);
  if (!features) {
    features = new KeptFeatures();
    kept.set(ctx, features);
  }
  return features.of(vessel.id, configuredMappingOf(ctx, vessel.id), variables, vessel);
}

export const featureOf = (features: readonly MappedFeature[], name: FeatureName): MappedFeature | undefined =>
  features.find((f) => f.config.featureName === name);
