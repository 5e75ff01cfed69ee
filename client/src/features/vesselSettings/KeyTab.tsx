import { VeracityKeyPanel } from "../../entities/vessel/veracity/VeracityKeyPanel";
import type { NamedOption, SettingsVessel } from "./types";

/** The external data-access key tab: the administration's key panel and dialog (DENIED / VIEW / EDIT). */
export function KeyTab({
  vessel,
  cargoUnits,
  onChanged,
}: {
  vessel: SettingsVessel;
  cargoUnits: NamedOption[];
  onChanged: () => void;
}) {
  const adminShape = {
    ...vessel,
    cargoUnits: cargoUnits.filter((unit) => vessel.cargoUnitIds.includes(unit.id)),
  };
  return (
    <div css={{ display: "grid", gap: 12, maxWidth: 560 }}>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
        The external data-access (Veracity) key lets Keelson send voyage files to the classification society.
      </p>
      <VeracityKeyPanel vessel={adminShape} onChanged={onChanged} />
    </div>
  );
}
