import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { AnalysisView } from "../../features/dataAnalysis/AnalysisView";
import { PageHeader } from "../../shared/ui/PageHeader";

/** /Vessel/{id}/{name}/LoggingHistory: the vessel's logged variables over time (docs/logging-history.md). */
export function LoggingHistoryPage() {
  const vessel = useCurrentVessel();
  return (
    <>
      <PageHeader title="Logging History" subtitle={`${vessel.name}: logged variables over time`} />
      <AnalysisView page="LoggingHistory" vesselId={vessel.id} />
    </>
  );
}
