import type { EmissionSettingsStatusDto } from "../../../../domain/fuel/dto";
import { AlertBox } from "../../shared/ui/AlertBox";

/** The completeness warning (spec 2 §5): what is still missing before emission reports can be made. */
export function SettingsStatus({ status }: { status: EmissionSettingsStatusDto | null }) {
  if (!status) return null;
  if (status.complete) {
    return (
      <AlertBox severity="success" testId="settings-status-complete">
        The emission report settings are complete.
      </AlertBox>
    );
  }
  return (
    <AlertBox
      severity="warning"
      title="Emission report settings are missing"
      testId="settings-status-missing"
    >
      <ul>
        {status.missing.map((item) => (
          <li key={item} data-testid="settings-status-item">
            {item}
          </li>
        ))}
      </ul>
    </AlertBox>
  );
}
