import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { VesselFilesView } from "../../features/vesselFiles/VesselFilesView";
import { PageHeader } from "../../shared/ui/PageHeader";

/** /Vessel/{id}/{name}/VesselFiles: the vessel's documents, shared with everyone who sees the vessel. */
export function VesselFilesPage() {
  const vessel = useCurrentVessel();
  return (
    <>
      <PageHeader
        title="Documents"
        subtitle={`${vessel.name}: PDF, Word and Excel documents of the vessel`}
      />
      <VesselFilesView key={vessel.id} vesselId={vessel.id} />
    </>
  );
}
