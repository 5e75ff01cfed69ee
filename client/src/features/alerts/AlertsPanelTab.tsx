import styled from "@emotion/styled";
import { useState } from "react";
import { Link } from "react-router-dom";
import { isUnreadIncident } from "../../entities/alert/incidentRules";
import { acknowledgeIncident, incidentsStore } from "../../entities/alert/incidentsStore";
import { useStore } from "../../shared/store/createStore";
import { IncidentCard } from "./IncidentCard";

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 10px;
  padding: 36px 16px;
  color: ${(p) => p.theme.color.textMuted};
  i { font-size: 1.8rem; opacity: 0.7; }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: 4px;
  font-size: 0.9rem;
  a { color: ${(p) => p.theme.color.primary}; }
`;

/** The Alerts tab of the Alerts & Announcements panel; unread as `isUnreadIncident` says. */
export function AlertsPanelTab({
  unreadOnly,
  onNavigate,
  onAcknowledged,
}: {
  unreadOnly: boolean;
  onNavigate?: () => void;
  onAcknowledged?: () => void;
}) {
  const { items } = useStore(incidentsStore);
  const [busyId, setBusyId] = useState<string | null>(null);
  const visible = unreadOnly ? items.filter(isUnreadIncident) : items;

  async function acknowledge(id: string) {
    setBusyId(id);
    const done = await acknowledgeIncident(id);
    setBusyId(null);
    if (done) onAcknowledged?.();
  }

  if (visible.length === 0) {
    return (
      <Empty data-testid="alerts-empty">
        <i className="pi pi-bell-slash" aria-hidden="true" />
        <span>You don’t have any alerts</span>
      </Empty>
    );
  }
  return (
    <>
      {visible.map((incident) => (
        <IncidentCard
          key={incident.id}
          incident={incident}
          busy={busyId === incident.id}
          onAcknowledge={(id) => void acknowledge(id)}
        />
      ))}
      <More>
        <Link to="/Notifications" onClick={onNavigate} data-testid="alerts-panel-all">
          All alerts and conditions
        </Link>
      </More>
    </>
  );
}
