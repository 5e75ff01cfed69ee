import { useTheme } from "@emotion/react";
import styled from "@emotion/styled";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import type { PerformanceStatusConfigView } from "../../../../../domain/dashboards/widgetConfigs";
import { performanceStatusLook } from "../../../entities/vessel/performanceStatus";
import { vesselPath } from "../../../entities/vessel/vesselPaths";
import { loadVessels, vesselStore } from "../../../entities/vessel/vesselStore";
import { useStore } from "../../../shared/store/createStore";
import { useVesselsRevision } from "../state/liveRefresh";
import { Muted } from "./WidgetFrame";

export const StatusList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    display: grid;
    grid-template-columns: 20px minmax(0, 1fr);
    column-gap: 8px;
    align-items: center;
    padding: 6px 8px;
    border-radius: 8px;
    background: ${(p) => p.theme.color.surfaceMuted};
  }
  li > i { grid-row: span 2; font-size: 1.05rem; }
  li a, li .title { color: ${(p) => p.theme.color.text}; font-weight: 600; text-decoration: none; overflow-wrap: anywhere; }
  li a:hover { text-decoration: underline; }
  li .status { font-size: 0.85rem; color: ${(p) => p.theme.color.textMuted}; }
`;

/** The performance status of each chosen vessel (the vessel list's status, refreshed after an import). */
export function PerformanceStatusWidget({ config }: { config: PerformanceStatusConfigView }) {
  const theme = useTheme();
  const { vessels } = useStore(vesselStore);
  const revision = useVesselsRevision(config.vessels.map((v) => v.id));
  useEffect(() => {
    if (revision.split(".").some((r) => r !== "0")) void loadVessels();
  }, [revision]);
  if (config.vessels.length === 0)
    return <Muted data-testid="widget-empty">Choose vessels with the cog of this widget.</Muted>;
  const byId = new Map(vessels.map((v) => [v.id, v]));
  return (
    <StatusList data-testid="performance-status-list">
      {config.vessels.map((chosen) => {
        const vessel = byId.get(chosen.id);
        const look = performanceStatusLook(vessel?.performance?.performanceStatus);
        return (
          <li key={chosen.id} data-testid="performance-status-row">
            <i
              className={look.icon}
              css={{ color: look.tone(theme), fontSize: "1.1rem" }}
              aria-hidden="true"
            />
            {vessel ? (
              <Link to={vesselPath(vessel, "Diagnostics")}>{chosen.name}</Link>
            ) : (
              <span className="title">{chosen.name}</span>
            )}
            <span className="status" css={{ color: look.tone(theme) }}>
              {look.label}
            </span>
          </li>
        );
      })}
    </StatusList>
  );
}
