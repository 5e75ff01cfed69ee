import styled from "@emotion/styled";
import { useMemo } from "react";
import { formatValue } from "../../entities/vessel/mainVariables";
import { performanceStatusLook } from "../../entities/vessel/performanceStatus";
import { positionsApi, toMapPosition } from "../../entities/vessel/positionsApi";
import { VesselStatusIcon } from "../../entities/vessel/VesselStatusIcon";
import type { VoyageSummary } from "../../entities/vessel/voyagesApi";
import { formatDateTime } from "../../shared/format/formatDateTime";
import { formatCoordinate } from "../../shared/map/trackLines";
import { VesselMap } from "../../shared/map/VesselMap";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { ImplausibleMarker } from "../../shared/ui/ImplausibleMarker";
import { useVesselInfo } from "./useVesselInfo";

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: 16px 24px;
  margin: 0;
  dt { font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.06em; color: ${(p) => p.theme.color.textMuted}; }
  dd { margin: 4px 0 0; font-weight: 500; color: ${(p) => p.theme.color.text}; font-variant-numeric: tabular-nums; }
`;

const Title = styled.h2`
  font-size: 1.05rem;
  margin: 0 0 14px;
  color: ${(p) => p.theme.color.text};
`;

const number = (value: number | null | undefined, unit = "") =>
  value === null || value === undefined ? "—" : `${value.toLocaleString("en-GB")}${unit}`;

function voyageFacts(voyage: VoyageSummary | null): [string, string][] {
  if (!voyage) return [["Voyage", "[No voyage available]"]];
  return [
    ["Voyage", voyage.voyage?.name ?? "—"],
    ["From", voyage.fromPort?.name ?? "—"],
    ["Departed", formatDateTime(voyage.departedAt)],
    ["To", voyage.toPort?.name ?? "—"],
    ["Arrived", voyage.arrivedAt ? formatDateTime(voyage.arrivedAt) : "Under way"],
  ];
}

function FactList({ facts, testId }: { facts: [string, string][]; testId: string }) {
  return (
    <Facts data-testid={testId}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}

/** "51.12345° N, 3.12345° E, 05. Jan, 2026 12:00 (vessel event)", or that none is known within 2 hours. */
async function nearestLocationText(vesselId: string, timestamp: string): Promise<string> {
  const found = await positionsApi.nearest(vesselId, timestamp);
  if (!found) return "none within 2 hours";
  const where = formatCoordinate({ lat: found.geoCoordinate.latitude, lng: found.geoCoordinate.longitude });
  const source = found.source === "VesselEvent" ? "vessel event" : "log data";
  return `${where}, ${formatDateTime(found.timestamp)} (${source})`;
}

/** Vessel Info (/Vessel/{id}/{name}/Info): particulars, position with track, latest values, voyage, last data. */
export function VesselInfoView({ vesselId }: { vesselId: string }) {
  const { info, status } = useVesselInfo(vesselId);
  const map = useMemo(() => {
    if (!info) return null;
    const { vessel, positions } = info;
    return {
      vessels: [
        {
          id: vessel.id,
          name: vessel.name,
          status: vessel.performance?.performanceStatus,
          position: positions.latest ? toMapPosition(positions.latest) : null,
        },
      ],
      tracks: { [vessel.id]: positions.track.map(toMapPosition) },
    };
  }, [info]);

  if (status === "error")
    return (
      <AlertBox severity="error">
        The vessel information could not be loaded. Reload the page to try again.
      </AlertBox>
    );
  if (!info || !map) return <p>Loading vessel information…</p>;
  const { vessel, positions, values, currentVoyage } = info;
  const latest = positions.latest;
  const shownValues = values.filter((v) => v.variable !== null);

  return (
    <div css={{ display: "grid", gap: 20 }}>
      <Card>
        <div css={{ display: "flex", alignItems: "center", gap: 10, marginBottom: 16 }}>
          <VesselStatusIcon vessel={vessel} size="1.2rem" />
          <span data-testid="vessel-info-status">
            {performanceStatusLook(vessel.performance?.performanceStatus).label}
          </span>
        </div>
        <FactList
          testId="vessel-facts"
          facts={[
            ["Vessel name", vessel.name],
            ["IMO number", vessel.imoDisplay],
            ["Company", vessel.companyName || "—"],
            ["Vessel type", vessel.vesselType || "—"],
            ["Year built", vessel.yearBuilt === null ? "—" : String(vessel.yearBuilt)],
            ["Deadweight", number(vessel.deadweight, " t")],
            ["Gross tonnage", number(vessel.grossTonnage)],
            ["MCR", number(vessel.maxContinuousRating, " kW")],
            ["Speed at MCR", number(vessel.speedMaxContinuousRating, " kn")],
            ["Mean draft", number(vessel.draftMean, " m")],
            ["Last data received", formatDateTime(vessel.lastExportDate) || "No data received yet"],
          ]}
        />
      </Card>
      <div
        css={{
          display: "grid",
          gridTemplateColumns: "minmax(0, 3fr) minmax(280px, 2fr)",
          gap: 20,
          alignItems: "start",
          "@media (max-width: 1100px)": { gridTemplateColumns: "minmax(0, 1fr)" },
        }}
      >
        <Card css={{ padding: 16 }}>
          <Title>Position</Title>
          <p css={{ margin: "0 0 10px", fontSize: "0.9rem" }} data-testid="vessel-info-position">
            {latest
              ? `${formatCoordinate({ lat: latest.latitude, lng: latest.longitude })} at ${formatDateTime(latest.timestamp)}`
              : "No position received yet"}
          </p>
          <VesselMap
            vessels={map.vessels}
            tracks={map.tracks}
            showTrack
            fitTrack
            height={420}
            nearestLocation={nearestLocationText}
            data-testid="vessel-info-map"
          />
        </Card>
        <div css={{ display: "grid", gap: 20 }}>
          <Card>
            <Title>Latest values</Title>
            {shownValues.length === 0 ? (
              <p>No log data yet</p>
            ) : (
              <Facts data-testid="vessel-info-values">
                {shownValues.map((v) => (
                  <div key={v.key}>
                    <dt>{v.label}</dt>
                    <dd title={v.timestamp ? `Received ${formatDateTime(v.timestamp)}` : "No value received"}>
                      {formatValue(v.value, v.variable)}
                      <ImplausibleMarker count={v.implausibleSkipped} />
                    </dd>
                  </div>
                ))}
              </Facts>
            )}
          </Card>
          <Card>
            <Title>Current voyage</Title>
            <FactList testId="vessel-info-voyage" facts={voyageFacts(currentVoyage)} />
          </Card>
        </div>
      </div>
    </div>
  );
}
