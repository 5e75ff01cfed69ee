import type { LongTrendInputs } from "../../../domain/longTrends/inputs.js";
import {
  DEFAULT_LONG_TREND_CONFIG,
  DIAGNOSTIC_TYPES,
  type DiagnosticType,
  type LongTrendConfig,
  type LongTrendResult,
  longTrend,
} from "../../../domain/longTrends/longTrends.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { AppContext } from "../../context.js";

/** The vessel's long-trend configuration of one type (the defaults when never set). */
export function longTrendConfigOf(ctx: AppContext, vesselId: string, type: DiagnosticType): LongTrendConfig {
  return configOfType(entryOf(ctx.readModels.state("hullPerformance").longTrendConfigs, vesselId), type);
}

/** One type's configuration in a vessel's entry of the configurations read model (the defaults when never set). */
export const configOfType = (
  ofVessel: Partial<Record<DiagnosticType, LongTrendConfig>> | undefined,
  type: DiagnosticType,
): LongTrendConfig => (ofVessel && entryOf(ofVessel, type)) ?? DEFAULT_LONG_TREND_CONFIG;

/** Every diagnostic type's long trend from the inputs and the vessel's configuration. */
export function longTrendsFrom(ctx: AppContext, inputs: LongTrendInputs): LongTrendResult[] {
  return DIAGNOSTIC_TYPES.map((type) =>
    longTrend(
      type,
      inputs.values[type],
      inputs.periodStarts,
      longTrendConfigOf(ctx, inputs.vesselId, type),
      type === "speed" ? (inputs.renewalStarts ?? null) : null,
    ),
  );
}
