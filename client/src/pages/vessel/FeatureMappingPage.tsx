import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { FeatureMapping } from "../../features/dataQuality/FeatureMapping";
import { PageHeader } from "../../shared/ui/PageHeader";

/** /Vessel/{id}/{name}/FeatureMapping: the vessel's features and the log variables they read (issue 15). */
export function FeatureMappingPage() {
  const vessel = useCurrentVessel();
  return (
    <>
      <PageHeader
        title="Feature Mapping"
        subtitle={`${vessel.name}: the log variable, sampling interval and valid range of each feature`}
      />
      <FeatureMapping vesselId={vessel.id} />
    </>
  );
}
