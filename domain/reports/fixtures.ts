import type {
  FuelDataSource,
  ReportFuelType,
  ReportPort,
  VesselReportParticulars,
  VoyageReportInput,
} from "./inputs.js";

/** Test fixtures: factors from the regulations reference §1 (MEPC.364(79)). */
export const HFO: ReportFuelType = { name: "Heavy fuel oil", shortName: "HFO", carbonEmissionFactor: 3.114 };
export const MDO: ReportFuelType = { name: "Diesel/Gas oil", shortName: "MDO", carbonEmissionFactor: 3.206 };

const port = (name: string, loCode: string, isMrvPort: boolean): ReportPort => ({ name, loCode, isMrvPort });
export const OSLO = port("Oslo", "NOOSL", true);
export const ROTTERDAM = port("Rotterdam", "NLRTM", true);
export const HAMBURG = port("Hamburg", "DEHAM", true);
export const LE_HAVRE = port("Le Havre", "FRLEH", true);
export const SOUTHAMPTON = port("Southampton", "GBSOU", false);
export const NEW_YORK = port("New York", "USNYC", false);

export const fuel = (
  fuelType: ReportFuelType,
  tonnesAtSea: number,
  tonnesAtBerth: number,
  source: FuelDataSource,
) => ({
  fuelType,
  tonnesAtSea,
  tonnesAtBerth,
  source,
});

export function voyage(
  fields: Partial<VoyageReportInput> &
    Pick<VoyageReportInput, "departure" | "arrival" | "endOfVoyageAt" | "fuels" | "distanceNm">,
): VoyageReportInput {
  return {
    departureId: `dep-${fields.departure.at}`,
    voyageName: `${fields.departure.port.name} - ${fields.arrival.port.name}`,
    cargo: [],
    isNonCommercial: false,
    notUnderway: [],
    ...fields,
  };
}

/** A: Oslo -> Rotterdam, between member states; 60 h at sea, 36 h at berth. */
export const A = voyage({
  departure: { port: OSLO, at: "2025-03-01T06:00:00.000Z" },
  arrival: { port: ROTTERDAM, at: "2025-03-03T18:00:00.000Z" },
  endOfVoyageAt: "2025-03-05T06:00:00.000Z",
  fuels: [fuel(HFO, 50, 0, "flowMeter"), fuel(MDO, 2, 4, "fuelTank")],
  distanceNm: 600,
  cargo: [
    { unit: "Tonnes", amount: 30000 },
    { unit: "TEU", amount: 0 },
  ],
});
/** B: Rotterdam -> Southampton, departing a member state; 24 h at sea, 24 h at berth in GB. */
export const B = voyage({
  departure: { port: ROTTERDAM, at: "2025-03-05T06:00:00.000Z" },
  arrival: { port: SOUTHAMPTON, at: "2025-03-06T06:00:00.000Z" },
  endOfVoyageAt: "2025-03-07T06:00:00.000Z",
  fuels: [fuel(HFO, 20, 1, "flowMeter")],
  distanceNm: 250,
  cargo: [{ unit: "Tonnes", amount: 20000 }],
});
/** C: Southampton -> New York, outside MRV; 192 h at sea. */
export const C = voyage({
  departure: { port: SOUTHAMPTON, at: "2025-03-07T06:00:00.000Z" },
  arrival: { port: NEW_YORK, at: "2025-03-15T06:00:00.000Z" },
  endOfVoyageAt: "2025-03-17T06:00:00.000Z",
  fuels: [fuel(HFO, 200, 0, "bunkerDeliveryNote")],
  distanceNm: 3100,
  cargo: [{ unit: "Tonnes", amount: 20000 }],
});
/** D: New York -> Le Havre over new year: 192 h at sea, 96 of them in 2025; berth 48 h in 2026. */
export const D = voyage({
  departure: { port: NEW_YORK, at: "2025-12-28T00:00:00.000Z" },
  arrival: { port: LE_HAVRE, at: "2026-01-05T00:00:00.000Z" },
  endOfVoyageAt: "2026-01-07T00:00:00.000Z",
  fuels: [fuel(HFO, 160, 0, "flowMeter"), fuel(MDO, 0, 6, "fuelTank")],
  distanceNm: 3200,
  cargo: [{ unit: "Tonnes", amount: 25000 }],
});
/** E: Rotterdam -> Hamburg to the yard, non-commercial; 12 h at sea. */
export const E = voyage({
  departure: { port: ROTTERDAM, at: "2025-06-01T00:00:00.000Z" },
  arrival: { port: HAMBURG, at: "2025-06-01T12:00:00.000Z" },
  endOfVoyageAt: "2025-06-02T00:00:00.000Z",
  fuels: [fuel(HFO, 10, 0, "flowMeter")],
  distanceNm: 200,
  isNonCommercial: true,
});

export const VESSEL: VesselReportParticulars = {
  name: "Nordic Aurora",
  imoNumber: "9395044",
  shipType: "Bulk carrier",
  grossTonnage: 32000,
  netTonnage: 18000,
  deadweight: 56000,
  mainEnginesPowerKw: 8000,
  auxiliaryEnginesPowerKw: 120,
  eedi: 4.1,
  eexi: null,
  iceClass: "IC",
};
