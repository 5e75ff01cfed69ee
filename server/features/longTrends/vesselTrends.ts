import type { Iso19030EventView } from "../../../domain/hullPerformance/events.js";
import type { LongTrendInputs } from "../../../domain/longTrends/inputs.js";
import type { DiagnosticType, LongTrendResult } from "../../../domain/longTrends/longTrends.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { eventImpactOf } from "../../dailyPerformance/hullFigures.js";
import { eventsOf, settingsOf } from "../../dailyPerformance/hullReads.js";
import { longTrendsFrom } from "./trendConfigs.js";
import { longTrendInputs } from "./trendInputs.js";

/** A vessel's long trends of every type over [from, to), with the inputs they were computed from. */
export async function trendsOf(ctx: AppContext, vessel: VesselView, from: number, to: number) {
  const inputs = await longTrendInputs(ctx, vessel.id, from, to);
  return { inputs, trends: longTrendsFrom(ctx, inputs) };
}

export interface NamedTrend {
  vessel: VesselView;
  type: DiagnosticType;
  inputs: LongTrendInputs;
  trend: LongTrendResult;
}

/**
 * Each named trend with its vessel's inputs, in the order named. A vessel named by several ids (the
 * Long Trend page asks for its speed, rpm and SFOC trends at once) is computed once, not per id.
 */
export async function trendsNamed(
  ctx: AppContext,
  ids: ReadonlyArray<{ vessel: VesselView; type: DiagnosticType }>,
  from: number,
  to: number,
): Promise<NamedTrend[]> {
  const computed = new Map<string, Awaited<ReturnType<typeof trendsOf>>>();
  const found = [];
  for (const { vessel, type } of ids) {
    let vesselTrends = computed.get(vessel.id);
    if (!vesselTrends) {
      vesselTrends = await trendsOf(ctx, vessel, from, to);
      computed.set(vessel.id, vesselTrends);
    }
    found.push({
      vessel,
      type,
      inputs: vesselTrends.inputs,
      trend: vesselTrends.trends.find((t) => t.type === type)!,
    });
  }
  return found;
}

/** The vessel's hull events that touch [from, to). */
export const eventsInWindow = (ctx: AppContext, vesselId: string, from: number, to: number) =>
  eventsOf(ctx, vesselId).filter((e) => e.endTime >= from && e.startTime < to);

/** The hull event that opened a period (its end is the period's start); undefined for the first. */
export const openingEventOf = (ctx: AppContext, vesselId: string, from: number) =>
  eventsOf(ctx, vesselId).find((e) => e.endTime === from);

/** The vessel's hull event of that id, if any. */
export const hullEventOf = (ctx: AppContext, vesselId: string, id: string) =>
  eventsOf(ctx, vesselId).find((e) => e.id === id);

/** The Fouling page's event impact of a hull event for the speed trend; null for other types or without settings. */
export async function speedImpactOf(
  ctx: AppContext,
  vessel: VesselView,
  type: DiagnosticType,
  event: Iso19030EventView,
) {
  const settings = type === "speed" ? settingsOf(ctx, vessel.id) : null;
  return settings ? eventImpactOf(ctx, vessel, settings, event) : null;
}
