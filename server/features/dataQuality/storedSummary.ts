import type { VesselSummaryAnswer } from "../../../domain/dataQuality/answers.js";
import { DAY_MS } from "../../../domain/dataQuality/detectors.js";
import {
  foldQualityParts,
  type QualityPart,
  type SummaryChecks,
  worstOf,
} from "../../../domain/dataQuality/summaryDays.js";
import type { DailyStore } from "../../dailyPerformance/DailyStore.js";
import type { MappedFeature } from "../../shared/featureMapping.js";
import { mapInSlices } from "../../shared/yieldingLoop.js";
import type { LogVariableRecord, TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";
import type { KeptParts } from "./keptParts.js";
import { foldedFeatures, qualityModelKey } from "./qualityDays.js";

/**
 * The part of the Summary both the server's thread and the Summary thread run (summaryInThread.ts):
 * which stored days a vessel has, their parsed parts, and the fold of a vessel's parts into its row.
 */

export type VesselSummary = VesselSummaryAnswer;

/** A vessel as its Summary row names it. */
export interface SummaryVessel {
  id: string;
  name: string;
}

/** Vessels whose variables or stored days' keys one read fetches. */
const READ_CHUNK = 20;

const chunksOf = (vesselIds: readonly string[]): string[][] =>
  Array.from({ length: Math.ceil(vesselIds.length / READ_CHUNK) }, (_, i) =>
    vesselIds.slice(i * READ_CHUNK, (i + 1) * READ_CHUNK),
  );

export type StoredKeys = ReadonlyArray<{ day: number; key: string }>;

/** The stored data-quality days' keys of these vessels in [from, to), by vessel, ascending (a read per 20 vessels). */
export async function storedKeysOf(
  daily: DailyStore,
  vesselIds: readonly string[],
  from: number,
  to: number,
): Promise<Map<string, Array<{ day: number; key: string }>>> {
  const stored = new Map<string, Array<{ day: number; key: string }>>();
  for (const rows of await mapInSlices(chunksOf(vesselIds), (ids) => daily.readQualityKeys(ids, from, to)))
    for (const row of rows) {
      const list = stored.get(row.vesselId) ?? [];
      list.push(row);
      stored.set(row.vesselId, list);
    }
  return stored;
}

/** The log variables of these vessels, by vessel (a read per 20 vessels). */
export async function variablesOf(
  timeSeries: TimeSeriesStore,
  vesselIds: readonly string[],
): Promise<Map<string, LogVariableRecord[]>> {
  const out = new Map<string, LogVariableRecord[]>();
  for (const byVessel of await mapInSlices(chunksOf(vesselIds), (ids) => timeSeries.variablesOfVessels(ids)))
    for (const [vesselId, variables] of byVessel) out.set(vesselId, variables);
  return out;
}

/**
 * The parts of a vessel's days [fromDay, toDay) stored for its present mapping and valid ranges, from its
 * stored days' keys (`stored`, ascending): a part kept under the same key is used as it is, another is read
 * and parsed once. A day with no such part is absent from the answer.
 */
export async function storedPartsOf(
  kept: KeptParts,
  daily: DailyStore,
  vesselId: string,
  features: readonly MappedFeature[],
  stored: StoredKeys,
  fromDay: number,
  toDay: number,
): Promise<Map<number, QualityPart>> {
  const model = `${qualityModelKey(features)}.`;
  const parts = new Map<number, QualityPart>();
  const unread: number[] = [];
  for (const { day, key } of stored) {
    if (day < fromDay || day >= toDay || !key.startsWith(model)) continue;
    const part = kept.get(vesselId, day, key);
    if (part) parts.set(day, part);
    else unread.push(day);
  }
  if (unread.length > 0) {
    const rows = await daily.readQualityDays([vesselId], unread[0]!, unread[unread.length - 1]! + DAY_MS);
    for (const d of rows)
      if (!parts.has(d.day) && d.key.startsWith(model))
        parts.set(d.day, kept.keep(vesselId, d.day, d.key, d.data));
  }
  return parts;
}

/** The days of [fromDay, toDay) that `parts` lacks. */
export function missingDays(
  parts: ReadonlyMap<number, QualityPart>,
  fromDay: number,
  toDay: number,
): number[] {
  const missing: number[] = [];
  for (let day = fromDay; day < toDay; day += DAY_MS) if (!parts.has(day)) missing.push(day);
  return missing;
}

/** A vessel's Summary row: its days' parts (one a day of [fromDay, toDay)) folded over the span. */
export function summaryOfParts(
  vessel: SummaryVessel,
  features: readonly MappedFeature[],
  parts: ReadonlyMap<number, QualityPart>,
  span: { from: number; to: number },
  days: { fromDay: number; toDay: number },
): VesselSummary {
  const ordered: QualityPart[] = [];
  for (let day = days.fromDay; day < days.toDay; day += DAY_MS) ordered.push(parts.get(day)!);
  return summaryOf(vessel, features, foldQualityParts(ordered, foldedFeatures(features), span.from, span.to));
}

/** A vessel's Summary row from its checks. */
export function summaryOf(
  vessel: SummaryVessel,
  features: readonly MappedFeature[],
  checks: SummaryChecks,
): VesselSummary {
  // The variable records carry their newest reading's time: no query per variable.
  const lastT = features.reduce<number | null>((m, f) => {
    const t = f.variable?.lastAt ?? null;
    return t !== null && (m === null || t > m) ? t : m;
  }, null);
  return {
    vesselId: vessel.id,
    vesselName: vessel.name,
    lastDataReceived: lastT === null ? null : new Date(lastT).toISOString(),
    worst: worstOf(Object.values(checks).map((c) => c.light)),
    checks,
  };
}
