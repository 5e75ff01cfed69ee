import { type LatLon, Route } from "./geo.js";
import { type PortCode, passage } from "./ports.js";
import { createRandom, type Random, uniformAt } from "./random.js";
import type { SimVessel, Trade } from "./simVessel.js";

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
  /** The stretch of the route this segment sails, nm from its start (a logged stop splits a passage). */
  fromNm: number;
  toNm: number;
  laden: boolean;
  voyageNumber: number;
  /** Speed over ground held between the manoeuvring phases, knots. */
  orderedSpeed: number;
  draft: number;
  trim: number;
}

/** At anchor or drifting on a passage, as the voyage log says: the ship lies still, engine stopped. */
export interface SeaStop {
  kind: "stop";
  start: number;
  end: number;
  anchored: boolean;
  from: PortCode;
  to: PortCode;
  route: Route;
  /** Where on the route the ship lies, nm from its start. */
  atNm: number;
  laden: boolean;
  voyageNumber: number;
  draft: number;
  trim: number;
}

export type PlanSegment = PortStay | Passage | SeaStop;

export interface VoyagePlan {
  segments: PlanSegment[];
  /** Delivery and the ends of dry dockings (hull cleaned), ascending, including those before the plan. */
  cleanings: number[];
}

/** Where a ship on a trade sails next from a port, and whether it carries cargo. */
function nextLeg(trade: Trade, at: PortCode, rng: Random): { to: PortCode; laden: boolean } {
  const toRotterdamAndBack = (loading: PortCode) =>
    at === "NLRTM" ? { to: loading, laden: false } : { to: "NLRTM" as const, laden: true };
  switch (trade) {
    case "atlanticBulk":
      return at === "NLRTM"
        ? { to: rng.pick(["ZARCB", "USMSY", "BRSSZ"] as const), laden: false }
        : { to: "NLRTM", laden: true };
    case "richardsBayCoal":
      return toRotterdamAndBack("ZARCB");
    case "santosGrain":
      return toRotterdamAndBack("BRSSZ");
    case "northSeaShortSea":
      if (at === "NLRTM") return { to: "DEHAM", laden: false };
      if (at === "DEHAM") return { to: "GBFXT", laden: true };
      if (at === "GBFXT") return { to: "NOOSL", laden: true };
      return { to: "NLRTM", laden: true };
    case "crude":
      return at === "NLRTM"
        ? { to: rng.pick(["NOMON", "NOMON", "USHOU"] as const), laden: false }
        : { to: "NLRTM", laden: true };
    case "northSeaCrude":
      return toRotterdamAndBack("NOMON");
    case "products":
      if (at === "NLRTM") return { to: "USNYC", laden: true };
      if (at === "USNYC") return { to: "USHOU", laden: false };
      return { to: "NLRTM", laden: true };
    case "coastal":
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

/**
 * A port call the plan must keep, as a vessel's voyage log records it: in `port` from `arrival` (null:
 * the log starts with the departure) until `departure` (null: still there), leaving laden or not.
 */
export interface ScheduledCall {
  port: PortCode;
  arrival: number | null;
  departure: number | null;
  ladenOnDeparture: boolean;
  /** Anchoring and drifting the log records on the passage that leaves this call, in time order. */
  stops: readonly ScheduledStop[];
}

/** A logged stop at sea from `start` until `end` (null: still there), where `at` says when logged. */
export interface ScheduledStop {
  anchored: boolean;
  start: number;
  end: number | null;
  at: LatLon | null;
}

/** Assumed stay before a logged departure whose arrival the log does not hold. */
const UNLOGGED_STAY_MS = 30 * HOUR;
/** The shortest stay left in the port the plan leaves for the first logged call. */
const SHORTEST_STAY_MS = 12 * HOUR;
/** A logged port stay this long can be a dry docking; a shorter one is never lengthened into one. */
const SHORTEST_DOCKING_MS = 14 * DAY;
/**
 * The end of what the log leaves open (still in port, still stopped): far enough to be past any day
 * asked for, and fixed, so the days before are the same however far ahead the plan is made.
 */
const OPEN_ENDED_MS = 100 * 365 * DAY;

/**
 * Plans port stays and passages from PLAN_EPOCH until `until` (deterministic for the vessel): the
 * vessel's trade, and where a schedule is given its calls and stops at the times it says, reached from
 * the trade. After the schedule's last call the ship does what its open voyage says and nothing more:
 * it stays in port, or sails for the trade's next port (stopping where the log says) and waits there.
 */
export function planVoyages(
  vessel: SimVessel,
  until: number,
  schedule: readonly ScheduledCall[] = [],
): VoyagePlan {
  const rng = createRandom(vessel.seed);
  const segments: PlanSegment[] = [];
  const delivery = deliveryDate(vessel);
  const dues = dockingDueDates(vessel, until + 365 * DAY);
  const preEpochDues = dues.filter((due) => due < PLAN_EPOCH);
  let nextDue = preEpochDues.length;

  let port: PortCode = "NLRTM";
  let t = PLAN_EPOCH - rng.between(0, 20) * DAY;
  let voyageNumber = 1;
  let arrival = draftFor(vessel, false, rng);

  /** A passage leaving at `start` with the given draft; `end` null sails at about service speed. */
  const passageOf = (
    from: PortCode,
    to: PortCode,
    start: number,
    laden: boolean,
    leaving: { draft: number; trim: number },
    end: number | null,
  ): Passage => {
    const route = new Route(passage(from, to)!);
    const service = laden ? vessel.serviceSpeed.laden : vessel.serviceSpeed.ballast;
    // Accelerating and slowing down each cost half the manoeuvring time at full speed.
    const orderedSpeed =
      end === null
        ? service * rng.between(0.86, 1.02)
        : route.lengthNm / ((end - start - MANOEUVRING_MS) / HOUR);
    const duration = end === null ? (route.lengthNm / orderedSpeed) * HOUR + MANOEUVRING_MS : end - start;
    return {
      kind: "passage",
      start,
      end: start + duration,
      from,
      to,
      route,
      fromNm: 0,
      toNm: route.lengthNm,
      laden,
      voyageNumber: voyageNumber++,
      orderedSpeed,
      draft: leaving.draft,
      trim: leaving.trim,
    };
  };
  /**
   * A port stay; an unlogged one is lengthened into a dry docking when one is due. A logged stay keeps
   * its times: it is a docking only when due and long enough, else the docking waits for a later stay.
   */
  const portStay = (
    at: PortCode,
    start: number,
    end: number,
    departure: { draft: number; trim: number },
    logged = false,
  ) => {
    let stayEnd = end;
    const due = nextDue < dues.length && dues[nextDue]! <= end;
    const dryDock = due && (!logged || end - start >= SHORTEST_DOCKING_MS);
    if (dryDock) {
      if (!logged) stayEnd += rng.between(14, 21) * DAY;
      nextDue++;
    }
    segments.push({
      kind: "port",
      start,
      end: stayEnd,
      port: at,
      voyageNumber,
      draftStart: arrival.draft,
      draftEnd: departure.draft,
      trimStart: arrival.trim,
      trimEnd: departure.trim,
      dryDock,
    });
    return stayEnd;
  };
  /** In port from `start` with no departure known: the cargo it will leave with is not known either. */
  const openPortStay = (at: PortCode, start: number) => {
    segments.push({
      kind: "port",
      start,
      end: start + OPEN_ENDED_MS,
      port: at,
      voyageNumber,
      draftStart: arrival.draft,
      draftEnd: arrival.draft,
      trimStart: arrival.trim,
      trimEnd: arrival.trim,
      dryDock: false,
    });
  };
  /** Sails the trade from `port` at `t` until `end`. */
  const sailTrade = (end: number) => {
    while (t <= end) {
      const leg = nextLeg(vessel.trade, port, rng);
      const departure = draftFor(vessel, leg.laden, rng);
      t = portStay(port, t, t + rng.between(1.5, 4.5) * DAY, departure);
      const sailed = passageOf(port, leg.to, t, leg.laden, departure, null);
      segments.push(sailed);
      t = sailed.end;
      port = leg.to;
      arrival = departure;
    }
  };
  /**
   * A logged passage from `start`: arriving at `end`, or (an open voyage, `end` null) sailing at about
   * service speed. Its logged stops split it; the ship lies where the log puts a stop, or else where
   * its pace puts it. Answers when it arrives, or null when it is still stopped.
   */
  const sailLogged = (
    from: PortCode,
    to: PortCode,
    start: number,
    end: number | null,
    laden: boolean,
    leaving: { draft: number; trim: number },
    logged: readonly ScheduledStop[],
  ): number | null => {
    const route = new Route(passage(from, to)!);
    const length = route.lengthNm;
    const service = laden ? vessel.serviceSpeed.laden : vessel.serviceSpeed.ballast;
    const openSpeed = end === null ? service * rng.between(0.86, 1.02) : 0;
    const stops = logged
      .filter((s) => s.start >= start && (end === null || s.start < end))
      .map((s) => {
        const stopEnd = s.end ?? end;
        return { ...s, end: stopEnd === null || end === null ? stopEnd : Math.min(stopEnd, end) };
      });
    // Time at cruising speed on a leg: each leg spends half its manoeuvring at full speed.
    const cruising = (ms: number) => Math.max(0, ms - Math.min(MANOEUVRING_MS, ms / 2));
    let cruiseMs = 0;
    if (end !== null) {
      let sailing = start;
      for (const stop of stops) {
        cruiseMs += cruising(stop.start - sailing);
        sailing = stop.end ?? end;
      }
      cruiseMs += cruising(end - sailing);
    }
    const common = { from, to, route, laden, voyageNumber, draft: leaving.draft, trim: leaving.trim };
    const leg = (legStart: number, legEnd: number, fromNm: number, toNm: number) => {
      if (legEnd <= legStart) return;
      segments.push({
        kind: "passage",
        start: legStart,
        end: legEnd,
        fromNm,
        toNm,
        orderedSpeed: (toNm - fromNm) / (cruising(legEnd - legStart) / HOUR),
        ...common,
      });
    };
    let at = start;
    let atNm = 0;
    for (const stop of stops) {
      // Where the pace of the whole passage puts the ship, unless the log says where it lay (taken to
      // the lane's nearest point: a simulated ship keeps to its lanes).
      const paced =
        end === null
          ? atNm + (openSpeed * cruising(stop.start - at)) / HOUR
          : atNm + (length * cruising(stop.start - at)) / Math.max(1, cruiseMs);
      const stopNm = Math.min(length, Math.max(atNm, stop.at ? route.distanceAlong(stop.at) : paced));
      leg(at, stop.start, atNm, stopNm);
      const stopEnd = stop.end ?? stop.start + OPEN_ENDED_MS;
      segments.push({
        kind: "stop",
        start: stop.start,
        end: stopEnd,
        anchored: stop.anchored,
        atNm: stopNm,
        ...common,
      });
      if (stop.end === null) {
        voyageNumber++;
        return null;
      }
      at = stopEnd;
      atNm = stopNm;
    }
    const arrives = end ?? at + ((length - atNm) / openSpeed) * HOUR + MANOEUVRING_MS;
    leg(at, arrives, atNm, length);
    voyageNumber++;
    return arrives;
  };

  const first = schedule[0];
  if (!first) sailTrade(until);
  else {
    const firstArrival = first.arrival ?? first.departure! - UNLOGGED_STAY_MS;
    sailTrade(firstArrival);
    // Leave the trade from the last port stay that still reaches the first call in time.
    // Hours to the first call; a port with no lane there cannot be left for it.
    const reach = (from: PortCode) => {
      if (from === first.port) return 0;
      const lane = passage(from, first.port);
      return lane ? new Route(lane).lengthNm / vessel.serviceSpeed.ballast : Number.POSITIVE_INFINITY;
    };
    let leave = segments.length - 1;
    for (; leave >= 0; leave--) {
      const s = segments[leave]!;
      if (
        s.kind === "port" &&
        s.start + SHORTEST_STAY_MS + reach(s.port) * HOUR + MANOEUVRING_MS <= firstArrival
      )
        break;
    }
    if (leave < 0) throw new Error("The schedule starts before the simulated plan can reach it");
    const stay = segments[leave] as PortStay;
    segments.length = leave + 1;
    nextDue = dues.filter((due) => due <= stay.end).length;
    voyageNumber = stay.voyageNumber + 1;
    port = stay.port;
    arrival = { draft: stay.draftEnd, trim: stay.trimEnd };
    if (stay.port === first.port) {
      segments.pop();
      arrival = { draft: stay.draftStart, trim: stay.trimStart };
    } else {
      stay.end = firstArrival - reach(stay.port) * HOUR - MANOEUVRING_MS;
      segments.push(passageOf(stay.port, first.port, stay.end, false, arrival, firstArrival));
    }
    t = segments.at(-1)?.end ?? firstArrival;
    for (const [index, call] of schedule.entries()) {
      const next = schedule[index + 1];
      const leaving = draftFor(vessel, call.ladenOnDeparture, rng);
      if (call.departure === null) {
        openPortStay(call.port, t);
        break;
      }
      t = portStay(call.port, t, call.departure, leaving, true);
      arrival = leaving;
      // An open voyage is bound for the trade's next port: the log names no destination.
      const to = next ? next.port : nextLeg(vessel.trade, call.port, rng).to;
      const nextArrival = next ? (next.arrival ?? next.departure! - UNLOGGED_STAY_MS) : null;
      const arrived = sailLogged(call.port, to, t, nextArrival, call.ladenOnDeparture, leaving, call.stops);
      if (arrived === null) break;
      t = arrived;
      if (!next) openPortStay(to, t);
    }
  }
  const cleanings = [
    delivery,
    ...preEpochDues,
    ...segments.flatMap((s) => (s.kind === "port" && s.dryDock ? [s.end] : [])),
  ];
  return { segments, cleanings };
}

/** How long a passage segment takes to reach speed, and to slow down (short legs share their time). */
export function rampOf(p: Passage): number {
  return Math.min(MANOEUVRING_MS, (p.end - p.start) / 2);
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

/**
 * Distance along the route and speed over ground `elapsed` ms into a passage segment (accelerate,
 * cruise, slow down).
 */
export function passageProgress(p: Passage, elapsed: number): { distance: number; speed: number } {
  const total = p.end - p.start;
  const ramp = rampOf(p);
  const v = p.orderedSpeed;
  const hours = (ms: number) => ms / HOUR;
  if (elapsed <= 0) return { distance: p.fromNm, speed: 0 };
  if (elapsed >= total) return { distance: p.toNm, speed: 0 };
  if (elapsed < ramp)
    return {
      distance: p.fromNm + (v * hours(elapsed) ** 2) / (2 * hours(ramp)),
      speed: (v * elapsed) / ramp,
    };
  const remaining = total - elapsed;
  if (remaining < ramp) {
    return {
      distance: p.toNm - (v * hours(remaining) ** 2) / (2 * hours(ramp)),
      speed: (v * remaining) / ramp,
    };
  }
  return { distance: p.fromNm + (v * hours(ramp)) / 2 + v * hours(elapsed - ramp), speed: v };
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
