import { round } from "../reports/numbers.js";
import { fuelEuPenalty } from "./fuelEu.js";

/** One ship's reporting period: its own balance (grams CO2e, unrounded) and its intensity. */
export interface ShipPeriod {
  year: number;
  balanceGrams: number;
  intensity: number | null;
}

export interface BankedPeriod {
  year: number;
  ownBalanceGrams: number;
  bankedInGrams: number;
  balanceGrams: number;
  consecutiveDeficits: number;
  penaltyEur: number;
  bankedOutGrams: number;
}

/**
 * Banking (FuelEU Art. 20(1)) and the consecutive-deficit rise (Art. 23(2)) over a ship's years in order:
 * a surplus is carried to the next year; a deficit is paid, and each further consecutive year with a
 * deficit raises the penalty by 10 %. A gap in the years ends the run. Borrowing is not modelled.
 */
export function bankAcrossYears(periods: readonly ShipPeriod[]): BankedPeriod[] {
  const out: BankedPeriod[] = [];
  let banked = 0;
  let run = 0;
  let previousYear: number | null = null;
  for (const p of [...periods].sort((a, b) => a.year - b.year)) {
    if (previousYear !== null && p.year !== previousYear + 1) {
      banked = 0;
      run = 0;
    }
    const balance = p.balanceGrams + banked;
    run = balance < 0 ? run + 1 : 0;
    out.push({
      year: p.year,
      ownBalanceGrams: round(p.balanceGrams, 0),
      bankedInGrams: round(banked, 0),
      balanceGrams: round(balance, 0),
      consecutiveDeficits: run,
      penaltyEur: round(fuelEuPenalty(balance, p.intensity, run), 2),
      bankedOutGrams: round(Math.max(0, balance), 0),
    });
    banked = Math.max(0, balance);
    previousYear = p.year;
  }
  return out;
}

export interface PoolMember {
  vesselId: string;
  balanceGrams: number;
  intensity: number | null;
  /** Deficit periods in a row including this one, should the ship stand alone. */
  consecutiveDeficits?: number;
}

export interface PoolResult {
  poolBalanceGrams: number;
  poolBalanceTonnes: number;
  /** Art. 21(4): a pool whose total balance is negative is not valid. */
  valid: boolean;
  members: { vesselId: string; balanceBeforeGrams: number; balanceAfterGrams: number; penaltyEur: number }[];
  penaltyEur: number;
}

/**
 * A pool of ships for one period (FuelEU Art. 21): the sum of their balances. Valid when not negative;
 * then every deficit is covered and what is left returns to the surplus ships in proportion to their
 * surplus (our allocation rule, docs/regulatory.md). An invalid pool leaves each ship with its own balance.
 */
export function fuelEuPool(members: readonly PoolMember[]): PoolResult {
  const total = members.reduce((s, m) => s + m.balanceGrams, 0);
  const valid = total >= 0;
  const surplus = members.reduce((s, m) => s + Math.max(0, m.balanceGrams), 0);
  const rows = members.map((m) => {
    const after = !valid ? m.balanceGrams : m.balanceGrams <= 0 ? 0 : (m.balanceGrams / surplus) * total;
    return {
      vesselId: m.vesselId,
      balanceBeforeGrams: round(m.balanceGrams, 0),
      balanceAfterGrams: round(after, 0),
      penaltyEur: round(fuelEuPenalty(after, m.intensity, m.consecutiveDeficits ?? 1), 2),
    };
  });
  return {
    poolBalanceGrams: round(total, 0),
    poolBalanceTonnes: round(total / 1e6),
    valid,
    members: rows,
    penaltyEur: round(
      rows.reduce((s, r) => s + r.penaltyEur, 0),
      2,
    ),
  };
}
