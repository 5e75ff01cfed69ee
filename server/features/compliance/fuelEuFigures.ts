import { factorsOf } from "../../../domain/compliance/factors.js";
import {
  type FuelEuResult,
  type FuelEuRewards,
  type FuelEuVoyageLine,
  fuelEuOf,
  fuelEuTarget,
  fuelEuVoyageLinesOf,
  tonnesToBalance,
} from "../../../domain/compliance/fuelEu.js";
import {
  type BankedPeriod,
  bankAcrossYears,
  type PoolYearResult,
} from "../../../domain/compliance/pooling.js";
import type { VoyageReportInput } from "../../../domain/reports/inputs.js";
import { round } from "../../../domain/reports/numbers.js";

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

/** The options a what-if is offered for: a drop-in biofuel and LNG on a low-slip engine. */
const WHAT_IF_FUELS = ["BIO-UCO", "LNG-DSS"] as const;

const tonnes = (grams: number) => round(grams / 1e6);

/** The JSON summary of a vessel's FuelEU year (docs/api.md, emission-summary and GET /FuelEU/{vesselId}/{year}). */
export function fuelEuSummaryOf(v: VesselFuelEu) {
  const { own, due } = v;
  return {
    energyMJ: own.energyMJ,
    ghgIntensity: own.ghgIntensity,
    target: own.target,
    complianceBalanceTonnes: own.complianceBalanceTonnes,
    bankedInTonnes: tonnes(due.bankedInGrams),
    balanceAfterBankingTonnes: tonnes(due.balanceGrams),
    consecutiveDeficitYears: due.consecutiveDeficits,
    penaltyEur: due.penaltyEur,
    bankedOutTonnes: tonnes(due.bankedOutGrams),
    factorsMissingFor: own.factorsMissingFor,
    rewards: { ...v.rewards, windRewardFactor: own.windRewardFactor },
    whatIf: WHAT_IF_FUELS.map((fuelType) => {
      const t =
        due.balanceGrams < 0 && own.ghgIntensity !== null
          ? tonnesToBalance(
              -due.balanceGrams / (own.ghgIntensity - own.target),
              own.ghgIntensity,
              own.target,
              factorsOf(fuelType)!,
              own.windRewardFactor,
            )
          : null;
      return { fuelType, tonnesToBalance: t === null ? null : round(t) };
    }),
    history: v.history.map((b) => ({
      year: b.year,
      balanceTonnes: tonnes(b.balanceGrams),
      bankedOutTonnes: tonnes(b.bankedOutGrams),
      penaltyEur: b.penaltyEur,
    })),
  };
}

/** A pool's members as the API and the workbook name them. */
export interface PoolMemberFigures {
  vesselId: string;
  name: string;
  imoNumber: string;
  fuelEu: VesselFuelEu;
}

/** The JSON answer of POST /FuelEU/Pool. */
export function poolAnswerOf(year: number, members: readonly PoolMemberFigures[], pool: PoolYearResult) {
  const alone = members.reduce((s, m) => s + m.fuelEu.due.penaltyEur, 0);
  return {
    year,
    target: fuelEuTarget(year),
    valid: pool.valid,
    poolBalanceTonnes: pool.poolBalanceTonnes,
    penaltyEur: pool.penaltyEur,
    penaltyWithoutPoolEur: round(alone, 2),
    bankedOutTonnes: tonnes(pool.bankedOutGrams),
    members: members.map((m, i) => {
      const row = pool.members[i]!;
      return {
        vesselId: m.vesselId,
        name: m.name,
        imoNumber: m.imoNumber,
        energyMJ: m.fuelEu.own.energyMJ,
        ghgIntensity: m.fuelEu.own.ghgIntensity,
        ownBalanceTonnes: tonnes(row.ownBalanceGrams),
        bankedInTonnes: tonnes(row.bankedInGrams),
        balanceBeforeTonnes: tonnes(row.balanceBeforeGrams),
        balanceAfterTonnes: tonnes(row.balanceAfterGrams),
        consecutiveDeficitYears: row.consecutiveDeficits,
        penaltyEur: row.penaltyEur,
        penaltyWithoutPoolEur: m.fuelEu.due.penaltyEur,
        bankedOutTonnes: tonnes(row.bankedOutGrams),
      };
    }),
  };
}
