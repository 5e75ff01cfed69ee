import type { StoredEvent } from "../shared/events.js";
import type { VoyageLogEvent, VoyageLogState } from "../voyageLog/voyageLog.js";
import { evolveVoyageLog, initialVoyageLogState } from "../voyageLog/voyageLog.js";
import type { EventType } from "../voyages/model.js";
import type { EmissionReportVessel } from "./emissionSettings.js";
import type { FuelEvent } from "./state.js";

/** Builds voyage logs for the fuel rules' tests from the same events the server stores. */

export const VESSEL_ID = "vessel-1";
export const FUEL_TYPE_IDS: ReadonlySet<string> = new Set(["default-hfo", "default-mdo-mgo"]);

export interface FixtureEvent {
  id: string;
  type: EventType;
  timestamp: string;
}

export function recorded(event: FixtureEvent): VoyageLogEvent {
  return {
    type: "VesselEventRecorded",
    data: {
      vesselEventId: event.id,
      departureId: null,
      vesselId: VESSEL_ID,
      type: event.type,
      timestamp: event.timestamp,
      source: "Ship",
      voyage:
        event.type === "Departure"
          ? { name: `Voyage ${event.id}`, type: "Laden", isNonCommercial: false }
          : null,
      port: null,
      location: null,
      endsDepartureId: null,
    },
  };
}

export const informationConfirmed = (departureId: string): VoyageLogEvent => ({
  type: "VoyageInformationConfirmed",
  data: { vesselEventId: departureId, departureId, confirmedAt: "2024-06-01T00:00:00.000Z" },
});

export const dataConfirmed = (departureId: string): VoyageLogEvent => ({
  type: "VoyageDataConfirmed",
  data: { vesselEventId: departureId, departureId, confirmedAt: "2024-06-02T00:00:00.000Z" },
});

export const fold = (
  events: readonly (VoyageLogEvent | FuelEvent)[],
  from: VoyageLogState = initialVoyageLogState,
) => events.reduce(evolveVoyageLog, from);

/**
 * One voyage D1 (1 Mar 00:00) -> Anchoring (1 Mar 12:00) -> Anchoring end (2 Mar 00:00) -> Arrival
 * (3 Mar 00:00) -> D2 (4 Mar 00:00, its end of voyage), with a flow meter "ME" (HFO) and a tank "T1".
 */
export const VOYAGE: FixtureEvent[] = [
  { id: "d1", type: "Departure", timestamp: "2024-03-01T00:00:00.000Z" },
  { id: "a1", type: "StartAnchoring", timestamp: "2024-03-01T12:00:00.000Z" },
  { id: "a2", type: "EndAnchoring", timestamp: "2024-03-02T00:00:00.000Z" },
  { id: "arr", type: "Arrival", timestamp: "2024-03-03T00:00:00.000Z" },
  { id: "d2", type: "Departure", timestamp: "2024-03-04T00:00:00.000Z" },
];

export const METER: FuelEvent = {
  type: "FlowMeterAdded",
  data: {
    id: "me",
    name: "ME",
    vesselId: VESSEL_ID,
    fuelConsumptionSources: [1],
    fuelTypeId: "default-hfo",
    fuelMassFlowRateLogVariableId: null,
    isDeactivated: false,
  },
};

export const TANK: FuelEvent = {
  type: "FuelTankAdded",
  data: {
    id: "t1",
    name: "T1",
    vesselId: VESSEL_ID,
    fuelConsumptionSources: [1],
    fuelTypeId: "default-hfo",
    isDeactivated: false,
  },
};

/** The voyage with meter and tank; information confirmed unless told otherwise. */
export function voyageLog(
  options: { information?: boolean; data?: boolean; extra?: (VoyageLogEvent | FuelEvent)[] } = {},
) {
  const { information = true, data = false, extra = [] } = options;
  return fold([
    ...VOYAGE.map(recorded),
    METER,
    TANK,
    ...(information ? [informationConfirmed("d1")] : []),
    ...(data ? [dataConfirmed("d1")] : []),
    ...extra,
  ]);
}

/** Applies a decision's events to a state (to chain decisions in a test). */
export const applied = (state: VoyageLogState, events: readonly FuelEvent[]) => fold(events, state);

/** A vessel whose emission settings are complete once its log has a fuel tank (spec 2 §5). */
export const EMISSION_READY_VESSEL: EmissionReportVessel = {
  portOfRegistry: "Valletta",
  homePort: "Oslo",
  ownerCompanyName: "Nordic Bulk AS",
  ownerCompanyAddress: "Oslo",
  operatorCompanyName: "Nordic Bulk Ops",
  operatorCompanyAddress: "Bergen",
  emissionsContactPersonName: "Kari",
  emissionsContactPersonAddress: "Oslo",
  emissionsContactPersonPhone: "+47 1234",
  emissionsContactPersonEmail: "kari@nordicbulk.demo",
  energyEfficiencyDesignIndex: 4.2,
  estimatedIndexValue: 4.0,
  auxiliaryEnginesPower: 1800,
  mainPropulsionPower: 9800,
  deadweight: 81950,
  netTonnage: 26000,
  grossTonnage: 44000,
  vesselTypeId: 1,
  iceClassId: null,
  numberOfShafts: 1,
  lngEngineType: null,
  cargoUnitIds: [1],
};

/** The fuel tank that completes EMISSION_READY_VESSEL's settings. */
export const READY_FUEL_TANK: FuelEvent = {
  type: "FuelTankAdded",
  data: {
    id: "ready-tank",
    name: "Ready tank",
    vesselId: VESSEL_ID,
    fuelConsumptionSources: [1],
    fuelTypeId: "default-hfo",
    isDeactivated: false,
  },
};

/** An empty voyage log on which voyage events may be recorded. */
export const emissionReadyLog = (): VoyageLogState => fold([READY_FUEL_TANK]);

/** Events stored one a minute in the vessel's voyage-log stream, as the store hands them to the audit. */
export const storedInVoyageLog = (events: readonly (VoyageLogEvent | FuelEvent)[]): StoredEvent[] =>
  events.map(
    (event, index) =>
      ({
        ...event,
        id: `e${index}`,
        position: index + 1,
        version: index,
        stream: `voyagelog-${VESSEL_ID}`,
        metadata: {
          userId: "u1",
          recordedAt: new Date(Date.UTC(2024, 5, 1, 0, index)).toISOString(),
          companyId: null,
          correlationId: "c",
          causationId: null,
        },
      }) as unknown as StoredEvent,
  );
