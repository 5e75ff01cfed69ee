import { ValidationError } from "../shared/errors.js";
import {
  CAPACITY_BASIS,
  CII_FIRST_YEAR,
  CII_LAST_YEAR,
  type CiiLine,
  capacityOf,
  ciiLineOf,
  ciiShipTypeOf,
  ciiShipTypeOfText,
  zFactorOf,
} from "./cii.js";

/** What of a vessel's particulars its CII line depends on. */
export interface CiiParticulars {
  vesselTypeId?: number | null;
  vesselType: string;
  deadweight: number | null;
  grossTonnage: number | null;
}

export const CII_VESSEL_MESSAGES = {
  noShipType: (type: string) =>
    `The CII does not apply to the vessel's ship type (${type}): set a ship type of the CII table in the vessel's administration.`,
  noCapacity: (basis: string) =>
    `The vessel has no ${basis === "DWT" ? "deadweight" : "gross tonnage"}: set it in the vessel's administration.`,
  year: `year must be a year from ${CII_FIRST_YEAR} to ${CII_LAST_YEAR}: reduction factors (Z) are set for those years.`,
} as const;

/**
 * The ship type's CII line for a vessel and year, or a 400 naming what is missing. Every decision that
 * records a CII correction asks it first, so a correction the vessel's CII cannot use is never stored.
 */
export function ciiLineOfVessel(vessel: CiiParticulars, year: number): CiiLine {
  const shipType = ciiShipTypeOf(vessel.vesselTypeId) ?? ciiShipTypeOfText(vessel.vesselType);
  if (!shipType) throw new ValidationError(CII_VESSEL_MESSAGES.noShipType(vessel.vesselType || "none"));
  const capacity = capacityOf(shipType, vessel);
  if (capacity === null || !(capacity > 0))
    throw new ValidationError(CII_VESSEL_MESSAGES.noCapacity(CAPACITY_BASIS[shipType]));
  if (zFactorOf(year) === null) throw new ValidationError(CII_VESSEL_MESSAGES.year);
  return ciiLineOf(shipType, capacity, year);
}
