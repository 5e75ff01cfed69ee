import type {
  FlowMeterDto,
  FlowMeterFuelConsumptionDto,
  FlowMeterOperationDto,
  FuelTankDto,
  FuelTankFuelConsumptionDto,
  FuelTankOperationDto,
} from "../../../domain/fuel/dto.js";
import type {
  FlowMeter,
  FlowMeterFuelConsumption,
  FlowMeterOperation,
  FuelTank,
  FuelTankFuelConsumption,
  FuelTankOperation,
} from "../../../domain/fuel/model.js";
import { overlappingIds } from "../../../domain/fuel/queries.js";
import type { FuelState } from "../../../domain/fuel/state.js";
import { entryOf } from "../../../domain/shared/records.js";

/** Builds the API shapes from the fuel state; `nameOf` names a fuel type id. */
type NameOf = (fuelTypeId: string) => string;

export const flowMeterDto = (m: FlowMeter, nameOf: NameOf): FlowMeterDto => ({
  ...m,
  fuelTypeName: nameOf(m.fuelTypeId),
});

export const fuelTankDto = (t: FuelTank, nameOf: NameOf): FuelTankDto => ({
  ...t,
  fuelTypeName: nameOf(t.fuelTypeId),
});

export function consumptionDtos(
  fuel: FuelState,
  rows: readonly FlowMeterFuelConsumption[],
  nameOf: NameOf,
): FlowMeterFuelConsumptionDto[] {
  const overlapping = overlappingIds(rows);
  return rows.map((row) => {
    const meter = entryOf(fuel.flowMeters, row.flowMeterId);
    return {
      ...row,
      flowMeterName: meter?.name ?? "",
      fuelTypeName: nameOf(row.fuelTypeId),
      fuelMassFlowRateLogVariableId: meter?.fuelMassFlowRateLogVariableId ?? null,
      fuelConsumptionSources: meter?.fuelConsumptionSources ?? [],
      isCorrected: row.correctedFuelConsumptionInTon !== null,
      isPlaceholder: row.isPlaceholder === true,
      isOverlapping: overlapping.has(row.id),
    };
  });
}

export const flowMeterOperationDto = (o: FlowMeterOperation, nameOf: NameOf): FlowMeterOperationDto => ({
  ...o,
  fuelTypeName: nameOf(o.fuelTypeId),
});

export const fuelTankOperationDto = (o: FuelTankOperation, nameOf: NameOf): FuelTankOperationDto => ({
  ...o,
  fuelTypeName: nameOf(o.fuelTypeId),
});

export const fuelTankConsumptionDto = (
  c: FuelTankFuelConsumption,
  nameOf: NameOf,
): FuelTankFuelConsumptionDto => ({
  ...c,
  fuelTypeName: nameOf(c.fuelTypeId),
});
