import { type FleetPositions, toMapPosition } from "../../entities/vessel/positionsApi";
import type { TimedPosition } from "../../shared/map/trackLines";
import type { MapVessel } from "../../shared/map/VesselMap";
import type { ExtendedVessel } from "./fleetApi";

/** The map's vessels and tracks from the fleet pages' data. */
export function mapDataOf(
  vessels: readonly ExtendedVessel[],
  positions: Readonly<Record<string, FleetPositions>>,
): { mapVessels: MapVessel[]; tracks: Record<string, TimedPosition[]> } {
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
  return { mapVessels, tracks };
}
