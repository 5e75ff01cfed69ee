/**
 * Emission and energy factors for EU ETS, FuelEU Maritime and the MRV CH4/N2O figures. Every figure and
 * its source is in docs/regulatory.md ("Factors"); keep the two in step.
 */

/** GWP100 of IPCC AR4, as FuelEU Annex I uses them: the FuelEU intensity only (docs/regulatory.md, "GWP sets"). */
export const GWP_FUELEU = { co2: 1, ch4: 25, n2o: 298 } as const;

/**
 * GWP100 of IPCC AR5 (Delegated Regulation (EU) 2020/1044), the set of the EU monitoring rules: the CO2e of
 * the EU ETS (from 2026) and of the MRV reports (reference §3; HFO 3.114 + 28 x 0.00005 + 265 x 0.00018 =
 * 3.1631 t CO2e/t, the published 2026 factor).
 */
export const GWP_EU_MONITORING = { co2: 1, ch4: 28, n2o: 265 } as const;

export interface FuelFactors {
  /** Lower calorific value, MJ per gram (FuelEU Annex II). */
  lcvMjPerG: number;
  /** Well-to-tank, gCO2e per MJ; null where Annex II has no default (not usable for FuelEU). */
  wttGPerMj: number | null;
  /** Tank-to-wake CO2 for FuelEU, g per g of fuel (0 for a sustainable biofuel). */
  cfCo2: number;
  cfCh4: number;
  cfN2o: number;
  /** Methane slip, percent of the fuel mass (LNG engines). */
  slipPercent: number;
}

const oilCh4N2o = { cfCh4: 0.00005, cfN2o: 0.00018, slipPercent: 0 } as const;
const lng = (slipPercent: number): FuelFactors => ({
  lcvMjPerG: 0.0491,
  wttGPerMj: 18.5,
  cfCo2: 2.75,
  cfCh4: 0,
  cfN2o: 0.00011,
  slipPercent,
});

/** By fuel type short name (GET /FuelTypes). */
export const FUEL_FACTORS: Readonly<Record<string, FuelFactors>> = {
  // FuelEU Annex II; reference §5
  HFO: { lcvMjPerG: 0.0405, wttGPerMj: 13.5, cfCo2: 3.114, ...oilCh4N2o },
  LFO: { lcvMjPerG: 0.041, wttGPerMj: 13.2, cfCo2: 3.151, ...oilCh4N2o },
  "MDO/MGO": { lcvMjPerG: 0.0427, wttGPerMj: 14.4, cfCo2: 3.206, ...oilCh4N2o },
  // FuelEU Annex II LNG pathways by engine type; `LNG` = the highest-slip default (Otto medium speed)
  LNG: lng(3.1),
  "LNG-DSS": lng(0.2),
  "LNG-OSS": lng(1.7),
  "LNG-LBSI": lng(2.6),
  // FuelEU Annex II LCV and WtT; CH4/N2O: fuel-oil values (decision)
  "LPG-P": { lcvMjPerG: 0.046, wttGPerMj: 7.8, cfCo2: 3.0, ...oilCh4N2o },
  "LPG-B": { lcvMjPerG: 0.046, wttGPerMj: 7.8, cfCo2: 3.03, ...oilCh4N2o },
  Methanol: { lcvMjPerG: 0.0199, wttGPerMj: 31.3, cfCo2: 1.375, ...oilCh4N2o },
  // Not in Annex II: LCV of reference §1, no WtT
  Ethane: { lcvMjPerG: 0.0464, wttGPerMj: null, cfCo2: 2.927, ...oilCh4N2o },
  Ethanol: { lcvMjPerG: 0.0268, wttGPerMj: null, cfCo2: 1.913, ...oilCh4N2o },
  // RED II Annex III LCV, Annex V default saving 84 % of 94 gCO2e/MJ; biogenic CO2 counts 0
  "BIO-UCO": { lcvMjPerG: 0.037, wttGPerMj: 15.0, cfCo2: 0, ...oilCh4N2o },
};

/**
 * The LNG engine types of FuelEU Annex II (methane slip pathways), a vessel emission setting. A vessel
 * without one takes the default, Otto dual fuel medium speed: the highest slip, never understating.
 */
export const LNG_ENGINE_TYPES = [
  "lngOttoMediumSpeed",
  "lngOttoSlowSpeed",
  "lngDieselSlowSpeed",
  "lbsi",
] as const;
export type LngEngineType = (typeof LNG_ENGINE_TYPES)[number];
export const DEFAULT_LNG_ENGINE: LngEngineType = "lngOttoMediumSpeed";
export const LNG_ENGINE_LABELS: Readonly<Record<LngEngineType, string>> = {
  lngOttoMediumSpeed: "LNG Otto, dual fuel medium speed (slip 3.1 %)",
  lngOttoSlowSpeed: "LNG Otto, dual fuel slow speed (slip 1.7 %)",
  lngDieselSlowSpeed: "LNG Diesel, dual fuel slow speed (slip 0.2 %)",
  lbsi: "LNG lean-burn spark-ignited, LBSI (slip 2.6 %)",
};
/** The factor table's name for the pathway of each engine type. */
const LNG_PATHWAY: Readonly<Record<LngEngineType, string>> = {
  lngOttoMediumSpeed: "LNG",
  lngOttoSlowSpeed: "LNG-OSS",
  lngDieselSlowSpeed: "LNG-DSS",
  lbsi: "LNG-LBSI",
};

export const isLngEngineType = (value: unknown): value is LngEngineType =>
  typeof value === "string" && (LNG_ENGINE_TYPES as readonly string[]).includes(value);

/**
 * The factors of a fuel type's short name; a fuel type named `LNG` takes the pathway of the vessel's
 * engine type (`engine`; null or absent: the default engine).
 */
export const factorsOf = (shortName: string, engine?: LngEngineType | null): FuelFactors | undefined => {
  const name = shortName === "LNG" && engine ? LNG_PATHWAY[engine] : shortName;
  return Object.hasOwn(FUEL_FACTORS, name) ? FUEL_FACTORS[name] : undefined;
};

/** Grams CH4 per gram of fuel: combustion factor on the burnt part plus the slipped mass. */
export const ch4PerGram = (f: FuelFactors): number =>
  (1 - f.slipPercent / 100) * f.cfCh4 + f.slipPercent / 100;

/** Grams N2O per gram of fuel. */
export const n2oPerGram = (f: FuelFactors): number => (1 - f.slipPercent / 100) * f.cfN2o;

/** FuelEU Annex I tank-to-wake, gCO2e per gram of fuel. */
export const ttwPerGram = (f: FuelFactors): number =>
  (1 - f.slipPercent / 100) *
    (f.cfCo2 * GWP_FUELEU.co2 + f.cfCh4 * GWP_FUELEU.ch4 + f.cfN2o * GWP_FUELEU.n2o) +
  (f.slipPercent / 100) * GWP_FUELEU.ch4;

/** Well-to-wake intensity of one fuel, gCO2e per MJ; null without a WtT factor. */
export const wtwIntensity = (f: FuelFactors): number | null =>
  f.wttGPerMj === null ? null : f.wttGPerMj + ttwPerGram(f) / f.lcvMjPerG;

/** Tonnes of each gas, unrounded. */
export interface GasTonnes {
  co2: number;
  ch4: number;
  n2o: number;
}

/** CO2e of the ETS and MRV monitoring (AR5 GWP100, `GWP_EU_MONITORING`), tonnes. */
export const co2eOf = (g: GasTonnes): number =>
  g.co2 * GWP_EU_MONITORING.co2 + g.ch4 * GWP_EU_MONITORING.ch4 + g.n2o * GWP_EU_MONITORING.n2o;

/**
 * The gases of a fuel mass: CO2 by the fuel type's own Cf (as the MRV reports), CH4 and N2O by the
 * FuelEU Annex II factors of its short name, LNG by the vessel's engine type (none for a type with no
 * factors: it is named in `missing`).
 */
export function gasesOf(
  fuelType: { shortName: string; carbonEmissionFactor: number; lngEngine?: LngEngineType | null },
  tonnes: number,
  missing?: Set<string>,
): GasTonnes {
  const factors = factorsOf(fuelType.shortName, fuelType.lngEngine);
  if (!factors && tonnes > 0) missing?.add(fuelType.shortName);
  return {
    co2: tonnes * fuelType.carbonEmissionFactor,
    ch4: factors ? tonnes * ch4PerGram(factors) : 0,
    n2o: factors ? tonnes * n2oPerGram(factors) : 0,
  };
}
