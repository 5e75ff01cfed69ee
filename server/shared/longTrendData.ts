/**
 * The long trends' reads moved to server/features/longTrends/ (trendInputs.ts, trendConfigs.ts,
 * statusStore.ts) and the pure inputs to domain/longTrends/inputs.ts. This re-export stays only for
 * server/features/hullPerformance/foulingRoutes.ts, which another change is editing; point its import at
 * ../longTrends/trendInputs.js and delete this file.
 */
export { longTrendInputs } from "../features/longTrends/trendInputs.js";
