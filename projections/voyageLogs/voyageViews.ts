import { consumptionsToClear } from "../../domain/fuel/staleConsumptionNotice.js";
import { stockBalanceWarnings, voyageStockBalance } from "../../domain/fuel/stockBalance.js";
import { isMrvPort } from "../../domain/ports/memberStates.js";
import type { VoyageLogState } from "../../domain/voyageLog/voyageLog.js";
import { voyageCapabilities } from "../../domain/voyages/capabilities.js";
import { flowMeterFactsOf, type VoyageFacts } from "../../domain/voyages/decisions.js";
import type { VesselEventDto, VoyageDto, VoyageSummaryDto } from "../../domain/voyages/dto.js";
import { voyageEvents } from "../../domain/voyages/guards/voyageGuards.js";
import { portRefOf, type VesselEventRecord } from "../../domain/voyages/model.js";
import { voyageWarnings } from "../../domain/voyages/plausibility.js";
import { vesselEventsOf } from "../../domain/voyages/state.js";
import { departureIdOf, type Timeline, timelineOf, voyageSlice } from "../../domain/voyages/timeline.js";

const timelineOfLog = (log: VoyageLogState): Timeline<VesselEventRecord> =>
  timelineOf(vesselEventsOf(log.voyages));

function eventDto(timeline: Timeline, record: VesselEventRecord): VesselEventDto {
  const { revision, ...fields } = record;
  return {
    ...fields,
    port: portRefOf(record.port),
    departureId: departureIdOf(timeline, record.id),
    version: revision,
  };
}

/** The vessel's events in time order, optionally within [from, to] (ISO UTC). */
export function vesselEventViews(
  log: VoyageLogState,
  window: { from?: string; to?: string } = {},
): VesselEventDto[] {
  const timeline = timelineOfLog(log);
  return timeline.events
    .filter((e) => (!window.from || e.timestamp >= window.from) && (!window.to || e.timestamp <= window.to))
    .map((e) => eventDto(timeline, e));
}

export function vesselEventView(log: VoyageLogState, id: string): VesselEventDto | null {
  const timeline = timelineOfLog(log);
  const index = timeline.indexById.get(id);
  return index === undefined ? null : eventDto(timeline, timeline.events[index]!);
}

/** A voyage with its events and what may be done with it now (null when the id is not a departure). */
export function voyageView(log: VoyageLogState, departureId: string, facts: VoyageFacts): VoyageDto | null {
  const timeline = timelineOfLog(log);
  const voyage = voyageSlice(timeline, departureId);
  if (!voyage) return null;
  const dto = (e: VesselEventRecord) => eventDto(timeline, e);
  const input = {
    events: timeline.events,
    cargoUnitIds: facts.cargoUnitIds,
    ...flowMeterFactsOf(log, departureId),
  };
  const ports = [voyage.departure.port, voyage.arrival?.port, voyage.end?.port];
  const isInformationConfirmed = Boolean(voyage.departure.voyage?.informationConfirmedAt);
  return {
    departureId,
    vesselId: voyage.departure.vesselId,
    departure: dto(voyage.departure),
    events: voyageEvents(voyage).map(dto),
    endOfVoyage: voyage.end ? dto(voyage.end) : null,
    arrival: voyage.arrival ? dto(voyage.arrival) : null,
    isInformationConfirmed,
    isDataConfirmed: Boolean(voyage.departure.voyage?.dataConfirmedAt),
    involvesMemberState: ports.some((p) => p && (p.isMrvPort || isMrvPort(p.loCode))),
    capabilities: voyageCapabilities(input, departureId),
    warnings: [
      ...voyageWarnings(voyageEvents(voyage), log.fuel),
      ...stockBalanceWarnings(voyageStockBalance(log, departureId), (id) => facts.fuelTypeNames?.[id] ?? id),
    ],
    consumptionsToClear: isInformationConfirmed ? [] : consumptionsToClear(log, departureId),
  };
}

/** Every voyage of the vessel, latest departure first (GET /Vessel/{id}/Voyages, the departures list). */
export function voyageSummaries(log: VoyageLogState): VoyageSummaryDto[] {
  const timeline = timelineOfLog(log);
  return timeline.events
    .filter((e) => e.type === "Departure")
    .map((departure) => {
      const voyage = voyageSlice(timeline, departure.id)!;
      return {
        departureId: departure.id,
        vesselId: departure.vesselId,
        departedAt: departure.timestamp,
        fromPort: portRefOf(departure.port),
        arrivedAt: voyage.arrival?.timestamp ?? null,
        toPort: portRefOf(voyage.arrival?.port ?? null),
        endedAt: voyage.end?.timestamp ?? null,
        voyage: departure.voyage,
        source: departure.source,
        isConfirmed: departure.isConfirmed,
        eventCount: voyageEvents(voyage).length,
      };
    })
    .reverse();
}

/** The ids of every event a voyage holds now (its departure, members and end-of-voyage event). */
export function voyageEventIds(log: VoyageLogState, departureId: string): Set<string> {
  const voyage = voyageSlice(timelineOfLog(log), departureId);
  return new Set(voyage ? voyageEvents(voyage).map((e) => e.id) : []);
}
