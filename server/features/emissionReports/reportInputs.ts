import type { Actor } from "../../../domain/access/visibility.js";
import type { FuelTypeDto } from "../../../domain/fuel/dto.js";
import { tableValues } from "../../../domain/fuel/idTable.js";
import { effectiveTons } from "../../../domain/fuel/model.js";
import { consumptionsOfEvent } from "../../../domain/fuel/queries.js";
import type { FuelState } from "../../../domain/fuel/state.js";
import type {
  VesselReportParticulars,
  VoyageFuelInput,
  VoyageReportInput,
} from "../../../domain/reports/inputs.js";
import { ConflictError, NotFoundError } from "../../../domain/shared/errors.js";
import { entryOf } from "../../../domain/shared/records.js";
import { cargoUnitById } from "../../../domain/vessels/cargoUnits.js";
import { ICE_CLASSES, VESSEL_TYPES } from "../../../domain/vessels/referenceData.js";
import type { VoyageLogState } from "../../../domain/voyageLog/voyageLog.js";
import type { VesselEventRecord } from "../../../domain/voyages/model.js";
import { notUnderwayPeriods } from "../../../domain/voyages/notUnderway.js";
import { vesselEventById, vesselEventsOf } from "../../../domain/voyages/state.js";
import { timelineOf, type VoyageSlice, voyageSlice } from "../../../domain/voyages/timeline.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { allFuelTypesOf } from "../../../projections/fuel/fuelTypes.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import { visibleVessels } from "../vessels/visibleVessels.js";

/**
 * From the read models to the report inputs of domain/reports: which voyages a vessel has, whether
 * their data is confirmed, and each voyage's ports, times, fuel, distance and cargo.
 */

export const REPORT_MESSAGES = {
  voyageNotFound: "Voyage not found.",
  vesselNotFound: "Vessel not found.",
  dataNotConfirmed: "Reports are available once the voyage data is confirmed.",
  noConfirmedVoyage:
    "The annual report becomes available after at least one voyage is confirmed and completed.",
  unknownFuelType: (id: string) => `The voyage uses a fuel type (${id}) that no longer exists.`,
} as const;

/** A vessel the actor may see (administrators: any vessel of the company they act for); else 404. */
export const reachableVessel = (ctx: AppContext, actor: Actor, vesselId: string): VesselView =>
  requestScope(ctx, actor).vessel(vesselId, REPORT_MESSAGES.vesselNotFound);

export const voyageLogOf = (ctx: AppContext, vesselId: string): VoyageLogState | undefined =>
  entryOf(ctx.readModels.state("voyageLogs").byVesselId, vesselId);

/** The vessel and log holding a departure among the vessels the actor may see; else 404. */
export function findDeparture(ctx: AppContext, actor: Actor, departureId: string) {
  for (const vessel of visibleVessels(ctx, actor)) {
    const log = voyageLogOf(ctx, vessel.id);
    const event = log && vesselEventById(log.voyages, departureId);
    if (log && event?.type === "Departure") {
      const slice = voyageSlice(timelineOf(vesselEventsOf(log.voyages)), departureId)!;
      return { vessel, log, slice };
    }
  }
  throw new NotFoundError(REPORT_MESSAGES.voyageNotFound);
}

export const dataConfirmedAt = (slice: VoyageSlice<VesselEventRecord>): string | null =>
  slice.departure.voyage?.dataConfirmedAt ?? null;

/** A confirmed voyage has its arrival and end by the rules of voyage data confirmation. */
export function assertReportable(slice: VoyageSlice<VesselEventRecord>): void {
  if (!dataConfirmedAt(slice) || !slice.arrival || !slice.end)
    throw new ConflictError(REPORT_MESSAGES.dataNotConfirmed);
}

type FuelTypes = ReadonlyMap<string, FuelTypeDto>;

export function fuelTypesFor(ctx: AppContext, companyId: string | null): FuelTypes {
  return new Map(allFuelTypesOf(ctx.readModels.state("fuelTypes"), companyId).map((t) => [t.id, t]));
}

/** Tank consumptions by the vessel event whose span they cover. */
function tankConsumptionsByEvent(fuel: FuelState) {
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

/** A confirmed voyage as report input (409 while its data is not confirmed). */
export function voyageInputOf(
  log: VoyageLogState,
  slice: VoyageSlice<VesselEventRecord>,
  vessel: Pick<VesselView, "cargoUnitIds">,
  fuelTypes: FuelTypes,
  tankIndex = tankConsumptionsByEvent(log.fuel),
): VoyageReportInput {
  assertReportable(slice);
  return voyageFiguresOf(
    log,
    { ...slice, arrival: slice.arrival!, end: slice.end! },
    vessel,
    fuelTypes,
    tankIndex,
  );
}

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
  vessel: Pick<VesselView, "cargoUnitIds">,
  fuelTypes: FuelTypes,
  tankIndex = tankConsumptionsByEvent(log.fuel),
): VoyageReportInput {
  const { departure, arrival, end } = slice;
  /** One line per fuel type and data source, sea and berth apart. */
  const fuels = new Map<string, VoyageFuelInput>();
  const add = (fuelTypeId: string, tons: number, source: VoyageFuelInput["source"], atSea: boolean) => {
    const type = fuelTypes.get(fuelTypeId);
    if (!type) throw new ConflictError(REPORT_MESSAGES.unknownFuelType(fuelTypeId));
    const key = `${fuelTypeId}|${source}`;
    const line = fuels.get(key) ?? {
      fuelType: {
        name: type.name,
        shortName: type.shortName,
        carbonEmissionFactor: type.carbonEmissionFactor,
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
  const port = (event: VesselEventRecord) => event.port ?? { name: "", loCode: "", isMrvPort: false };
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

/** Every voyage of the vessel whose data is confirmed, as report input, in time order. */
export function confirmedVoyagesOf(ctx: AppContext, vessel: VesselView): VoyageReportInput[] {
  const log = voyageLogOf(ctx, vessel.id);
  if (!log) return [];
  const timeline = timelineOf(vesselEventsOf(log.voyages));
  const fuelTypes = fuelTypesFor(ctx, vessel.companyId);
  const tankIndex = tankConsumptionsByEvent(log.fuel);
  const voyages: VoyageReportInput[] = [];
  for (const event of timeline.events) {
    if (event.type !== "Departure" || !event.voyage?.dataConfirmedAt) continue;
    const slice = voyageSlice(timeline, event.id)!;
    if (slice.arrival && slice.end) voyages.push(voyageInputOf(log, slice, vessel, fuelTypes, tankIndex));
  }
  return voyages;
}

/**
 * The particulars IMO DCS asks for: the emission settings (vessel settings, General tab) where filled,
 * else the administration record (ship type text, main power = MCR).
 */
export function vesselParticularsOf(vessel: VesselView): VesselReportParticulars {
  return {
    name: vessel.name,
    imoNumber: vessel.imoNumber,
    shipType: VESSEL_TYPES.find((t) => t.id === vessel.vesselTypeId)?.name ?? vessel.vesselType,
    grossTonnage: vessel.grossTonnage,
    netTonnage: vessel.netTonnage ?? null,
    deadweight: vessel.deadweight,
    mainEnginesPowerKw: vessel.mainPropulsionPower ?? vessel.maxContinuousRating,
    auxiliaryEnginesPowerKw: vessel.auxiliaryEnginesPower ?? null,
    eedi: vessel.energyEfficiencyDesignIndex ?? null,
    eexi: vessel.estimatedIndexValue ?? null,
    iceClass: ICE_CLASSES.find((c) => c.id === vessel.iceClassId)?.name ?? "None",
    portOfRegistry: vessel.portOfRegistry ?? "",
    ownerCompanyName: vessel.ownerCompanyName ?? "",
  };
}
