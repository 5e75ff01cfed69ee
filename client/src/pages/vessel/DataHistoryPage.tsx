import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { AnalysisView } from "../../features/dataAnalysis/AnalysisView";
import { PageHeader } from "../../shared/ui/PageHeader";

/** /Vessel/{id}/{name}/DataHistory: the vessel's stored log data over time, as a chart and a table to export. */
export function DataHistoryPage() {
  const vessel = useCurrentVessel();
  return (
    <>
      <PageHeader
        title="Data History"
        subtitle={`${vessel.name}: stored log data over time, at the interval you choose, filtered and exported`}
      />
      <AnalysisView page="DataHistory" vesselId={vessel.id} vesselName={vessel.name} />
    </>
  );
}
