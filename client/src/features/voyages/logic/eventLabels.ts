import type { VesselEventType } from "../types";

/** How each event type reads on screen. */
export const EVENT_LABELS: Record<VesselEventType, string> = {
  Departure: "Departure",
  Arrival: "Arrival",
  StartAnchoring: "Anchoring",
  EndAnchoring: "Anchoring end",
  StartDrifting: "Drifting",
  EndDrifting: "Drifting end",
  StartBunkering: "Bunkering",
  EndBunkering: "Bunkering end",
};

/** The creation buttons of the event list, in the spec's order; a Departure here is the end of voyage. */
export const CREATION_BUTTONS: { type: VesselEventType; label: string; icon: string }[] = [
  { type: "Arrival", label: "Arrival", icon: "pi pi-flag" },
  { type: "Departure", label: "End of voyage", icon: "pi pi-step-forward" },
  { type: "StartBunkering", label: "Bunkering", icon: "pi pi-filter" },
  { type: "EndBunkering", label: "Bunkering end", icon: "pi pi-filter-slash" },
  { type: "StartAnchoring", label: "Anchoring", icon: "pi pi-stop-circle" },
  { type: "EndAnchoring", label: "Anchoring end", icon: "pi pi-play-circle" },
  { type: "StartDrifting", label: "Drifting", icon: "pi pi-arrows-h" },
  { type: "EndDrifting", label: "Drifting end", icon: "pi pi-stop" },
];

/** The test id of a creation button: "event-create-arrival", "event-create-end-of-voyage", … */
export function creationTestId(label: string): string {
  return `event-create-${label.toLowerCase().replace(/\s+/g, "-")}`;
}

/** The label of an event in its voyage: the departure closing a voyage is its end of voyage. */
export function eventLabel(type: VesselEventType, isVoyageEnd: boolean): string {
  return type === "Departure" && isVoyageEnd ? "End of voyage" : EVENT_LABELS[type];
}
