import type { z } from "zod";
import type { LngEngineType } from "../compliance/factors.js";
import type { reportPortAnswer } from "./answers.js";
/**
 * What the regulatory calculations read: plain data, independent of how voyages and fuel are stored.
 * The server builds these from the voyage log (server/features/emissionReports/reportInputs.ts).
 * Times are ISO-8601 UTC strings.
 */

export type ReportPort = z.infer<typeof reportPortAnswer>;

export interface ReportFuelType {
  name: string;
  shortName: string;
  /** Cf, tonnes of CO2 per tonne of fuel (regulations reference §1). */
  carbonEmissionFactor: number;
  /**
   * The vessel's LNG engine type (methane slip pathway of FuelEU Annex II) for a fuel type named `LNG`;
   * null or absent: the default engine (docs/regulatory.md).
   */
  lngEngine?: LngEngineType | null;
}

/** Where a fuel figure comes from; it decides the IMO DCS method (Appendix IX). */
export type FuelDataSource = "flowMeter" | "fuelTank" | "bunkerDeliveryNote";

export interface VoyageFuelInput {
  fuelType: ReportFuelType;
  /** Burnt between departure and arrival. */
  tonnesAtSea: number;
  /** Burnt at berth after the arrival, up to the next departure (MRV Art. 9: reported apart). */
  tonnesAtBerth: number;
  source: FuelDataSource;
}

export interface VoyageCargoInput {
  /** Cargo unit name, e.g. "Tonnes", "TEU", "Passengers". */
  unit: string;
  amount: number;
}

export interface VoyageReportInput {
  /** The departure event's id: names the voyage in files. */
  departureId: string;
  voyageName: string;
  departure: { port: ReportPort; at: string };
  arrival: { port: ReportPort; at: string };
  /** The next departure: the time at berth runs from the arrival to this moment. */
  endOfVoyageAt: string;
  fuels: VoyageFuelInput[];
  distanceNm: number;
  /** In the order of the vessel's cargo units; the first is the transport-work unit (docs/reports.md). */
  cargo: VoyageCargoInput[];
  /** Voyages not made to carry cargo or passengers for commercial purposes are outside EU MRV (Art. 2). */
  isNonCommercial: boolean;
  /**
   * Periods between departure and arrival when the ship was not underway under its own propulsion:
   * at anchor or drifting (start to end of the activity). IMO DCS hours underway leave them out.
   */
  notUnderway: ReportPeriod[];
}

export interface ReportPeriod {
  from: string;
  to: string;
}

/** The particulars IMO DCS Appendix IX asks for, and the names the files carry. */
export interface VesselReportParticulars {
  name: string;
  imoNumber: string;
  shipType: string;
  /** The vessel type id (GET /VesselTypes): the CII ship type; without it `shipType`'s words decide. */
  vesselTypeId?: number | null;
  grossTonnage: number | null;
  netTonnage: number | null;
  deadweight: number | null;
  /** Rated power of the main propulsion engines, kW. */
  mainEnginesPowerKw: number | null;
  /** Rated power of the auxiliary engines, kW. */
  auxiliaryEnginesPowerKw: number | null;
  /** Attained EEDI (gCO2/t·nm) where applicable. */
  eedi: number | null;
  /** Attained EEXI (the estimated index value) where applicable. */
  eexi: number | null;
  iceClass: string;
  portOfRegistry?: string;
  ownerCompanyName?: string;
}
