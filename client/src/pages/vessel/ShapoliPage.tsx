import { FeatureNotAvailable } from "../../entities/vessel/FeatureNotAvailable";
import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { hasFeature } from "../../entities/vessel/vesselFeatures";
import { Shapoli } from "../../features/shapoli/Shapoli";
import { PageHeader } from "../../shared/ui/PageHeader";

/** /Vessel/{id}/{name}/Shapoli: uses of the power reserve above the EEXI shaft power limitation. */
export function ShapoliPage() {
  const vessel = useCurrentVessel();
  return (
    <>
      <PageHeader
        title="EEXI ShaPoLi"
        subtitle={`${vessel.name}: shaft power above the limited power (MEPC.335(76)), the master's records and reports`}
      />
      {hasFeature({ features: vessel.features ?? [] } as Parameters<typeof hasFeature>[0], "Shapoli") ? (
        <Shapoli vesselId={vessel.id} />
      ) : (
        <FeatureNotAvailable feature="EEXI ShaPoLi" />
      )}
    </>
  );
}
