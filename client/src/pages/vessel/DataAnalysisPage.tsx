import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { AnalysisView } from "../../features/dataAnalysis/AnalysisView";
import { PageHeader } from "../../shared/ui/PageHeader";

/** /Vessel/{id}/{name}/DataAnalysis: variable groups charted together, scatter, filters (docs/logging-history.md). */
export function DataAnalysisPage() {
  const vessel = useCurrentVessel();
  return (
    <>
      <PageHeader
        title="Data Analysis"
        subtitle={`${vessel.name}: log variables in groups over a period, filtered, zoomed and against each other`}
      />
      <AnalysisView page="DataAnalysis" vesselId={vessel.id} />
    </>
  );
}
