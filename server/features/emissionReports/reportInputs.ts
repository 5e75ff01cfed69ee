import type { Actor } from "../../../domain/access/visibility.js";
import type { VesselReportParticulars, VoyageReportInput } from "../../../domain/reports/inputs.js";
import {
  confirmedVoyageInputs,
  type FuelTypes,
  tankConsumptionsByEvent,
  VOYAGE_FIGURE_MESSAGES,
  voyageFiguresOf,
} from "../../../domain/reports/voyageFigures.js";
import { ConflictError, NotFoundError } from "../../../domain/shared/errors.js";
import { ICE_CLASSES, VESSEL_TYPES } from "../../../domain/vessels/referenceData.js";
import { voyageLogAt } from "../../../domain/voyageLog/voyageAudit.js";
import { type VoyageLogState, voyageLogStream } from "../../../domain/voyageLog/voyageLog.js";
import type { VesselEventRecord } from "../../../domain/voyages/model.js";
import { vesselEventById, vesselEventsOf } from "../../../domain/voyages/state.js";
import { timelineOf, type VoyageSlice, voyageSlice } from "../../../domain/voyages/timeline.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import { fuelTypesFor } from "../fuel/fuelTypesFor.js";
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
  unknownFuelType: VOYAGE_FIGURE_MESSAGES.unknownFuelType,
} as const;

/** A vessel the actor may see (administrators: any vessel of the company they act for); else 404. */
export const reachableVessel = (ctx: AppContext, actor: Actor, vesselId: string): VesselView =>
  requestScope(ctx, actor).vessel(vesselId, REPORT_MESSAGES.vesselNotFound);

export const voyageLogOf = (ctx: AppContext, vesselId: string): Promise<VoyageLogState> =>
  ctx.readModels.stored("voyageLogs").get(vesselId);

/**
 * The vessel's voyage log now, or as it stood at `at` (epoch ms): its stream folded up to that moment,
 * as the audit replays it, so a report produced "at" shows the figures a report filed then showed.
 */
export async function voyageLogAsOf(
  ctx: AppContext,
  vesselId: string,
  at: number | null,
): Promise<VoyageLogState> {
  if (at === null) return voyageLogOf(ctx, vesselId);
  return voyageLogAt(await ctx.store.readStream(voyageLogStream(vesselId)), vesselId, { at });
}

/**
 * The vessel and log holding a departure among the vessels the actor may see; else 404. With `at`, the
 * log as it stood then (404 when the voyage did not exist yet).
 */
export async function findDeparture(
  ctx: AppContext,
  actor: Actor,
  departureId: string,
  at: number | null = null,
) {
  const holders = new Set(await ctx.readModels.stored("voyageLogs").keysHolding(departureId));
  for (const vessel of visibleVessels(ctx, actor)) {
    if (!holders.has(vessel.id)) continue;
    const log = await voyageLogAsOf(ctx, vessel.id, at);
    const event = vesselEventById(log.voyages, departureId);
    if (event?.type === "Departure") {
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

/** A confirmed voyage as report input (409 while its data is not confirmed). */
export function voyageInputOf(
  log: VoyageLogState,
  slice: VoyageSlice<VesselEventRecord>,
  vessel: Pick<VesselView, "cargoUnitIds"> & Partial<Pick<VesselView, "lngEngineType">>,
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
 * Every voyage of the vessel whose data is confirmed, as report input, in time order; from the live read
 * model, or from `log` (a replayed voyage log: the voyages confirmed as they stood at that moment).
 */
export async function confirmedVoyagesOf(
  ctx: AppContext,
  vessel: VesselView,
  replayed?: VoyageLogState,
): Promise<VoyageReportInput[]> {
  const log = replayed ?? (await voyageLogOf(ctx, vessel.id));
  return confirmedVoyageInputs(log, vessel, fuelTypesFor(ctx, vessel.companyId));
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
    vesselTypeId: vessel.vesselTypeId ?? null,
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
