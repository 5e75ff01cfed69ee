/**
 * Added fuel consumption: what the hull's speed loss costs in fuel at the vessel's operating profile
 * (docs/fouling.md "Added fuel consumption"). Pure.
 *
 * 1. Operating profile: the accepted 10-minute blocks of the ISO 19030 analysis (time at sea in reference
 *    conditions) binned by speed through water (1 kn bins): each bin's share of the time, mean speed and
 *    mean draft.
 * 2. Clean-hull power of each bin, P_ref: the power the speed-power reference needs for the bin's mean
 *    speed at its mean draft (`powerOnReference`, the reference turned round).
 * 3. With a speed loss s the same power makes V·(1 − s) (that is what PV measures: speed at the same
 *    power against the reference), so holding V needs the power the reference gives for V / (1 − s):
 *    ΔP = P_ref(V / (1 − s)) − P_ref(V), along the reference's own speed-power slope (a fixed cube
 *    overstates it where the curve is flatter than V³). s is the loss the fouling added: the window's
 *    mean loss minus the clean hull's (foulingLoss.ts), not the trend's end.
 * 4. Added fuel at sea, t/day = Σ share · (F(P_ref + ΔP) − F(P_ref)) · 24 h / 10³, F the engine's measured
 *    fuel curve (kg/h, fuelCurve.ts): the marginal consumption. Without a curve (no fuel logged, too few
 *    samples) Σ share · ΔP · SFOC · 24 h / 10⁶ with the mean SFOC (g/kWh). t/year = t/day · 365 · the share
 *    of the logged time the ship was under way.
 */
import { type FuelCurve, fuelAt } from "./fuelCurve.js";
import type { BlockValue } from "./iso19030.js";
import { expectedSpeed, type SpeedPowerCurve } from "./reference.js";

export interface ProfileBin {
  /** Speed bin [from, to), kn. */
  speedFrom: number;
  speedTo: number;
  /** Share of the profile's time, 0–1. */
  share: number;
  blocks: number;
  meanSpeed: number;
  meanDraft: number;
  /** Mean delivered power logged, kW. */
  meanPower: number;
}

/** Time at sea per speed bin from the accepted blocks (each block the same 10 minutes). */
export function operatingProfile(blocks: readonly BlockValue[], binKnots = 1): ProfileBin[] {
  const bins = new Map<number, { n: number; speed: number; draft: number; power: number }>();
  for (const b of blocks) {
    if (!(b.vm > 0) || !Number.isFinite(b.draft)) continue;
    const key = Math.floor(b.vm / binKnots);
    const acc = bins.get(key) ?? { n: 0, speed: 0, draft: 0, power: 0 };
    acc.n++;
    acc.speed += b.vm;
    acc.draft += b.draft;
    acc.power += b.power;
    bins.set(key, acc);
  }
  const total = [...bins.values()].reduce((s, a) => s + a.n, 0);
  return [...bins]
    .sort((a, b) => a[0] - b[0])
    .map(([key, a]) => ({
      speedFrom: key * binKnots,
      speedTo: (key + 1) * binKnots,
      share: a.n / total,
      blocks: a.n,
      meanSpeed: a.speed / a.n,
      meanDraft: a.draft / a.n,
      meanPower: a.power / a.n,
    }));
}

/**
 * Power the speed-power reference needs for a speed at a draft: `expectedSpeed` turned round by
 * bisection on log power (speed rises with power on every curve).
 */
export function powerOnReference(
  reference: readonly SpeedPowerCurve[],
  speed: number,
  draft: number,
): number {
  let lo = Math.log(1);
  let hi = Math.log(1_000_000);
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (expectedSpeed(reference, Math.exp(mid), draft) < speed) lo = mid;
    else hi = mid;
  }
  return Math.exp((lo + hi) / 2);
}

/**
 * Power share to hold a speed with speed loss `speedLossPercent` (cubic relation): (1 − s)^−3 − 1,
 * signed: a negative speed loss (faster than the reference) gives a negative share (a saving).
 * Speed losses of 50 % or more are outside the relation (NaN).
 */
export function powerShareOfSpeedLoss(speedLossPercent: number): number {
  const s = speedLossPercent / 100;
  if (!Number.isFinite(s) || s >= 0.5) return Number.NaN;
  return 1 / (1 - s) ** 3 - 1;
}

export interface AddedFuelInput {
  profile: readonly ProfileBin[];
  reference: readonly SpeedPowerCurve[];
  /** Speed loss from fouling, % (positive = slower). */
  speedLossPercent: number;
  /** Half-width of its 95 % confidence interval, pp; the answer gives the fuel at both ends. */
  speedLossConfidence?: number | null;
  /** Specific fuel oil consumption, g/kWh: used when there is no fuel curve. */
  sfoc: number;
  /** The main engine's measured fuel curve; null: the mean SFOC prices the added power. */
  fuelCurve?: FuelCurve | null;
  /** Share of the logged time under way, 0–1. */
  atSeaShare: number;
}

export interface AddedFuelBin extends ProfileBin {
  /** Clean-hull power for the bin's speed and draft, and the added power at the speed loss, kW. */
  referencePower: number;
  addedPower: number;
  /** This bin's part of the added fuel per day at sea, t. */
  tonnesPerDayAtSea: number;
}

export interface AddedFuel {
  addedPowerShare: number;
  /** Time-weighted mean added power at sea, kW. */
  addedPower: number;
  tonnesPerDayAtSea: number;
  tonnesPerYear: number;
  /** Added fuel per added energy, g/kWh: the marginal SFOC of the curve, or the mean SFOC without one. */
  marginalSfoc: number;
  bins: AddedFuelBin[];
  /** t/day at sea and t/year at the ends of the speed loss's confidence interval (null without one). */
  range: { tonnesPerDayAtSea: [number, number]; tonnesPerYear: [number, number] } | null;
}

/** Extra power to hold `speed` at `draft` with a speed loss of `lossPercent` (0 for none or ≥ 50 %). */
function addedPowerAt(
  reference: readonly SpeedPowerCurve[],
  speed: number,
  draft: number,
  lossPercent: number,
) {
  const s = lossPercent / 100;
  if (!(s > 0) || s >= 0.5) return 0;
  return powerOnReference(reference, speed / (1 - s), draft) - powerOnReference(reference, speed, draft);
}

export function addedFuelConsumption(input: AddedFuelInput): AddedFuel {
  const curve = input.fuelCurve;
  const kgPerHour = (referencePower: number, addedPower: number) =>
    curve
      ? fuelAt(curve, referencePower + addedPower) - fuelAt(curve, referencePower)
      : (addedPower * input.sfoc) / 1000;
  const atSea = Math.min(1, Math.max(0, input.atSeaShare));
  const tonnesAt = (loss: number) =>
    input.profile.reduce((sum, bin) => {
      const referencePower = powerOnReference(input.reference, bin.meanSpeed, bin.meanDraft);
      const added = addedPowerAt(input.reference, bin.meanSpeed, bin.meanDraft, loss);
      return sum + (bin.share * kgPerHour(referencePower, added) * 24) / 1000;
    }, 0);
  const bins = input.profile.map((bin) => {
    const referencePower = powerOnReference(input.reference, bin.meanSpeed, bin.meanDraft);
    const addedPower = addedPowerAt(input.reference, bin.meanSpeed, bin.meanDraft, input.speedLossPercent);
    return {
      ...bin,
      referencePower,
      addedPower,
      tonnesPerDayAtSea: (bin.share * kgPerHour(referencePower, addedPower) * 24) / 1000,
    };
  });
  const tonnesPerDayAtSea = bins.reduce((s, b) => s + b.tonnesPerDayAtSea, 0);
  const addedPower = bins.reduce((s, b) => s + b.share * b.addedPower, 0);
  const referencePower = bins.reduce((s, b) => s + b.share * b.referencePower, 0);
  const half = input.speedLossConfidence;
  const ends =
    half === null || half === undefined
      ? null
      : ([tonnesAt(input.speedLossPercent - half), tonnesAt(input.speedLossPercent + half)] as [
          number,
          number,
        ]);
  return {
    addedPowerShare: referencePower > 0 ? addedPower / referencePower : 0,
    addedPower,
    tonnesPerDayAtSea,
    marginalSfoc: addedPower > 0 ? (tonnesPerDayAtSea * 1e6) / (addedPower * 24) : input.sfoc,
    tonnesPerYear: tonnesPerDayAtSea * 365 * atSea,
    bins,
    range: ends && {
      tonnesPerDayAtSea: ends,
      tonnesPerYear: [ends[0] * 365 * atSea, ends[1] * 365 * atSea],
    },
  };
}
