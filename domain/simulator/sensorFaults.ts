import { uniformAt } from "./random.js";

/**
 * Faults of a ship's data logger and sensors, all decided by hashing the vessel seed with the day,
 * the variable and the time, so any day can be simulated on its own.
 */
export const FAULT_RATES = {
  /** Chance per day that the whole logger is down for a while (15 min to 3 h). */
  loggerOutagePerDay: 0.12,
  /** Chance per variable and day of a gap of its own (30 min to 6 h). */
  gapPerVariableDay: 0.04,
  /** Chance per variable and day that the sensor freezes (1 to 8 h) at its last value. */
  frozenPerVariableDay: 0.025,
  /** Chance per sample of a spike (the reading multiplied by 1.5 to 4, or flipped). */
  spikePerSample: 0.0004,
};

const DAY = 24 * 3600_000;
const MINUTE = 60_000;
const SALT = { outage: 101, gap: 102, frozen: 103, spike: 104 };

/** A fault's span: from `start` (inclusive) to `end` (exclusive), ms since the epoch. */
export interface FaultWindow {
  start: number;
  end: number;
}
type Window = FaultWindow;

function windowOf(
  seed: number,
  salt: number,
  key: number,
  day: number,
  chance: number,
  minMin: number,
  maxMin: number,
): Window | null {
  if (uniformAt(seed, salt, key, day) >= chance) return null;
  const start = day * DAY + Math.floor(uniformAt(seed, salt, key, day, 1) * DAY);
  const length = (minMin + (maxMin - minMin) * uniformAt(seed, salt, key, day, 2)) * MINUTE;
  return { start, end: start + length };
}

const inside = (w: Window | null, t: number) => w !== null && t >= w.start && t < w.end;

/** The fault windows of one day for a vessel with `variableCount` variables. */
export function faultsForDay(seed: number, dayStart: number, variableCount: number) {
  const day = Math.floor(dayStart / DAY);
  const outage = windowOf(seed, SALT.outage, 0, day, FAULT_RATES.loggerOutagePerDay, 15, 180);
  const gaps: Array<Window | null> = [];
  const frozen: Array<Window | null> = [];
  for (let i = 0; i < variableCount; i++) {
    gaps.push(windowOf(seed, SALT.gap, i, day, FAULT_RATES.gapPerVariableDay, 30, 360));
    frozen.push(windowOf(seed, SALT.frozen, i, day, FAULT_RATES.frozenPerVariableDay, 60, 480));
  }
  return {
    /** The windows themselves, for the ground truth (truth.ts); index = variable index. */
    windows: { outage, gaps, frozen } as {
      outage: FaultWindow | null;
      gaps: ReadonlyArray<FaultWindow | null>;
      frozen: ReadonlyArray<FaultWindow | null>;
    },
    loggerDown: (t: number) => inside(outage, t),
    missing: (variable: number, t: number) => inside(gaps[variable] ?? null, t),
    frozen: (variable: number, t: number) => inside(frozen[variable] ?? null, t),
    /** Factor a spiking reading is multiplied by, or null for an ordinary reading. */
    spike: (variable: number, t: number): number | null => {
      if (uniformAt(seed, SALT.spike, variable, Math.floor(t / 1000)) >= FAULT_RATES.spikePerSample)
        return null;
      const u = uniformAt(seed, SALT.spike, variable, Math.floor(t / 1000), 1);
      return u < 0.15 ? -1 : 1.5 + 2.5 * u;
    },
  };
}

/** The speed log reads high by 1.5 to 6 %; each dry docking recalibrates it to a new error. */
export function speedLogBias(seed: number, cleaningIndex: number): number {
  return 0.015 + 0.045 * uniformAt(seed, 105, cleaningIndex);
}
