import type { ComponentType } from "react";

/** What the voyage screen hands the 'Ship to ship transfer' action of its event editor. */
export interface ShipToShipTransferProps {
  vesselId: string;
  departureId: string;
  /** The selected event's time (ISO, UTC): where a new transfer's time starts. */
  eventTime: string;
  /** Voyage data confirmed: the action and Remove are hidden. */
  dataConfirmed: boolean;
}

/** The page that composes the voyage screen with the emission report's transfer action hands it in. */
export type ShipToShipTransferComponent = ComponentType<ShipToShipTransferProps>;
