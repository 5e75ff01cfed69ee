import type { LngEngineType } from "../compliance/factors.js";
import type { FuelTypeDto } from "../fuel/dto.js";
import { tableValues } from "../fuel/idTable.js";
import { effectiveTons } from "../fuel/model.js";
import { consumptionsOfEvent } from "../fuel/queries.js";
import type { FuelState } from "../fuel/state.js";
import { ConflictError } from "../shared/errors.js";
import { cargoUnitById } from "../vessels/cargoUnits.js";
import type { VoyageLogState } from "../voyageLog/voyageLog.js";
import { portRefOf, type VesselEventRecord } from "../voyages/model.js";
import { notUnderwayPeriods } from "../voyages/notUnderway.js";
import { vesselEventsOf } from "../voyages/state.js";
import { timelineOf, type VoyageSlice, voyageSlice } from "../voyages/timeline.js";
import type { VoyageFuelInput, VoyageReportInput } from "./inputs.js";

/**
 * A voyage's figures from the voyage log read model: ports, times, fuel at sea and at berth, distance,
 * cargo. The emission reports, the charter party, the audit replay and the offline verifier read voyages
 * through it. Pure.
 */

export const VOYAGE_FIGURE_MESSAGES = {
  unknownFuelType: (id: string) => `The voyage uses a fuel type (${id}) that no longer exists.`,
} as const;

export type FuelTypes = ReadonlyMap<string, FuelTypeDto>;

/** What the figures read of the vessel: its cargo units (in their order) and its LNG engine type. */
export interface FigureVessel {
  cargoUnitIds: readonly number[];
  lngEngineType?: LngEngineType | null;
}

/** Tank consumptions by the vessel event whose span they cover. */
export function tankConsumptionsByEvent(fuel: FuelState) {
  const byEvent = new Map<string, { fuelTypeId: string; tons: number }[]>();
  for (const c of tableValues(fuel.fuelTankConsumptions)) {
    const list = byEvent.get(c.vesselEventId) ?? [];
    list.push({ fuelTypeId: c.fuelTypeId, tons: c.fuelConsumptionInTon });
    byEvent.set(c.vesselEventId, list);
  }
  return byEvent;
}

const totalDistance = (event: VesselEventRecord): number => {
  const d = event.distanceSailed;
  return d ? d.loggedDistanceByGPS + d.estimatedDistanceByGPS + d.manualDistanceByGPS : 0;
};

/**
 * A voyage with its arrival and end as report input, confirmed or not (the audit replay shows the
 * figures as they stood at any moment). Fuel recorded on the events from the departure up to the
 * arrival is at sea; on the events after the arrival up to the next departure, at berth. Distance is
 * what the events up to the arrival sailed. Cargo is the departure's, in the order of the vessel's
 * cargo units.
 */
export function voyageFiguresOf(
  log: VoyageLogState,
  slice: VoyageSlice<VesselEventRecord> & { arrival: VesselEventRecord; end: VesselEventRecord },
  vessel: FigureVessel,
  fuelTypes: FuelTypes,
  tankIndex = tankConsumptionsByEvent(log.fuel),
): VoyageReportInput {
  const { departure, arrival, end } = slice;
  /** One line per fuel type and data source, sea and berth apart. */
  const fuels = new Map<string, VoyageFuelInput>();
  const add = (fuelTypeId: string, tons: number, source: VoyageFuelInput["source"], atSea: boolean) => {
    const type = fuelTypes.get(fuelTypeId);
    if (!type) throw new ConflictError(VOYAGE_FIGURE_MESSAGES.unknownFuelType(fuelTypeId));
    const key = `${fuelTypeId}|${source}`;
    const line = fuels.get(key) ?? {
      fuelType: {
        name: type.name,
        shortName: type.shortName,
        carbonEmissionFactor: type.carbonEmissionFactor,
        ...(type.shortName === "LNG" ? { lngEngine: vessel.lngEngineType ?? null } : {}),
      },
      tonnesAtSea: 0,
      tonnesAtBerth: 0,
      source,
    };
    fuels.set(
      key,
      atSea
        ? { ...line, tonnesAtSea: line.tonnesAtSea + tons }
        : { ...line, tonnesAtBerth: line.tonnesAtBerth + tons },
    );
  };
  let distanceNm = 0;
  let atSea = true;
  for (const event of [...slice.members, end]) {
    for (const c of consumptionsOfEvent(log.fuel, event.id))
      add(c.fuelTypeId, effectiveTons(c), "flowMeter", atSea);
    for (const c of tankIndex.get(event.id) ?? []) add(c.fuelTypeId, c.tons, "fuelTank", atSea);
    if (atSea) distanceNm += totalDistance(event);
    if (event.id === arrival.id) atSea = false;
  }
  const port = (event: VesselEventRecord) =>
    portRefOf(event.port) ?? { name: "", loCode: "", isMrvPort: false };
  return {
    departureId: departure.id,
    voyageName: departure.voyage?.name ?? "",
    departure: { port: port(departure), at: departure.timestamp },
    arrival: { port: port(arrival), at: arrival.timestamp },
    endOfVoyageAt: end.timestamp,
    fuels: [...fuels.values()],
    distanceNm,
    cargo: vessel.cargoUnitIds.map((id) => ({
      unit: cargoUnitById(id)?.name ?? `Cargo unit ${id}`,
      amount: departure.cargos.find((c) => c.cargoUnitId === id)?.cargoCarried ?? 0,
    })),
    isNonCommercial: departure.voyage?.isNonCommercial ?? false,
    notUnderway: notUnderwayPeriods(slice.members, arrival.timestamp),
  };
}

/**
 * Every voyage of a voyage log whose data is confirmed, as report input, in time order. Pure: the
 * yearly reports and the offline verifier (a vessel-year package) compute from it alike.
 */
export function confirmedVoyageInputs(
  log: VoyageLogState,
  vessel: FigureVessel,
  fuelTypes: FuelTypes,
): VoyageReportInput[] {
  const timeline = timelineOf(vesselEventsOf(log.voyages));
  const tankIndex = tankConsumptionsByEvent(log.fuel);
  const voyages: VoyageReportInput[] = [];
  for (const event of timeline.events) {
    if (event.type !== "Departure" || !event.voyage?.dataConfirmedAt) continue;
    const slice = voyageSlice(timeline, event.id)!;
    if (slice.arrival && slice.end)
      voyages.push(
        voyageFiguresOf(
          log,
          { ...slice, arrival: slice.arrival, end: slice.end },
          vessel,
          fuelTypes,
          tankIndex,
        ),
      );
  }
  return voyages;
}
