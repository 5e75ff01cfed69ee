import { NotFoundError, ValidationError } from "../shared/errors.js";
import { isValidImoNumber } from "../vessels/imo.js";
import type { VoyageLogState } from "../voyageLog/voyageLog.js";
import { futureTimeProblem, tankAmountProblem } from "../voyages/plausibility.js";
import { type IdTable, tableGet, tableValues } from "./idTable.js";
import { activeFuelTank } from "./meters.js";
import type { ShipToShipTransfer, TransferDirection } from "./model.js";
import type { FuelEvent } from "./state.js";
import { type FuelVoyage, mustNotBeDataConfirmedAt, timelineOfLog, voyageHolding } from "./voyageContext.js";

/**
 * Ship-to-ship transfers (the event editor's 'Ship to ship transfer', spec 2 §2). The spec names the
 * action only; its fields, rules and wording are Keelson's (docs/regulatory.md, "Ship-to-ship transfers"):
 * a transfer lies inside a voyage whose data is not confirmed, moves a positive amount of a known fuel
 * type to or from another, named ship, and is never consumption.
 */

export const TRANSFER_MESSAGES = {
  notFound: "Ship-to-ship transfer not found.",
  otherShipRequired: "Please enter the name of the other ship.",
  amountRequired: "Please enter the transferred amount in tons as a number.",
  amountPositive: "The transferred amount must be more than 0 t.",
  directionRequired: "Please choose whether the fuel was delivered to or received from the other ship.",
  invalidImo: (imo: string) =>
    `${imo} is not a valid IMO number (seven digits, the last a check digit). Leave it empty if it is not known.`,
  ownImo: (imo: string) => `IMO ${imo} is this vessel's own number: a transfer needs another ship.`,
  noVoyage: (time: string) =>
    `${time} lies in no voyage of this vessel. A ship-to-ship transfer is recorded between a departure and the end of its voyage.`,
  tankFuelType: (tank: string) =>
    `The fuel tank ${tank} holds another fuel type. Choose the tank's fuel type, or another tank.`,
} as const;

export interface RecordTransferCommand {
  transferId: string;
  vesselId: string;
  /** The vessel's own IMO number, which the other ship cannot have. */
  vesselImoNumber: string | null;
  timestamp: string;
  direction: TransferDirection;
  fuelTypeId: string;
  fuelTankId: string | null;
  amountInTon: number;
  otherShipName: string;
  otherShipImoNumber: string | null;
  /** The fuel types the vessel's company may use. */
  fuelTypeIds: ReadonlySet<string>;
  now?: string;
}

/** Records a transfer: refused (400 / 409 with the reason) when any rule is broken, nothing half-written. */
export function recordShipToShipTransfer(state: VoyageLogState, command: RecordTransferCommand): FuelEvent[] {
  const otherShipName = command.otherShipName.trim();
  if (!otherShipName) throw new ValidationError(TRANSFER_MESSAGES.otherShipRequired);
  if (!(command.amountInTon > 0)) throw new ValidationError(TRANSFER_MESSAGES.amountPositive);
  const tooLarge = tankAmountProblem("ship-to-ship transfer", command.amountInTon);
  if (tooLarge) throw new ValidationError(tooLarge);
  if (!command.fuelTypeIds.has(command.fuelTypeId))
    throw new ValidationError("That fuel type does not exist.");
  const imo = command.otherShipImoNumber;
  if (imo !== null) {
    if (!isValidImoNumber(imo)) throw new ValidationError(TRANSFER_MESSAGES.invalidImo(imo));
    if (command.vesselImoNumber !== null && imo === command.vesselImoNumber.padStart(7, "0"))
      throw new ValidationError(TRANSFER_MESSAGES.ownImo(imo));
  }
  const future = futureTimeProblem(command.timestamp, command.now);
  if (future) throw new ValidationError(future);
  if (command.fuelTankId !== null) {
    const tank = activeFuelTank(state, command.fuelTankId);
    if (tank.fuelTypeId !== command.fuelTypeId && !tankHeld(state, tank.id, command.fuelTypeId))
      throw new ValidationError(TRANSFER_MESSAGES.tankFuelType(tank.name));
  }
  const timeline = timelineOfLog(state);
  if (!voyageHolding(timeline, command.timestamp))
    throw new ValidationError(TRANSFER_MESSAGES.noVoyage(command.timestamp.slice(0, 16).replace("T", " ")));
  mustNotBeDataConfirmedAt(timeline, command.timestamp);
  const transfer: ShipToShipTransfer = {
    id: command.transferId,
    vesselId: command.vesselId,
    timestamp: command.timestamp,
    direction: command.direction,
    fuelTypeId: command.fuelTypeId,
    fuelTankId: command.fuelTankId,
    amountInTon: command.amountInTon,
    otherShipName,
    otherShipImoNumber: imo,
  };
  return [{ type: "ShipToShipTransferRecorded", data: transfer }];
}

/** A tank may hold another type than its own once bunkered with it (its fuel-tank operations say so). */
function tankHeld(state: VoyageLogState, fuelTankId: string, fuelTypeId: string): boolean {
  return tableValues(state.fuel.fuelTankOperations).some(
    (o) => o.fuelTankId === fuelTankId && o.fuelTypeId === fuelTypeId,
  );
}

export function removeShipToShipTransfer(
  state: VoyageLogState,
  command: { transferId: string },
): FuelEvent[] {
  const transfer = tableGet(state.fuel.shipToShipTransfers, command.transferId);
  if (!transfer) throw new NotFoundError(TRANSFER_MESSAGES.notFound);
  mustNotBeDataConfirmedAt(timelineOfLog(state), transfer.timestamp);
  return [{ type: "ShipToShipTransferRemoved", data: { transferId: transfer.id } }];
}

/** The transfers of a voyage, in time order: those whose timestamp the voyage holds. */
export function transfersOfVoyage(
  transfers: IdTable<ShipToShipTransfer>,
  timeline: ReturnType<typeof timelineOfLog>,
  voyage: Pick<FuelVoyage, "departure">,
): ShipToShipTransfer[] {
  return tableValues(transfers)
    .filter((t) => voyageHolding(timeline, t.timestamp)?.departure.id === voyage.departure.id)
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/** Tons delivered to and received from other ships per fuel type: beside consumption, never in it. */
export interface TransferTotal {
  fuelTypeId: string;
  deliveredTons: number;
  receivedTons: number;
}

export function transferTotals(transfers: readonly ShipToShipTransfer[]): TransferTotal[] {
  const totals = new Map<string, TransferTotal>();
  for (const t of transfers) {
    const total = totals.get(t.fuelTypeId) ?? { fuelTypeId: t.fuelTypeId, deliveredTons: 0, receivedTons: 0 };
    if (t.direction === "Delivered") total.deliveredTons += t.amountInTon;
    else total.receivedTons += t.amountInTon;
    totals.set(t.fuelTypeId, total);
  }
  return [...totals.values()];
}
