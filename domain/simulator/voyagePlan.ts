import { Route } from "./geo.js";
import { type PortCode, passage } from "./ports.js";
import { createRandom, type Random, uniformAt } from "./random.js";
import type { SimVessel, VesselClass } from "./simVessel.js";

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Every plan starts here, so any window of days is simulated the same way however it is asked for. */
export const PLAN_EPOCH = Date.UTC(2018, 0, 1);
/** Time spent accelerating out of a port and slowing down into the next one. */
export const MANOEUVRING_MS = 2 * HOUR;
/** Dry dockings come every five years from delivery; the hull is cleaned and painted there. */
const DOCKING_INTERVAL_MONTHS = 60;

export interface PortStay {
  kind: "port";
  start: number;
  end: number;
  port: PortCode;
  voyageNumber: number;
  draftStart: number;
  draftEnd: number;
  trimStart: number;
  trimEnd: number;
  dryDock: boolean;
}

export interface Passage {
  kind: "passage";
  start: number;
  end: number;
  from: PortCode;
  to: PortCode;
  route: Route;
  laden: boolean;
  voyageNumber: number;
  /** Speed over ground held between the manoeuvring phases, knots. */
  orderedSpeed: number;
  draft: number;
  trim: number;
}

export type PlanSegment = PortStay | Passage;

export interface VoyagePlan {
  segments: PlanSegment[];
  /** Delivery and the ends of dry dockings (hull cleaned), ascending, including those before the plan. */
  cleanings: number[];
}

/** Where a ship of a class sails next from a port, and whether it carries cargo. */
function nextLeg(vesselClass: VesselClass, at: PortCode, rng: Random): { to: PortCode; laden: boolean } {
  switch (vesselClass) {
    case "bulk":
      return at === "NLRTM"
        ? { to: rng.pick(["ZARCB", "USMSY", "BRSSZ"] as const), laden: false }
        : { to: "NLRTM", laden: true };
    case "crudeTanker":
      return at === "NLRTM"
        ? { to: rng.pick(["NOMON", "NOMON", "USHOU"] as const), laden: false }
        : { to: "NLRTM", laden: true };
    case "productTanker":
      if (at === "NLRTM") return { to: "USNYC", laden: true };
      if (at === "USNYC") return { to: "USHOU", laden: false };
      return { to: "NLRTM", laden: true };
    case "generalCargo":
      return { to: at === "NLRTM" ? "NOMON" : "NLRTM", laden: true };
  }
}

function addMonths(t: number, months: number): number {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate());
}

/** Delivery from the yard: the middle of the build year plus a few seeded weeks. */
export function deliveryDate(vessel: SimVessel): number {
  return Date.UTC(vessel.yearBuilt, 5, 1) + Math.floor(uniformAt(vessel.seed, 77) * 120) * DAY;
}

/** Due dates of dry dockings: delivery plus whole docking intervals. */
export function dockingDueDates(vessel: SimVessel, until: number): number[] {
  const delivery = deliveryDate(vessel);
  const dates: number[] = [];
  for (let k = 1; ; k++) {
    const due = addMonths(delivery, DOCKING_INTERVAL_MONTHS * k);
    if (due > until) return dates;
    dates.push(due);
  }
}

function draftFor(vessel: SimVessel, laden: boolean, rng: Random): { draft: number; trim: number } {
  const range = laden ? vessel.ladenDraft : vessel.ballastDraft;
  return {
    draft: rng.between(range.low, range.high),
    trim: laden ? rng.between(0, 0.6) : rng.between(1.5, 3.0),
  };
}

/** Plans port stays and passages from PLAN_EPOCH until `until` (deterministic for the vessel). */
export function planVoyages(vessel: SimVessel, until: number): VoyagePlan {
  const rng = createRandom(vessel.seed);
  const segments: PlanSegment[] = [];
  const cleanings: number[] = [deliveryDate(vessel)];
  const dues = dockingDueDates(vessel, until + 365 * DAY);
  let nextDue = 0;
  while (nextDue < dues.length && dues[nextDue]! < PLAN_EPOCH) cleanings.push(dues[nextDue++]!);

  let port: PortCode = "NLRTM";
  let t = PLAN_EPOCH - rng.between(0, 20) * DAY;
  let voyageNumber = 1;
  let arrival = draftFor(vessel, false, rng);

  while (t <= until) {
    const leg = nextLeg(vessel.vesselClass, port, rng);
    const departure = draftFor(vessel, leg.laden, rng);
    let stay = rng.between(1.5, 4.5) * DAY;
    const dryDock = nextDue < dues.length && dues[nextDue]! <= t + stay;
    if (dryDock) {
      stay += rng.between(14, 21) * DAY;
      cleanings.push(t + stay);
      nextDue++;
    }
    segments.push({
      kind: "port",
      start: t,
      end: t + stay,
      port,
      voyageNumber,
      draftStart: arrival.draft,
      draftEnd: departure.draft,
      trimStart: arrival.trim,
      trimEnd: departure.trim,
      dryDock,
    });
    t += stay;

    const route = new Route(passage(port, leg.to)!);
    const service = leg.laden ? vessel.serviceSpeed.laden : vessel.serviceSpeed.ballast;
    const orderedSpeed = service * rng.between(0.86, 1.02);
    // Accelerating and slowing down each cost half the manoeuvring time at full speed.
    const duration = (route.lengthNm / orderedSpeed) * HOUR + MANOEUVRING_MS;
    segments.push({
      kind: "passage",
      start: t,
      end: t + duration,
      from: port,
      to: leg.to,
      route,
      laden: leg.laden,
      voyageNumber,
      orderedSpeed,
      draft: departure.draft,
      trim: departure.trim,
    });
    t += duration;
    port = leg.to;
    arrival = departure;
    voyageNumber++;
  }
  return { segments, cleanings };
}

/** The segment holding time t (binary search); null before the plan starts. */
export function segmentAt(plan: VoyagePlan, t: number): PlanSegment | null {
  const { segments } = plan;
  let lo = 0;
  let hi = segments.length - 1;
  if (hi < 0 || t < segments[0]!.start) return null;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (segments[mid]!.start <= t) lo = mid;
    else hi = mid - 1;
  }
  return segments[lo]!;
}

/** Distance sailed and speed over ground `elapsed` ms into a passage (accelerate, cruise, slow down). */
export function passageProgress(p: Passage, elapsed: number): { distance: number; speed: number } {
  const total = p.end - p.start;
  const ramp = MANOEUVRING_MS;
  const v = p.orderedSpeed;
  const hours = (ms: number) => ms / HOUR;
  if (elapsed <= 0) return { distance: 0, speed: 0 };
  if (elapsed >= total) return { distance: p.route.lengthNm, speed: 0 };
  if (elapsed < ramp)
    return { distance: (v * hours(elapsed) ** 2) / (2 * hours(ramp)), speed: (v * elapsed) / ramp };
  const remaining = total - elapsed;
  if (remaining < ramp) {
    return {
      distance: p.route.lengthNm - (v * hours(remaining) ** 2) / (2 * hours(ramp)),
      speed: (v * remaining) / ramp,
    };
  }
  return { distance: (v * hours(ramp)) / 2 + v * hours(elapsed - ramp), speed: v };
}

/** The last hull cleaning at or before t, or null when none is known. */
export function lastCleaning(plan: VoyagePlan, t: number): number | null {
  let found: number | null = null;
  for (const c of plan.cleanings) {
    if (c <= t) found = c;
    else break;
  }
  return found;
}
