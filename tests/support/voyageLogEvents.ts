import type { DomainEvent } from "../../domain/shared/events.js";
import { voyageLogStream } from "../../domain/voyageLog/voyageLog.js";

/**
 * A realistic mix of one vessel's voyage-log events for the stored read-model tests and the bench:
 * a flow meter, then voyages of a departure, anchoring, arrival, distance and one flow-meter
 * consumption per event. Deterministic: ids derive from the vessel and the voyage number.
 */
const HOUR = 3_600_000;
const START = Date.UTC(2024, 0, 1);

export const vesselIdOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;
const idOf = (vessel: number, voyage: number, k: number) =>
  `${(vessel * 1000 + k).toString(16).padStart(8, "0")}-0000-4000-9000-${voyage.toString(16).padStart(12, "0")}`;

const port = (n: number) => ({
  name: `Port ${n}`,
  loCode: `NO${String(n % 900).padStart(3, "0")}`,
  isMrvPort: true,
});

export const flowMeterIdOf = (vessel: number) => idOf(vessel, 0, 999);

/** The vessel's first events: its flow meter. */
export function vesselSetup(vessel: number): DomainEvent[] {
  return [
    {
      type: "FlowMeterAdded",
      data: {
        id: flowMeterIdOf(vessel),
        name: "Main engine",
        vesselId: vesselIdOf(vessel),
        fuelConsumptionSources: [1],
        fuelTypeId: "hfo",
        fuelMassFlowRateLogVariableId: null,
        isDeactivated: false,
      },
    },
  ];
}

/** One voyage: 4 vessel events, a distance and 4 consumptions (9 events). */
export function voyageEvents(vessel: number, voyage: number): DomainEvent[] {
  const vesselId = vesselIdOf(vessel);
  const departureId = idOf(vessel, voyage, 0);
  const at = (h: number) => new Date(START + (voyage * 200 + h) * HOUR).toISOString();
  const recorded = (k: number, type: string, h: number, withVoyage: boolean): DomainEvent => ({
    type: "VesselEventRecorded",
    data: {
      vesselEventId: idOf(vessel, voyage, k),
      departureId: k === 0 ? null : departureId,
      vesselId,
      type,
      timestamp: at(h),
      source: "Ship",
      voyage: withVoyage
        ? { name: `V${voyage}`, type: voyage % 2 ? "Laden" : "Ballast", isNonCommercial: false }
        : null,
      port: type === "Departure" || type === "Arrival" ? port(voyage + (type === "Arrival" ? 1 : 0)) : null,
      location: { latitude: 59 + (voyage % 20) / 10, longitude: 10 + (k % 7) },
      endsDepartureId: null,
    },
  });
  const consumption = (k: number, h: number): DomainEvent => ({
    type: "FlowMeterConsumptionAdded",
    data: {
      id: idOf(vessel, voyage, 100 + k),
      vesselEventId: idOf(vessel, voyage, k),
      flowMeterId: flowMeterIdOf(vessel),
      startAt: at(h - 24),
      endAt: at(h),
      fuelTypeId: "hfo",
      fuelConsumptionInTon: 10 + ((vessel + voyage + k) % 17),
      correctedFuelConsumptionInTon: null,
      fuelConsumptionSource: "Manual",
    },
  });
  return [
    recorded(0, "Departure", 0, true),
    consumption(0, 0),
    recorded(1, "StartAnchoring", 100, false),
    consumption(1, 100),
    recorded(2, "EndAnchoring", 110, false),
    consumption(2, 110),
    recorded(3, "Arrival", 180, false),
    consumption(3, 180),
    {
      type: "VesselEventDistanceSet",
      data: {
        vesselEventId: idOf(vessel, voyage, 3),
        departureId,
        distanceSailed: {
          loggedDistanceByGPS: 1200 + (voyage % 50),
          estimatedDistanceByGPS: 0,
          manualDistanceByGPS: 0,
          loggedPercentage: 100,
          estimatedPercentage: 0,
          manualPercentage: 0,
        },
      },
    },
  ];
}

export const streamOfVessel = (vessel: number) => voyageLogStream(vesselIdOf(vessel));

export const benchCompanyId = "00000000-0000-4000-8000-c0c0c0c0c0c0";
export const incidentIdOfVoyage = (vessel: number, voyage: number) => idOf(vessel, voyage, 998);

/**
 * One alert incident per vessel and voyage (a busy alert setup): opened an hour after the departure and,
 * when `closed`, acknowledged and closed two hours later. Its stream is `incident-{id}`.
 */
export function incidentEvents(vessel: number, voyage: number, closed: boolean): DomainEvent[] {
  const incidentId = incidentIdOfVoyage(vessel, voyage);
  const openedAt = new Date(START + (voyage * 200 + 1) * HOUR).toISOString();
  const at = new Date(START + (voyage * 200 + 3) * HOUR).toISOString();
  return [
    {
      type: "IncidentOpened",
      data: {
        incidentId,
        companyId: benchCompanyId,
        conditionId: idOf(0, 0, vessel % 20),
        conditionName: "ME exhaust gas hot",
        kind: "Threshold",
        vesselId: vesselIdOf(vessel),
        conditionTargetKey: `${vesselIdOf(vessel)}/ME Exhaust Gas Temperature`,
        severity: "Warning",
        openedAt,
        conditionDetails: "ME Exhaust Gas Temperature above 420 for 3 min: 431.2",
        value: 431.2,
      },
    },
    ...(closed
      ? [
          { type: "IncidentAcknowledged", data: { incidentId, userId: "bench", at } },
          { type: "IncidentClosed", data: { incidentId, at, reason: "Cleared" } },
        ]
      : []),
  ];
}
