import {
  DEFAULT_WIND_COEFFICIENT,
  type HullPerformanceSettings,
} from "../../domain/hullPerformance/reference.js";
import { seaTrialSpeedPower } from "../../domain/simulator/seaTrial.js";
import { type SimVessel, simVesselFrom, type Trade } from "../../domain/simulator/simVessel.js";
import type { VesselParticulars } from "../../domain/vessels/vessel.js";

/** The demo fleet's companies, vessels and people (README lists the logins). */
export interface DemoVessel {
  imoNumber: string;
  particulars: VesselParticulars;
  /** EEXI shaft power limitation (kW); the simulator lets the ship use the reserve in heavy weather. */
  shaftPowerLimitation?: { limitedPower: number; unlimitedPower: number };
  /**
   * Hull-performance data (ISO 19030): speed-power reference at design and ballast draft as a sea-trial
   * report would give it (delivered power in kW at 9–16 kn, corrected to no wind and calm sea, still-air
   * resistance included), moulded breadth, and the wind coefficient. Written down here as vessel data;
   * docs/fouling.md says where the numbers come from.
   */
  hullPerformance?: HullPerformanceSettings;
  /** The trade its simulated data sails (each demo ship its own); the class's default when absent. */
  trade?: Trade;
}

/** The simulated ship behind a demo vessel: its particulars, shaft power limitation and trade. */
export function demoSimVessel(vessel: DemoVessel): SimVessel {
  return simVesselFrom(vessel.imoNumber, vessel.particulars, {
    limitedShaftPower: vessel.shaftPowerLimitation?.limitedPower ?? null,
    ...(vessel.trade ? { trade: vessel.trade } : {}),
  });
}

const SPEEDS = [9, 10, 11, 12, 13, 14, 15, 16];
/** Breadth and the sea-trial drafts; the measured points are filled in by withSeaTrial below. */
const hull = (breadth: number, designDraft: number, ballastDraft: number): HullPerformanceSettings => ({
  breadth,
  // The owner knows no wind coefficient of its own: the product's default, not the simulator's physics.
  windCoefficient: DEFAULT_WIND_COEFFICIENT,
  reference: [designDraft, ballastDraft].map((draft) => ({ draft, points: [] })),
});

/**
 * The demo ships' speed–power references are their sea trials: the simulated ship "measured" at each
 * trial draft with the trial's measurement error (domain/simulator/seaTrial.ts), as an owner's report
 * would give them — never the simulator's formula itself.
 */
function withSeaTrial(vessel: DemoVessel): DemoVessel {
  if (!vessel.hullPerformance) return vessel;
  const sim = simVesselFrom(vessel.imoNumber, vessel.particulars);
  const drafts = vessel.hullPerformance.reference.map((c) => c.draft);
  const trial = seaTrialSpeedPower(sim, null, { drafts, speeds: SPEEDS });
  return { ...vessel, hullPerformance: { ...vessel.hullPerformance, reference: trial } };
}

const particulars = (
  p: Partial<VesselParticulars> & Pick<VesselParticulars, "name" | "vesselType">,
): VesselParticulars => ({
  draftMean: 0,
  ballastDraftHigh: null,
  ballastDraftLow: null,
  ladenDraftHigh: null,
  ladenDraftLow: null,
  maxContinuousRating: 0,
  speedMaxContinuousRating: null,
  numberOfShafts: 1,
  deadweight: null,
  grossTonnage: null,
  yearBuilt: null,
  notes: "",
  ...p,
});

export const NORDIC_BULK_VESSELS: DemoVessel[] = (
  [
    {
      imoNumber: "9312482",
      trade: "northSeaShortSea",
      hullPerformance: hull(32.25, 14.45, 6.9),
      particulars: particulars({
        name: "Nordic Aurora",
        vesselType: "Bulk carrier (Kamsarmax)",
        draftMean: 14.45,
        ladenDraftHigh: 14.45,
        ladenDraftLow: 13.8,
        ballastDraftHigh: 7.6,
        ballastDraftLow: 6.2,
        maxContinuousRating: 9960,
        speedMaxContinuousRating: 14.5,
        deadweight: 81_950,
        grossTonnage: 43_025,
        yearBuilt: 2006,
      }),
    },
    {
      imoNumber: "9345673",
      trade: "richardsBayCoal",
      hullPerformance: hull(32.26, 12.8, 6.5),
      particulars: particulars({
        name: "Nordic Fjell",
        vesselType: "Bulk carrier (Supramax)",
        draftMean: 12.8,
        ladenDraftHigh: 12.8,
        ladenDraftLow: 12.2,
        ballastDraftHigh: 7.1,
        ballastDraftLow: 5.8,
        maxContinuousRating: 9480,
        speedMaxContinuousRating: 14.3,
        deadweight: 57_000,
        grossTonnage: 32_839,
        yearBuilt: 2008,
      }),
      // Limited to 76 % of MCR to meet its EEXI; the unlimited maximum is the engine's MCR.
      shaftPowerLimitation: { limitedPower: 7200, unlimitedPower: 9480 },
    },
    {
      imoNumber: "9472103",
      trade: "santosGrain",
      hullPerformance: hull(32.24, 13.3, 6.7),
      particulars: particulars({
        name: "Nordic Skagen",
        vesselType: "Bulk carrier (Ultramax)",
        draftMean: 13.3,
        ladenDraftHigh: 13.3,
        ladenDraftLow: 12.7,
        ballastDraftHigh: 7.3,
        ballastDraftLow: 6.0,
        maxContinuousRating: 8400,
        speedMaxContinuousRating: 14.0,
        deadweight: 63_500,
        grossTonnage: 36_300,
        yearBuilt: 2012,
      }),
    },
  ] as DemoVessel[]
).map(withSeaTrial);

export const ATLANTIC_TANKERS_VESSELS: DemoVessel[] = (
  [
    {
      imoNumber: "9266334",
      trade: "northSeaCrude",
      hullPerformance: hull(44, 14.9, 7.6),
      particulars: particulars({
        name: "Atlantic Meridian",
        vesselType: "Crude oil tanker (Aframax)",
        draftMean: 14.9,
        ladenDraftHigh: 14.9,
        ladenDraftLow: 14.2,
        ballastDraftHigh: 8.2,
        ballastDraftLow: 6.9,
        maxContinuousRating: 13_560,
        speedMaxContinuousRating: 15.0,
        deadweight: 115_000,
        grossTonnage: 62_371,
        yearBuilt: 2003,
      }),
    },
    {
      imoNumber: "9588122",
      hullPerformance: hull(32.2, 13, 6.8),
      particulars: particulars({
        name: "Atlantic Pioneer",
        vesselType: "Product tanker (MR)",
        draftMean: 13.0,
        ladenDraftHigh: 13.0,
        ladenDraftLow: 12.3,
        ballastDraftHigh: 7.4,
        ballastDraftLow: 6.1,
        maxContinuousRating: 9480,
        speedMaxContinuousRating: 14.8,
        deadweight: 49_999,
        grossTonnage: 29_735,
        yearBuilt: 2011,
      }),
    },
  ] as DemoVessel[]
).map(withSeaTrial);

export const UNASSIGNED_VESSEL: DemoVessel = withSeaTrial({
  imoNumber: "9722041",
  hullPerformance: hull(20, 8.5, 4.8),
  particulars: particulars({
    name: "Baltic Tern",
    vesselType: "General cargo",
    draftMean: 8.5,
    ladenDraftHigh: 8.5,
    ballastDraftHigh: 5.2,
    maxContinuousRating: 4000,
    speedMaxContinuousRating: 13.5,
    deadweight: 12_500,
    grossTonnage: 8_540,
    yearBuilt: 2015,
  }),
});

export const DEMO_LOGINS = {
  admin: { email: "admin@keelson.demo", password: "demo-admin" },
  superUser: { email: "super@nordicbulk.demo", password: "demo-super" },
  crew: { email: "crew@nordicbulk.demo", password: "demo-user" },
  ops: { email: "ops@atlantictankers.demo", password: "demo-user" },
  partner: { email: "partner@keelson.demo", password: "demo-partner" },
  nordicBulkApiKey: "demo-nordicbulk-key",
} as const;

/** Features switched on for the demo's assigned vessels. */
export const DEMO_FEATURES = [
  "CharterParty",
  "EmissionReport",
  "DataQuality",
  "Diagnostics",
  "Fouling",
  "ISO19030",
  "CII",
  "Shapoli",
  "LongTrend",
  "DataAnalysis",
] as const;
