import { useTheme } from "@emotion/react";
import { Link } from "react-router-dom";
import type { NotificationConfigView } from "../../../../../domain/dashboards/widgetConfigs";
import { incidentsStore } from "../../../entities/alert/incidentsStore";
import { severityLook } from "../../../entities/alert/severityLook";
import { formatDateTime } from "../../../shared/format/formatDateTime";
import { useStore } from "../../../shared/store/createStore";
import { StatusList } from "./PerformanceStatusWidget";
import { Muted } from "./WidgetFrame";

/**
 * Open incidents of the chosen vessels, most severe first. Reads the signed-in user's incident store,
 * which the `alerts` live channel keeps current (no polling here).
 */
export function NotificationsWidget({ config }: { config: NotificationConfigView }) {
  const theme = useTheme();
  const { items, status } = useStore(incidentsStore);
  if (config.vessels.length === 0)
    return <Muted data-testid="widget-empty">Choose vessels with the cog of this widget.</Muted>;
  const chosen = new Set(config.vessels.map((v) => v.id));
  const open = items.filter((i) => i.isOpen && chosen.has(i.vesselId));
  if (open.length === 0)
    return (
      <Muted data-testid="notifications-none">
        {status === "loading"
          ? "Loading…"
          : `No open alerts for ${config.vessels.map((v) => v.name).join(", ")}.`}
      </Muted>
    );
  return (
    <StatusList data-testid="notifications-list">
      {open.map((incident) => {
        const look = severityLook(incident.severity);
        return (
          <li key={incident.id} data-testid="notification-row">
            <i className={look.icon} css={{ color: look.tone(theme) }} aria-hidden="true" />
            <Link
              to={`/Notifications?search=${encodeURIComponent(incident.vesselName)}`}
              title={incident.conditionDetails}
            >
              {incident.vesselName}: {incident.conditionName}
            </Link>
            <span className="status">{formatDateTime(incident.openVesselEvent.timestamp)}</span>
          </li>
        );
      })}
    </StatusList>
  );
}
