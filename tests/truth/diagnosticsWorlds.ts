import { DAY_MS } from "../../domain/simulator/simulateDay.js";
import { BULK_CARRIER_CX, type SimWorld, TWO_STROKE_SHOP_TEST } from "../../domain/simulator/world.js";
import type { DiagnosticsWorld } from "./diagnosticsWorld.js";

/**
 * The hidden worlds of `npm run truth` for the hull and engine diagnostics (issue 30): each with its
 * own currents, wind resistance, engine, fouling, hull events and speed-log error. Their constants are
 * chosen here, apart from the product's (the product never sees them).
 */
const day = (first: number, n: number) => first + n * DAY_MS;

const base = (name: string, first: number): SimWorld => ({
  name,
  currents: { routeKnots: 0.25, seasonalKnots: 0.1, peakMonth: 2 },
  wind: { coefficient: 0.00013, cx: BULK_CARRIER_CX },
  shopTestSfoc: TWO_STROKE_SHOP_TEST,
  ageing: null,
  rpmDraftExponent: 0.06,
  foulingPerYear: 0.03,
  initialLoss: 0.02,
  foulingFrom: first,
  hullEvents: [],
  speedLogError: 0.03,
  seaTrialNoise: 0.01,
});

const W1 = Date.UTC(2024, 2, 1);
const W2 = Date.UTC(2024, 5, 1);
const W3 = Date.UTC(2023, 8, 1);

/** A tanker docked early in the window, cleaned by divers later, its log reading 3 % high. */
export const DOCKED_AND_CLEANED: DiagnosticsWorld = {
  vesselName: "Atlantic Meridian",
  first: W1,
  days: 240,
  stepSeconds: 600,
  expectSfocAlarm: false,
  world: {
    ...base("docked and cleaned", W1),
    initialLoss: 0.06,
    hullEvents: [
      { kind: "DryDocking", at: day(W1, 12), residualLoss: 0.003 },
      { kind: "HullCleaning", at: day(W1, 150), residualLoss: 0.006 },
    ],
  },
};

/** A bulk carrier on-boarded 11.5 % fouled, its log reading 2 % low, its engine ageing +3 % on day 150. */
export const FOULED_AND_AGEING: DiagnosticsWorld = {
  vesselName: "Nordic Aurora",
  first: W2,
  days: 210,
  stepSeconds: 600,
  expectSfocAlarm: true,
  world: {
    ...base("on-boarded fouled, engine ageing", W2),
    currents: { routeKnots: 0.3, seasonalKnots: 0.15, peakMonth: 8 },
    wind: { coefficient: 0.0002, cx: BULK_CARRIER_CX },
    initialLoss: 0.115,
    foulingPerYear: 0.02,
    speedLogError: -0.02,
    ageing: { from: day(W2, 150), rise: 0.03, rampDays: 0 },
  },
};

/** A tanker fouling fast (4.5 %/yr) after a docking, a strong seasonal current, its log 5 % high. */
export const FAST_FOULING: DiagnosticsWorld = {
  vesselName: "Atlantic Pioneer",
  first: W3,
  days: 240,
  stepSeconds: 600,
  expectSfocAlarm: false,
  world: {
    ...base("fast fouling, seasonal current", W3),
    currents: { routeKnots: 0.15, seasonalKnots: 0.25, peakMonth: 11 },
    wind: { coefficient: 0.00009, cx: BULK_CARRIER_CX },
    rpmDraftExponent: 0.1,
    foulingPerYear: 0.045,
    initialLoss: 0.04,
    speedLogError: 0.05,
    hullEvents: [{ kind: "DryDocking", at: day(W3, 8), residualLoss: 0.002 }],
  },
};

/** The short world CI runs (tests/truth/diagnostics.test.ts): 75 days every 15 minutes (the speed trend needs 30 daily values to be judged). */
export const SHORT_WORLD: DiagnosticsWorld = {
  ...FOULED_AND_AGEING,
  days: 75,
  stepSeconds: 900,
  world: {
    ...FOULED_AND_AGEING.world,
    name: "short: on-boarded fouled, engine ageing",
    ageing: { from: day(W2, 40), rise: 0.03, rampDays: 0 },
  },
};

export const FULL_WORLDS: readonly DiagnosticsWorld[] = [DOCKED_AND_CLEANED, FOULED_AND_AGEING, FAST_FOULING];
