import { useTheme } from "@emotion/react";
import styled from "@emotion/styled";
import { Link } from "react-router-dom";
import { openIncidentsOfVessel } from "../../entities/alert/incidentRules";
import { incidentsStore } from "../../entities/alert/incidentsStore";
import { severityLook } from "../../entities/alert/severityLook";
import { useStore } from "../../shared/store/createStore";

const Badge = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-left: auto;
  padding: 4px 12px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover { text-decoration: underline; }
`;

/** The vessel breadcrumb's live alert state: its open incidents, coloured by the worst, linking to them. */
export function VesselAlertsBadge({ vesselId, vesselName }: { vesselId: string; vesselName: string }) {
  const theme = useTheme();
  const { items } = useStore(incidentsStore);
  const { count, worst } = openIncidentsOfVessel(items, vesselId);
  if (count === 0 || !worst) return null;
  const look = severityLook(worst);
  return (
    <Badge
      to={`/Notifications?search=${encodeURIComponent(vesselName)}`}
      style={{ color: look.tone(theme), background: look.soft(theme) }}
      data-testid="vessel-breadcrumb-alerts"
      data-severity={worst}
      title={`${count} open ${count === 1 ? "alert" : "alerts"}, worst ${look.label}`}
    >
      <i className={look.icon} aria-hidden="true" />
      {count === 1 ? "1 open alert" : `${count} open alerts`}
    </Badge>
  );
}
