import { Checkbox } from "primereact/checkbox";
import { formatDegreesMinutes } from "../logic/coordinates";
import { formatDayTime } from "../logic/formats";
import type { LoggedPosition } from "./useLoggedPosition";

interface LoggedPositionOfferProps {
  position: LoggedPosition;
  /** Whether the found position is recorded with the new event. */
  use: boolean;
  onUse: (use: boolean) => void;
}

/**
 * Offers the vessel's own logged position at the new event's time (issue 33), so the crew does not type
 * latitude and longitude by hand; without one, says so (the position can still be entered afterwards).
 */
export function LoggedPositionOffer({ position, use, onUse }: LoggedPositionOfferProps) {
  const muted = { fontSize: "0.85rem", opacity: 0.8 } as const;
  if (position.status === "idle") return null;
  if (position.status === "loading")
    return (
      <small css={muted} data-testid="new-event-position-loading">
        Looking up the logged position at this time…
      </small>
    );
  if (position.status === "none" || position.status === "failed")
    return (
      <small css={muted} data-testid="new-event-position-none">
        {position.status === "none"
          ? "No logged position within 2 hours of this time: the event is created without a position (add it afterwards under Location)."
          : "Sorry, an error occurred while loading the nearest location."}
      </small>
    );
  const { geoCoordinate, timestamp } = position.location;
  return (
    <span css={{ display: "inline-flex", alignItems: "center", gap: 8 }}>
      <Checkbox
        inputId="new-event-use-position"
        checked={use}
        onChange={(event) => onUse(Boolean(event.checked))}
        data-testid="new-event-use-position"
      />
      <label htmlFor="new-event-use-position" css={{ cursor: "pointer" }}>
        Record the logged position{" "}
        <strong data-testid="new-event-position">
          {formatDegreesMinutes("latitude", geoCoordinate.latitude)},{" "}
          {formatDegreesMinutes("longitude", geoCoordinate.longitude)}
        </strong>{" "}
        <span css={muted}>(logged {formatDayTime(timestamp)} UTC)</span>
      </label>
    </span>
  );
}
