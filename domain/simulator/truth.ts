/**
 * The simulator's ground truth per vessel and day (issue 13 "Correctness you can check"): what the
 * product's analytics should recover from the simulated data. Pure: computed from the vessel's
 * simulation, the same functions that make the data (shipState.ts, sensorFaults.ts), never from the data.
 *
 * Consumers: the `--truth <file.csv>` option of `npm run simulate` (a CSV writer formats this), the
 * hull-performance truth test (speed loss), and data-quality checks (faults).
 */
import { type CsvValue, csvDocument } from "../shared/csv.js";
import { faultsForDay } from "./sensorFaults.js";
import { DAY_MS, type VesselSimulation } from "./simulateDay.js";
import { SIM_VARIABLES } from "./variables.js";

/** The kinds of injected sensor faults (sensorFaults.ts). */
export type FaultKind = "loggerOutage" | "gap" | "frozen" | "spike";

/** One injected fault. */
export interface TruthFault {
  kind: FaultKind;
  /**
   * The log variable's name as the data package declares it (variables.ts), or null for a logger outage
   * (every variable and the positions are missing).
   */
  variable: string | null;
  /** ms since the epoch, inclusive. A spike is one sample: `end` = `start` + the sample step. */
  start: number;
  /** ms since the epoch, exclusive; may run past the end of the day (the fault is cut off there). */
  end: number;
  /**
   * For a spike: the factor the reading was multiplied by (−1 = flipped sign); a reading that was 0
   * becomes factor × noise × 50 instead. Null for the other kinds.
   */
  factor: number | null;
}

/** The truth for one vessel and UTC day. */
export interface TruthDay {
  imoNumber: string;
  /** Midnight UTC that starts the day, ms since the epoch. */
  dayStart: number;
  /** Speed loss of the hull from fouling, % (positive = slower), mean over the day (hourly states). */
  speedLossPercent: number;
  /**
   * How much the speed log reads high, % (the reading is true speed × (1 + bias/100)); the bias in force
   * at noon (a dry docking recalibrates the log, so it may change once within a docking day).
   */
  speedLogBiasPercent: number;
  /** Hours of the day the ship was at sea (passage outside the manoeuvring phases), hourly states. */
  hoursAtSea: number;
  /** The faults injected into this day's data, ordered by start. Empty when faults are off. */
  faults: TruthFault[];
}

export interface TruthOptions {
  /** Seconds between logged samples, as given to simulation.day (spikes fall on sample times). Default 60. */
  stepSeconds?: number;
  /** Whether the data were simulated with faults (default true); without, `faults` is empty. */
  faults?: boolean;
}

/** The simulator's ground truth for `days` days from `firstDay` (midnight UTC). */
export function simulatorTruth(
  simulation: VesselSimulation,
  firstDay: number,
  days: number,
  options: TruthOptions = {},
): TruthDay[] {
  if (firstDay % DAY_MS !== 0) throw new Error("A truth day starts at midnight UTC");
  const out: TruthDay[] = [];
  for (let i = 0; i < days; i++) out.push(truthOfDay(simulation, firstDay + i * DAY_MS, options));
  return out;
}

function truthOfDay(simulation: VesselSimulation, dayStart: number, options: TruthOptions): TruthDay {
  const { vessel, stateAt } = simulation;
  let loss = 0;
  let atSea = 0;
  for (let h = 0; h < 24; h++) {
    const state = stateAt(dayStart + (h + 0.5) * 3600_000);
    loss += state.speedLoss;
    if (state.mode === "AtSea") atSea++;
  }
  const noon = dayStart + DAY_MS / 2;
  return {
    imoNumber: vessel.imoNumber,
    dayStart,
    speedLossPercent: (100 * loss) / 24,
    speedLogBiasPercent: 100 * simulation.speedLogBiasAt(noon),
    hoursAtSea: atSea,
    faults: options.faults === false ? [] : faultsOfDay(vessel.seed, dayStart, options.stepSeconds ?? 60),
  };
}

/** The faults simulation.day injects on one day, replaying its decisions sample by sample. */
function faultsOfDay(seed: number, dayStart: number, stepSeconds: number): TruthFault[] {
  const faults = faultsForDay(seed, dayStart, SIM_VARIABLES.length);
  const out: TruthFault[] = [];
  const { outage, gaps, frozen } = faults.windows;
  if (outage) out.push({ kind: "loggerOutage", variable: null, ...outage, factor: null });
  SIM_VARIABLES.forEach((variable, index) => {
    if (!variable.faultProne) return;
    const gap = gaps[index];
    if (gap) out.push({ kind: "gap", variable: variable.name, ...gap, factor: null });
    const held = frozen[index];
    if (held) out.push({ kind: "frozen", variable: variable.name, ...held, factor: null });
    if (variable.circular) return;
    const step = stepSeconds * 1000;
    // As simulation.day: a frozen sensor repeats its last reading of the day (no spike on a repeat).
    let logged = false;
    for (let t = dayStart; t < dayStart + DAY_MS; t += step) {
      if (faults.loggerDown(t) || faults.missing(index, t)) continue;
      const repeat = logged && faults.frozen(index, t);
      logged = true;
      if (repeat) continue;
      const factor = faults.spike(index, t);
      if (factor !== null)
        out.push({ kind: "spike", variable: variable.name, start: t, end: t + step, factor });
    }
  });
  return out.sort((a, b) => a.start - b.start || (a.variable ?? "").localeCompare(b.variable ?? ""));
}

/** The truth as CSV rows: one `day` row per day, then one `fault` row per fault (ISO times, UTC). */
export function truthCsv(days: readonly TruthDay[]): string {
  const iso = (t: number) => new Date(t).toISOString();
  const rows: CsvValue[][] = [
    [
      "record",
      "imoNumber",
      "date",
      "speedLossPercent",
      "speedLogBiasPercent",
      "hoursAtSea",
      "faultKind",
      "variable",
      "start",
      "end",
      "factor",
    ],
  ];
  for (const d of days) {
    const date = iso(d.dayStart).slice(0, 10);
    const { imoNumber } = d;
    rows.push([
      "day",
      imoNumber,
      date,
      d.speedLossPercent.toFixed(4),
      d.speedLogBiasPercent.toFixed(4),
      d.hoursAtSea,
      null,
      null,
      null,
      null,
      null,
    ]);
    for (const f of d.faults)
      rows.push([
        "fault",
        imoNumber,
        date,
        null,
        null,
        null,
        f.kind,
        f.variable,
        iso(f.start),
        iso(f.end),
        f.factor === null ? null : f.factor.toFixed(4),
      ]);
  }
  return csvDocument(rows, "\n");
}
