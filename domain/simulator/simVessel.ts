import type { VesselParticulars } from "../vessels/vessel.js";
import { admiraltyCoefficient } from "./physics.js";
import { hashString } from "./random.js";

export type VesselClass = "bulk" | "crudeTanker" | "productTanker" | "generalCargo";

/** The trade a ship sails (voyagePlan.ts says which ports each one calls at). */
export type Trade =
  | "atlanticBulk"
  | "richardsBayCoal"
  | "santosGrain"
  | "northSeaShortSea"
  | "crude"
  | "northSeaCrude"
  | "products"
  | "coastal";

const DEFAULT_TRADE: Record<VesselClass, Trade> = {
  bulk: "atlanticBulk",
  crudeTanker: "crude",
  productTanker: "products",
  generalCargo: "coastal",
};

/** Everything the simulator needs to know about one ship, derived from its particulars. */
export interface SimVessel {
  imoNumber: string;
  name: string;
  vesselClass: VesselClass;
  trade: Trade;
  seed: number;
  mcr: number;
  rpmAtMcr: number;
  sfocBaseMainEngine: number;
  sfocBaseAuxiliary: number;
  /** Rated power of one generator set, kW. */
  auxiliaryRating: number;
  designDraft: number;
  designDisplacement: number;
  /** Admiralty coefficient calibrated so the clean hull at design draft needs 90 % MCR at speed MCR. */
  admiralty: number;
  serviceSpeed: { laden: number; ballast: number };
  ladenDraft: { low: number; high: number };
  ballastDraft: { low: number; high: number };
  /** Year the vessel was built; docking cycles count from it. */
  yearBuilt: number;
  /** Limited shaft power (ShaPoLi, kW), or null: the ship then meets heavy weather now and then (powerReserve.ts). */
  limitedShaftPower: number | null;
}

export function vesselClassOf(vesselType: string): VesselClass {
  const type = vesselType.toLowerCase();
  if (type.includes("crude")) return "crudeTanker";
  if (type.includes("tanker")) return "productTanker";
  if (type.includes("bulk")) return "bulk";
  return "generalCargo";
}

/** Displacement over deadweight for full-bodied hulls (bulk carriers and tankers) and finer cargo ships. */
const DISPLACEMENT_PER_DWT: Record<VesselClass, number> = {
  bulk: 1.18,
  crudeTanker: 1.17,
  productTanker: 1.2,
  generalCargo: 1.35,
};

export function simVesselFrom(
  imoNumber: string,
  p: VesselParticulars,
  options: { limitedShaftPower?: number | null; trade?: Trade } = {},
): SimVessel {
  const vesselClass = vesselClassOf(p.vesselType);
  const mcr = p.maxContinuousRating > 0 ? p.maxContinuousRating : 8000;
  const speedMcr = p.speedMaxContinuousRating ?? 14;
  const designDraft = p.ladenDraftHigh ?? (p.draftMean > 0 ? p.draftMean : 12);
  const deadweight = p.deadweight ?? mcr * 7;
  const designDisplacement = deadweight * DISPLACEMENT_PER_DWT[vesselClass];
  const ladenHigh = designDraft;
  const ladenLow = p.ladenDraftLow ?? designDraft * 0.95;
  const ballastHigh = p.ballastDraftHigh ?? designDraft * 0.55;
  const ballastLow = p.ballastDraftLow ?? ballastHigh * 0.85;
  return {
    imoNumber,
    name: p.name,
    vesselClass,
    trade: options.trade ?? DEFAULT_TRADE[vesselClass],
    seed: hashString(imoNumber),
    mcr,
    rpmAtMcr: mcr > 12_000 ? 91 : mcr > 6000 ? 105 : 140,
    sfocBaseMainEngine: 175,
    sfocBaseAuxiliary: 195,
    auxiliaryRating: vesselClass === "generalCargo" ? 450 : 700,
    designDraft,
    designDisplacement,
    admiralty: admiraltyCoefficient(designDisplacement, speedMcr, 0.9 * mcr),
    serviceSpeed: { laden: speedMcr - 1.8, ballast: speedMcr - 1.2 },
    ladenDraft: { low: Math.min(ladenLow, ladenHigh), high: ladenHigh },
    ballastDraft: { low: Math.min(ballastLow, ballastHigh), high: ballastHigh },
    yearBuilt: p.yearBuilt ?? 2010,
    limitedShaftPower: options.limitedShaftPower ?? null,
  };
}

/** The simulated vessel for an IMO number among known vessels' particulars, or null. */
export function simVesselByImo(
  vessels: ReadonlyArray<{
    imoNumber: string;
    particulars: VesselParticulars;
    shaftPowerLimitation?: { limitedPower: number } | null;
    trade?: Trade;
  }>,
  imoNumber: string,
): SimVessel | null {
  const found = vessels.find((v) => v.imoNumber === imoNumber);
  return found
    ? simVesselFrom(found.imoNumber, found.particulars, {
        limitedShaftPower: found.shaftPowerLimitation?.limitedPower ?? null,
        ...(found.trade ? { trade: found.trade } : {}),
      })
    : null;
}
