import type { VesselEventDto } from "../types";
import { totalDistance } from "./distance";
import { EVENT_LABELS } from "./eventLabels";
import { formatDayTime, formatDistance } from "./formats";

export interface EventChange {
  eventId: string;
  /** "Arrival 05. Mar, 2024 14:00" */
  title: string;
  kind: "added" | "removed" | "changed";
  /** "Port: Oslo → Rotterdam" */
  details: string[];
}

type Field = [label: string, read: (event: VesselEventDto) => string];

const yesNo = (value: boolean) => (value ? "yes" : "no");
const FIELDS: Field[] = [
  ["Time", (e) => formatDayTime(e.timestamp)],
  ["Confirmed", (e) => yesNo(e.isConfirmed)],
  ["Port", (e) => (e.port ? `${e.port.name} (${e.port.loCode})` : "—")],
  ["Voyage name", (e) => e.voyage?.name ?? "—"],
  ["Voyage type", (e) => e.voyage?.type ?? "—"],
  ["Non-commercial", (e) => (e.voyage ? yesNo(e.voyage.isNonCommercial) : "—")],
  ["Information confirmed", (e) => (e.voyage ? formatDayTime(e.voyage.informationConfirmedAt) || "no" : "—")],
  ["Data confirmed", (e) => (e.voyage ? formatDayTime(e.voyage.dataConfirmedAt) || "no" : "—")],
  [
    "Location",
    (e) => (e.location ? `${e.location.latitude.toFixed(5)}, ${e.location.longitude.toFixed(5)}` : "—"),
  ],
  ["Distance", (e) => formatDistance(totalDistance(e.distanceSailed))],
  [
    "Cargo",
    (e) =>
      [...e.cargos]
        .sort((a, b) => a.cargoUnitId - b.cargoUnitId)
        .map((c) => `unit ${c.cargoUnitId}: ${c.cargoCarried}`)
        .join(", ") || "—",
  ],
];

const titleOf = (event: VesselEventDto) => `${EVENT_LABELS[event.type]} ${formatDayTime(event.timestamp)}`;

/** What changed in a voyage's events between two moments, in the order of the later voyage. */
export function diffVoyageEvents(before: VesselEventDto[], after: VesselEventDto[]): EventChange[] {
  const earlier = new Map(before.map((event) => [event.id, event]));
  const later = new Set(after.map((event) => event.id));
  const changes: EventChange[] = [];
  for (const event of after) {
    const old = earlier.get(event.id);
    if (!old) {
      changes.push({ eventId: event.id, title: titleOf(event), kind: "added", details: [] });
      continue;
    }
    const details = FIELDS.flatMap(([label, read]) => {
      const from = read(old);
      const to = read(event);
      return from === to ? [] : [`${label}: ${from} → ${to}`];
    });
    if (details.length) changes.push({ eventId: event.id, title: titleOf(event), kind: "changed", details });
  }
  for (const event of before) {
    if (!later.has(event.id))
      changes.push({ eventId: event.id, title: titleOf(event), kind: "removed", details: [] });
  }
  return changes;
}

/** "VesselEventConfirmed" → "Vessel event confirmed" */
export function humanizeAuditType(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
