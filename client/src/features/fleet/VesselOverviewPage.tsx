import styled from "@emotion/styled";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { formatValue, type MainValue } from "../../entities/vessel/mainVariables";
import { performanceStatusLook } from "../../entities/vessel/performanceStatus";
import { VesselStatusIcon } from "../../entities/vessel/VesselStatusIcon";
import { vesselPath } from "../../entities/vessel/vesselPaths";
import { formatDateTime } from "../../shared/format/formatDateTime";
import { formatCoordinate } from "../../shared/map/trackLines";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { ImplausibleMarker } from "../../shared/ui/ImplausibleMarker";
import { PageHeader } from "../../shared/ui/PageHeader";
import { byStatusThenName, NO_DATA, voyageText } from "./fleetText";
import { GroupFilter } from "./GroupFilter";
import { useFleet } from "./useFleet";
import { useGroupFilter } from "./useGroupFilter";

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
  gap: 20px;
`;

const VesselCard = styled(Card)<{ highlighted: boolean }>`
  padding: 18px 20px;
  border-color: ${(p) => (p.highlighted ? p.theme.color.primary : p.theme.color.border)};
  transition: border-color 0.6s;
  header { display: flex; align-items: center; gap: 10px; }
  h2 { font-size: 1.15rem; margin: 0; }
  h2 a { color: ${(p) => p.theme.color.text}; text-decoration: none; }
  h2 a:hover, h2 a:focus-visible { text-decoration: underline; }
  .status { color: ${(p) => p.theme.color.textMuted}; font-size: 0.85rem; margin: 2px 0 12px 26px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 5px 14px; margin: 0; font-size: 0.875rem; }
  dt { color: ${(p) => p.theme.color.textMuted}; }
  dd { margin: 0; color: ${(p) => p.theme.color.text}; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  h3 {
    font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.06em;
    color: ${(p) => p.theme.color.textMuted}; margin: 16px 0 8px;
  }
`;

function Values({ values }: { values: readonly MainValue[] | undefined }) {
  const shown = (values ?? []).filter((v) => v.variable !== null);
  if (shown.length === 0) return <p css={{ fontSize: "0.875rem", margin: 0 }}>No log data yet</p>;
  return (
    <dl data-testid="vessel-card-values">
      {shown.map((v) => (
        <div key={v.key} css={{ display: "contents" }}>
          <dt>{v.label}</dt>
          <dd title={v.timestamp ? `Received ${formatDateTime(v.timestamp)}` : "No value received"}>
            {formatValue(v.value, v.variable)}
            <ImplausibleMarker count={v.implausibleSkipped} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Vessel overview (/VesselOverview): one card per vessel with its latest values, status and position. */
export function VesselOverviewPage() {
  const fleet = useFleet({ trackDays: 0, withValues: true });
  const filter = useGroupFilter();
  const vessels = useMemo(
    () => fleet.vessels.filter((v) => filter.includes(v.id)).sort(byStatusThenName),
    [fleet.vessels, filter.includes],
  );

  return (
    <div>
      <PageHeader
        title="Vessel Overview"
        subtitle="The latest values each vessel sent"
        actions={<GroupFilter groups={filter.groups} value={filter.groupId} onChange={filter.setGroupId} />}
      />
      {fleet.status === "error" && (
        <AlertBox severity="error">The vessels could not be loaded. Reload the page to try again.</AlertBox>
      )}
      {fleet.status === "loading" && <p>Loading vessels…</p>}
      {fleet.status === "ready" && vessels.length === 0 && <p>No active vessels</p>}
      <Grid data-testid="vessel-overview">
        {vessels.map((vessel) => {
          const latest = fleet.positions[vessel.id]?.latest;
          return (
            <VesselCard
              key={vessel.id}
              highlighted={fleet.refreshedIds.includes(vessel.id)}
              data-testid="vessel-card"
              data-vessel-id={vessel.id}
            >
              <header>
                <VesselStatusIcon vessel={vessel} size="1.1rem" />
                <h2>
                  <Link to={vesselPath(vessel, "Info")}>{vessel.name}</Link>
                </h2>
              </header>
              <div className="status">
                {performanceStatusLook(vessel.performance?.performanceStatus).label}
              </div>
              <dl>
                <dt>Position</dt>
                <dd data-testid="vessel-card-position">
                  {latest ? formatCoordinate({ lat: latest.latitude, lng: latest.longitude }) : "Not known"}
                </dd>
                <dt>Position time</dt>
                <dd>{latest ? formatDateTime(latest.timestamp) : "—"}</dd>
                <dt>Last data received</dt>
                <dd>{formatDateTime(vessel.lastExportDate) || NO_DATA}</dd>
                <dt>Current voyage</dt>
                <dd>{voyageText(vessel.currentVoyage)}</dd>
              </dl>
              <h3>Latest values</h3>
              <Values values={fleet.mainValues.get(vessel.id)} />
            </VesselCard>
          );
        })}
      </Grid>
    </div>
  );
}
