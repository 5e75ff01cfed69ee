import type { Incident } from "./types";

function looksLikeIncident(value: unknown): value is Incident {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Partial<Incident>;
  return (
    typeof item.id === "string" &&
    (item.severity === "Warning" || item.severity === "Critical") &&
    typeof item.vesselName === "string" &&
    typeof item.isOpen === "boolean" &&
    typeof item.acknowledged === "boolean" &&
    typeof item.openVesselEvent?.timestamp === "string"
  );
}

/**
 * The incident a push of the `alerts` channel carries: the payload itself or its `incident` field.
 * Null when it carries none (the caller then refetches).
 */
export function incidentOfLiveEvent(payload: unknown): Incident | null {
  if (looksLikeIncident(payload)) return payload;
  if (typeof payload === "object" && payload !== null && "incident" in payload) {
    const inner = (payload as { incident: unknown }).incident;
    if (looksLikeIncident(inner)) return inner;
  }
  return null;
}
