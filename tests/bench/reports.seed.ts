import type { VoyageLogEvent } from "../../domain/voyageLog/voyageLog.js";
import type { PortRef } from "../../domain/voyages/model.js";

/**
 * Confirmed voyages written straight into a vessel's voyage log, for the report bench and API tests:
 * the reports read what the log holds, whichever way it got there.
 */
export interface SeedVoyage {
  id: string;
  name: string;
  departure: { port: PortRef; at: string };
  arrival: { port: PortRef; at: string };
  distanceNm: number;
  cargo: { cargoUnitId: number; amount: number }[];
  isNonCommercial?: boolean;
  /** Tonnes per flow meter (by index into `meters`) at sea and at berth. */
  flowMeterTons: { sea: number; berth: number }[];
  /** Tank tonnes at sea and at berth (one tank, `tank`). */
  tankTons?: { sea: number; berth: number };
}

export interface SeedSettings {
  meters: { id: string; name: string; fuelTypeId: string }[];
  tank?: { id: string; name: string; fuelTypeId: string };
}

/** The voyages, each ended by the next one's departure, and a last departure ending the last voyage. */
export function confirmedVoyageEvents(
  vesselId: string,
  settings: SeedSettings,
  voyages: readonly SeedVoyage[],
  last: { id: string; port: PortRef; at: string },
): VoyageLogEvent[] {
  const events: VoyageLogEvent[] = settings.meters.map((m) => ({
    type: "FlowMeterAdded",
    data: {
      ...m,
      vesselId,
      fuelConsumptionSources: [1],
      fuelMassFlowRateLogVariableId: null,
      isDeactivated: false,
    },
  }));
  if (settings.tank)
    events.push({
      type: "FuelTankAdded",
      data: { ...settings.tank, vesselId, fuelConsumptionSources: [1], isDeactivated: false },
    });
  const fuelOn = (
    key: string,
    eventId: string,
    startAt: string,
    endAt: string,
    voyage: SeedVoyage,
    part: "sea" | "berth",
  ) => {
    settings.meters.forEach((m, k) => {
      events.push({
        type: "FlowMeterConsumptionAdded",
        data: {
          id: `${key}-m${k}`,
          vesselEventId: eventId,
          flowMeterId: m.id,
          startAt,
          endAt,
          fuelTypeId: m.fuelTypeId,
          fuelConsumptionInTon: voyage.flowMeterTons[k]?.[part] ?? 0,
          correctedFuelConsumptionInTon: null,
          fuelConsumptionSource: "Manual",
        },
      });
    });
    const tons = voyage.tankTons?.[part] ?? 0;
    if (settings.tank && tons > 0)
      events.push({
        type: "FuelTankConsumptionAdded",
        data: {
          id: `${key}-t`,
          fuelTankId: settings.tank.id,
          vesselEventId: eventId,
          fuelTypeId: settings.tank.fuelTypeId,
          timestamp: endAt,
          startAt,
          endAt,
          fuelConsumptionInTon: tons,
        },
      });
  };
  const departure = (
    id: string,
    port: PortRef,
    at: string,
    ends: string | null,
    voyage: SeedVoyage | null,
  ): void => {
    const about = { vesselEventId: id, departureId: id };
    events.push(
      {
        type: "VesselEventRecorded",
        data: {
          ...about,
          vesselId,
          type: "Departure",
          timestamp: at,
          source: "Office",
          voyage: voyage
            ? { name: voyage.name, type: "Laden", isNonCommercial: voyage.isNonCommercial ?? false }
            : { name: "Next voyage", type: "Laden", isNonCommercial: false },
          port,
          location: null,
          endsDepartureId: ends,
        },
      },
      { type: "VesselEventConfirmed", data: about },
    );
    for (const cargo of voyage?.cargo ?? [])
      events.push({
        type: "VesselEventCargoSet",
        data: { ...about, cargoUnitId: cargo.cargoUnitId, cargoCarried: cargo.amount },
      });
  };
  voyages.forEach((voyage, i) => {
    const previous = voyages[i - 1];
    departure(voyage.id, voyage.departure.port, voyage.departure.at, previous?.id ?? null, voyage);
    if (previous)
      fuelOn(`${voyage.id}-berth`, voyage.id, previous.arrival.at, voyage.departure.at, previous, "berth");
    const arrival = { vesselEventId: `${voyage.id}-arrival`, departureId: voyage.id };
    events.push(
      {
        type: "VesselEventRecorded",
        data: {
          ...arrival,
          vesselId,
          type: "Arrival",
          timestamp: voyage.arrival.at,
          source: "Office",
          voyage: null,
          port: voyage.arrival.port,
          location: null,
          endsDepartureId: null,
        },
      },
      { type: "VesselEventConfirmed", data: arrival },
      {
        type: "VesselEventDistanceSet",
        data: {
          ...arrival,
          distanceSailed: {
            loggedDistanceByGPS: 0,
            estimatedDistanceByGPS: 0,
            manualDistanceByGPS: voyage.distanceNm,
            loggedPercentage: 0,
            estimatedPercentage: 0,
            manualPercentage: 100,
          },
        },
      },
    );
    fuelOn(`${voyage.id}-sea`, arrival.vesselEventId, voyage.departure.at, voyage.arrival.at, voyage, "sea");
  });
  const lastVoyage = voyages[voyages.length - 1];
  if (lastVoyage) {
    departure(last.id, last.port, last.at, lastVoyage.id, null);
    fuelOn(`${last.id}-berth`, last.id, lastVoyage.arrival.at, last.at, lastVoyage, "berth");
  }
  for (const voyage of voyages) {
    const about = { vesselEventId: voyage.id, departureId: voyage.id };
    const confirmedAt = "2026-01-10T00:00:00.000Z";
    events.push(
      { type: "VoyageInformationConfirmed", data: { ...about, confirmedAt } },
      { type: "VoyageDataConfirmed", data: { ...about, confirmedAt } },
    );
  }
  return events;
}
