import { Button } from "primereact/button";
import type { VoyageCapabilities } from "../../../../../domain/voyages/capabilities";
import { CREATION_BUTTONS, creationTestId } from "../logic/eventLabels";
import type { VesselEventType } from "../types";

/**
 * The creation buttons the sequencing allows (spec 2 §4): while an activity is open only its end shows;
 * Arrival and End of voyage once each.
 */
export function CreateEventButtons({
  capabilities,
  onPick,
}: {
  capabilities: VoyageCapabilities;
  onPick: (type: VesselEventType, label: string) => void;
}) {
  const offered = CREATION_BUTTONS.filter((button) => capabilities.creatable[button.type]);
  if (!offered.length) return null;
  return (
    <div css={{ display: "flex", gap: 6, flexWrap: "wrap" }} data-testid="event-create-buttons">
      {offered.map((button) => (
        <Button
          key={button.type}
          type="button"
          label={button.label}
          icon={button.icon}
          size="small"
          outlined
          onClick={() => onPick(button.type, button.label)}
          data-testid={creationTestId(button.label)}
        />
      ))}
    </div>
  );
}
