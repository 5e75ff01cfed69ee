import { specificFuel } from "../hullPerformance/vesselAnalysis.js";
import {
  type DailyValue,
  DIAGNOSTIC_TYPES,
  type DiagnosticType,
  dailyMeans,
  ratedPowerOf,
  rpmDeviation,
  sfocDeviation,
  type TimeValue,
} from "./longTrends.js";

/**
 * A vessel's long-trend daily values over a window (docs/long-trends.md): the same whichever path
 * measured the window (the stored days or the raw log data), computed here from what that path read.
 */
export interface LongTrendInputs {
  vesselId: string;
  from: number;
  to: number;
  computedAt: number;
  /** Why a type has no values (no speed-power reference, feature not logged), per type. */
  missing: Partial<Record<DiagnosticType, string>>;
  values: Record<DiagnosticType, DailyValue[]>;
  periodStarts: number[];
  /** The ends of the events that renew the hull (dry docking, new coating), between which the speed loss's periods share one slope; absent in older stored inputs. */
  renewalStarts?: number[];
  /** The window's measured SFOC, g/kWh (ME fuel / shaft power), null when not logged; absent in older stored inputs. */
  specificFuel?: number | null;
}

export const LONG_TREND_DATA_MESSAGES = {
  noReference:
    "No speed-power reference for this vessel (Fouling settings): the speed loss cannot be computed.",
  noData: (feature: string) => `The vessel logs no ${feature} in this window.`,
} as const;

/** What one path (the stored days or the raw log data) read of a vessel's window. */
export interface WindowSeries {
  /** The ISO 19030 days of the window (speed loss per UTC day). */
  speedDays: ReadonlyArray<{ dayStart: number; speedLoss: number }>;
  power: readonly TimeValue[];
  rpm: readonly TimeValue[];
  fuel: readonly TimeValue[];
  /** Whether the vessel logs shaft power, shaft rpm and ME fuel in the window. */
  logged: { power: boolean; rpm: boolean; fuel: boolean };
  periodStarts: number[];
  renewalStarts: number[];
}

type Head = Pick<LongTrendInputs, "vesselId" | "from" | "to" | "computedAt">;

/** The inputs of a vessel without a speed-power reference (or unknown): every type is missing. */
export function inputsWithoutReference(head: Head, periodStarts: number[]): LongTrendInputs {
  const missing: LongTrendInputs["missing"] = {};
  for (const type of DIAGNOSTIC_TYPES) missing[type] = LONG_TREND_DATA_MESSAGES.noReference;
  return { ...head, missing, values: { speed: [], rpm: [], sfoc: [] }, periodStarts };
}

/**
 * The long-trend inputs of a window a path read: speed loss per day, the rpm and SFOC deviations'
 * daily means against the rated power (the MCR, else the window's highest power), the measured SFOC;
 * a type is missing where its feature is not logged.
 */
export function inputsOfWindow(
  head: Head,
  window: WindowSeries,
  maxContinuousRating: number | null | undefined,
): LongTrendInputs {
  const rated = ratedPowerOf(maxContinuousRating, window.power);
  const missing: LongTrendInputs["missing"] = {};
  if (!window.logged.power) missing.speed = LONG_TREND_DATA_MESSAGES.noData("Shaft Power");
  if (!window.logged.rpm) missing.rpm = LONG_TREND_DATA_MESSAGES.noData("Shaft Rpm");
  if (!window.logged.fuel) missing.sfoc = LONG_TREND_DATA_MESSAGES.noData("ME Fuel Mass Flow");
  return {
    ...head,
    missing,
    values: {
      speed: window.speedDays.map((d) => ({ t: d.dayStart, value: d.speedLoss })),
      rpm: dailyMeans(rpmDeviation(window.power, window.rpm, rated)),
      sfoc: dailyMeans(sfocDeviation(window.power, window.fuel, rated)),
    },
    periodStarts: window.periodStarts,
    renewalStarts: window.renewalStarts,
    specificFuel: specificFuel(window.fuel, window.power),
  };
}
