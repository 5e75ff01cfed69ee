import { NotFoundError, ValidationError } from "../shared/errors.js";
import type { VoyageLogState } from "../voyageLog/voyageLog.js";
import { densityProblem, sulphurProblem, tankAmountProblem } from "../voyages/plausibility.js";
import { mustBeInFuelDataRange } from "./dateRanges.js";
import { tableGet, tableValues } from "./idTable.js";
import { FUEL_MESSAGES as M } from "./messages.js";
import { activeFlowMeter, activeFuelTank } from "./meters.js";
import type { FlowMeterOperation, FuelTankOperation, FuelTankSounding } from "./model.js";
import { mustLeaveConfirmedVoyagesAsTheyWere } from "./soundingRules.js";
import type { FuelEvent } from "./state.js";
import { mustNotBeDataConfirmedAt, timelineOfLog } from "./voyageContext.js";

/**
 * Flow-meter operations, fuel-tank operations (bunkering, de-bunkering) and soundings: each must lie in
 * its date range around a voyage (spec 2 §5), and none is added or removed at a time whose voyage has
 * its data confirmed (but for an opening sounding that leaves that voyage's stock balance as it was).
 */

const mustBePlausible = (problem: string | null) => {
  if (problem) throw new ValidationError(problem);
};

const mustBeFuelType = (fuelTypeIds: ReadonlySet<string>, id: string) => {
  if (!fuelTypeIds.has(id)) throw new ValidationError(M.unknownFuelType);
};

export function addFlowMeterOperation(
  state: VoyageLogState,
  command: Omit<FlowMeterOperation, "id"> & { operationId: string; fuelTypeIds: ReadonlySet<string> },
): FuelEvent[] {
  const meter = activeFlowMeter(state, command.flowMeterId);
  mustBeFuelType(command.fuelTypeIds, command.fuelTypeId);
  const rate = command.estimatedFuelMassFlowRateInTonDay;
  if (rate !== null && !(rate >= 0))
    throw new ValidationError("The estimated mass flow rate cannot be negative.");
  const timeline = timelineOfLog(state);
  mustBeInFuelDataRange(timeline, "flowOperation", command.timestamp);
  mustNotBeDataConfirmedAt(timeline, command.timestamp);
  const operation: FlowMeterOperation = {
    id: command.operationId,
    timestamp: command.timestamp,
    fuelTypeId: command.fuelTypeId,
    flowMeterId: meter.id,
    estimatedFuelMassFlowRateInTonDay: rate,
  };
  return [{ type: "FlowMeterOperationAdded", data: operation }];
}

export function removeFlowMeterOperation(
  state: VoyageLogState,
  command: { operationId: string },
): FuelEvent[] {
  const operation = tableGet(state.fuel.flowMeterOperations, command.operationId);
  if (!operation) throw new NotFoundError(M.operationNotFound);
  mustNotBeDataConfirmedAt(timelineOfLog(state), operation.timestamp);
  return [{ type: "FlowMeterOperationRemoved", data: { operationId: operation.id } }];
}

export function addFuelTankOperation(
  state: VoyageLogState,
  command: Omit<FuelTankOperation, "id"> & { operationId: string; fuelTypeIds: ReadonlySet<string> },
): FuelEvent[] {
  const tank = activeFuelTank(state, command.fuelTankId);
  mustBeFuelType(command.fuelTypeIds, command.fuelTypeId);
  mustBePlausible(
    tankAmountProblem(
      command.fuelAdjustmentInTon < 0 ? "de-bunkering" : "bunkering",
      command.fuelAdjustmentInTon,
    ),
  );
  mustBePlausible(densityProblem(command.fuelDensity));
  mustBePlausible(sulphurProblem(command.sulphurContent));
  const timeline = timelineOfLog(state);
  mustBeInFuelDataRange(timeline, "fuelOperation", command.timestamp);
  mustNotBeDataConfirmedAt(timeline, command.timestamp);
  const operation: FuelTankOperation = {
    id: command.operationId,
    timestamp: command.timestamp,
    fuelTypeId: command.fuelTypeId,
    fuelTankId: tank.id,
    fuelDensity: command.fuelDensity,
    fuelAdjustmentInTon: command.fuelAdjustmentInTon,
    sulphurContent: command.sulphurContent,
  };
  return [{ type: "FuelTankOperationAdded", data: operation }];
}

export function removeFuelTankOperation(
  state: VoyageLogState,
  command: { operationId: string },
): FuelEvent[] {
  const operation = tableGet(state.fuel.fuelTankOperations, command.operationId);
  if (!operation) throw new NotFoundError(M.operationNotFound);
  mustNotBeDataConfirmedAt(timelineOfLog(state), operation.timestamp);
  return [{ type: "FuelTankOperationRemoved", data: { operationId: operation.id } }];
}

export function addFuelTankSounding(
  state: VoyageLogState,
  command: Omit<FuelTankSounding, "id"> & { soundingId: string },
): FuelEvent[] {
  const tank = activeFuelTank(state, command.fuelTankId);
  mustBePlausible(tankAmountProblem("sounding", command.fuelAmountInTon));
  const timeline = timelineOfLog(state);
  mustBeInFuelDataRange(timeline, "sounding", command.timestamp);
  const { soundingId, ...sounding } = command;
  const added: FuelTankSounding = { ...sounding, id: soundingId, fuelTankId: tank.id };
  mustLeaveConfirmedVoyagesAsTheyWere(state, timeline, {
    fuelTankId: tank.id,
    timestamp: command.timestamp,
    after: [...tableValues(state.fuel.fuelTankSoundings), added],
  });
  return [{ type: "FuelTankSoundingAdded", data: added }];
}

export function removeFuelTankSounding(state: VoyageLogState, command: { soundingId: string }): FuelEvent[] {
  const sounding = tableGet(state.fuel.fuelTankSoundings, command.soundingId);
  if (!sounding) throw new NotFoundError(M.soundingNotFound);
  mustLeaveConfirmedVoyagesAsTheyWere(state, timelineOfLog(state), {
    fuelTankId: sounding.fuelTankId,
    timestamp: sounding.timestamp,
    after: tableValues(state.fuel.fuelTankSoundings).filter((s) => s.id !== sounding.id),
  });
  return [{ type: "FuelTankSoundingRemoved", data: { soundingId: sounding.id } }];
}
