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

/** A pool member for one year with what it brings from the years before. */
export interface PoolYearMember {
  vesselId: string;
  /** The ship's own balance of the year (grams CO2e, unrounded). */
  ownBalanceGrams: number;
  /** Surplus banked from the year before (Art. 20(1)). */
  bankedInGrams: number;
  intensity: number | null;
  /** Consecutive deficit years just before this one (0 when the last year had none). */
  deficitsBefore: number;
}

export interface PoolYearRow {
  vesselId: string;
  ownBalanceGrams: number;
  bankedInGrams: number;
  /** own + banked in: what the ship brings into the pool. */
  balanceBeforeGrams: number;
  balanceAfterGrams: number;
  consecutiveDeficits: number;
  penaltyEur: number;
  /** A surplus left after pooling, banked into the next year. */
  bankedOutGrams: number;
}

export interface PoolYearResult {
  poolBalanceGrams: number;
  poolBalanceTonnes: number;
  valid: boolean;
  members: PoolYearRow[];
  penaltyEur: number;
  bankedOutGrams: number;
}

/**
 * One year's pool with banking: each member brings its own balance plus what it banked the year before;
 * the pool is settled by `fuelEuPool`; a member's surplus after pooling is banked into the next year
 * (Art. 20(1): banking follows pooling); a member still in deficit (invalid pool) pays with the run of
 * consecutive deficits raised by one.
 */
export function poolYear(members: readonly PoolYearMember[]): PoolYearResult {
  const brought = members.map((m) => ({ ...m, before: m.ownBalanceGrams + m.bankedInGrams }));
  const pool = fuelEuPool(
    brought.map((m) => ({
      vesselId: m.vesselId,
      balanceGrams: m.before,
      intensity: m.intensity,
      consecutiveDeficits: m.deficitsBefore + 1,
    })),
  );
  const rows = brought.map((m, i): PoolYearRow => {
    const row = pool.members[i]!;
    const after = pool.valid ? row.balanceAfterGrams : m.before;
    const run = after < 0 ? m.deficitsBefore + 1 : 0;
    return {
      vesselId: m.vesselId,
      ownBalanceGrams: round(m.ownBalanceGrams, 0),
      bankedInGrams: round(m.bankedInGrams, 0),
      balanceBeforeGrams: round(m.before, 0),
      balanceAfterGrams: round(after, 0),
      consecutiveDeficits: run,
      penaltyEur: round(fuelEuPenalty(after, m.intensity, run), 2),
      bankedOutGrams: round(Math.max(0, after), 0),
    };
  });
  return {
    poolBalanceGrams: pool.poolBalanceGrams,
    poolBalanceTonnes: pool.poolBalanceTonnes,
    valid: pool.valid,
    members: rows,
    penaltyEur: round(
      rows.reduce((s, r) => s + r.penaltyEur, 0),
      2,
    ),
    bankedOutGrams: rows.reduce((s, r) => s + r.bankedOutGrams, 0),
  };
}

/** The same ships pooled year after year: what each banks out of one year is banked into the next. */
export function poolAcrossYears(
  periods: readonly {
    year: number;
    members: readonly { vesselId: string; balanceGrams: number; intensity: number | null }[];
  }[],
): { year: number; result: PoolYearResult }[] {
  const banked = new Map<string, number>();
  const runs = new Map<string, number>();
  let previousYear: number | null = null;
  const out: { year: number; result: PoolYearResult }[] = [];
  for (const period of [...periods].sort((a, b) => a.year - b.year)) {
    if (previousYear !== null && period.year !== previousYear + 1) {
      banked.clear();
      runs.clear();
    }
    const result = poolYear(
      period.members.map((m) => ({
        vesselId: m.vesselId,
        ownBalanceGrams: m.balanceGrams,
        bankedInGrams: banked.get(m.vesselId) ?? 0,
        intensity: m.intensity,
        deficitsBefore: runs.get(m.vesselId) ?? 0,
      })),
    );
    banked.clear();
    runs.clear();
    for (const row of result.members) {
      banked.set(row.vesselId, row.bankedOutGrams);
      runs.set(row.vesselId, row.consecutiveDeficits);
    }
    out.push({ year: period.year, result });
    previousYear = period.year;
  }
  return out;
}
