import { useMemo } from "react";
import { useNavigate } from "react-router-dom";
import { vesselPath } from "../../entities/vessel/vesselPaths";
import { formatDateTime } from "../../shared/format/formatDateTime";
import { VesselMap } from "../../shared/map/VesselMap";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { PageHeader } from "../../shared/ui/PageHeader";
import { FleetVesselList } from "./FleetVesselList";
import { mapDataOf } from "./fleetMapData";
import { byStatusThenName, NO_DATA, voyageText } from "./fleetText";
import { GroupFilter } from "./GroupFilter";
import { useFleet } from "./useFleet";
import { useGroupFilter } from "./useGroupFilter";

/** Fleet overview (/FleetOverview): the map of every vessel the user may see, and the vessel list beside it. */
export function FleetOverviewPage() {
  const navigate = useNavigate();
  const fleet = useFleet({ trackDays: 14, withValues: false });
  const filter = useGroupFilter();
  const vessels = useMemo(
    () => fleet.vessels.filter((v) => filter.includes(v.id)).sort(byStatusThenName),
    [fleet.vessels, filter.includes],
  );
  const { mapVessels, tracks } = useMemo(
    () => mapDataOf(vessels, fleet.positions),
    [vessels, fleet.positions],
  );
  const byId = useMemo(() => new Map(vessels.map((v) => [v.id, v])), [vessels]);

  return (
    <div>
      <PageHeader
        title="Fleet Overview"
        subtitle="Where your vessels are and how they perform"
        actions={<GroupFilter groups={filter.groups} value={filter.groupId} onChange={filter.setGroupId} />}
      />
      {fleet.status === "error" && (
        <AlertBox severity="error">The fleet could not be loaded. Reload the page to try again.</AlertBox>
      )}
      <div
        css={{
          display: "grid",
          gridTemplateColumns: "minmax(0, 1fr) 380px",
          gap: 20,
          alignItems: "start",
          "@media (max-width: 1100px)": { gridTemplateColumns: "minmax(0, 1fr)" },
        }}
      >
        <Card css={{ padding: 16 }}>
          <VesselMap
            vessels={mapVessels}
            tracks={tracks}
            height="calc(100vh - 300px)"
            onSelectVessel={(id) => {
              const vessel = byId.get(id);
              if (vessel) navigate(vesselPath(vessel, "Info"));
            }}
            popupDetails={(mapVessel) => {
              const vessel = byId.get(mapVessel.id);
              if (!vessel) return [];
              return [
                ["Last data", formatDateTime(vessel.lastExportDate) || NO_DATA],
                ["Voyage", voyageText(vessel.currentVoyage)],
              ];
            }}
            data-testid="fleet-map"
          />
        </Card>
        <div aria-busy={fleet.status === "loading"}>
          {fleet.status === "loading" ? (
            <p>Loading vessels…</p>
          ) : (
            <FleetVesselList
              vessels={vessels}
              positions={fleet.positions}
              refreshedIds={fleet.refreshedIds}
            />
          )}
        </div>
      </div>
    </div>
  );
}
