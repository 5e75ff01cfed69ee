import type { EventType, VesselEventRecord, VoyageDetails } from "./model.js";
import { EVENT_NAMES } from "./model.js";

/** Builds vessel events for rule tests: `at("01-05 12:00")` is 2025-01-05T12:00Z (a year may lead). */
export const at = (dayTime: string): string => {
  const full = /^\d{4}-/.test(dayTime) ? dayTime : `2025-${dayTime}`;
  return new Date(`${full.replace(" ", "T")}:00Z`).toISOString();
};

const laden: VoyageDetails = {
  name: "V1",
  type: "Laden",
  isNonCommercial: false,
  informationConfirmedAt: null,
  dataConfirmedAt: null,
};

export function vesselEvent(
  id: string,
  type: EventType,
  dayTime: string,
  fields: Partial<VesselEventRecord> = {},
): VesselEventRecord {
  return {
    id,
    vesselId: "vessel-1",
    timestamp: at(dayTime),
    type,
    name: EVENT_NAMES[type],
    isConfirmed: true,
    source: "Ship",
    voyage: type === "Departure" ? laden : null,
    port:
      type === "Departure" || type === "Arrival" ? { name: "Oslo", loCode: "NOOSL", isMrvPort: true } : null,
    location: null,
    cargos: type === "Departure" ? [{ cargoUnitId: 1, cargoCarried: 50_000 }] : [],
    distanceSailed: null,
    revision: 0,
    ...fields,
  };
}

export const withVoyage = (changes: Partial<VoyageDetails>): Partial<VesselEventRecord> => ({
  voyage: { ...laden, ...changes },
});
