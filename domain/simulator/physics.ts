/**
 * Ship propulsion physics (regulations reference §7): admiralty coefficient, propeller law, SFOC curve,
 * hull fouling. Units: knots, kW, metres, tonnes, g/kWh, rpm.
 */

/** Admiralty coefficient C = Δ^(2/3) · V³ / P. */
export function admiraltyCoefficient(displacement: number, speed: number, power: number): number {
  return (displacement ** (2 / 3) * speed ** 3) / power;
}

/** Calm-water power at a speed and draft for a hull calibrated at its design draft (P ~ V³ · (T/Tref)^0.66). */
export function calmWaterPower(
  hull: { admiralty: number; designDisplacement: number; designDraft: number },
  speed: number,
  draft: number,
): number {
  if (speed <= 0) return 0;
  const draftFactor = (Math.max(draft, 0.1) / hull.designDraft) ** 0.66;
  return ((hull.designDisplacement ** (2 / 3) * speed ** 3) / hull.admiralty) * draftFactor;
}

/** Speed the calm-water power buys (the propeller law turned round). */
export function speedForPower(
  hull: { admiralty: number; designDisplacement: number; designDraft: number },
  power: number,
  draft: number,
): number {
  if (power <= 0) return 0;
  const draftFactor = (Math.max(draft, 0.1) / hull.designDraft) ** 0.66;
  return Math.cbrt((power * hull.admiralty) / (hull.designDisplacement ** (2 / 3) * draftFactor));
}

/** Specific fuel oil consumption at engine load L (fraction of MCR): base · (0.455 L² − 0.71 L + 1.28). */
export function sfoc(base: number, load: number): number {
  const l = Math.min(Math.max(load, 0.1), 1.1);
  return base * (0.455 * l * l - 0.71 * l + 1.28);
}

/** Fuel mass flow in kg/h for an engine delivering `power` kW out of `mcr`. */
export function fuelMassFlow(power: number, mcr: number, sfocBase: number): number {
  if (power <= 0) return 0;
  return (power * sfoc(sfocBase, power / mcr)) / 1000;
}

/** Speed loss (fraction) from hull fouling: about 2.4 % a year since the hull was last cleaned. */
export const FOULING_SPEED_LOSS_PER_YEAR = 0.024;
const YEAR_MS = 365.25 * 24 * 3600_000;

export function foulingSpeedLoss(msSinceCleaning: number, residual = 0): number {
  return Math.min(0.25, residual + (FOULING_SPEED_LOSS_PER_YEAR * Math.max(0, msSinceCleaning)) / YEAR_MS);
}

/** Extra power to hold a speed with a given speed loss: the same power would make V·(1 − loss). */
export function foulingPowerFactor(speedLoss: number): number {
  return 1 / (1 - speedLoss) ** 3;
}

/** Shaft speed from the propeller law (P ~ n³); a fouled hull makes the propeller run heavy. */
export function shaftRpm(power: number, mcr: number, rpmAtMcr: number, speedLoss: number): number {
  if (power <= 0) return 0;
  return rpmAtMcr * Math.cbrt(power / mcr) * (1 - 0.25 * speedLoss);
}

/** Shaft torque in kNm from power (kW) and shaft speed (rpm): Q = P / ω. */
export function shaftTorque(power: number, rpm: number): number {
  if (rpm <= 0) return 0;
  return power / ((2 * Math.PI * rpm) / 60);
}

/** Extra power fraction for wind and waves against the ship (quadratic in wind, most when head-on). */
export function weatherPowerFactor(
  windSpeedKnots: number,
  relativeAngleDeg: number,
  waveHeight: number,
): number {
  const headOn = (1 + Math.cos((relativeAngleDeg * Math.PI) / 180)) / 2;
  return 1 + 0.00025 * windSpeedKnots ** 2 * headOn + 0.015 * waveHeight ** 2 * (0.4 + 0.6 * headOn);
}
