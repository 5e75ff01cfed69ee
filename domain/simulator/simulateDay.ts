import { noonReportFrom, type SimNoonReport } from "./noonReport.js";
import { gaussianAt } from "./random.js";
import { faultsForDay, speedLogBias } from "./sensorFaults.js";
import { type ShipState, shipStateAt } from "./shipState.js";
import type { SimVessel } from "./simVessel.js";
import { SIM_VARIABLES, type SimVariable, SPEED_LOG_VARIABLE, variableDefinitions } from "./variables.js";
import { PLAN_EPOCH, planVoyages, type ScheduledCall, segmentAt, type VoyagePlan } from "./voyagePlan.js";
import type { SimWorld } from "./world.js";

export const DAY_MS = 24 * 3600_000;

export interface SimSample {
  t: number;
  variable: string;
  value: number;
}

export interface SimPosition {
  t: number;
  latitude: number;
  longitude: number;
}

/** One day of a vessel's data, as one data package carries it. */
export interface SimulatedDay {
  imoNumber: string;
  dayStart: number;
  /** When the vessel sends the package: just after the day closes. */
  createdAt: number;
  variables: ReturnType<typeof variableDefinitions>;
  samples: SimSample[];
  positions: SimPosition[];
  noonReports: SimNoonReport[];
}

export interface DayOptions {
  /** Seconds between logged samples (60 = the usual 1-minute aggregation). */
  stepSeconds?: number;
  /** Seconds between positions (a few minutes on a real ship). */
  positionEverySeconds?: number;
  /** Sensor faults (gaps, frozen values, spikes, logger outages); on by default. */
  faults?: boolean;
}

const SCALES = [1, 10, 100, 1000, 10_000, 100_000];
const roundTo = (value: number, decimals: number) =>
  Math.round(value * SCALES[decimals]!) / SCALES[decimals]!;

/**
 * A vessel's simulation: its voyage plan, its true state at any time, and its daily packages. With a
 * hidden world (world.ts) the ship lives by that world's physics instead of the default one; with a
 * schedule (its voyage log's port calls) it calls where and when the log says.
 */
export function createVesselSimulation(
  vessel: SimVessel,
  until: number,
  world: SimWorld | null = null,
  schedule: readonly ScheduledCall[] = [],
) {
  const plan: VoyagePlan = planVoyages(vessel, until + DAY_MS, schedule);

  const stateAt = (t: number): ShipState => {
    const segment = segmentAt(plan, t);
    if (!segment)
      throw new Error(`The simulator starts on ${new Date(PLAN_EPOCH).toISOString().slice(0, 10)}`);
    return shipStateAt(vessel, plan, segment, t, world);
  };

  const cleaningIndex = (t: number): number => plan.cleanings.filter((c) => c <= t).length;
  /** How much the speed log reads high at t, fraction (each dry docking recalibrates it). */
  const speedLogBiasAt = (t: number): number =>
    world ? world.speedLogError : speedLogBias(vessel.seed, cleaningIndex(t));

  const reading = (variable: SimVariable, index: number, state: ShipState): number => {
    const truth = variable.read(state);
    if (truth === 0 || variable.noise === 0) return truth;
    let value = truth + variable.noise * gaussianAt(vessel.seed, 200 + index, Math.floor(state.t / 1000));
    if (variable.name === SPEED_LOG_VARIABLE) value *= 1 + speedLogBiasAt(state.t);
    if (variable.circular) value = ((value % 360) + 360) % 360;
    return value;
  };

  const day = (dayStart: number, options: DayOptions = {}): SimulatedDay => {
    if (dayStart % DAY_MS !== 0) throw new Error("A simulated day starts at midnight UTC");
    const step = (options.stepSeconds ?? 60) * 1000;
    const positionStep = (options.positionEverySeconds ?? 600) * 1000;
    const faults =
      options.faults === false ? null : faultsForDay(vessel.seed, dayStart, SIM_VARIABLES.length);
    const samples: SimSample[] = [];
    const positions: SimPosition[] = [];
    const lastValue: Array<number | undefined> = new Array(SIM_VARIABLES.length);

    for (let t = dayStart; t < dayStart + DAY_MS; t += step) {
      if (faults?.loggerDown(t)) continue;
      const state = stateAt(t);
      SIM_VARIABLES.forEach((variable, index) => {
        let value: number;
        if (faults && variable.faultProne) {
          if (faults.missing(index, t)) return;
          const held = faults.frozen(index, t) ? lastValue[index] : undefined;
          value = held ?? reading(variable, index, state);
          const spike = variable.circular || held !== undefined ? null : faults.spike(index, t);
          if (spike !== null) value = value === 0 ? spike * variable.noise * 50 : value * spike;
        } else {
          value = reading(variable, index, state);
        }
        const rounded = roundTo(value, variable.decimals);
        lastValue[index] = rounded;
        samples.push({ t, variable: variable.name, value: rounded });
      });
    }
    for (let t = dayStart; t < dayStart + DAY_MS; t += positionStep) {
      if (faults?.loggerDown(t)) continue;
      const { position } = stateAt(t);
      positions.push({
        t,
        latitude: Number(position.lat.toFixed(5)),
        longitude: Number(position.lon.toFixed(5)),
      });
    }
    return {
      imoNumber: vessel.imoNumber,
      dayStart,
      createdAt: dayStart + DAY_MS + 5 * 60_000,
      variables: variableDefinitions(),
      samples,
      positions,
      noonReports: [noonReport(dayStart + DAY_MS / 2)],
    };
  };

  const noonReport = (noon: number): SimNoonReport => {
    const stepHours = 1 / 6;
    const states: ShipState[] = [];
    for (let t = noon - DAY_MS; t < noon; t += stepHours * 3600_000) states.push(stateAt(t));
    return noonReportFrom(stateAt(noon), states, stepHours);
  };

  return { vessel, plan, world, stateAt, speedLogBiasAt, day };
}

export type VesselSimulation = ReturnType<typeof createVesselSimulation>;
