import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { CharterParty } from "../../features/curves/CharterParty";
import { PageHeader } from "../../shared/ui/PageHeader";

/** /Vessel/{id}/{name}/CharterParty (docs/curves.md). */
export function CharterPartyPage() {
  const vessel = useCurrentVessel();
  return (
    <>
      <PageHeader
        title="Charter Party"
        subtitle={`${vessel.name}: actual fuel per voyage leg against the reference curve's allowance`}
      />
      <CharterParty vesselId={vessel.id} />
    </>
  );
}
