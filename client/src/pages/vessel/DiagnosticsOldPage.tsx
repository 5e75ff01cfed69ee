import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { hasFeature } from "../../entities/vessel/vesselFeatures";
import { PreviousDiagnostics } from "../../features/longTrends/PreviousDiagnostics";
import { AlertBox } from "../../shared/ui/AlertBox";
import { PageHeader } from "../../shared/ui/PageHeader";
import { DIAGNOSTICS_NOT_AVAILABLE } from "./LongTrendPage";

/** /Vessel/{id}/{name}/DiagnosticsOld: the earlier Diagnostics view of the long trends (docs/long-trends.md). */
export function DiagnosticsOldPage() {
  const vessel = useCurrentVessel();
  return (
    <>
      <PageHeader
        title="Diagnostics (previous version)"
        subtitle={`${vessel.name}: the long trends in one table and one chart, as the earlier Diagnostics showed them`}
      />
      {hasFeature({ features: vessel.features ?? [] } as Parameters<typeof hasFeature>[0], "Diagnostics") ? (
        <PreviousDiagnostics key={vessel.id} vesselId={vessel.id} />
      ) : (
        <AlertBox severity="info" title="Feature not available" testId="diagnostics-feature-not-available">
          {DIAGNOSTICS_NOT_AVAILABLE}
        </AlertBox>
      )}
    </>
  );
}
