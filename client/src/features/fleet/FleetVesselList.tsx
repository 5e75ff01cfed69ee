import styled from "@emotion/styled";
import { Link } from "react-router-dom";
import { performanceStatusLook } from "../../entities/vessel/performanceStatus";
import type { FleetPositions } from "../../entities/vessel/positionsApi";
import { VesselStatusIcon } from "../../entities/vessel/VesselStatusIcon";
import { vesselPath } from "../../entities/vessel/vesselPaths";
import { formatDateTime } from "../../shared/format/formatDateTime";
import { formatCoordinate } from "../../shared/map/trackLines";
import type { ExtendedVessel } from "./fleetApi";
import { NO_DATA, voyageText } from "./fleetText";

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`;

const Row = styled.li<{ highlighted: boolean }>`
  border: 1px solid ${(p) => (p.highlighted ? p.theme.color.primary : p.theme.color.border)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  padding: 12px 14px;
  transition: border-color 0.6s;
  .name { display: flex; align-items: center; gap: 8px; font-weight: 600; font-size: 1rem; }
  .name a { color: ${(p) => p.theme.color.text}; text-decoration: none; }
  .name a:hover, .name a:focus-visible { text-decoration: underline; }
  .status { color: ${(p) => p.theme.color.textMuted}; font-size: 0.85rem; margin: 2px 0 8px 24px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 0 24px; font-size: 0.875rem; }
  dt { color: ${(p) => p.theme.color.textMuted}; }
  dd { margin: 0; color: ${(p) => p.theme.color.text}; overflow-wrap: anywhere; }
`;

/** The front-page vessel list of spec 1: status, last data received, current voyage (and position). */
export function FleetVesselList({
  vessels,
  positions,
  refreshedIds,
}: {
  vessels: readonly ExtendedVessel[];
  positions: Readonly<Record<string, FleetPositions>>;
  refreshedIds: readonly string[];
}) {
  if (vessels.length === 0) return <p data-testid="fleet-list-empty">No active vessels</p>;
  return (
    <List data-testid="fleet-vessel-list" aria-label="Vessels">
      {vessels.map((vessel) => {
        const latest = positions[vessel.id]?.latest;
        return (
          <Row
            key={vessel.id}
            highlighted={refreshedIds.includes(vessel.id)}
            data-testid="fleet-vessel-row"
            data-vessel-id={vessel.id}
          >
            <div className="name">
              <VesselStatusIcon vessel={vessel} />
              <Link to={vesselPath(vessel, "Info")}>{vessel.name}</Link>
            </div>
            <div className="status">{performanceStatusLook(vessel.performance?.performanceStatus).label}</div>
            <dl>
              <dt>Last data received</dt>
              <dd data-testid="fleet-last-data">{formatDateTime(vessel.lastExportDate) || NO_DATA}</dd>
              <dt>Current voyage</dt>
              <dd>{voyageText(vessel.currentVoyage)}</dd>
              <dt>Position</dt>
              <dd>
                {latest
                  ? `${formatCoordinate({ lat: latest.latitude, lng: latest.longitude })} (${formatDateTime(latest.timestamp)})`
                  : "Not known"}
              </dd>
            </dl>
          </Row>
        );
      })}
    </List>
  );
}
