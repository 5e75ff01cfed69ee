import { z } from "zod";
import type { Aggregate } from "../shared/decider.js";
import type { DomainEvent } from "../shared/events.js";

/**
 * Fouling chart configuration (spec 3 §3 "fouling chart config (vesselId)", §7 GET /Fouling/Config/{id},
 * POST /Fouling/Configs, PUT /Fouling/Config): how one user looks at one vessel's speed-loss chart: the
 * period, whether the trend lines and the hull events are drawn, and a benchmark speed loss drawn as a
 * line (spec 3 §8 "Failed to update Benchmark"; its range is the long trends' manual benchmark range,
 * -40 to 40 %, §9). Saved per user and vessel, event-sourced (`foulingconfig-<userId>-<vesselId>`).
 */
export const FOULING_PERIODS = [90, 180, 365] as const;
export const FOULING_BENCHMARK_LIMIT = 40;

export const FOULING_CONFIG_MESSAGES = {
  periodDays: `periodDays must be one of ${FOULING_PERIODS.join(", ")}.`,
  benchmark: "Benchmark must be a number between -40 and 40",
  showTrend: "showTrend must be true or false.",
  showEvents: "showEvents must be true or false.",
} as const;

export interface FoulingChartConfig {
  periodDays: (typeof FOULING_PERIODS)[number];
  showTrend: boolean;
  showEvents: boolean;
  /** Benchmark speed loss, %, or null for none. */
  benchmark: number | null;
}

export const DEFAULT_FOULING_CONFIG: FoulingChartConfig = {
  periodDays: 365,
  showTrend: true,
  showEvents: true,
  benchmark: null,
};

/** PUT /Fouling/Config. */
export const foulingConfigRequest = z.object({
  vesselId: z.string({ message: "vesselId is required." }).max(100),
  periodDays: z
    .number({ message: FOULING_CONFIG_MESSAGES.periodDays })
    .refine((n) => (FOULING_PERIODS as readonly number[]).includes(n), FOULING_CONFIG_MESSAGES.periodDays)
    .transform((n) => n as FoulingChartConfig["periodDays"]),
  showTrend: z.boolean({ message: FOULING_CONFIG_MESSAGES.showTrend }),
  showEvents: z.boolean({ message: FOULING_CONFIG_MESSAGES.showEvents }),
  benchmark: z.union(
    [
      z
        .number({ message: FOULING_CONFIG_MESSAGES.benchmark })
        .finite({ message: FOULING_CONFIG_MESSAGES.benchmark })
        .min(-FOULING_BENCHMARK_LIMIT, { message: FOULING_CONFIG_MESSAGES.benchmark })
        .max(FOULING_BENCHMARK_LIMIT, { message: FOULING_CONFIG_MESSAGES.benchmark }),
      z.null(),
    ],
    { message: FOULING_CONFIG_MESSAGES.benchmark },
  ),
});

export type FoulingChartConfigured = DomainEvent<
  "FoulingChartConfigured",
  FoulingChartConfig & { userId: string; vesselId: string }
>;

export const foulingConfigId = (userId: string, vesselId: string) => `${userId}-${vesselId}`;

export const foulingConfigAggregate: Aggregate<{ saved: boolean }, FoulingChartConfigured> = {
  streamName: (id) => `foulingconfig-${id}`,
  initialState: { saved: false },
  evolve: () => ({ saved: true }),
};

export function configureFoulingChart(
  _state: { saved: boolean },
  command: { userId: string; vesselId: string; config: FoulingChartConfig },
): FoulingChartConfigured[] {
  return [
    {
      type: "FoulingChartConfigured",
      data: { userId: command.userId, vesselId: command.vesselId, ...command.config },
    },
  ];
}
