import {
  incidentDurationText,
  isUnreadIncident,
  notAnnouncedReason,
} from "../../../../domain/alerts/incidents";
import type { Incident, IncidentSeverity } from "./types";

/** Unread: not acknowledged, and open or an announced "occurred and cleared" one (the domain's rule). */
export { isUnreadIncident, notAnnouncedReason };

/** The state in one word or phrase: Open, Closed, or Occurred and cleared (nobody saw it open). */
export const incidentStateText = (incident: Incident): string =>
  incident.isOpen ? "Open" : incident.occurredAndCleared ? "Occurred and cleared" : "Closed";

/** "lasted 1 h 05 min · peak 436 °C" of a closed incident; "" while open. */
export function lastedText(incident: Incident): string {
  if (incident.isOpen) return "";
  const unit = incident.unit ? ` ${incident.unit}` : "";
  const peak = incident.peak === null ? "" : ` · peak ${incident.peak}${unit}`;
  return `lasted ${incidentDurationText(incident)}${peak}`;
}

export const unreadIncidentsOf = (incidents: readonly Incident[]): Incident[] =>
  incidents.filter(isUnreadIncident);

const SEVERITY_RANK: Record<IncidentSeverity, number> = { Critical: 0, Warning: 1 };

export const severityRank = (severity: string): number => SEVERITY_RANK[severity as IncidentSeverity] ?? 2;

/** Open before closed, then Critical before Warning, then the newest opening first. */
export function sortIncidents(incidents: readonly Incident[]): Incident[] {
  return [...incidents].sort(
    (a, b) =>
      Number(b.isOpen) - Number(a.isOpen) ||
      severityRank(a.severity) - severityRank(b.severity) ||
      Date.parse(b.openVesselEvent.timestamp) - Date.parse(a.openVesselEvent.timestamp) ||
      a.id.localeCompare(b.id),
  );
}

/** The list with `incident` put in (replacing the same id), sorted. */
export function upsertIncident(incidents: readonly Incident[], incident: Incident): Incident[] {
  return sortIncidents([incident, ...incidents.filter((item) => item.id !== incident.id)]);
}

/** The most severe open incident of a vessel (the breadcrumb's badge), with how many are open. */
export function openIncidentsOfVessel(
  incidents: readonly Incident[],
  vesselId: string,
): { count: number; worst: IncidentSeverity | null } {
  const open = incidents.filter((item) => item.isOpen && item.vesselId === vesselId);
  const worst = open.reduce<IncidentSeverity | null>(
    (found, item) =>
      found === null || severityRank(item.severity) < severityRank(found) ? item.severity : found,
    null,
  );
  return { count: open.length, worst };
}

/** Every incident marked acknowledged (locally, once the server said yes). */
export function acknowledgeLocally(
  incidents: readonly Incident[],
  ids: ReadonlySet<string> | "all",
): Incident[] {
  return incidents.map((item) =>
    ids === "all" || ids.has(item.id) ? { ...item, acknowledged: true } : item,
  );
}

/** Incidents whose vessel name contains `search` (case-insensitive); all when blank. */
export function matchVesselName(incidents: readonly Incident[], search: string): Incident[] {
  const wanted = search.trim().toLocaleLowerCase();
  if (!wanted) return [...incidents];
  return incidents.filter((item) => item.vesselName.toLocaleLowerCase().includes(wanted));
}
