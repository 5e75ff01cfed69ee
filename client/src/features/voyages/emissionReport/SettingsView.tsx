import { Link } from "react-router-dom";
import { AlertBox } from "../../../shared/ui/AlertBox";
import type { EmissionSettingsStatus } from "../api/voyagesApi";
import { Section } from "../ui/Section";

/** 'View emission report settings': where the settings stand, and the way to change them. */
export function SettingsView({
  status,
  settingsPath,
}: {
  status: EmissionSettingsStatus | null;
  settingsPath: string;
}) {
  return (
    <Section title="Emission report settings" testId="emission-settings-view">
      <div css={{ display: "grid", gap: 14 }}>
        {status?.complete ? (
          <AlertBox severity="success" testId="settings-complete">
            The vessel's emission settings are complete: general data, flow meters or fuel tanks, and cargo
            units.
          </AlertBox>
        ) : (
          <AlertBox severity="warning" title="Missing settings" testId="settings-missing">
            <ul>
              {(status?.missing ?? []).map((item) => (
                <li key={item} data-testid="settings-missing-item">
                  {item}
                </li>
              ))}
            </ul>
          </AlertBox>
        )}
        <p>
          General vessel data, flow meters, fuel tanks, fuel types and the data-access key are kept in the{" "}
          <Link to={settingsPath} data-testid="settings-open-vessel-settings">
            vessel settings
          </Link>
          .
        </p>
      </div>
    </Section>
  );
}
