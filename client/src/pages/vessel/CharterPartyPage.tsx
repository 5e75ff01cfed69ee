import { FeatureNotAvailable } from "../../entities/vessel/FeatureNotAvailable";
import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { hasFeature } from "../../entities/vessel/vesselFeatures";
import { CharterParty } from "../../features/curves/CharterParty";
import { PageHeader } from "../../shared/ui/PageHeader";

/** /Vessel/{id}/{name}/CharterParty (docs/curves.md). */
export function CharterPartyPage() {
  const vessel = useCurrentVessel();
  const activated = hasFeature(vessel as Parameters<typeof hasFeature>[0], "CharterParty");
  return (
    <>
      <PageHeader
        title="Charter Party"
        subtitle={`${vessel.name}: an indication per voyage leg, good weather only, against the reference curve's allowance`}
      />
      {activated ? <CharterParty vesselId={vessel.id} /> : <FeatureNotAvailable feature="Charter Party" />}
    </>
  );
}
