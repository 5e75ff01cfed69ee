import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { hasFeature } from "../../entities/vessel/vesselFeatures";
import { Shapoli } from "../../features/shapoli/Shapoli";
import { AlertBox } from "../../shared/ui/AlertBox";
import { PageHeader } from "../../shared/ui/PageHeader";

export const SHAPOLI_NOT_AVAILABLE =
  "The EEXI ShaPoLi module is not activated for this vessel. Ask your administrator to switch the feature on in vessel administration.";

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
        <AlertBox severity="info" title="Feature not available" testId="shapoli-feature-not-available">
          {SHAPOLI_NOT_AVAILABLE}
        </AlertBox>
      )}
    </>
  );
}
