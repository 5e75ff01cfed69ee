import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { TabPanel, TabView } from "primereact/tabview";
import { useState } from "react";
import type { CurrentUser } from "../../entities/user/types";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { useStore } from "../../shared/store/createStore";
import { AnnouncementCard } from "./AnnouncementCard";
import { alertsStore } from "./alertsStore";
import { markAllAnnouncementsRead, markAnnouncementRead } from "./announcementActions";
import { announcementsStore } from "./announcementsStore";
import { EmptyState } from "./EmptyState";

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

export function AlertsAnnouncementsPanel({ user }: { user: CurrentUser }) {
  const [activeIndex, setActiveIndex] = useState(0);
  const [unreadOnly, setUnreadOnly] = useState(true);
  const announcements = useStore(announcementsStore).items;
  const alerts = useStore(alertsStore).items;

  const visibleAnnouncements = unreadOnly ? announcements.filter((item) => !item.isView) : announcements;
  const visibleAlerts = unreadOnly ? alerts.filter((item) => !item.acknowledged) : alerts;

  function markAll() {
    if (activeIndex === 0) {
      if (!alerts.some((alert) => !alert.acknowledged)) {
        showSnackbar({ text: "No unread alerts to acknowledge", color: "info" });
      }
      return;
    }
    void markAllAnnouncementsRead(user);
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
          onClick={markAll}
          data-testid="alerts-mark-all-read"
        />
      </Toolbar>
      <TabView activeIndex={activeIndex} onTabChange={(event) => setActiveIndex(event.index)}>
        <TabPanel header="Alerts" leftIcon="pi pi-exclamation-triangle">
          <List>
            {visibleAlerts.length === 0 ? (
              <EmptyState icon="pi pi-bell-slash" text="You don’t have any alerts" testId="alerts-empty" />
            ) : (
              visibleAlerts.map((alert) => <div key={alert.id}>{alert.title}</div>)
            )}
          </List>
        </TabPanel>
        <TabPanel header="Announcements" leftIcon="pi pi-megaphone">
          <List>
            {visibleAnnouncements.length === 0 ? (
              <EmptyState
                icon="pi pi-inbox"
                text="You don’t have any announcements"
                testId="announcements-empty"
              />
            ) : (
              visibleAnnouncements.map((announcement) => (
                <AnnouncementCard
                  key={announcement.announcementId}
                  announcement={announcement}
                  onMarkRead={(id) => void markAnnouncementRead(user, id)}
                />
              ))
            )}
          </List>
        </TabPanel>
      </TabView>
    </Panel>
  );
}
