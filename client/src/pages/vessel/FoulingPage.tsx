import { Link } from "react-router-dom";
import { useSession } from "../../entities/session/sessionStore";
import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { hasFeature } from "../../entities/vessel/vesselFeatures";
import { vesselPath } from "../../entities/vessel/vesselPaths";
import { Fouling } from "../../features/fouling/Fouling";
import { FoulingDiagnostics } from "../../features/fouling/FoulingDiagnostics";
import { AlertBox } from "../../shared/ui/AlertBox";
import { PageHeader } from "../../shared/ui/PageHeader";

export const FOULING_NOT_AVAILABLE =
  "The Fouling module is not activated for this vessel. Ask your administrator to switch the feature on in vessel administration.";

const WRITERS = new Set(["User", "SuperUser", "Administrator"]);

function useFoulingVessel() {
  const vessel = useCurrentVessel();
  const { user } = useSession();
  const active = hasFeature(
    { features: vessel.features ?? [] } as Parameters<typeof hasFeature>[0],
    "Fouling",
  );
  return { vessel, active, canEdit: WRITERS.has(user?.role ?? "") };
}

const notAvailable = (
  <AlertBox severity="info" title="Feature not available" testId="fouling-feature-not-available">
    {FOULING_NOT_AVAILABLE}
  </AlertBox>
);

/** /Vessel/{id}/{name}/Fouling: speed loss from hull fouling (ISO 19030-2). */
export function FoulingPage() {
  const { vessel, active, canEdit } = useFoulingVessel();
  return (
    <>
      <PageHeader
        title="Fouling"
        subtitle={`${vessel.name}: speed loss from hull and propeller fouling (ISO 19030-2)`}
        actions={
          active && (
            <Link to={vesselPath(vessel, "Fouling/Diagnostics")} data-testid="fouling-diagnostics-link">
              Propulsion and engine diagnostics
            </Link>
          )
        }
      />
      {active ? <Fouling vesselId={vessel.id} canEdit={canEdit} /> : notAvailable}
    </>
  );
}

/** /Vessel/{id}/{name}/Fouling/Diagnostics: propulsion efficiency and its curve, rpm and SFR deviations. */
export function FoulingDiagnosticsPage() {
  const { vessel, active } = useFoulingVessel();
  return (
    <>
      <PageHeader
        title="Fouling Diagnostics"
        subtitle={`${vessel.name}: propulsion efficiency, rpm and specific fuel rate deviations`}
        actions={<Link to={vesselPath(vessel, "Fouling")}>Back to speed loss</Link>}
      />
      {active ? <FoulingDiagnostics vesselId={vessel.id} /> : notAvailable}
    </>
  );
}
