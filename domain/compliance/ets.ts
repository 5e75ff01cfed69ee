import type { VoyageReportInput } from "../reports/inputs.js";
import { mrvVoyagesOfYear } from "../reports/mrv.js";
import { round } from "../reports/numbers.js";
import { co2eOf, type GasTonnes, gasesOf } from "./factors.js";
import { berthShareOf, type ComplianceScope, complianceScopeOf, SCOPE_SHARE } from "./scope.js";

/** Share of a year's emissions in scope for which allowances are surrendered (ETS Art. 3gb). */
export function etsPhaseIn(year: number): number {
  if (year < 2024) return 0;
  if (year === 2024) return 0.4;
  if (year === 2025) return 0.7;
  return 1;
}

/** CH4 and N2O count, as CO2e, from 2026 (ETS Annex I as amended by 2023/959). */
export const etsCountsCh4N2o = (year: number): boolean => year >= 2026;

const zero = (): GasTonnes => ({ co2: 0, ch4: 0, n2o: 0 });
const addScaled = (into: GasTonnes, from: GasTonnes, share: number) => {
  into.co2 += from.co2 * share;
  into.ch4 += from.ch4 * share;
  into.n2o += from.n2o * share;
};

/** The gases of a voyage at sea and at berth, unrounded. */
export function voyageGases(voyage: VoyageReportInput, missing?: Set<string>) {
  const atSea = zero();
  const atBerth = zero();
  for (const fuel of voyage.fuels) {
    addScaled(atSea, gasesOf(fuel.fuelType, fuel.tonnesAtSea, missing), 1);
    addScaled(atBerth, gasesOf(fuel.fuelType, fuel.tonnesAtBerth, missing), 1);
  }
  return { atSea, atBerth };
}

export interface EtsVoyage {
  departureId: string;
  voyageName: string;
  departurePort: string;
  arrivalPort: string;
  departureAt: string;
  scope: ComplianceScope;
  /** 1, 0.5 or 0 of the at-sea emissions. */
  scopeShare: number;
  co2AtSeaTonnes: number;
  co2AtBerthTonnes: number;
  /** 1 in a member-state port, else 0. */
  berthShare: number;
  co2InScopeTonnes: number;
  ch4InScopeTonnes: number;
  n2oInScopeTonnes: number;
  /** CO2 + 28 CH4 + 265 N2O in scope (AR5, `co2eOf`). */
  co2eInScopeTonnes: number;
  /** What counts for the year: CO2e from 2026, CO2 before. */
  emissionsInScopeTonnes: number;
}

export interface EtsYear {
  year: number;
  voyageCount: number;
  co2InScopeTonnes: number;
  ch4InScopeTonnes: number;
  n2oInScopeTonnes: number;
  co2eInScopeTonnes: number;
  /** The gases counted for the year. */
  gases: "CO2" | "CO2, CH4, N2O";
  emissionsInScopeTonnes: number;
  phaseIn: number;
  allowancesExact: number;
  /** Whole allowances (half up). */
  allowances: number;
  pricePerAllowanceEur: number | null;
  costEur: number | null;
  voyages: EtsVoyage[];
  /** Fuel type short names without CH4/N2O factors (docs/regulatory.md). */
  ch4N2oFactorsMissingFor: string[];
}

/** Unrounded in-scope gases of one voyage. */
export function etsVoyageGases(voyage: VoyageReportInput, missing?: Set<string>) {
  const scope = complianceScopeOf(voyage);
  const scopeShare = SCOPE_SHARE[scope];
  const berthShare = berthShareOf(voyage);
  const { atSea, atBerth } = voyageGases(voyage, missing);
  const inScope = zero();
  addScaled(inScope, atSea, scopeShare);
  addScaled(inScope, atBerth, berthShare);
  return { scope, scopeShare, berthShare, atSea, atBerth, inScope };
}

/**
 * EU ETS for a vessel's year: the MRV annual report's voyages (commercial, touching a member state,
 * departed in the year, with their berth stay), each in scope by its ports, the phase-in share, the
 * allowances and their cost at the price the user gives (EUR per allowance).
 */
export function etsYear(
  voyages: readonly VoyageReportInput[],
  year: number,
  pricePerAllowanceEur: number | null = null,
): EtsYear {
  const missing = new Set<string>();
  const counts = etsCountsCh4N2o(year);
  const total = zero();
  const lines: EtsVoyage[] = [];
  for (const voyage of mrvVoyagesOfYear(voyages, year)) {
    const g = etsVoyageGases(voyage, missing);
    addScaled(total, g.inScope, 1);
    lines.push({
      departureId: voyage.departureId,
      voyageName: voyage.voyageName,
      departurePort: voyage.departure.port.name,
      arrivalPort: voyage.arrival.port.name,
      departureAt: voyage.departure.at,
      scope: g.scope,
      scopeShare: g.scopeShare,
      co2AtSeaTonnes: round(g.atSea.co2),
      co2AtBerthTonnes: round(g.atBerth.co2),
      berthShare: g.berthShare,
      co2InScopeTonnes: round(g.inScope.co2),
      ch4InScopeTonnes: round(g.inScope.ch4, 6),
      n2oInScopeTonnes: round(g.inScope.n2o, 6),
      co2eInScopeTonnes: round(co2eOf(g.inScope)),
      emissionsInScopeTonnes: round(counts ? co2eOf(g.inScope) : g.inScope.co2),
    });
  }
  const emissions = counts ? co2eOf(total) : total.co2;
  const phaseIn = etsPhaseIn(year);
  const exact = emissions * phaseIn;
  const allowances = Math.round(exact + Number.EPSILON);
  return {
    year,
    voyageCount: lines.length,
    co2InScopeTonnes: round(total.co2),
    ch4InScopeTonnes: round(total.ch4, 6),
    n2oInScopeTonnes: round(total.n2o, 6),
    co2eInScopeTonnes: round(co2eOf(total)),
    gases: counts ? "CO2, CH4, N2O" : "CO2",
    emissionsInScopeTonnes: round(emissions),
    phaseIn,
    allowancesExact: round(exact),
    allowances,
    pricePerAllowanceEur,
    costEur: pricePerAllowanceEur === null ? null : round(allowances * pricePerAllowanceEur, 2),
    voyages: lines,
    ch4N2oFactorsMissingFor: [...missing],
  };
}

/** One fuel of one voyage with the factors and shares that make its part of the year's figure. */
export interface EtsFuelLine {
  departureId: string;
  voyageName: string;
  departureAt: string;
  departurePort: string;
  arrivalPort: string;
  scope: ComplianceScope;
  fuelType: string;
  tonnesAtSea: number;
  tonnesAtBerth: number;
  scopeShare: number;
  berthShare: number;
  /** t CO2 per t fuel (the fuel type's Cf). */
  co2PerTonne: number;
  /** t CH4 and t N2O per t fuel (FuelEU Annex II, slip included; 0 without factors). */
  ch4PerTonne: number;
  n2oPerTonne: number;
  /** (sea x share + berth x share) x factor, unrounded. */
  inScope: GasTonnes;
}

/** The year's MRV voyages fuel by fuel: what a verifier multiplies and adds to reach `etsYear`. */
export function etsFuelLines(voyages: readonly VoyageReportInput[], year: number): EtsFuelLine[] {
  const lines: EtsFuelLine[] = [];
  for (const voyage of mrvVoyagesOfYear(voyages, year)) {
    const scope = complianceScopeOf(voyage);
    const scopeShare = SCOPE_SHARE[scope];
    const berthShare = berthShareOf(voyage);
    for (const fuel of voyage.fuels) {
      const perTonne = gasesOf(fuel.fuelType, 1);
      const tonnes = fuel.tonnesAtSea * scopeShare + fuel.tonnesAtBerth * berthShare;
      lines.push({
        departureId: voyage.departureId,
        voyageName: voyage.voyageName,
        departureAt: voyage.departure.at,
        departurePort: voyage.departure.port.name,
        arrivalPort: voyage.arrival.port.name,
        scope,
        fuelType: fuel.fuelType.shortName,
        tonnesAtSea: fuel.tonnesAtSea,
        tonnesAtBerth: fuel.tonnesAtBerth,
        scopeShare,
        berthShare,
        co2PerTonne: perTonne.co2,
        ch4PerTonne: perTonne.ch4,
        n2oPerTonne: perTonne.n2o,
        inScope: { co2: tonnes * perTonne.co2, ch4: tonnes * perTonne.ch4, n2o: tonnes * perTonne.n2o },
      });
    }
  }
  return lines;
}
