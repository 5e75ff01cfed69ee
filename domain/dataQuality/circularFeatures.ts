import type { FeatureName } from "../featureMapping/features.js";

/** Angles compared the short way round. */
export const CIRCULAR_FEATURES: ReadonlySet<FeatureName> = new Set<FeatureName>([
  "Heading",
  "Relative Wind Direction",
]);
