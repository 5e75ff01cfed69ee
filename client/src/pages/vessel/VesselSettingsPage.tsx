import { TabPanel, TabView } from "primereact/tabview";
import { useCallback, useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import type { EmissionSettingsStatusDto } from "../../../../domain/fuel/dto";
import { useFuelTypes } from "../../features/fuel/useFuelTypes";
import { CargoCarried } from "../../features/vesselSettings/CargoCarried";
import { ConsumerSettings, FLOW_METERS, FUEL_TANKS } from "../../features/vesselSettings/ConsumerSettings";
import { FuelTypeSettings } from "../../features/vesselSettings/FuelTypeSettings";
import { GeneralSettings } from "../../features/vesselSettings/GeneralSettings";
import { KeyTab } from "../../features/vesselSettings/KeyTab";
import { SettingsStatus } from "../../features/vesselSettings/SettingsStatus";
import { ShaftPowerSettings } from "../../features/vesselSettings/ShaftPowerSettings";
import type { SettingsVessel } from "../../features/vesselSettings/types";
import { vesselSettingsApi } from "../../features/vesselSettings/vesselSettingsApi";
import { errorMessageOf } from "../../shared/api/ApiError";
import { Muted } from "../../shared/table/TableCard";
import { useAsyncList } from "../../shared/table/useAsyncList";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";

/** /Vessel/{id}/{name}/VesselSettings: General, Flow meters, Fuel tanks, Fuel types and the key (spec 2 §2). */
export function VesselSettingsPage() {
  const { vesselId = "" } = useParams();
  const [vessel, setVessel] = useState<SettingsVessel | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [status, setStatus] = useState<EmissionSettingsStatusDto | null>(null);
  const [tab, setTab] = useState(0);
  const vesselTypes = useAsyncList(vesselSettingsApi.vesselTypes, "vessel types");
  const iceClasses = useAsyncList(vesselSettingsApi.iceClasses, "ice classes");
  const cargoUnits = useAsyncList(vesselSettingsApi.cargoUnits, "cargo units");
  const fuelTypes = useFuelTypes();

  const reloadStatus = useCallback(() => {
    vesselSettingsApi
      .status(vesselId)
      .then(setStatus)
      .catch((failure) => {
        console.warn("Failed to load the emission settings status", failure);
        setStatus(null);
      });
  }, [vesselId]);
  const reload = useCallback(() => {
    vesselSettingsApi
      .vessel(vesselId)
      .then((answer) => {
        setVessel(answer);
        setLoadError(null);
      })
      .catch((failure) => setLoadError(errorMessageOf(failure, "The vessel could not be loaded.")));
    reloadStatus();
  }, [vesselId, reloadStatus]);
  useEffect(reload, [reload]);

  if (loadError) {
    return (
      <AlertBox severity="error" testId="settings-load-error">
        {loadError}
      </AlertBox>
    );
  }
  if (!vessel) return <Muted role="status">Loading vessel settings…</Muted>;

  return (
    <Card
      css={{
        padding: "8px 20px 20px",
        // The tabs sit on the card's own surface in both themes.
        ".p-tabview-nav, .p-tabview-nav-link, .p-tabview-panels": { background: "transparent" },
      }}
      data-testid="vessel-settings"
    >
      <TabView
        activeIndex={tab}
        onTabChange={(event) => setTab(event.index)}
        // Six tabs are wider than the card at 1024 px: the row scrolls, with buttons, rather than cutting the last off.
        scrollable
        data-testid="settings-tabs"
      >
        <TabPanel header="General">
          <div css={{ display: "grid", gap: 18 }}>
            <SettingsStatus status={status} />
            <div
              css={{
                display: "grid",
                gridTemplateColumns: "minmax(0, 1fr) minmax(260px, 340px)",
                gap: 28,
                alignItems: "start",
                "@media (max-width: 1100px)": { gridTemplateColumns: "1fr" },
              }}
            >
              <GeneralSettings
                key={vessel.id}
                vessel={vessel}
                vesselTypes={vesselTypes.items}
                iceClasses={iceClasses.items}
                onSaved={reload}
              />
              <CargoCarried vessel={vessel} cargoUnits={cargoUnits.items} onChanged={reload} />
            </div>
          </div>
        </TabPanel>
        <TabPanel header="Flow meters">
          <ConsumerSettings
            kind={FLOW_METERS}
            vesselId={vessel.id}
            fuelTypes={fuelTypes.items}
            onChanged={reloadStatus}
          />
        </TabPanel>
        <TabPanel header="Fuel tanks">
          <ConsumerSettings
            kind={FUEL_TANKS}
            vesselId={vessel.id}
            fuelTypes={fuelTypes.items}
            onChanged={reloadStatus}
          />
        </TabPanel>
        <TabPanel header="Fuel types">
          <FuelTypeSettings fuelTypes={fuelTypes.items} onChanged={fuelTypes.reload} />
        </TabPanel>
        <TabPanel header="Shaft power limitation">
          <ShaftPowerSettings key={`${vessel.id}-${vessel.version}`} vessel={vessel} onSaved={reload} />
        </TabPanel>
        <TabPanel header="Data-access key">
          <KeyTab vessel={vessel} cargoUnits={cargoUnits.items} onChanged={reload} />
        </TabPanel>
      </TabView>
    </Card>
  );
}
