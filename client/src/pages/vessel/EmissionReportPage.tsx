import { Button } from "primereact/button";
import { useCallback, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { FuelTabComponents } from "../../entities/fuel/fuelTabProps";
import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { vesselPath } from "../../entities/vessel/vesselPaths";
import { ShipToShipTransfers } from "../../features/emissionReport/ShipToShipTransfers";
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

/** /Vessel/{id}/{name}/EmissionReportOld: the older emission report page (spec 2 §2, "an older version exists too"). */
export function EmissionReportOldPage() {
  return <EmissionReportPage layout="older" />;
}

/**
 * /Vessel/{id}/{name}/EmissionReport: the departures of the vessel, or one voyage (?departure={id}).
 * The older page is the same screen with the older layout's wording and its report links by query.
 */
export function EmissionReportPage({ layout = "current" }: { layout?: "current" | "older" }) {
  const older = layout === "older";
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

  const other = (
    <Link
      to={vesselPath(vessel, older ? "EmissionReport" : "EmissionReportOld")}
      css={(t) => ({ color: t.color.primary, fontSize: "0.9rem", alignSelf: "center" })}
      data-testid="emission-report-other-version"
    >
      {older ? "Current version" : "Previous version"}
    </Link>
  );

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
    <div data-testid="emission-report" data-layout={layout}>
      <PageHeader
        title={older ? "Emission report (previous version)" : "Emission report"}
        subtitle={vessel.name}
        actions={
          <div css={{ display: "flex", gap: 14, alignItems: "center" }}>
            {other}
            {toggle}
          </div>
        }
      />
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
          shipToShipTransfers={ShipToShipTransfers}
          layout={layout}
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
