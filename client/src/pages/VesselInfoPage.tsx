import { useCurrentVessel } from "../entities/vessel/useCurrentVessel";
import { VesselInfoView } from "../features/vesselInfo/VesselInfoView";

/** Vessel Info, the vessel page's default child. */
export function VesselInfoPage() {
  const vessel = useCurrentVessel();
  return <VesselInfoView key={vessel.id} vesselId={vessel.id} />;
}
