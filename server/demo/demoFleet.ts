import type { HullPerformanceSettings } from "../../domain/hullPerformance/reference.js";
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
}

/** Wind coefficient of the demo ships: added power share per knot² of relative head wind. */
const DEMO_WIND_COEFFICIENT = 0.00025;
const SPEEDS = [9, 10, 11, 12, 13, 14, 15, 16];
const hull = (
  breadth: number,
  design: [number, number[]],
  ballast: [number, number[]],
): HullPerformanceSettings => ({
  breadth,
  windCoefficient: DEMO_WIND_COEFFICIENT,
  reference: [design, ballast].map(([draft, powers]) => ({
    draft,
    points: powers.map((p, i) => [SPEEDS[i]!, p] as const),
  })),
});

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

export const NORDIC_BULK_VESSELS: DemoVessel[] = [
  {
    imoNumber: "9312482",
    hullPerformance: hull(
      32.25,
      [14.45, [2190, 3010, 4030, 5260, 6730, 8460, 10480, 12810]],
      [6.9, [1340, 1850, 2480, 3230, 4130, 5200, 6440, 7870]],
    ),
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
    hullPerformance: hull(
      32.26,
      [12.8, [2170, 2990, 4000, 5220, 6680, 8400, 10400, 12720]],
      [6.5, [1390, 1910, 2560, 3340, 4270, 5370, 6650, 8130]],
    ),
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
    hullPerformance: hull(
      32.24,
      [13.3, [2050, 2820, 3780, 4930, 6310, 7930, 9820, 12010]],
      [6.7, [1300, 1800, 2400, 3140, 4010, 5040, 6250, 7640]],
    ),
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
];

export const ATLANTIC_TANKERS_VESSELS: DemoVessel[] = [
  {
    imoNumber: "9266334",
    hullPerformance: hull(
      44,
      [14.9, [2690, 3710, 4960, 6470, 8280, 10410, 12890, 15760]],
      [7.6, [1720, 2380, 3180, 4150, 5310, 6670, 8270, 10110]],
    ),
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
    hullPerformance: hull(
      32.2,
      [13, [1960, 2700, 3610, 4710, 6030, 7580, 9380, 11470]],
      [6.8, [1280, 1760, 2350, 3070, 3930, 4940, 6120, 7480]],
    ),
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
];

export const UNASSIGNED_VESSEL: DemoVessel = {
  imoNumber: "9722041",
  hullPerformance: hull(
    20,
    [8.5, [1090, 1500, 2010, 2620, 3350, 4210, 5220, 6380]],
    [4.8, [750, 1030, 1380, 1800, 2300, 2890, 3580, 4370]],
  ),
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
};

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
