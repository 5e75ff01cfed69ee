import { z } from "zod";
import { CONSUMPTION_ORIGINS } from "./referenceData.js";

/** The fuel records of a vessel's voyage log (spec 2 §3). Times are ISO-8601 UTC strings. */

// The records are zod schemas: the API answers them (with names beside the ids, dto.ts), so server,
// client and the OpenAPI document read one definition (docs/api.md, issue 31 §5).

export const flowMeterRecord = z.object({
  id: z.string(),
  name: z.string(),
  vesselId: z.string(),
  /** Ids of FUEL_CONSUMPTION_SOURCES: the consumers this meter measures. */
  fuelConsumptionSources: z.array(z.number()),
  fuelTypeId: z.string(),
  /** The mass-flow-rate log variable (t/day); null means consumption is entered by hand. */
  fuelMassFlowRateLogVariableId: z.number().nullable(),
  isDeactivated: z.boolean(),
});
export type FlowMeter = z.infer<typeof flowMeterRecord>;

export const fuelTankRecord = z.object({
  id: z.string(),
  name: z.string(),
  vesselId: z.string(),
  fuelConsumptionSources: z.array(z.number()),
  fuelTypeId: z.string(),
  isDeactivated: z.boolean(),
});
export type FuelTank = z.infer<typeof fuelTankRecord>;

export const flowMeterFuelConsumptionRecord = z.object({
  id: z.string(),
  /** The event whose span [previous event, this event] the consumption belongs to. */
  vesselEventId: z.string(),
  flowMeterId: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  fuelTypeId: z.string(),
  fuelConsumptionInTon: z.number(),
  /** Set when a person corrected a LogData, Regression or ManualEstimate figure. */
  correctedFuelConsumptionInTon: z.number().nullable(),
  fuelConsumptionSource: z.enum(CONSUMPTION_ORIGINS),
  /**
   * A Manual 0 t row that confirming voyage information created over a gap for a person to fill in. It
   * does not count as entered until a person saves a value for it (a real zero included). Set by the
   * fold, never stored in an event.
   */
  isPlaceholder: z.boolean().optional(),
});
export type FlowMeterFuelConsumption = z.infer<typeof flowMeterFuelConsumptionRecord>;

export const flowMeterOperationRecord = z.object({
  id: z.string(),
  timestamp: z.string(),
  fuelTypeId: z.string(),
  flowMeterId: z.string(),
  estimatedFuelMassFlowRateInTonDay: z.number().nullable(),
});
export type FlowMeterOperation = z.infer<typeof flowMeterOperationRecord>;

export const fuelTankOperationRecord = z.object({
  id: z.string(),
  timestamp: z.string(),
  fuelTypeId: z.string(),
  fuelTankId: z.string(),
  /** kg/m3 at 15 degrees C. */
  fuelDensity: z.number(),
  /** Bunkered (positive) or de-bunkered (negative), metric tons. */
  fuelAdjustmentInTon: z.number(),
  /** Percent by mass. */
  sulphurContent: z.number(),
});
export type FuelTankOperation = z.infer<typeof fuelTankOperationRecord>;

export const fuelTankSoundingRecord = z.object({
  id: z.string(),
  vesselId: z.string(),
  timestamp: z.string(),
  fuelTankId: z.string(),
  fuelAmountInTon: z.number(),
  fuelAmountInCubicMetres: z.number(),
  fuelTemperatureInDegreesCelcius: z.number(),
});
export type FuelTankSounding = z.infer<typeof fuelTankSoundingRecord>;

export const fuelTankFuelConsumptionRecord = z.object({
  id: z.string(),
  fuelTankId: z.string(),
  vesselEventId: z.string(),
  fuelTypeId: z.string(),
  /** The vessel event's time. */
  timestamp: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  fuelConsumptionInTon: z.number(),
});
export type FuelTankFuelConsumption = z.infer<typeof fuelTankFuelConsumptionRecord>;

/** Which way the fuel went in a ship-to-ship transfer. */
export const TRANSFER_DIRECTIONS = ["Delivered", "Received"] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/**
 * Fuel handed to, or taken from, another ship alongside (the event editor's 'Ship to ship transfer').
 * It is not consumption: fuel delivered to another ship is not burnt by this one, so it never enters the
 * MRV / IMO DCS / class-society fuel figures or their CO2 (docs/regulatory.md). It belongs to the voyage
 * whose time span holds its timestamp.
 */
export const shipToShipTransferRecord = z.object({
  id: z.string(),
  vesselId: z.string(),
  timestamp: z.string(),
  direction: z.enum(TRANSFER_DIRECTIONS),
  fuelTypeId: z.string(),
  /** The tank delivered from or received into; null on a vessel monitored by flow meters only. */
  fuelTankId: z.string().nullable(),
  /** Metric tons, always positive; `direction` says which way. */
  amountInTon: z.number(),
  otherShipName: z.string(),
  /** Seven digits with a valid check digit, or null when the other ship has none known. */
  otherShipImoNumber: z.string().nullable(),
});
export type ShipToShipTransfer = z.infer<typeof shipToShipTransferRecord>;

/** The figure that counts: the corrected value when there is one. */
export const effectiveTons = (
  c: Pick<FlowMeterFuelConsumption, "fuelConsumptionInTon" | "correctedFuelConsumptionInTon">,
) => c.correctedFuelConsumptionInTon ?? c.fuelConsumptionInTon;
