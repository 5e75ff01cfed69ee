import type { z } from "zod";
import { gasesOf } from "../compliance/factors.js";
import type { mrvFuelLineAnswer } from "./answers.js";
import type { ReportFuelType } from "./inputs.js";
import { round } from "./numbers.js";

/** One fuel type's line in an MRV answer. */
export type MrvFuelLine = z.infer<typeof mrvFuelLineAnswer>;

/** Tonnes per fuel type, in first-seen order; types are the same when name and factor are. */
export class FuelTally {
  private readonly lines = new Map<string, { fuelType: ReportFuelType; tonnes: number }>();

  add(fuelType: ReportFuelType, tonnes: number): this {
    const key = `${fuelType.name}\u0000${fuelType.carbonEmissionFactor}`;
    const line = this.lines.get(key);
    if (line) line.tonnes += tonnes;
    else this.lines.set(key, { fuelType, tonnes });
    return this;
  }

  addAll(other: FuelTally): this {
    for (const line of other.lines.values()) this.add(line.fuelType, line.tonnes);
    return this;
  }

  /** CO2 = fuel mass x Cf (MRV Annex I, MEPC.364(79)); unrounded. */
  get co2Tonnes(): number {
    let sum = 0;
    for (const line of this.lines.values()) sum += line.tonnes * line.fuelType.carbonEmissionFactor;
    return sum;
  }

  /**
   * CH4 and N2O (tonnes, unrounded) by the FuelEU Annex II factors of each fuel type's short name, LNG with
   * its engine's methane slip (docs/regulatory.md); types without factors are named in `missing`.
   */
  get otherGases(): { ch4: number; n2o: number; missing: string[] } {
    const missing = new Set<string>();
    let ch4 = 0;
    let n2o = 0;
    for (const line of this.lines.values()) {
      const g = gasesOf(line.fuelType, line.tonnes, missing);
      ch4 += g.ch4;
      n2o += g.n2o;
    }
    return { ch4, n2o, missing: [...missing] };
  }

  get tonnes(): number {
    let sum = 0;
    for (const line of this.lines.values()) sum += line.tonnes;
    return sum;
  }

  mrvLines(): MrvFuelLine[] {
    return [...this.lines.values()].map(({ fuelType, tonnes }) => ({
      fuelType: fuelType.name,
      tonnes: round(tonnes),
      co2FactorTonnesPerTonne: fuelType.carbonEmissionFactor,
      co2Tonnes: round(tonnes * fuelType.carbonEmissionFactor),
    }));
  }
}
