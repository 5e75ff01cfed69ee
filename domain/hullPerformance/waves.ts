/**
 * Waves in the ISO 19030 method (issue 30; a decision beyond ISO 19030-2, whose default method has no
 * wave input and whose wind filter lets through swell the local wind does not explain). Applies only
 * when the vessel logs a significant wave height (feature "Significant Wave Height"); without it the
 * method is ISO 19030-2's as before.
 *
 *  - Reference-condition filter: blocks with Hs above the limit of ISO 15016:2015's STAWAVE-1,
 *    2.25·√(L_pp/100) m, are left out (reason "waves"): beyond it heave and pitch are no longer small
 *    and the correction below does not hold.
 *  - Correction: STAWAVE-1's added resistance in head waves, R_AWL = 1/16·ρ·g·Hs²·B·√(B/L_BWL), turned
 *    into delivered power as ISO 15016's direct power method does, ΔP = R_AWL·V/η_D, times the share of
 *    wave directions STAWAVE-1 covers, and taken off the measured power before the wind correction.
 *
 * Why the share: STAWAVE-1 holds for waves within ±45° of the bow and gives nothing for others; the
 * vessels log no wave direction, and swell need not come from the wind's direction. With directions
 * unknown and taken as evenly spread, the expected correction is the head-wave one times 90°/360° = 1/4.
 * Applied in full to every block (all waves head waves) it over-corrects by about four times (docs/fouling.md).
 *
 * Neither the ship's length nor the bow's length on the waterline (L_BWL, from the stem to where the
 * waterline reaches 95 % of the breadth) is in the vessel's hull-performance data; both are taken from
 * the breadth for the full-bodied bulk carriers and tankers the product serves: L_pp = 6·B, L_BWL = B
 * (√(B/L_BWL) = 1; a bow of 0.7–1.3·B changes R_AWL by +20 % to −12 %). η_D = 0.7, the propulsive
 * efficiency the default wind coefficient assumes (reference.ts).
 */

const RHO = 1025;
const G = 9.80665;
const KNOT = 0.514444;
/** Propulsive efficiency η_D (as for DEFAULT_WIND_COEFFICIENT). */
export const PROPULSIVE_EFFICIENCY = 0.7;
/** Share of evenly spread wave directions within STAWAVE-1's ±45° of the bow. */
export const HEAD_WAVE_SHARE = 90 / 360;
/** L_pp / B and L_BWL / B assumed for a full-bodied hull (see the module comment). */
const LENGTH_PER_BREADTH = 6;
const BOW_LENGTH_PER_BREADTH = 1;

/** STAWAVE-1's upper limit of the significant wave height, m: 2.25·√(L_pp/100). */
export function maxWaveHeight(breadth: number): number {
  return 2.25 * Math.sqrt((LENGTH_PER_BREADTH * breadth) / 100);
}

/** STAWAVE-1 added resistance in head waves, N: 1/16·ρ·g·Hs²·B·√(B/L_BWL). */
export function addedWaveResistance(waveHeight: number, breadth: number): number {
  const bowLength = BOW_LENGTH_PER_BREADTH * breadth;
  return (RHO * G * waveHeight ** 2 * breadth * Math.sqrt(breadth / bowLength)) / 16;
}

/**
 * Delivered power the waves add at a speed through water (kn), kW, direction unknown:
 * HEAD_WAVE_SHARE · R_AWL · V / η_D.
 */
export function addedWavePower(waveHeight: number, breadth: number, speedKnots: number): number {
  const headWaves = (addedWaveResistance(waveHeight, breadth) * speedKnots * KNOT) / PROPULSIVE_EFFICIENCY;
  return (HEAD_WAVE_SHARE * headWaves) / 1000;
}
