import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { type FleetPositions, positionsApi, toMapPosition } from "../../../entities/vessel/positionsApi";
import { vesselPath } from "../../../entities/vessel/vesselPaths";
import { vesselStore } from "../../../entities/vessel/vesselStore";
import type { TimedPosition } from "../../../shared/map/trackLines";
import { VesselMap } from "../../../shared/map/VesselMap";
import { useStore } from "../../../shared/store/createStore";
import { useVesselsRevision } from "../state/liveRefresh";
import { Muted } from "./WidgetFrame";

/** The vessel map widget: every vessel the user may see, coloured by performance status, with tracks. */
export function MapWidget() {
  const { vessels } = useStore(vesselStore);
  const navigate = useNavigate();
  const [positions, setPositions] = useState<Record<string, FleetPositions> | null>(null);
  const revision = useVesselsRevision(vessels.map((v) => v.id));

  useEffect(() => {
    void revision;
    let live = true;
    positionsApi
      .fleet()
      .then((list) => live && setPositions(Object.fromEntries(list.map((p) => [p.vesselId, p]))))
      .catch((error) => {
        console.warn("The vessel positions could not be loaded", error);
        if (live) setPositions({});
      });
    return () => {
      live = false;
    };
  }, [revision]);

  if (!positions) return <Muted css={{ padding: 14 }}>Loading…</Muted>;
  const mapVessels = vessels.map((vessel) => {
    const latest = positions[vessel.id]?.latest;
    return {
      id: vessel.id,
      name: vessel.name,
      status: vessel.performance?.performanceStatus,
      position: latest ? toMapPosition(latest) : null,
    };
  });
  const tracks: Record<string, TimedPosition[]> = {};
  for (const vessel of vessels) tracks[vessel.id] = (positions[vessel.id]?.track ?? []).map(toMapPosition);
  const byId = new Map(vessels.map((v) => [v.id, v]));
  return (
    <div css={{ height: "100%" }} className="widget-no-drag" data-testid="map-widget">
      <VesselMap
        vessels={mapVessels}
        tracks={tracks}
        height="100%"
        onSelectVessel={(id) => {
          const vessel = byId.get(id);
          if (vessel) navigate(vesselPath(vessel, "Info"));
        }}
        data-testid="map-widget-map"
      />
    </div>
  );
}
