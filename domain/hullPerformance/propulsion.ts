/**
 * Propulsion efficiency (Fouling/Diagnostics): the share of the delivered power the speed-power reference
 * would need for the speed the ship made, 100 · P_ref(Vm) / P. With the cubic relation between the
 * neighbouring points of the reference (P ~ V³) and PV = 100·(Vm − Ve)/Ve this is 100 · (1 + PV/100)³:
 * 100 % = as the reference, 85 % = 15 % of the power goes to the hull's and propeller's roughness.
 * Pure.
 */
import type { DailyPerformance } from "./iso19030.js";

export const propulsionEfficiency = (pvPercent: number): number => 100 * (1 + pvPercent / 100) ** 3;

export interface EfficiencyDay {
  dayStart: number;
  efficiency: number;
  speed: number;
  power: number;
}

export function propulsionEfficiencyDays(days: readonly DailyPerformance[]): EfficiencyDay[] {
  return days.map((d) => ({
    dayStart: d.dayStart,
    efficiency: propulsionEfficiency(d.pv),
    speed: d.speed,
    power: d.power,
  }));
}
