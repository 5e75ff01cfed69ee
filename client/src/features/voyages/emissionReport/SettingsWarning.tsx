import { Link } from "react-router-dom";
import { AlertBox } from "../../../shared/ui/AlertBox";

/** The missing emission settings (spec 2 §5): until they are complete the voyage views stay hidden. */
export function SettingsWarning({ missing, settingsPath }: { missing: string[]; settingsPath: string }) {
  return (
    <AlertBox severity="warning" title="Emission report settings are incomplete" testId="settings-missing">
      <p>The emission report needs these settings before voyages can be recorded:</p>
      <ul>
        {missing.map((item) => (
          <li key={item} data-testid="settings-missing-item">
            {item}
          </li>
        ))}
      </ul>
      <p css={{ marginTop: 8 }}>
        <Link to={settingsPath} data-testid="settings-missing-link">
          Open the vessel settings
        </Link>
      </p>
    </AlertBox>
  );
}
