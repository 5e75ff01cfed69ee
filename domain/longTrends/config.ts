import { z } from "zod";
import { ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import {
  DIAGNOSTIC_TYPES,
  type DiagnosticType,
  type LongTrendConfig,
  MANUAL_BENCHMARK_LIMIT,
} from "./longTrends.js";

/**
 * Long-trend configuration per vessel and diagnostic type (spec 3 §3 Long trend: useInVesselStatus,
 * useManualBenchmarkLevel, manualBenchmarkLevel; §5 manual benchmark level), event-sourced in the
 * vessel's hull-performance stream (`hullPerformance-<vesselId>`) as LongTrendConfigured.
 */
export const LONG_TREND_MESSAGES = {
  benchmark: "Manual benchmark level must be a number between -40 and 40",
  benchmarkLength: "Manual benchmark level may be at most 6 characters long.",
  benchmarkMissing: "Give manualBenchmarkLevel when useManualBenchmarkLevel is on.",
  id: `Invalid long trend id: expected <vesselId>:<type>, type one of ${DIAGNOSTIC_TYPES.join(", ")}.`,
  notFound: "No long trend with this id for a vessel you can see.",
} as const;

/** A long trend's id: `<vesselId>:<diagnostic type>` (the trends are derived, one per type and vessel). */
export const longTrendId = (vesselId: string, type: DiagnosticType) => `${vesselId}:${type}`;
const ID = /^([0-9a-fA-F-]{36}):(speed|rpm|sfoc)$/;
export function parseLongTrendId(id: string): { vesselId: string; type: DiagnosticType } | null {
  const m = ID.exec(id);
  return m ? { vesselId: m[1]!.toLowerCase(), type: m[2] as DiagnosticType } : null;
}

/**
 * The benchmark input: null, a number, or the text of one (at most 6 characters, as the form allows),
 * between -40 and 40. Every wrong value answers the spec's message (spec 3 §5).
 */
const benchmarkLevel = z
  .unknown()
  .optional()
  .transform((value, ctx): number | null => {
    if (value === null || value === undefined || value === "") return null;
    if (typeof value === "string" && value.trim().length > 6) {
      ctx.addIssue({ code: "custom", message: LONG_TREND_MESSAGES.benchmarkLength });
      return z.NEVER;
    }
    const n =
      typeof value === "number"
        ? value
        : typeof value === "string" && /^[-+]?\d+([.,]\d+)?$/.test(value.trim())
          ? Number(value.trim().replace(",", "."))
          : Number.NaN;
    if (!Number.isFinite(n) || n < -MANUAL_BENCHMARK_LIMIT || n > MANUAL_BENCHMARK_LIMIT) {
      ctx.addIssue({ code: "custom", message: LONG_TREND_MESSAGES.benchmark });
      return z.NEVER;
    }
    return n;
  });

/** PUT /LongTrends. */
export const longTrendUpdateRequest = z.object({
  id: z
    .string()
    .max(100)
    .refine((s) => parseLongTrendId(s) !== null, LONG_TREND_MESSAGES.id),
  useInVesselStatus: z.boolean({ message: "useInVesselStatus must be true or false." }),
  useManualBenchmarkLevel: z
    .boolean({ message: "useManualBenchmarkLevel must be true or false." })
    .default(false),
  manualBenchmarkLevel: benchmarkLevel,
});

export type LongTrendConfigured = DomainEvent<
  "LongTrendConfigured",
  LongTrendConfig & { vesselId: string; diagnosticType: DiagnosticType }
>;

/** The decision: the manual level must be given when it is used; otherwise it is kept as entered. */
export function configureLongTrend(command: {
  vesselId: string;
  diagnosticType: DiagnosticType;
  config: LongTrendConfig;
}): LongTrendConfigured[] {
  const { config } = command;
  if (config.useManualBenchmarkLevel && config.manualBenchmarkLevel === null)
    throw new ValidationError(LONG_TREND_MESSAGES.benchmarkMissing);
  return [
    {
      type: "LongTrendConfigured",
      data: { vesselId: command.vesselId, diagnosticType: command.diagnosticType, ...config },
    },
  ];
}
