import { flowMeterConsumptionCoverage, flowMeterGaps } from "../fuel/coverage.js";
import { type EmissionReportVessel, requireCompleteEmissionSettings } from "../fuel/emissionSettings.js";
import { activeFlowMeters } from "../fuel/queries.js";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { VoyageLogState } from "../voyageLog/voyageLog.js";
import {
  confirmEventProblem,
  deleteEventProblem,
  editEventProblem,
  unconfirmEventProblem,
} from "./guards/eventGuards.js";
import type { Problem, VoyageRuleInput } from "./guards/input.js";
import { creatableEvents, endAfterItsVoyageProblem } from "./guards/sequencing.js";
import { editedTimestampProblem, newEventProblem } from "./guards/timestamps.js";
import {
  confirmDataProblem,
  confirmInformationProblem,
  editDistanceProblem,
  unconfirmDataProblem,
  unconfirmInformationProblem,
  voyageEvents,
} from "./guards/voyageGuards.js";
import { VOYAGE_MESSAGES as M } from "./messages.js";
import {
  distanceSailedOf,
  type EventSource,
  type EventType,
  type GeoPoint,
  type PortRef,
  type VesselEventRecord,
  type VoyageInformation,
} from "./model.js";
import { futureTimeProblem, legSpeedProblem } from "./plausibility.js";
import {
  evolveVoyages,
  type VoyagesEvent,
  type VoyagesState,
  vesselEventById,
  vesselEventsOf,
} from "./state.js";
import { departureIdOf, legVoyageIdOf, timelineOf, voyageAt, voyageSlice } from "./timeline.js";

/** Facts from outside the voyage log that some rules need. */
export interface VoyageFacts {
  /** The vessel's cargo units: a laden departure needs the cargo carried of each. */
  cargoUnitIds: readonly number[];
  /** Fuel type names by id, for the warnings that name a fuel (the id stands in for an unknown one). */
  fuelTypeNames?: Readonly<Record<string, string>>;
}

const refuseWith = (problem: Problem): void => {
  if (problem) throw new ConflictError(problem);
};
const invalidIf = (problem: Problem): void => {
  if (problem) throw new ValidationError(problem);
};

export function ruleInputOf(voyages: VoyagesState, facts: VoyageFacts): VoyageRuleInput {
  return { events: vesselEventsOf(voyages), cargoUnitIds: facts.cargoUnitIds };
}

function existing(voyages: VoyagesState, id: string): VesselEventRecord {
  const event = vesselEventById(voyages, id);
  if (!event) throw new NotFoundError(M.eventNotFound);
  return event;
}

function departure(voyages: VoyagesState, id: string): VesselEventRecord {
  const event = existing(voyages, id);
  if (event.type !== "Departure") throw new NotFoundError(M.voyageNotFound);
  return event;
}

const concerning = (voyages: VoyagesState, vesselEventId: string) => ({
  vesselEventId,
  departureId: departureIdOf(timelineOf(vesselEventsOf(voyages)), vesselEventId),
});

export interface RecordVesselEventCommand {
  vesselEventId: string;
  vesselId: string;
  type: EventType;
  timestamp: string;
  source: EventSource;
  voyage?: VoyageInformation | null;
  port?: PortRef | null;
  location?: GeoPoint | null;
  /** The server's clock (ISO UTC): an event beyond it (and the clock skew) has not happened yet. */
  now?: string;
}

/**
 * Records a new vessel event. Creation sequencing (which buttons the voyage offers) refuses with 409; a
 * time that does not fit the log is invalid input (400).
 */
export function recordVesselEvent(
  log: VoyageLogState,
  command: RecordVesselEventCommand,
  vessel: EmissionReportVessel,
): VoyagesEvent[] {
  requireCompleteEmissionSettings(vessel, log.fuel);
  const input = ruleInputOf(log.voyages, { cargoUnitIds: [] });
  const timeline = timelineOf(input.events);
  if (vesselEventById(log.voyages, command.vesselEventId))
    throw new ConflictError("The event already exists.");
  if (command.voyage && command.type !== "Departure")
    throw new ValidationError("Only a departure has voyage information.");
  const voyage = voyageAt(timeline, command.timestamp);
  invalidIf(endAfterItsVoyageProblem(timeline, command));
  if (voyage) refuseWith(creatableEvents(voyage).reasons[command.type] ?? null);
  invalidIf(futureTimeProblem(command.timestamp, command.now));
  invalidIf(newEventProblem(input, command));
  const isDeparture = command.type === "Departure";
  return [
    {
      type: "VesselEventRecorded",
      data: {
        vesselEventId: command.vesselEventId,
        departureId: isDeparture ? command.vesselEventId : (voyage?.departure.id ?? null),
        vesselId: command.vesselId,
        type: command.type,
        timestamp: command.timestamp,
        source: command.source,
        voyage: command.voyage ?? null,
        port: command.port ?? null,
        location: command.location ?? null,
        endsDepartureId: isDeparture ? (voyage?.departure.id ?? null) : null,
      },
    },
  ];
}

/** The code of a 409 for an edit made on an older revision of a vessel event (the server names who). */
export const STALE_EVENT_CODE = "staleVesselEvent";
const staleEvent = (vesselEventId: string) =>
  new ConflictError(M.stale, { code: STALE_EVENT_CODE, vesselEventId });

export interface UpdateVesselEventCommand {
  vesselEventId: string;
  version: number;
  isConfirmed?: boolean | undefined;
  timestamp?: string | undefined;
  voyage?: VoyageInformation | null | undefined;
  port?: PortRef | null | undefined;
  location?: GeoPoint | null | undefined;
  now?: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PUT of an event: unconfirm (when the flag goes off), then the edits that change something, then
 * confirm (when the flag goes on) — each step checked on the state the previous steps leave.
 */
export function updateVesselEvent(
  log: VoyageLogState,
  command: UpdateVesselEventCommand,
  facts: VoyageFacts,
): VoyagesEvent[] {
  const id = command.vesselEventId;
  const current = existing(log.voyages, id);
  if (current.revision !== command.version) throw staleEvent(id);
  const about = concerning(log.voyages, id);
  const events: VoyagesEvent[] = [];
  let voyages = log.voyages;
  const input = () => ruleInputOf(voyages, facts);
  const add = (event: VoyagesEvent) => {
    events.push(event);
    voyages = evolveVoyages(voyages, event);
  };

  if (command.isConfirmed === false && current.isConfirmed) {
    refuseWith(unconfirmEventProblem(input(), id));
    add({ type: "VesselEventUnconfirmed", data: about });
  }
  const edits: VoyagesEvent[] = [];
  if (command.timestamp !== undefined && command.timestamp !== current.timestamp) {
    invalidIf(futureTimeProblem(command.timestamp, command.now));
    invalidIf(editedTimestampProblem(input(), id, command.timestamp));
    edits.push({ type: "VesselEventRetimed", data: { ...about, timestamp: command.timestamp } });
  }
  if (command.port !== undefined && !same(command.port, current.port))
    edits.push({ type: "VesselEventPortChanged", data: { ...about, port: command.port } });
  if (command.location !== undefined && !same(command.location, current.location))
    edits.push({ type: "VesselEventLocationChanged", data: { ...about, location: command.location } });
  if (command.voyage) {
    if (current.type !== "Departure") throw new ValidationError("Only a departure has voyage information.");
    const { name, type, isNonCommercial } = current.voyage ?? { name: "", type: "", isNonCommercial: false };
    if (!same(command.voyage, { name, type, isNonCommercial }))
      edits.push({ type: "VoyageInformationChanged", data: { ...about, voyage: command.voyage } });
  }
  if (edits.length > 0) refuseWith(editEventProblem(input(), id));
  for (const edit of edits) add(edit);

  if (command.isConfirmed === true && !current.isConfirmed) {
    refuseWith(confirmEventProblem(input(), id));
    add({ type: "VesselEventConfirmed", data: about });
  }
  return events;
}

export function deleteVesselEvent(log: VoyageLogState, command: { vesselEventId: string }): VoyagesEvent[] {
  existing(log.voyages, command.vesselEventId);
  refuseWith(deleteEventProblem(ruleInputOf(log.voyages, { cargoUnitIds: [] }), command.vesselEventId));
  return [{ type: "VesselEventDeleted", data: concerning(log.voyages, command.vesselEventId) }];
}

export function confirmVoyageInformation(
  log: VoyageLogState,
  command: { departureId: string; at: string },
): VoyagesEvent[] {
  departure(log.voyages, command.departureId);
  refuseWith(confirmInformationProblem(ruleInputOf(log.voyages, { cargoUnitIds: [] }), command.departureId));
  const about = { vesselEventId: command.departureId, departureId: command.departureId };
  return [{ type: "VoyageInformationConfirmed", data: { ...about, confirmedAt: command.at } }];
}

export function unconfirmVoyageInformation(
  log: VoyageLogState,
  command: { departureId: string },
): VoyagesEvent[] {
  departure(log.voyages, command.departureId);
  refuseWith(
    unconfirmInformationProblem(ruleInputOf(log.voyages, { cargoUnitIds: [] }), command.departureId),
  );
  return [
    {
      type: "VoyageInformationUnconfirmed",
      data: { vesselEventId: command.departureId, departureId: command.departureId },
    },
  ];
}

/** The flow-meter facts voyage-data confirmation needs, from the fuel part of the same log. */
export function flowMeterFactsOf(log: VoyageLogState, departureId: string) {
  const voyage = voyageSlice(timelineOf(vesselEventsOf(log.voyages)), departureId);
  return {
    hasActiveFlowMeters: activeFlowMeters(log.fuel).length > 0,
    flowMeterCoverage: voyage ? flowMeterConsumptionCoverage(log.fuel, voyageEvents(voyage)) : {},
    flowMeterGaps: voyage ? flowMeterGaps(log.fuel, voyageEvents(voyage)) : {},
  };
}

export function confirmVoyageData(
  log: VoyageLogState,
  command: { departureId: string; at: string },
): VoyagesEvent[] {
  departure(log.voyages, command.departureId);
  const input = {
    ...ruleInputOf(log.voyages, { cargoUnitIds: [] }),
    ...flowMeterFactsOf(log, command.departureId),
  };
  refuseWith(confirmDataProblem(input, command.departureId));
  const about = { vesselEventId: command.departureId, departureId: command.departureId };
  return [{ type: "VoyageDataConfirmed", data: { ...about, confirmedAt: command.at } }];
}

export function unconfirmVoyageData(log: VoyageLogState, command: { departureId: string }): VoyagesEvent[] {
  departure(log.voyages, command.departureId);
  refuseWith(unconfirmDataProblem(ruleInputOf(log.voyages, { cargoUnitIds: [] }), command.departureId));
  return [
    {
      type: "VoyageDataUnconfirmed",
      data: { vesselEventId: command.departureId, departureId: command.departureId },
    },
  ];
}

/** The manual distance by GPS of an event (nm); null clears it. */
export function setManualDistance(
  log: VoyageLogState,
  command: { vesselEventId: string; manualDistanceByGPS: number | null; version?: number | undefined },
): VoyagesEvent[] {
  const current = existing(log.voyages, command.vesselEventId);
  if (command.version !== undefined && command.version !== current.revision) throw staleEvent(current.id);
  const about = concerning(log.voyages, command.vesselEventId);
  const timeline = timelineOf(vesselEventsOf(log.voyages));
  refuseWith(
    editDistanceProblem(
      ruleInputOf(log.voyages, { cargoUnitIds: [] }),
      legVoyageIdOf(timeline, command.vesselEventId),
    ),
  );
  const logged = current.distanceSailed?.loggedDistanceByGPS ?? 0;
  const estimated = current.distanceSailed?.estimatedDistanceByGPS ?? 0;
  const manual = command.manualDistanceByGPS;
  const previous = timeline.events[(timeline.indexById.get(command.vesselEventId) ?? 0) - 1];
  if (previous && manual !== null)
    invalidIf(legSpeedProblem(logged + estimated + manual, previous.timestamp, current.timestamp));
  const distanceSailed =
    manual === null && logged === 0 && estimated === 0
      ? null
      : distanceSailedOf({
          loggedDistanceByGPS: logged,
          estimatedDistanceByGPS: estimated,
          manualDistanceByGPS: manual ?? 0,
        });
  if (same(distanceSailed, current.distanceSailed)) return [];
  return [{ type: "VesselEventDistanceSet", data: { ...about, distanceSailed } }];
}

/** Cargo carried per cargo unit; an empty value deletes the record (spec 2 §4 "Cargo carried"). */
export function setCargoCarried(
  log: VoyageLogState,
  command: { vesselEventId: string; cargoUnitId: number; cargoCarried: number | null },
): VoyagesEvent[] {
  const current = existing(log.voyages, command.vesselEventId);
  refuseWith(editEventProblem(ruleInputOf(log.voyages, { cargoUnitIds: [] }), command.vesselEventId));
  const about = concerning(log.voyages, command.vesselEventId);
  const stored = current.cargos.find((c) => c.cargoUnitId === command.cargoUnitId);
  if (command.cargoCarried === null)
    return stored
      ? [{ type: "VesselEventCargoRemoved", data: { ...about, cargoUnitId: command.cargoUnitId } }]
      : [];
  if (stored?.cargoCarried === command.cargoCarried) return [];
  return [
    {
      type: "VesselEventCargoSet",
      data: { ...about, cargoUnitId: command.cargoUnitId, cargoCarried: command.cargoCarried },
    },
  ];
}
