import { type EventImpact, eventImpact } from "../../domain/hullPerformance/eventImpact.js";
import { STEP_SIDE_DAYS } from "../../domain/hullPerformance/eventStep.js";
import { calibrationStartsOf, type Iso19030EventView } from "../../domain/hullPerformance/events.js";
import { addedFuelFigures } from "../../domain/hullPerformance/foulingFigures.js";
import { cleanHullEventOf, type FoulingLoss, foulingLoss } from "../../domain/hullPerformance/foulingLoss.js";
import { performanceIndicators } from "../../domain/hullPerformance/indicators.js";
import type { HullPerformanceSettings } from "../../domain/hullPerformance/reference.js";
import { speedLossTrend, TREND_MIN_DAYS } from "../../domain/hullPerformance/trend.js";
import type { VesselView } from "../../projections/admin/vessels.js";
import type { AppContext } from "../context.js";
import { vesselAnalysis } from "./dailyPerformance.js";
import { eventsOf } from "./hullReads.js";

const DAY = 24 * 3_600_000;
/** The fouling loss reads back to the latest dry docking or new coating, at most this far. */
const LOSS_LOOKBACK_DAYS = 3 * 365;

/**
 * The step of the trend at a hull event (domain/hullPerformance/eventStep.ts), always from the same days
 * — STEP_SIDE_DAYS either side of the event, whatever window a page shows — so the Fouling page's event
 * impact, the ISO 19030 maintenance effect, GET /Fouling/Impact and the speed Benefit give one figure.
 */
export async function eventImpactOf(
  ctx: AppContext,
  vessel: VesselView,
  settings: HullPerformanceSettings,
  event: Pick<Iso19030EventView, "id" | "eventType" | "startTime" | "endTime">,
): Promise<EventImpact> {
  const span = STEP_SIDE_DAYS * DAY;
  const to = Math.min(event.endTime + span, ctx.now().getTime());
  const { analysis } = await vesselAnalysis(
    ctx,
    vessel,
    settings,
    event.startTime - span,
    Math.max(to, event.endTime + DAY),
  );
  return eventImpact(analysis.days, event, eventsOf(ctx, vessel.id));
}

/**
 * The speed loss the fouling added over [from, to) (domain/hullPerformance/foulingLoss.ts): every day of
 * the window less the clean hull's level read after the latest dry docking or new coating before `to`
 * (cleanHullEventOf), folded from that event on when it lies before `from`, so that the baseline and the
 * window's days after the event share one speed-log calibration.
 */
export async function foulingLossOf(
  ctx: AppContext,
  vessel: VesselView,
  settings: HullPerformanceSettings,
  from: number,
  to: number,
): Promise<FoulingLoss | null> {
  const clean = cleanHullEventOf(eventsOf(ctx, vessel.id), to);
  const start = Math.max(Math.min(from, clean ?? from), to - LOSS_LOOKBACK_DAYS * DAY);
  const { analysis } = await vesselAnalysis(ctx, vessel, settings, start, to);
  const window = analysis.days.filter((d) => d.dayStart >= from);
  return foulingLoss(window, analysis.days, clean !== null && clean >= start ? clean : null);
}

/** Everything the Fouling page shows for a window, as numbers (GET /Fouling/SpeedLoss; domain/hullPerformance/speedLossAnswers.ts shapes it). */
export async function foulingFiguresOf(
  ctx: AppContext,
  vessel: VesselView,
  settings: HullPerformanceSettings,
  from: number,
  to: number,
) {
  const result = await vesselAnalysis(ctx, vessel, settings, from, to);
  const { analysis } = result;
  const trend = speedLossTrend(analysis.days, result.periodStarts, calibrationStartsOf(result.events));
  const last = trend.periods.at(-1) ?? null;
  // A change per year from a few weeks is noise: it is given from TREND_MIN_DAYS daily values on.
  const lastTrusted = last && last.days >= TREND_MIN_DAYS ? last : null;
  const recent = analysis.days.filter((d) => d.dayStart >= to - 30 * DAY);
  const recentMean = recent.length ? recent.reduce((s, d) => s + d.speedLoss, 0) / recent.length : null;
  const loss = await foulingLossOf(ctx, vessel, settings, from, to);
  const impacts: EventImpact[] = [];
  for (const e of result.events.filter((e) => e.endTime >= from && e.startTime < to))
    impacts.push(await eventImpactOf(ctx, vessel, settings, e));
  return {
    result,
    trend,
    lastTrusted,
    current: lastTrusted ? lastTrusted.current : recentMean,
    recentMean,
    addedFuel: addedFuelFigures(result, settings, loss),
    impacts,
  };
}

/** The indicators need the year after the previous docking: they read up to six years. */
const INDICATOR_WINDOW_DAYS = 6 * 365;

/**
 * The ISO 19030 indicators at `end` (domain/hullPerformance/indicators.ts): the stored days from the year
 * after the previous docking (six years at most) to `end`; the maintenance effect is the latest
 * maintenance's eventImpactOf, the Fouling page's figure.
 */
export async function indicatorsOf(
  ctx: AppContext,
  vessel: VesselView,
  settings: HullPerformanceSettings,
  end: number,
  triggerValue: number | null,
) {
  const events = eventsOf(ctx, vessel.id).filter((e) => e.endTime <= end);
  const dockings = events.filter((e) => e.eventType === "DryDocking").map((e) => e.endTime);
  const year = 365 * DAY;
  const from = Math.max(
    end - INDICATOR_WINDOW_DAYS * DAY,
    Math.min(dockings.at(-2) ?? end - year, end - year),
  );
  const { analysis } = await vesselAnalysis(ctx, vessel, settings, from, end);
  const maintenance = events
    .filter((e) => e.eventType === "HullCleaning" || e.eventType === "PropellerPolishing")
    .sort((a, b) => a.endTime - b.endTime)
    .at(-1);
  const impact = maintenance ? await eventImpactOf(ctx, vessel, settings, maintenance) : null;
  return performanceIndicators(analysis.days, events, end, triggerValue, impact);
}
