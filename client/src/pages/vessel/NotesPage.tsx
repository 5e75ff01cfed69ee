import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { NotesView } from "../../features/notes/NotesView";
import { PageHeader } from "../../shared/ui/PageHeader";

/** /Vessel/{id}/{name}/Notes: notes shared with everyone who sees the vessel. */
export function NotesPage() {
  const vessel = useCurrentVessel();
  return (
    <>
      <PageHeader
        title="Notes"
        subtitle={`${vessel.name}: shared at once with everyone who sees the vessel`}
      />
      <NotesView key={vessel.id} vesselId={vessel.id} />
    </>
  );
}
