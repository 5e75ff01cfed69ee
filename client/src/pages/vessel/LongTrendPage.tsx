import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { hasFeature } from "../../entities/vessel/vesselFeatures";
import { LongTrends } from "../../features/longTrends/LongTrends";
import { AlertBox } from "../../shared/ui/AlertBox";
import { PageHeader } from "../../shared/ui/PageHeader";

export const DIAGNOSTICS_NOT_AVAILABLE =
  "The Diagnostics module is not activated for this vessel. Ask your administrator to switch the feature on in vessel administration.";

/** /Vessel/{id}/{name}/LongTrend and /Diagnostics: long trends of speed loss, rpm and SFOC deviation. */
export function LongTrendPage({
  title = "Long Trend",
  rangeInBreadcrumb = false,
}: {
  title?: string;
  rangeInBreadcrumb?: boolean;
}) {
  const vessel = useCurrentVessel();
  return (
    <>
      <PageHeader
        title={title}
        subtitle={`${vessel.name}: speed, rpm and SFOC against the vessel's reference`}
      />
      {hasFeature({ features: vessel.features ?? [] } as Parameters<typeof hasFeature>[0], "Diagnostics") ? (
        <LongTrends vesselId={vessel.id} rangeInBreadcrumb={rangeInBreadcrumb} />
      ) : (
        <AlertBox severity="info" title="Feature not available" testId="diagnostics-feature-not-available">
          {DIAGNOSTICS_NOT_AVAILABLE}
        </AlertBox>
      )}
    </>
  );
}

/** Diagnostics: the long trends, with their date range in the vessel breadcrumb (spec 3 §2). */
export const DiagnosticsPage = () => <LongTrendPage title="Diagnostics" rangeInBreadcrumb />;
