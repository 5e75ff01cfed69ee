import type { ConsumptionOrigin } from "./referenceData.js";

/** The fuel records of a vessel's voyage log (spec 2 §3). Times are ISO-8601 UTC strings. */

export interface FlowMeter {
  id: string;
  name: string;
  vesselId: string;
  /** Ids of FUEL_CONSUMPTION_SOURCES: the consumers this meter measures. */
  fuelConsumptionSources: number[];
  fuelTypeId: string;
  /** The mass-flow-rate log variable (t/day); null means consumption is entered by hand. */
  fuelMassFlowRateLogVariableId: number | null;
  isDeactivated: boolean;
}

export interface FuelTank {
  id: string;
  name: string;
  vesselId: string;
  fuelConsumptionSources: number[];
  fuelTypeId: string;
  isDeactivated: boolean;
}

export interface FlowMeterFuelConsumption {
  id: string;
  /** The event whose span [previous event, this event] the consumption belongs to. */
  vesselEventId: string;
  flowMeterId: string;
  startAt: string;
  endAt: string;
  fuelTypeId: string;
  fuelConsumptionInTon: number;
  /** Set when a person corrected a LogData, Regression or ManualEstimate figure. */
  correctedFuelConsumptionInTon: number | null;
  fuelConsumptionSource: ConsumptionOrigin;
  /**
   * A Manual 0 t row that confirming voyage information created over a gap for a person to fill in. It
   * does not count as entered until a person saves a value for it (a real zero included). Set by the
   * fold, never stored in an event.
   */
  isPlaceholder?: boolean;
}

export interface FlowMeterOperation {
  id: string;
  timestamp: string;
  fuelTypeId: string;
  flowMeterId: string;
  estimatedFuelMassFlowRateInTonDay: number | null;
}

export interface FuelTankOperation {
  id: string;
  timestamp: string;
  fuelTypeId: string;
  fuelTankId: string;
  /** kg/m3 at 15 degrees C. */
  fuelDensity: number;
  /** Bunkered (positive) or de-bunkered (negative), metric tons. */
  fuelAdjustmentInTon: number;
  /** Percent by mass. */
  sulphurContent: number;
}

export interface FuelTankSounding {
  id: string;
  vesselId: string;
  timestamp: string;
  fuelTankId: string;
  fuelAmountInTon: number;
  fuelAmountInCubicMetres: number;
  fuelTemperatureInDegreesCelcius: number;
}

export interface FuelTankFuelConsumption {
  id: string;
  fuelTankId: string;
  vesselEventId: string;
  fuelTypeId: string;
  /** The vessel event's time. */
  timestamp: string;
  startAt: string;
  endAt: string;
  fuelConsumptionInTon: number;
}

/** Which way the fuel went in a ship-to-ship transfer. */
export const TRANSFER_DIRECTIONS = ["Delivered", "Received"] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/**
 * Fuel handed to, or taken from, another ship alongside (the event editor's 'Ship to ship transfer').
 * It is not consumption: fuel delivered to another ship is not burnt by this one, so it never enters the
 * MRV / IMO DCS / class-society fuel figures or their CO2 (docs/regulatory.md). It belongs to the voyage
 * whose time span holds its timestamp.
 */
export interface ShipToShipTransfer {
  id: string;
  vesselId: string;
  timestamp: string;
  direction: TransferDirection;
  fuelTypeId: string;
  /** The tank delivered from or received into; null on a vessel monitored by flow meters only. */
  fuelTankId: string | null;
  /** Metric tons, always positive; `direction` says which way. */
  amountInTon: number;
  otherShipName: string;
  /** Seven digits with a valid check digit, or null when the other ship has none known. */
  otherShipImoNumber: string | null;
}

/** The figure that counts: the corrected value when there is one. */
export const effectiveTons = (
  c: Pick<FlowMeterFuelConsumption, "fuelConsumptionInTon" | "correctedFuelConsumptionInTon">,
) => c.correctedFuelConsumptionInTon ?? c.fuelConsumptionInTon;
