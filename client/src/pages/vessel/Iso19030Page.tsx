import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { hasFeature } from "../../entities/vessel/vesselFeatures";
import { Iso19030 } from "../../features/fouling/Iso19030";
import { AlertBox } from "../../shared/ui/AlertBox";
import { PageHeader } from "../../shared/ui/PageHeader";

export const ISO19030_NOT_AVAILABLE =
  "The ISO 19030 module is not activated for this vessel. Ask your administrator to switch the feature on in vessel administration.";

/** /Vessel/{id}/{name}/DiagnosticsISO: ISO 19030 events, performance indicators and trigger value. */
export function Iso19030Page() {
  const vessel = useCurrentVessel();
  return (
    <>
      <PageHeader
        title="ISO19030"
        subtitle={`${vessel.name}: hull and propeller performance events and indicators`}
      />
      {hasFeature({ features: vessel.features ?? [] } as Parameters<typeof hasFeature>[0], "ISO19030") ? (
        <Iso19030 vesselId={vessel.id} />
      ) : (
        <AlertBox severity="info" title="Feature not available" testId="iso19030-feature-not-available">
          {ISO19030_NOT_AVAILABLE}
        </AlertBox>
      )}
    </>
  );
}
