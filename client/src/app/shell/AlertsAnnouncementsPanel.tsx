import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { TabPanel, TabView } from "primereact/tabview";
import { useState } from "react";
import { acknowledgeAllIncidents } from "../../entities/alert/incidentsStore";
import type { CurrentUser } from "../../entities/user/types";
import { AlertsPanelTab } from "../../features/alerts/AlertsPanelTab";
import { AnnouncementsPanelTab } from "../../features/announcements/AnnouncementsPanelTab";
import { markAllAnnouncementsRead } from "../../features/announcements/announcementActions";

const Panel = styled.div`
  width: min(30vw, 520px);
  min-width: 360px;
  max-width: calc(100vw - 24px);
  .p-tabview-panels { padding: 0; background: transparent; }
  .p-tabview-nav { background: transparent; }
  .p-tabview-nav-link { gap: 8px; padding: 0.9rem 1.1rem; }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 14px 16px 4px;
  h2 { font-size: 1.05rem; }
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 10px 16px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  label { cursor: pointer; font-size: 0.92rem; margin-left: 8px; }
`;

const List = styled.div`
  display: grid;
  gap: 10px;
  padding: 12px 16px 16px;
  max-height: min(60vh, 560px);
  overflow-y: auto;
`;

/**
 * The Alerts & Announcements panel (spec 1 §2): the alerts feature's tab and the announcements feature's
 * tab under one "Show unread only" (default on) and one "Mark all as read" that acts on the open tab.
 */
export function AlertsAnnouncementsPanel({
  user,
  onNavigate,
  onAcknowledged,
}: {
  user: CurrentUser;
  onNavigate?: () => void;
  /** After an incident was acknowledged in the panel (its card may be gone): where focus goes. */
  onAcknowledged?: () => void;
}) {
  const [activeIndex, setActiveIndex] = useState(0);
  const [unreadOnly, setUnreadOnly] = useState(true);
  const [busy, setBusy] = useState(false);

  async function markAll() {
    setBusy(true);
    if (activeIndex === 0) {
      if (await acknowledgeAllIncidents()) onAcknowledged?.();
    } else await markAllAnnouncementsRead(user);
    setBusy(false);
  }

  return (
    <Panel data-testid="alerts-panel">
      <Header>
        <h2>Alerts &amp; Announcements</h2>
      </Header>
      <Toolbar>
        <span css={{ display: "inline-flex", alignItems: "center" }}>
          <Checkbox
            inputId="alerts-unread-only"
            checked={unreadOnly}
            onChange={(event) => setUnreadOnly(!!event.checked)}
            data-testid="alerts-unread-only"
          />
          <label htmlFor="alerts-unread-only">Show unread only</label>
        </span>
        <Button
          size="small"
          text
          icon="pi pi-check-square"
          label="Mark all as read"
          loading={busy}
          onClick={() => void markAll()}
          data-testid="alerts-mark-all-read"
        />
      </Toolbar>
      <TabView activeIndex={activeIndex} onTabChange={(event) => setActiveIndex(event.index)}>
        <TabPanel header="Alerts" leftIcon="pi pi-exclamation-triangle">
          <List>
            <AlertsPanelTab unreadOnly={unreadOnly} onNavigate={onNavigate} onAcknowledged={onAcknowledged} />
          </List>
        </TabPanel>
        <TabPanel header="Announcements" leftIcon="pi pi-megaphone">
          <List>
            <AnnouncementsPanelTab user={user} unreadOnly={unreadOnly} />
          </List>
        </TabPanel>
      </TabView>
    </Panel>
  );
}
