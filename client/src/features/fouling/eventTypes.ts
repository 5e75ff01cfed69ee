import type { Iso19030EventAnswer } from "../../../../domain/hullPerformance/answers";

/** The ISO 19030 hull and propeller events in words, in the order the event form offers them. */
export const EVENT_TYPE_LABELS: Record<Iso19030EventAnswer["eventType"], string> = {
  DryDocking: "Dry docking",
  PropellerPolishing: "Propeller polishing",
  HullCleaning: "Hull cleaning",
  NewCoating: "New coating",
};
