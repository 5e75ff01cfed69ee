import type { VesselEventDto } from "../types";
import { totalDistance } from "./distance";

/** One row of the departures list and one bar of the voyages chart. */
export interface VoyageSummary {
  departure: VesselEventDto;
  events: VesselEventDto[];
  arrival: VesselEventDto | null;
  /** The next departure, which ends this voyage. */
  end: VesselEventDto | null;
  distanceNm: number;
  informationConfirmed: boolean;
  dataConfirmed: boolean;
}

const byTime = (a: VesselEventDto, b: VesselEventDto) => a.timestamp.localeCompare(b.timestamp);

/**
 * Groups a vessel's events into voyages: a voyage runs from a Departure up to and including the next
 * Departure or the Arrival (spec 2 §1). Events carry their departureId; events before any departure
 * belong to none. Newest voyage first.
 */
export function summarizeVoyages(events: VesselEventDto[]): VoyageSummary[] {
  const sorted = [...events].sort(byTime);
  const departures = sorted.filter((event) => event.type === "Departure");
  return departures
    .map((departure, index) => {
      const next = departures[index + 1] ?? null;
      const own = sorted.filter(
        (event) =>
          event.id !== departure.id &&
          event.type !== "Departure" &&
          (event.departureId ? event.departureId === departure.id : inSpan(event, departure, next)),
      );
      const end = next && (next.timestamp > departure.timestamp ? next : null);
      const voyageEvents = end ? [departure, ...own, end] : [departure, ...own];
      return {
        departure,
        events: voyageEvents,
        arrival: own.find((event) => event.type === "Arrival") ?? null,
        end,
        distanceNm: voyageEvents
          .slice(1)
          .reduce((sum, event) => sum + (totalDistance(event.distanceSailed) ?? 0), 0),
        informationConfirmed: Boolean(departure.voyage?.informationConfirmedAt),
        dataConfirmed: Boolean(departure.voyage?.dataConfirmedAt),
      };
    })
    .reverse();
}

function inSpan(event: VesselEventDto, departure: VesselEventDto, next: VesselEventDto | null): boolean {
  return event.timestamp > departure.timestamp && (!next || event.timestamp < next.timestamp);
}

/** The voyage that ends at an event (the previous departure's voyage), for events that close one. */
export function voyageEndingAt(summaries: VoyageSummary[], eventId: string): VoyageSummary | null {
  return summaries.find((summary) => summary.end?.id === eventId) ?? null;
}

/** Hours from departure to arrival (or the end of voyage, or nothing yet). */
export function voyageHours(summary: VoyageSummary): number | null {
  const last = summary.arrival ?? summary.end;
  if (!last) return null;
  return (new Date(last.timestamp).getTime() - new Date(summary.departure.timestamp).getTime()) / 3_600_000;
}
