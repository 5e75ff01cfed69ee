/**
 * A hidden world (issue 30): physics the product's estimators were never told. The simulator's default
 * physics (physics.ts) is the world the product was built against; a `SimWorld` replaces its parts with
 * other shapes and constants — mean currents by route and season, an ISO 15016-style wind resistance,
 * an engine shop-test SFOC curve with ageing, a draft effect on shaft rpm, its own fouling rate, hull
 * events at chosen times and a speed-log error of either sign — so `npm run truth` measures the product
 * against a truth it cannot have copied. Product code never imports this (tests/truth/productImports.test.ts).
 */
import { hashString } from "./random.js";

export type WorldHullEventKind = "DryDocking" | "HullCleaning";

/** A hull event the world puts at a chosen time: fouling drops to `residualLoss` at `at`. */
export interface WorldHullEvent {
  kind: WorldHullEventKind;
  /** When the hull is clean again (the end of the docking or cleaning), ms. */
  at: number;
  /** Speed loss left after the event, fraction (a docking leaves little, a diver's cleaning more). */
  residualLoss: number;
}

/** A step in the engine's specific fuel consumption from `from` on (wear, injector fouling). */
export interface WorldEngineAgeing {
  from: number;
  /** SFOC rise, fraction (0.03 = +3 %), reached `rampDays` after `from` (0 = a step). */
  rise: number;
  rampDays: number;
}

export interface SimWorld {
  name: string;
  /**
   * Mean current along the track, knots (positive helps): `routeKnots` on the way from the
   * alphabetically lower port to the higher one and against on the way back, scaled per route by a
   * seeded factor between 0.5 and 1.5, plus a seasonal swing of `seasonalKnots` (peaking in `peakMonth`).
   */
  currents: { routeKnots: number; seasonalKnots: number; peakMonth: number };
  /**
   * Added power share from wind, ISO 15016 form: k · (Cx(ψ) · Vwr² − Cx(0) · V²) with Cx by relative wind
   * angle from the table below (normalised to Cx(0) = 1); the still-air part belongs to the trial curve.
   */
  wind: { coefficient: number; cx: ReadonlyArray<readonly [angleDeg: number, cx: number]> };
  /** The main engine's shop-test SFOC, g/kWh by load (fraction of MCR), interpolated linearly. */
  shopTestSfoc: ReadonlyArray<readonly [load: number, gPerKWh: number]>;
  ageing: WorldEngineAgeing | null;
  /** Shaft rpm scales with (draft / design draft)^(−exponent): a light ship turns its propeller faster. */
  rpmDraftExponent: number;
  /** Fouling speed loss per year, fraction. */
  foulingPerYear: number;
  /** Speed loss when the world's data starts (`foulingFrom`), fraction: a vessel on-boarded fouled. */
  initialLoss: number;
  foulingFrom: number;
  hullEvents: readonly WorldHullEvent[];
  /** How much the speed log reads high, fraction (negative: low). */
  speedLogError: number;
  /** Standard deviation of a sea-trial power measurement, fraction. */
  seaTrialNoise: number;
}

/** A bulk carrier's longitudinal wind force coefficient by relative angle (Blendermann-like shape). */
export const BULK_CARRIER_CX: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [20, 1.08],
  [40, 0.95],
  [60, 0.62],
  [80, 0.2],
  [100, -0.18],
  [120, -0.5],
  [140, -0.72],
  [160, -0.8],
  [180, -0.74],
];

/** A two-stroke engine's shop test: lowest near 80 % load, rising faster below half load than IMO's curve. */
export const TWO_STROKE_SHOP_TEST: ReadonlyArray<readonly [number, number]> = [
  [0.1, 232],
  [0.25, 196],
  [0.35, 186],
  [0.5, 178],
  [0.65, 173.5],
  [0.8, 171.5],
  [0.9, 172.5],
  [1, 175],
  [1.1, 178],
];

const YEAR_MS = 365.25 * 24 * 3600_000;
const DAY_MS = 24 * 3600_000;

function interpolate(table: ReadonlyArray<readonly [number, number]>, x: number): number {
  const first = table[0]!;
  const last = table[table.length - 1]!;
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  let i = 1;
  while (table[i]![0] < x) i++;
  const [x0, y0] = table[i - 1]!;
  const [x1, y1] = table[i]!;
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

/** The world's mean current along a passage from `from` to `to` at time t, knots. */
export function worldMeanCurrent(world: SimWorld, from: string, to: string, t: number): number {
  const [low, high] = from < to ? [from, to] : [to, from];
  const routeFactor = 0.5 + (hashString(`${low}-${high}`) % 1000) / 1000;
  const direction = from < to ? 1 : -1;
  const month = new Date(t).getUTCMonth() + new Date(t).getUTCDate() / 31;
  const season = Math.cos((2 * Math.PI * (month - world.currents.peakMonth)) / 12);
  return direction * world.currents.routeKnots * routeFactor + world.currents.seasonalKnots * season;
}

/** Added power share from wind (ISO 15016 form) at relative wind speed and angle and ship speed, knots. */
export function worldWindFactor(
  world: SimWorld,
  relativeWindKnots: number,
  relativeAngleDeg: number,
  shipSpeedKnots: number,
): number {
  const angle = Math.abs(((((relativeAngleDeg + 180) % 360) + 360) % 360) - 180);
  const cx = interpolate(world.wind.cx, angle);
  const cx0 = interpolate(world.wind.cx, 0);
  return world.wind.coefficient * (cx * relativeWindKnots ** 2 - cx0 * shipSpeedKnots ** 2);
}

/** The engine's SFOC at a load (fraction of MCR) and time: the shop test and any ageing, g/kWh. */
export function worldSfoc(world: SimWorld, load: number, t: number): number {
  return interpolate(world.shopTestSfoc, load) * (1 + worldAgeingAt(world, t));
}

/** The engine's SFOC rise at t, fraction. */
export function worldAgeingAt(world: SimWorld, t: number): number {
  const a = world.ageing;
  if (!a || t < a.from) return 0;
  if (a.rampDays <= 0) return a.rise;
  return a.rise * Math.min(1, (t - a.from) / (a.rampDays * DAY_MS));
}

/** The last world hull event at or before t, or null. */
export function lastWorldHullEvent(world: SimWorld, t: number): WorldHullEvent | null {
  let found: WorldHullEvent | null = null;
  for (const e of world.hullEvents) if (e.at <= t && (!found || e.at > found.at)) found = e;
  return found;
}

/** The hull's speed loss from fouling at t, fraction. */
export function worldSpeedLoss(world: SimWorld, t: number): number {
  const event = lastWorldHullEvent(world, t);
  const [base, since] = event ? [event.residualLoss, event.at] : [world.initialLoss, world.foulingFrom];
  return Math.min(0.25, base + (world.foulingPerYear * Math.max(0, t - since)) / YEAR_MS);
}

/** The rpm factor of a draft against the design draft. */
export function worldRpmDraftFactor(world: SimWorld, draft: number, designDraft: number): number {
  return (Math.max(draft, 0.1) / designDraft) ** -world.rpmDraftExponent;
}
