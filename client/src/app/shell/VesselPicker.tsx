import { Dropdown } from "primereact/dropdown";
import { useNavigate } from "react-router-dom";
import { byName } from "../../../../domain/shared/text";
import type { Vessel } from "../../entities/vessel/types";
import { useVesselRoute } from "../../entities/vessel/useVesselRoute";
import { VesselStatusIcon } from "../../entities/vessel/VesselStatusIcon";
import { vesselPath } from "../../entities/vessel/vesselPaths";
import { selectVessel, vesselStore } from "../../entities/vessel/vesselStore";
import { useStore } from "../../shared/store/createStore";

function VesselOption({ vessel }: { vessel: Vessel | null }) {
  if (!vessel) return <span>Vessel name</span>;
  return (
    <span css={{ display: "inline-flex", alignItems: "center", gap: 8 }}>
      <VesselStatusIcon vessel={vessel} />
      {vessel.name}
    </span>
  );
}

/** On vessel routes: switch vessel, rewriting /Vessel/{id}/{name}/... Shown only with more than one vessel. */
export function VesselPicker() {
  const navigate = useNavigate();
  const route = useVesselRoute();
  const { vessels } = useStore(vesselStore);
  if (!route || vessels.length <= 1) return null;

  function choose(vesselId: string) {
    const vessel = vessels.find((candidate) => candidate.id === vesselId);
    if (!vessel || !route || vessel.id === route.vesselId) return;
    selectVessel(vessel.id);
    navigate(vesselPath(vessel, route.child || "Info"));
  }

  return (
    <Dropdown
      value={route.vesselId}
      options={[...vessels].sort(byName)}
      optionLabel="name"
      optionValue="id"
      onChange={(event) => choose(event.value as string)}
      filter
      filterInputAutoFocus
      resetFilterOnHide
      filterPlaceholder="Search vessels"
      placeholder="Vessel name"
      emptyFilterMessage="No matching vessel"
      itemTemplate={(vessel: Vessel) => <VesselOption vessel={vessel} />}
      valueTemplate={(vessel: Vessel | null) => <VesselOption vessel={vessel} />}
      aria-label="Vessel"
      data-testid="vessel-picker"
    />
  );
}
