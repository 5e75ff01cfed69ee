import { useNavigate } from "react-router-dom";
import type { Role } from "../../entities/user/types";
import { linkMenuItem } from "../../shared/routing/linkMenuItem";
import { settingsEntriesFor } from "./settingsMenuEntries";
import { TopBarMenuButton } from "./TopBarMenuButton";

/** Settings entries filtered by role, each linking /Settings/{path}. Hidden when the role has none. */
export function SettingsMenu({ role }: { role: Role }) {
  const navigate = useNavigate();
  const entries = settingsEntriesFor(role);
  if (entries.length === 0) return null;
  const items = entries.map((entry) =>
    linkMenuItem(navigate, `/Settings/${entry.path}`, { label: entry.label, icon: entry.icon }),
  );
  return <TopBarMenuButton icon="pi pi-cog" label="Settings" items={items} testId="settings-menu-button" />;
}
