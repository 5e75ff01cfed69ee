import { useTheme } from "@emotion/react";
import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { Link } from "react-router-dom";
import {
  incidentStateText,
  isUnreadIncident,
  lastedText,
  notAnnouncedReason,
} from "../../entities/alert/incidentRules";
import { severityLook } from "../../entities/alert/severityLook";
import { CLOSE_REASON_TEXT, type Incident } from "../../entities/alert/types";
import { formatDateTime } from "../../shared/format/formatDateTime";
import { SeverityTag } from "./SeverityTag";

const Item = styled.article`
  position: relative;
  padding: 12px 14px 12px 18px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  overflow: hidden;
  &[data-unread="true"] { background: ${(p) => p.theme.color.surfaceMuted}; }
  .bar { position: absolute; left: 0; top: 0; bottom: 0; width: 5px; }
  header { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
  h3 { font-size: 0.98rem; color: ${(p) => p.theme.color.text}; margin-right: auto; }
  h3 a { color: inherit; text-decoration: none; }
  h3 a:hover { color: ${(p) => p.theme.color.primary}; text-decoration: underline; }
  p { margin-top: 6px; line-height: 1.45; color: ${(p) => p.theme.color.text}; overflow-wrap: anywhere; }
  .meta { margin-top: 6px; font-size: 0.8rem; color: ${(p) => p.theme.color.textMuted}; }
  footer { display: flex; justify-content: flex-end; margin-top: 4px; }
`;

const State = styled.span`
  font-size: 0.78rem;
  font-weight: 600;
  color: ${(p) => p.theme.color.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

/** One incident in the Alerts tab: severity, vessel, what was breached, when (data time), acknowledge. */
export function IncidentCard({
  incident,
  onAcknowledge,
  busy,
}: {
  incident: Incident;
  onAcknowledge?: (id: string) => void;
  busy?: boolean;
}) {
  const theme = useTheme();
  const unread = isUnreadIncident(incident);
  const closedAt = incident.closeVesselEvent?.timestamp;
  return (
    <Item data-testid="incident-item" data-unread={unread} data-incident-id={incident.id}>
      <span
        className="bar"
        aria-hidden="true"
        style={{
          background: incident.isOpen ? severityLook(incident.severity).tone(theme) : theme.color.border,
        }}
      />
      <header>
        <h3>
          <Link to={`/Notifications?search=${encodeURIComponent(incident.vesselName)}`}>
            {incident.vesselName}
          </Link>
        </h3>
        <SeverityTag severity={incident.severity} />
        <State data-testid="incident-card-state">{incidentStateText(incident)}</State>
      </header>
      <p>{incident.conditionDetails}</p>
      <div className="meta">
        {incident.conditionName ? `${incident.conditionName} · ` : ""}
        Since {formatDateTime(incident.openVesselEvent.timestamp)}
        {closedAt ? ` · until ${formatDateTime(closedAt)}` : ""}
        {incident.closeVesselEvent ? ` (${CLOSE_REASON_TEXT[incident.closeVesselEvent.reason] ?? ""})` : ""}
        {incident.isOpen ? "" : ` · ${lastedText(incident)}`}
        {incident.acknowledged
          ? ` · acknowledged${incident.acknowledgedBy ? ` ${formatDateTime(incident.acknowledgedBy.at)}` : ""}`
          : ""}
      </div>
      {notAnnouncedReason(incident) && <div className="meta">{notAnnouncedReason(incident)}</div>}
      {!incident.acknowledged && onAcknowledge && (
        <footer>
          <Button
            size="small"
            text
            icon="pi pi-check"
            label="Acknowledge"
            loading={busy}
            onClick={() => onAcknowledge(incident.id)}
            data-testid="incident-acknowledge"
          />
        </footer>
      )}
    </Item>
  );
}
