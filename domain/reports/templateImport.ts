import { addFlowMeterConsumption, addFuelTankConsumption } from "../fuel/consumptions.js";
import type { EmissionReportVessel } from "../fuel/emissionSettings.js";
import { DomainError } from "../shared/errors.js";
import { evolveVoyageLog, type VoyageLogEvent, type VoyageLogState } from "../voyageLog/voyageLog.js";
import {
  confirmVoyageInformation,
  recordVesselEvent,
  setCargoCarried,
  setManualDistance,
  updateVesselEvent,
} from "../voyages/decisions.js";
import type { EventSource } from "../voyages/model.js";
import { vesselEventById, vesselEventsOf } from "../voyages/state.js";
import { TEMPLATE_SHEET, type TemplateVoyage } from "./template.js";

export interface TemplateImportCommand {
  vesselId: string;
  voyages: readonly TemplateVoyage[];
  cargoUnitIds: readonly number[];
  /** The vessel's emission settings: events are recorded only when they are complete. */
  vessel: EmissionReportVessel;
  /** Fuel type ids the company knows (a tank consumption must name one). */
  fuelTypeIds: ReadonlySet<string>;
  /** When the upload happens: the voyage information confirmation time. */
  at: string;
  /** Where the events were recorded: follows who uploaded the template (domain/voyages/eventSource.ts). */
  source: EventSource;
  newId(): string;
}

/** A decision's refusal, named by the template row it came from. */
export class TemplateRowError extends DomainError {
  constructor(row: number, message: string) {
    super(`Sheet '${TEMPLATE_SHEET}', row ${row}: ${message}`, 400);
  }
}

/**
 * The voyage-log events a valid template creates, decided step by step by the voyages and fuel rules
 * on the state each step leaves, so that the upload is appended at once or not at all:
 * 1. each row's departure (voyage information, port, cargo) and arrival, recorded by the office and
 *    confirmed (the uploaded sheet is the office's confirmation; a departure may not follow an
 *    unconfirmed one);
 * 2. the information of every voyage the next row ends confirmed, which opens distance and fuel;
 * 3. the distance on its arrival, fuel at sea on the arrival's span and fuel at berth on the next
 *    departure's span: a Manual row per flow meter (0 t too, so the span counts as covered), a tank
 *    consumption where tonnes were entered.
 * Voyage data is left for a person to check and confirm.
 * A first row departing at the vessel's open voyage's departure (same time and port) is that voyage: its
 * departure is kept (cargo set where the row differs), and the row's arrival, distance and fuel close it as
 * a crew would in the screens.
 */
export function importTemplateVoyages(
  initial: VoyageLogState,
  command: TemplateImportCommand,
): VoyageLogEvent[] {
  let state = initial;
  const events: VoyageLogEvent[] = [];
  const step = (row: number, decide: (s: VoyageLogState) => VoyageLogEvent[]) => {
    let decided: VoyageLogEvent[];
    try {
      decided = decide(state);
    } catch (error) {
      if (error instanceof DomainError) throw new TemplateRowError(row, error.message);
      throw error;
    }
    for (const event of decided) state = evolveVoyageLog(state, event);
    events.push(...decided);
  };

  const facts = { cargoUnitIds: command.cargoUnitIds };
  const confirmEvent = (s: VoyageLogState, id: string) =>
    updateVesselEvent(
      s,
      { vesselEventId: id, version: vesselEventById(s.voyages, id)!.revision, isConfirmed: true },
      facts,
    );

  const recorded = command.voyages.map((voyage, index) => {
    const open = index === 0 ? openDepartureAt(state, voyage) : undefined;
    const departureId = open?.id ?? command.newId();
    if (!open)
      step(voyage.row, (s) =>
        recordVesselEvent(
          s,
          {
            vesselEventId: departureId,
            vesselId: command.vesselId,
            type: "Departure",
            timestamp: voyage.departure.at,
            source: command.source,
            voyage: { name: voyage.name, type: voyage.type, isNonCommercial: voyage.isNonCommercial },
            port: voyage.departure.port,
          },
          command.vessel,
        ),
      );
    for (const cargo of voyage.cargo) {
      const stored = open?.cargos.find((c) => c.cargoUnitId === cargo.cargoUnitId)?.cargoCarried ?? 0;
      if (open && stored === cargo.amount) continue;
      step(voyage.row, (s) =>
        setCargoCarried(s, {
          vesselEventId: departureId,
          cargoUnitId: cargo.cargoUnitId,
          cargoCarried: cargo.amount,
        }),
      );
    }
    let arrivalId: string | null = null;
    if (voyage.arrival) {
      const id = command.newId();
      const arrival = voyage.arrival;
      step(voyage.row, (s) =>
        recordVesselEvent(
          s,
          {
            vesselEventId: id,
            vesselId: command.vesselId,
            type: "Arrival",
            timestamp: arrival.at,
            source: command.source,
            port: arrival.port,
          },
          command.vessel,
        ),
      );
      arrivalId = id;
    }
    // Confirmed before the next row: a departure may not follow an unconfirmed departure.
    for (const id of [departureId, arrivalId])
      if (id && !vesselEventById(state.voyages, id)?.isConfirmed)
        step(voyage.row, (s) => confirmEvent(s, id));
    return { voyage, departureId, arrivalId };
  });

  recorded.forEach(({ voyage, departureId, arrivalId }, i) => {
    const next = recorded[i + 1];
    if (!voyage.isEnded || !next || !arrivalId || !voyage.arrival) return;
    step(voyage.row, (s) => confirmVoyageInformation(s, { departureId, at: command.at }));
    step(voyage.row, (s) =>
      setManualDistance(s, { vesselEventId: arrivalId, manualDistanceByGPS: voyage.distanceNm }),
    );
    const spans = [
      {
        eventId: arrivalId,
        startAt: voyage.departure.at,
        endAt: voyage.arrival.at,
        tonnes: "tonnesAtSea" as const,
      },
      {
        eventId: next.departureId,
        startAt: voyage.arrival.at,
        endAt: next.voyage.departure.at,
        tonnes: "tonnesAtBerth" as const,
      },
    ];
    for (const span of spans) {
      for (const fuel of voyage.fuel) {
        const tons = fuel[span.tonnes];
        const common = {
          consumptionId: command.newId(),
          vesselEventId: span.eventId,
          startAt: span.startAt,
          endAt: span.endAt,
        };
        if (fuel.kind === "flowMeter")
          step(voyage.row, (s) =>
            addFlowMeterConsumption(s, { ...common, flowMeterId: fuel.sourceId, fuelConsumptionInTon: tons }),
          );
        else if (tons > 0)
          step(voyage.row, (s) =>
            addFuelTankConsumption(s, {
              ...common,
              fuelTankId: fuel.sourceId,
              fuelTypeId: null,
              fuelConsumptionInTon: tons,
              fuelTypeIds: command.fuelTypeIds,
            }),
          );
      }
    }
  });
  return events;
}

/** The open voyage's departure when the row departs at it (same time and port): the row then fills it. */
function openDepartureAt(state: VoyageLogState, voyage: TemplateVoyage) {
  const events = vesselEventsOf(state.voyages);
  const last = events.reduce<(typeof events)[number] | undefined>(
    (latest, e) => (latest === undefined || e.timestamp > latest.timestamp ? e : latest),
    undefined,
  );
  if (last?.type !== "Departure" || last.voyage?.informationConfirmedAt) return undefined;
  const sameTime = new Date(last.timestamp).getTime() === new Date(voyage.departure.at).getTime();
  return sameTime && last.port?.loCode === voyage.departure.port.loCode ? last : undefined;
}
