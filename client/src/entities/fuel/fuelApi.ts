import type {
  CreateFlowMeterConsumptionRequest,
  CreateFlowMeterOperationRequest,
  CreateFlowMeterRequest,
  CreateFuelTankConsumptionRequest,
  CreateFuelTankOperationRequest,
  CreateFuelTankRequest,
  CreateFuelTankSoundingRequest,
  CreateFuelTypeRequest,
  FlowMeterDto,
  FlowMeterFuelConsumptionDto,
  FlowMeterOperationDto,
  FuelConsumptionSourceDto,
  FuelTankDto,
  FuelTankFuelConsumptionDto,
  FuelTankOperationDto,
  FuelTankSoundingDto,
  FuelTypeDto,
} from "../../../../domain/fuel/dto";
import { http } from "../../shared/api/httpClient";
import { changingFuelData } from "../../shared/store/fuelDataRevision";

type Query = Record<string, string | Date>;

/** Which records a Find answers: those in a date window, or those inside one voyage (its tabs' lists). */
export type RecordWindow = { fromDate: Date; toDate: Date } | { departureId: string };

const find = (path: string, query: Query) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    params.set(key, value instanceof Date ? value.toISOString() : value);
  }
  return `${path}/Find?${params}`;
};
const one = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** Calls of spec 2 §7 "Flow meters and consumption", "Fuel tanks", "Fuel types and reference lists". */
export const fuelApi = {
  flowMeters: (vesselId: string) => http.get<FlowMeterDto[]>(find("/FlowMeters", { vesselId })),
  addFlowMeter: (body: CreateFlowMeterRequest) => http.post<FlowMeterDto>("/FlowMeters", body),
  removeFlowMeter: (id: string) => http.delete<void>(one("/FlowMeters", id)),

  flowMeterConsumptions: (vesselEventId: string) =>
    http.get<FlowMeterFuelConsumptionDto[]>(find("/FlowMeterFuelConsumptions", { vesselEventId })),
  addFlowMeterConsumption: (body: CreateFlowMeterConsumptionRequest) =>
    changingFuelData(http.post<FlowMeterFuelConsumptionDto[]>("/FlowMeterFuelConsumptions", body)),
  updateFlowMeterConsumption: (id: string, fuelConsumptionInTon: number) =>
    changingFuelData(
      http.put<FlowMeterFuelConsumptionDto>(one("/FlowMeterFuelConsumptions", id), { fuelConsumptionInTon }),
    ),
  removeFlowMeterConsumption: (id: string) =>
    changingFuelData(http.delete<void>(one("/FlowMeterFuelConsumptions", id))),

  flowMeterOperations: (flowMeterId: string, window: RecordWindow) =>
    http.get<FlowMeterOperationDto[]>(find("/FlowMeterOperations", { flowMeterId, ...window })),
  addFlowMeterOperation: (body: CreateFlowMeterOperationRequest) =>
    changingFuelData(http.post<FlowMeterOperationDto>("/FlowMeterOperations", body)),
  removeFlowMeterOperation: (id: string) =>
    changingFuelData(http.delete<void>(one("/FlowMeterOperations", id))),

  fuelTanks: (vesselId: string) => http.get<FuelTankDto[]>(find("/FuelTanks", { vesselId })),
  addFuelTank: (body: CreateFuelTankRequest) => http.post<FuelTankDto>("/FuelTanks", body),
  removeFuelTank: (id: string) => http.delete<void>(one("/FuelTanks", id)),

  fuelTankOperations: (fuelTankId: string, window: RecordWindow) =>
    http.get<FuelTankOperationDto[]>(find("/FuelTankOperations", { fuelTankId, ...window })),
  addFuelTankOperation: (body: CreateFuelTankOperationRequest) =>
    changingFuelData(http.post<FuelTankOperationDto>("/FuelTankOperations", body)),
  removeFuelTankOperation: (id: string) =>
    changingFuelData(http.delete<void>(one("/FuelTankOperations", id))),

  fuelTankConsumptions: (fuelTankId: string, departureId: string, vesselEventId: string) =>
    http.get<FuelTankFuelConsumptionDto[]>(
      find("/FuelTankFuelConsumptions", { fuelTankId, departureId, vesselEventId }),
    ),
  addFuelTankConsumption: (body: CreateFuelTankConsumptionRequest) =>
    changingFuelData(http.post<FuelTankFuelConsumptionDto>("/FuelTankFuelConsumptions", body)),
  removeFuelTankConsumption: (id: string) =>
    changingFuelData(http.delete<void>(one("/FuelTankFuelConsumptions", id))),

  soundings: (fuelTankId: string, window: RecordWindow) =>
    http.get<FuelTankSoundingDto[]>(find("/FuelTankSoundings", { fuelTankId, ...window })),
  addSounding: (body: CreateFuelTankSoundingRequest) =>
    changingFuelData(http.post<FuelTankSoundingDto>("/FuelTankSoundings", body)),
  removeSounding: (id: string) => changingFuelData(http.delete<void>(one("/FuelTankSoundings", id))),

  fuelTypes: () => http.get<FuelTypeDto[]>("/FuelTypes"),
  addFuelType: (body: CreateFuelTypeRequest) => http.post<FuelTypeDto>("/FuelTypes", body),
  removeFuelType: (id: string) => http.delete<void>(one("/FuelTypes", id)),

  consumptionSources: () => http.get<FuelConsumptionSourceDto[]>("/FuelConsumptionSources"),
};
