import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { OnboardReports } from "../../features/onboardReports/OnboardReports";
import { PageHeader } from "../../shared/ui/PageHeader";

/** /Vessel/{id}/{name}/Report: the reports the vessel sends (its noon reports). */
export function OnboardReportsPage() {
  const vessel = useCurrentVessel();
  return (
    <>
      <PageHeader title="Onboard Reports" subtitle={`${vessel.name}: the noon reports the ship sent`} />
      <OnboardReports key={vessel.id} vesselId={vessel.id} />
    </>
  );
}
