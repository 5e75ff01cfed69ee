import { useNavigate } from "react-router-dom";
import type { Role } from "../../entities/user/types";
import { settingsEntriesFor } from "./settingsMenuEntries";
import { TopBarMenuButton } from "./TopBarMenuButton";

/** Settings entries filtered by role, each linking /Settings/{path}. Hidden when the role has none. */
export function SettingsMenu({ role }: { role: Role }) {
  const navigate = useNavigate();
  const entries = settingsEntriesFor(role);
  if (entries.length === 0) return null;
  const items = entries.map((entry) => ({
    label: entry.label,
    icon: entry.icon,
    command: () => navigate(`/Settings/${entry.path}`),
  }));
  return <TopBarMenuButton icon="pi pi-cog" label="Settings" items={items} testId="settings-menu-button" />;
}
