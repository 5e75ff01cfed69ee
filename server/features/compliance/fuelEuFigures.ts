import { factorsOf } from "../../../domain/compliance/factors.js";
import { fuelEuTarget, tonnesToBalance } from "../../../domain/compliance/fuelEu.js";
import type { PoolYearResult } from "../../../domain/compliance/pooling.js";
import type { VesselFuelEu } from "../../../domain/compliance/vesselFuelEu.js";
import { round } from "../../../domain/reports/numbers.js";

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
