import type { VoyageReportInput } from "../reports/inputs.js";
import {
  type FuelEuResult,
  type FuelEuRewards,
  type FuelEuVoyageLine,
  fuelEuOf,
  fuelEuTarget,
  fuelEuVoyageLinesOf,
} from "./fuelEu.js";
import { type BankedPeriod, bankAcrossYears } from "./pooling.js";

/** A vessel's FuelEU year: its own figures, its fuel lines, and its years from 2025 with banking. */
export interface VesselFuelEu {
  year: number;
  own: FuelEuResult;
  lines: FuelEuVoyageLine[];
  /** The year as banking leaves it (the penalty due is this one's). */
  due: BankedPeriod;
  /** Consecutive deficit years just before this one. */
  deficitsBefore: number;
  history: BankedPeriod[];
  /** The rewards the figures were asked with. */
  rewards: { rfnboFuelTypes: string[]; opsMwh: number; windRatio: number };
}

/**
 * The rewards of Annex I a vessel's figures are asked with (docs/regulatory.md, "FuelEU rewards"): the fuel
 * types it burnt as RFNBO and its wind ratio count in every year from 2025, the OPS electricity in the asked
 * year only.
 */
export interface VesselFuelEuRewards extends FuelEuRewards {
  rfnboFuelTypes?: readonly string[];
}

/** FuelEU for a vessel's year from 2025 (null before): each year from 2025 folded with banking. */
export function vesselFuelEu(
  voyages: readonly VoyageReportInput[],
  year: number,
  rewards: VesselFuelEuRewards = {},
): VesselFuelEu | null {
  if (fuelEuTarget(year) === null) return null;
  const rfnbo = new Set(rewards.rfnboFuelTypes ?? []);
  const years: { year: number; own: FuelEuResult; lines: FuelEuVoyageLine[] }[] = [];
  for (let y = 2025; y <= year; y++) {
    const lines = fuelEuVoyageLinesOf(voyages, y).map((l) =>
      rfnbo.has(l.shortName) ? { ...l, rfnbo: true } : l,
    );
    const own = fuelEuOf(lines, y, {
      rewards: { windRatio: rewards.windRatio, opsMwh: y === year ? rewards.opsMwh : 0 },
    });
    years.push({ year: y, own, lines });
  }
  const history = bankAcrossYears(
    years.map(({ year, own }) => ({
      year,
      balanceGrams: own.complianceBalanceGrams,
      intensity: own.ghgIntensity,
    })),
  );
  const last = years.at(-1)!;
  return {
    year,
    own: last.own,
    lines: last.lines,
    due: history.at(-1)!,
    deficitsBefore: history.at(-2)?.consecutiveDeficits ?? 0,
    history,
    rewards: { rfnboFuelTypes: [...rfnbo], opsMwh: rewards.opsMwh ?? 0, windRatio: rewards.windRatio ?? 0 },
  };
}
