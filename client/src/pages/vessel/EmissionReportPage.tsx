import { Button } from "primereact/button";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { FuelTabComponents } from "../../entities/fuel/fuelTabProps";
import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { vesselPath } from "../../entities/vessel/vesselPaths";
import { TemplatePanel } from "../../features/emissionReport/TemplatePanel";
import { FlowMetersTab } from "../../features/fuel/FlowMetersTab";
import { FuelTanksTab } from "../../features/fuel/FuelTanksTab";
import { type EmissionSettingsStatus, emissionVesselApi } from "../../features/voyages/api/voyagesApi";
import { EmissionReportOverview } from "../../features/voyages/emissionReport/EmissionReportOverview";
import { SettingsView } from "../../features/voyages/emissionReport/SettingsView";
import { SettingsWarning } from "../../features/voyages/emissionReport/SettingsWarning";
import { VoyageScreen } from "../../features/voyages/voyage/VoyageScreen";
import { PageHeader } from "../../shared/ui/PageHeader";

const FUEL_TABS: FuelTabComponents = { flowMeters: FlowMetersTab, fuelTanks: FuelTanksTab };

export const DEPARTURE_PARAM = "departure";

/** /Vessel/{id}/{name}/EmissionReport: the departures of the vessel, or one voyage (?departure={id}). */
export function EmissionReportPage() {
  const vessel = useCurrentVessel();
  const [params, setParams] = useSearchParams();
  const departureId = params.get(DEPARTURE_PARAM);
  const [showSettings, setShowSettings] = useState(false);
  const [status, setStatus] = useState<EmissionSettingsStatus | null>(null);
  const settingsPath = vesselPath(vessel, "VesselSettings");

  const loadStatus = useCallback(async () => {
    try {
      setStatus(await emissionVesselApi.settingsStatus(vessel.id));
    } catch (failure) {
      // Without the status call the screens stay usable; the server still refuses what it must.
      console.warn("Failed to load the emission settings status", failure);
      setStatus({ complete: true, missing: [] });
    }
  }, [vessel.id]);

  useEffect(() => {
    void loadStatus();
  }, [loadStatus]);

  const open = (id: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id) next.set(DEPARTURE_PARAM, id);
      else next.delete(DEPARTURE_PARAM);
      return next;
    });

  const toggle = (
    <Button
      type="button"
      label={showSettings ? "Return to emission report" : "View emission report settings"}
      icon={showSettings ? "pi pi-arrow-left" : "pi pi-cog"}
      outlined
      size="small"
      onClick={() => setShowSettings(!showSettings)}
      data-testid="emission-settings-toggle"
    />
  );

  return (
    <div data-testid="emission-report">
      <PageHeader title="Emission report" subtitle={vessel.name} actions={toggle} />
      {showSettings ? (
        <SettingsView status={status} settingsPath={settingsPath} />
      ) : status === null ? null : !status.complete ? (
        <SettingsWarning missing={status.missing} settingsPath={settingsPath} />
      ) : departureId ? (
        <VoyageScreen
          key={departureId}
          vesselId={vessel.id}
          departureId={departureId}
          onBack={() => open(null)}
          onOpen={open}
          fuelTabs={FUEL_TABS}
        />
      ) : (
        <EmissionReportOverview
          vesselId={vessel.id}
          onOpen={open}
          templatePanel={(onUploaded) => <TemplatePanel vesselId={vessel.id} onUploaded={onUploaded} />}
        />
      )}
    </div>
  );
}
