import { z } from "zod";
import type { Aggregate } from "../shared/decider.js";
import { ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import {
  FEATURE_NAMES,
  type FeatureName,
  featureDefinition,
  type MappableVariable,
  suggestFeatureMapping,
} from "./features.js";

/**
 * A vessel's feature mapping (stream `featuremapping-<vesselId>`): per feature the log variable it is
 * read from, the expected sampling interval, the valid range and how long one value may repeat before
 * the sensor counts as frozen. Until a feature is configured it follows the suggestion from the
 * vessel's variables (domain/featureMapping/features.ts), with the defaults below.
 */

export const FEATURE_MAPPING_DEFAULTS = { intervalSeconds: 60, frozenLimitMinutes: 45 } as const;
export const FEATURE_MAPPING_LIMITS = {
  intervalSeconds: [1, 86_400],
  frozenLimitMinutes: [1, 10_080],
  value: 1e9,
} as const;

export const FEATURE_MAPPING_MESSAGES = {
  duplicate: (name: string) => `${name} is configured twice: name each feature once.`,
  range: (name: string) => `${name}: min must be below max.`,
  variableNotOfVessel: (name: string, id: number) =>
    `${name}: log variable ${id} is not one of this vessel's variables (GET /LogVariables?vesselId).`,
} as const;

export interface FeatureConfig {
  featureName: FeatureName;
  /** The vessel's log variable the feature is read from, or null when the vessel has none. */
  logVariableId: number | null;
  intervalSeconds: number;
  min: number;
  max: number;
  frozenLimitMinutes: number;
}

const int = (what: string, [lo, hi]: readonly [number, number]) =>
  z
    .number({ message: `must be ${what} from ${lo} to ${hi}.` })
    .int({ message: `must be ${what} from ${lo} to ${hi}.` })
    .min(lo, { message: `must be ${what} from ${lo} to ${hi}.` })
    .max(hi, { message: `must be ${what} from ${lo} to ${hi}.` });

const bound = z
  .number({ message: "must be a number." })
  .min(-FEATURE_MAPPING_LIMITS.value, { message: `must be at least ${-FEATURE_MAPPING_LIMITS.value}.` })
  .max(FEATURE_MAPPING_LIMITS.value, { message: `must be at most ${FEATURE_MAPPING_LIMITS.value}.` });

export const featureConfigSchema = z.object(
  {
    featureName: z.enum(FEATURE_NAMES as [FeatureName, ...FeatureName[]], {
      message: `must be one of ${FEATURE_NAMES.join(", ")} (GET /Cds/Features).`,
    }),
    logVariableId: z
      .number({ message: "must be the id of one of the vessel's log variables, or null." })
      .int({ message: "must be the id of one of the vessel's log variables, or null." })
      .positive({ message: "must be the id of one of the vessel's log variables, or null." })
      .nullable(),
    intervalSeconds: int("a number of seconds", FEATURE_MAPPING_LIMITS.intervalSeconds),
    min: bound,
    max: bound,
    frozenLimitMinutes: int("a number of minutes", FEATURE_MAPPING_LIMITS.frozenLimitMinutes),
  },
  { message: "must be {featureName, logVariableId, intervalSeconds, min, max, frozenLimitMinutes}." },
);

export const featureMappingRequestSchema = z.object(
  {
    features: z
      .array(featureConfigSchema, { message: "must be a list of feature configurations." })
      .max(FEATURE_NAMES.length, { message: `holds at most ${FEATURE_NAMES.length} features.` }),
  },
  {
    message:
      "The body must be {features: [{featureName, logVariableId, intervalSeconds, min, max, frozenLimitMinutes}]}.",
  },
);

export type FeatureMappingEvent = DomainEvent<
  "FeatureMappingConfigured",
  { vesselId: string; features: FeatureConfig[] }
>;

export interface FeatureMappingState {
  configured: FeatureName[];
}

export const featureMappingAggregate: Aggregate<FeatureMappingState, FeatureMappingEvent> = {
  streamName: (vesselId) => `featuremapping-${vesselId}`,
  initialState: { configured: [] },
  evolve: (_state, event) => ({ configured: event.data.features.map((f) => f.featureName) }),
};

/**
 * Sets the configuration of the features named (the others keep theirs). `variableIds` are the
 * vessel's variables: a feature must be read from one of them.
 */
export function configureFeatureMapping(
  _state: FeatureMappingState,
  command: { vesselId: string; features: readonly FeatureConfig[]; variableIds: ReadonlySet<number> },
): FeatureMappingEvent[] {
  const seen = new Set<string>();
  for (const f of command.features) {
    if (seen.has(f.featureName)) throw new ValidationError(FEATURE_MAPPING_MESSAGES.duplicate(f.featureName));
    seen.add(f.featureName);
    if (!(f.min < f.max)) throw new ValidationError(FEATURE_MAPPING_MESSAGES.range(f.featureName));
    if (f.logVariableId !== null && !command.variableIds.has(f.logVariableId))
      throw new ValidationError(FEATURE_MAPPING_MESSAGES.variableNotOfVessel(f.featureName, f.logVariableId));
  }
  return [
    {
      type: "FeatureMappingConfigured",
      data: { vesselId: command.vesselId, features: [...command.features] },
    },
  ];
}

export interface EffectiveFeatureConfig extends FeatureConfig {
  unit: string;
  /** Configured by someone (true) or the suggestion with default settings (false). */
  configured: boolean;
}

/**
 * A feature's default valid range for a vessel: the feature's own, except shaft power, which runs from
 * 0 to 110 % of the vessel's MCR when its particulars give one (a reading beyond is a spike, not load).
 */
export function defaultRange(name: FeatureName, mcr: number | null | undefined): readonly [number, number] {
  if (name === "Shaft Power" && mcr !== null && mcr !== undefined && mcr > 0)
    return [0, Math.round(1.1 * mcr)];
  return featureDefinition(name).range;
}

/** Every feature's configuration for a vessel: the configured ones, the suggestion for the rest. */
export function effectiveFeatureMapping(
  configured: Readonly<Partial<Record<FeatureName, FeatureConfig>>>,
  variables: readonly MappableVariable[],
  particulars: { maxContinuousRating: number | null } | null = null,
): EffectiveFeatureConfig[] {
  const suggestion = suggestFeatureMapping(variables);
  return FEATURE_NAMES.map((name) => {
    const def = featureDefinition(name);
    const set = configured[name];
    if (set) return { ...set, unit: def.unit, configured: true };
    const range = defaultRange(name, particulars?.maxContinuousRating);
    return {
      featureName: name,
      logVariableId: suggestion[name]?.id ?? null,
      intervalSeconds: FEATURE_MAPPING_DEFAULTS.intervalSeconds,
      min: range[0],
      max: range[1],
      frozenLimitMinutes: FEATURE_MAPPING_DEFAULTS.frozenLimitMinutes,
      unit: def.unit,
      configured: false,
    };
  });
}
