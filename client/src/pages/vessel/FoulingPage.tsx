import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { hasFeature } from "../../entities/vessel/vesselFeatures";
import { Fouling } from "../../features/fouling/Fouling";
import { AlertBox } from "../../shared/ui/AlertBox";
import { PageHeader } from "../../shared/ui/PageHeader";

export const FOULING_NOT_AVAILABLE =
  "The Fouling module is not activated for this vessel. Ask your administrator to switch the feature on in vessel administration.";

/** /Vessel/{id}/{name}/Fouling: speed loss from hull fouling (ISO 19030-2). */
export function FoulingPage() {
  const vessel = useCurrentVessel();
  return (
    <>
      <PageHeader
        title="Fouling"
        subtitle={`${vessel.name}: speed loss from hull and propeller fouling (ISO 19030-2)`}
      />
      {hasFeature({ features: vessel.features ?? [] } as Parameters<typeof hasFeature>[0], "Fouling") ? (
        <Fouling vesselId={vessel.id} />
      ) : (
        <AlertBox severity="info" title="Feature not available" testId="fouling-feature-not-available">
          {FOULING_NOT_AVAILABLE}
        </AlertBox>
      )}
    </>
  );
}
