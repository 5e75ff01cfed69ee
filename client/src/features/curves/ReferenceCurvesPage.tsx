import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import { byName } from "../../../../domain/shared/text";
import { CurvesPanel } from "../../entities/curve/CurvesPanel";
import { RequireRole } from "../../entities/session/RequireRole";
import { currentVesselOf, vesselStore } from "../../entities/vessel/vesselStore";
import { useStore } from "../../shared/store/createStore";
import { PageHeader } from "../../shared/ui/PageHeader";

/** /Settings/ReferenceCurves: a vessel's reference curves, administrators only (spec 3 §6). */
export function ReferenceCurvesPage() {
  return (
    <RequireRole roles={["Administrator"]}>
      <ReferenceCurves />
    </RequireRole>
  );
}

function ReferenceCurves() {
  const state = useStore(vesselStore);
  const [vesselId, setVesselId] = useState<string | null>(null);
  const vessels = [...state.vessels].sort(byName);
  const chosen = vesselId ?? currentVesselOf(state)?.id ?? null;
  return (
    <>
      <PageHeader
        title="Reference Curves"
        subtitle="Speed–consumption and other reference curves per vessel: points, fit and predictions"
        actions={
          <Dropdown
            value={chosen}
            options={vessels.map((v) => ({ label: v.name, value: v.id }))}
            onChange={(e) => setVesselId(e.value as string)}
            placeholder="Choose a vessel"
            filter
            aria-label="Vessel"
            data-testid="curves-vessel"
          />
        }
      />
      {chosen ? (
        <CurvesPanel key={chosen} vesselId={chosen} canEdit withReport />
      ) : (
        <p role="status">{state.status === "ready" ? "No vessels." : "Loading vessels…"}</p>
      )}
    </>
  );
}
