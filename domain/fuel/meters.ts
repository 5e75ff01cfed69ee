import { NotFoundError, ValidationError } from "../shared/errors.js";
import { entryOf } from "../shared/records.js";
import type { VoyageLogState } from "../voyageLog/voyageLog.js";
import { FUEL_MESSAGES as M } from "./messages.js";
import type { FlowMeter, FuelTank } from "./model.js";
import { fuelConsumptionSourceById } from "./referenceData.js";
import type { FuelEvent } from "./state.js";

/** Flow meters and fuel tanks: added with a unique name among the active ones, deleted by deactivation. */

interface MeterCommon {
  vesselId: string;
  name: string;
  fuelTypeId: string;
  fuelConsumptionSources: number[];
  /** The fuel types the vessel's company may use (defaults and its own). */
  fuelTypeIds: ReadonlySet<string>;
}

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase("en") === b.trim().toLocaleLowerCase("en");

function checkCommon(command: MeterCommon, activeNames: readonly string[], taken: (name: string) => string) {
  const name = command.name.trim();
  const problems: string[] = [];
  if (name.length === 0) problems.push(M.nameRequired);
  if (!command.fuelTypeId) problems.push(M.fuelTypeRequired);
  else if (!command.fuelTypeIds.has(command.fuelTypeId)) problems.push(M.unknownFuelType);
  if (command.fuelConsumptionSources.length === 0) problems.push(M.sourcesRequired);
  for (const id of command.fuelConsumptionSources)
    if (!fuelConsumptionSourceById(id)) problems.push(M.unknownSource(id));
  if (name.length > 0 && activeNames.some((other) => sameName(other, name))) problems.push(taken(name));
  if (problems.length > 0)
    throw new ValidationError(problems.length === 1 ? problems[0]! : problems.join(" "), problems);
  return name;
}

export function addFlowMeter(
  state: VoyageLogState,
  command: MeterCommon & { flowMeterId: string; fuelMassFlowRateLogVariableId: number | null },
): FuelEvent[] {
  const active = Object.values(state.fuel.flowMeters).filter((m) => !m.isDeactivated);
  const name = checkCommon(
    command,
    active.map((m) => m.name),
    M.flowMeterNameTaken,
  );
  const meter: FlowMeter = {
    id: command.flowMeterId,
    name,
    vesselId: command.vesselId,
    fuelConsumptionSources: [...new Set(command.fuelConsumptionSources)],
    fuelTypeId: command.fuelTypeId,
    fuelMassFlowRateLogVariableId: command.fuelMassFlowRateLogVariableId,
    isDeactivated: false,
  };
  return [{ type: "FlowMeterAdded", data: meter }];
}

export function deactivateFlowMeter(state: VoyageLogState, command: { flowMeterId: string }): FuelEvent[] {
  const meter = entryOf(state.fuel.flowMeters, command.flowMeterId);
  if (!meter || meter.isDeactivated) throw new NotFoundError(M.flowMeterNotFound);
  return [{ type: "FlowMeterDeactivated", data: { flowMeterId: meter.id } }];
}

export function addFuelTank(
  state: VoyageLogState,
  command: MeterCommon & { fuelTankId: string },
): FuelEvent[] {
  const active = Object.values(state.fuel.fuelTanks).filter((t) => !t.isDeactivated);
  const name = checkCommon(
    command,
    active.map((t) => t.name),
    M.fuelTankNameTaken,
  );
  const tank: FuelTank = {
    id: command.fuelTankId,
    name,
    vesselId: command.vesselId,
    fuelConsumptionSources: [...new Set(command.fuelConsumptionSources)],
    fuelTypeId: command.fuelTypeId,
    isDeactivated: false,
  };
  return [{ type: "FuelTankAdded", data: tank }];
}

export function deactivateFuelTank(state: VoyageLogState, command: { fuelTankId: string }): FuelEvent[] {
  const tank = entryOf(state.fuel.fuelTanks, command.fuelTankId);
  if (!tank || tank.isDeactivated) throw new NotFoundError(M.fuelTankNotFound);
  return [{ type: "FuelTankDeactivated", data: { fuelTankId: tank.id } }];
}

/** An active meter or tank, for records that refer to one. */
export function activeFlowMeter(state: VoyageLogState, flowMeterId: string): FlowMeter {
  const meter = entryOf(state.fuel.flowMeters, flowMeterId);
  if (!meter || meter.isDeactivated) throw new NotFoundError(M.flowMeterNotFound);
  return meter;
}

export function activeFuelTank(state: VoyageLogState, fuelTankId: string): FuelTank {
  const tank = entryOf(state.fuel.fuelTanks, fuelTankId);
  if (!tank || tank.isDeactivated) throw new NotFoundError(M.fuelTankNotFound);
  return tank;
}
