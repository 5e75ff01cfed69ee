import type { ComponentType } from "react";

/** What the voyage screen hands the Flow meters and Fuel tanks tabs about the selected event. */
export interface FuelTabProps {
  vesselId: string;
  departureId: string;
  vesselEventId: string;
  /** The consumption of this event covers [previousEventTime, eventTime] (ISO, UTC). */
  previousEventTime: string;
  eventTime: string;
  /** Voyage data confirmed: add, edit and remove controls are hidden. */
  dataConfirmed: boolean;
  /** The voyage's departure and end event (ISO); the fuel date ranges of spec 2 §5 hang on them. */
  voyageStart?: string;
  voyageEnd?: string;
  /** Called after a consumption changed, so the voyage screen can re-ask its rules (coverage). */
  onChanged?: () => void;
}

/** The fuel tabs a voyage screen shows for a selected event; the page that composes both areas hands them in. */
export interface FuelTabComponents {
  flowMeters: ComponentType<FuelTabProps>;
  fuelTanks: ComponentType<FuelTabProps>;
}
