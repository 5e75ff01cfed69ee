/**
 * Sea trials of a simulated ship (issue 30): what a yard would hand the owner — speed–power points
 * "measured" in calm water with a clean hull at the trial drafts, each power reading off by a seeded
 * measurement error. The product gets them only the way an owner's data arrives (the Fouling settings'
 * reference curves, the curve import), never by calling the simulator's formulas.
 */
import { calmWaterPower, sfoc, weatherPowerFactor } from "./physics.js";
import { gaussianAt } from "./random.js";
import type { SimVessel } from "./simVessel.js";
import { type SimWorld, worldSfoc } from "./world.js";

export interface SeaTrialCurve {
  draft: number;
  /** [speed through water kn, delivered power kW], speeds ascending. */
  points: Array<[number, number]>;
}

export interface SeaTrialOptions {
  /** Trial drafts, m (default the design and the upper ballast draft). */
  drafts?: readonly number[];
  speeds?: readonly number[];
  /** Standard deviation of a power reading, fraction (default the world's, else 1 %). */
  noise?: number;
  /** Picks another set of measurement errors. */
  trial?: number;
}

const DEFAULT_SPEEDS = [9, 10, 11, 12, 13, 14, 15, 16];
const CHANNEL = 300;

/**
 * Power of the trial ship in still air and calm water: a hidden world's calm-water power holds its
 * still-air resistance already (world.ts), the default physics adds it from the ship's own head wind.
 */
const trialPower = (vessel: SimVessel, world: SimWorld | null, speed: number, draft: number) =>
  calmWaterPower(vessel, speed, draft) * (world ? 1 : weatherPowerFactor(speed, 0, 0));

/** The measured speed–power curves of a sea trial (clean hull, no wind, calm sea). */
export function seaTrialSpeedPower(
  vessel: SimVessel,
  world: SimWorld | null,
  options: SeaTrialOptions = {},
): SeaTrialCurve[] {
  const drafts = options.drafts ?? [vessel.designDraft, vessel.ballastDraft.high];
  const speeds = options.speeds ?? DEFAULT_SPEEDS;
  const noise = options.noise ?? world?.seaTrialNoise ?? 0.01;
  return drafts.map((draft, d) => {
    const points: Array<[number, number]> = [];
    speeds.forEach((speed, i) => {
      const error = noise * gaussianAt(vessel.seed, CHANNEL + (options.trial ?? 0), d, i);
      let power = Math.round(trialPower(vessel, world, speed, draft) * (1 + error));
      // A trial report lists rising powers: a reading under its predecessor is repeated a touch higher.
      const previous = points.at(-1)?.[1] ?? 0;
      if (power <= previous) power = previous + 1;
      points.push([speed, power]);
    });
    return { draft: Math.round(draft * 100) / 100, points };
  });
}

/**
 * A measured speed–main-engine-fuel curve (kg/h) at a draft: the sea trial's power at each speed with
 * the engine's shop-test consumption (the world's, else the default engine's), each point off by the
 * trial's measurement error.
 */
export function seaTrialSpeedFuel(
  vessel: SimVessel,
  world: SimWorld | null,
  draft: number,
  speeds: readonly number[],
  options: Pick<SeaTrialOptions, "noise" | "trial"> = {},
): Array<{ x: number; y: number }> {
  const noise = options.noise ?? world?.seaTrialNoise ?? 0.01;
  return speeds.map((speed, i) => {
    const power = trialPower(vessel, world, speed, draft);
    const load = power / vessel.mcr;
    const g = world ? worldSfoc(world, load, 0) : sfoc(vessel.sfocBaseMainEngine, load);
    const error = noise * gaussianAt(vessel.seed, CHANNEL + 50 + (options.trial ?? 0), i);
    return { x: speed, y: Math.round(((power * g) / 1000) * (1 + error) * 10) / 10 };
  });
}
