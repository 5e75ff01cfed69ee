import { round } from "../reports/numbers.js";
import type { EtsYear } from "./ets.js";
import type { FuelEuResult } from "./fuelEu.js";
import { fuelEuTarget } from "./fuelEu.js";

/**
 * A fleet's sums over its vessels' years (GET /EuEts/Fleet/{year}, GET /FuelEU/Fleet/{year}; docs/regulatory.md).
 * Pure.
 */

/** The fleet's EU ETS total: emissions in scope, whole allowances, and their cost at `price` (null without). */
export function etsFleetTotal(
  years: ReadonlyArray<Pick<EtsYear, "emissionsInScopeTonnes" | "allowances">>,
  price: number | null,
) {
  const allowances = years.reduce((s, y) => s + y.allowances, 0);
  return {
    emissionsInScopeTonnes: round(years.reduce((s, y) => s + y.emissionsInScopeTonnes, 0)),
    allowances,
    costEur: price === null ? null : round(allowances * price, 2),
  };
}

/**
 * The fleet's FuelEU year, each vessel standalone: energy, the energy-weighted GHG intensity (vessels
 * without one count as 0), the summed compliance balance and the penalties due after banking.
 */
export function fuelEuFleetSums(
  year: number,
  vessels: ReadonlyArray<{
    own: Pick<FuelEuResult, "energyMJ" | "ghgIntensity" | "complianceBalanceTonnes">;
    due: { penaltyEur: number };
  }>,
) {
  const energy = vessels.reduce((s, v) => s + v.own.energyMJ, 0);
  const ghg = vessels.reduce((s, v) => s + v.own.energyMJ * (v.own.ghgIntensity ?? 0), 0);
  return {
    target: fuelEuTarget(year),
    energyMJ: round(energy, 1),
    ghgIntensity: energy > 0 ? round(ghg / energy, 4) : null,
    complianceBalanceTonnes: round(vessels.reduce((s, v) => s + v.own.complianceBalanceTonnes, 0)),
    penaltyEur: round(
      vessels.reduce((s, v) => s + v.due.penaltyEur, 0),
      2,
    ),
  };
}
