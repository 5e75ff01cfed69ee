import { RadioButton } from "primereact/radiobutton";
import { TabPanel, TabView } from "primereact/tabview";
import { useState } from "react";
import type { FuelTankDto, FuelTypeDto } from "../../../../domain/fuel/dto";
import { fuelApi } from "../../entities/fuel/fuelApi";
import type { FuelTabProps } from "../../entities/fuel/fuelTabProps";
import { Muted } from "../../shared/table/TableCard";
import { useAsyncList } from "../../shared/table/useAsyncList";
import { AlertBox } from "../../shared/ui/AlertBox";
import { queryWindow } from "./fuelDateRanges";
import { voyageSpanOf } from "./fuelTabProps";
import { TankConsumptions } from "./TankConsumptions";
import { TankOperations } from "./TankOperations";
import { TankSoundings } from "./TankSoundings";
import { useFuelTypes } from "./useFuelTypes";

export const MISSING_START_OPERATION = "Please submit fuel type and density at the start of this voyage.";
const BUNKERING_TAB = 1;

/**
 * The voyage screen's Fuel tanks tab (spec 2 §2): pick a tank by radio, then Fuel consumption,
 * Bunkering and Soundings. While the tank has no operation (fuel type and density) the other tabs are
 * blocked and Bunkering is shown.
 */
export function FuelTanksTab(props: FuelTabProps) {
  const tanks = useAsyncList(
    async () => (await fuelApi.fuelTanks(props.vesselId)).filter((tank) => !tank.isDeactivated),
    "fuel tanks",
  );
  const fuelTypes = useFuelTypes();
  const [chosen, setChosen] = useState<string | null>(null);

  if (tanks.status === "loading") return <Muted>Loading fuel tanks…</Muted>;
  if (tanks.items.length === 0)
    return <Muted data-testid="fuel-tanks-none">This vessel has no active fuel tanks.</Muted>;
  const tank = tanks.items.find((item) => item.id === chosen) ?? tanks.items[0];
  if (!tank) return null;

  return (
    <div css={{ display: "grid", gap: 12 }} data-testid="fuel-tanks-tab">
      <fieldset
        css={{ border: 0, padding: 0, margin: 0, display: "flex", flexWrap: "wrap", gap: "8px 18px" }}
      >
        <legend css={{ fontWeight: 600, marginBottom: 6 }}>Fuel tank</legend>
        {tanks.items.map((item) => (
          <span key={item.id} css={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
            <RadioButton
              inputId={`fuel-tank-${item.id}`}
              value={item.id}
              checked={item.id === tank.id}
              onChange={() => setChosen(item.id)}
              data-testid="fuel-tank-choice"
            />
            <label htmlFor={`fuel-tank-${item.id}`} css={{ cursor: "pointer" }}>
              {item.name} <Muted>({item.fuelTypeName})</Muted>
            </label>
          </span>
        ))}
      </fieldset>
      <TankPanel key={tank.id} tank={tank} fuelTypes={fuelTypes.items} {...props} />
    </div>
  );
}

function TankPanel({
  tank,
  fuelTypes,
  ...props
}: FuelTabProps & { tank: FuelTankDto; fuelTypes: FuelTypeDto[] }) {
  const span = voyageSpanOf(props);
  // The Bunkering tab lists only the voyage's own operations; the tank's fuel type and density are
  // known from any operation of the spec's window (12 months before departure to the end event).
  const operations = useAsyncList(
    async () =>
      (await fuelApi.fuelTankOperations(tank.id, { departureId: props.departureId })).sort((a, b) =>
        a.timestamp.localeCompare(b.timestamp),
      ),
    "fuel tank operations",
  );
  const known = useAsyncList(
    () => fuelApi.fuelTankOperations(tank.id, queryWindow(span)),
    "fuel tank operations",
  );
  const reload = async () => {
    await Promise.all([operations.reload(), known.reload()]);
  };
  const [tab, setTab] = useState(0);
  const missing = known.status === "ready" && known.items.length === 0;
  const shownTab = missing ? BUNKERING_TAB : tab;

  return (
    <div css={{ display: "grid", gap: 12 }}>
      {missing && (
        <AlertBox severity="warning" testId="fuel-tank-missing-operation">
          {MISSING_START_OPERATION}
        </AlertBox>
      )}
      <TabView
        activeIndex={shownTab}
        onTabChange={(event) => setTab(event.index)}
        data-testid="fuel-tank-tabs"
      >
        <TabPanel header="Fuel consumption" disabled={missing}>
          <TankConsumptions tank={tank} fuelTypes={fuelTypes} {...props} />
        </TabPanel>
        <TabPanel header="Bunkering">
          <TankOperations
            tank={tank}
            span={span}
            operations={operations.items}
            fuelTypes={fuelTypes}
            readOnly={props.dataConfirmed}
            reload={reload}
          />
        </TabPanel>
        <TabPanel header="Soundings" disabled={missing}>
          <TankSoundings
            tank={tank}
            span={span}
            departureId={props.departureId}
            readOnly={props.dataConfirmed}
          />
        </TabPanel>
      </TabView>
    </div>
  );
}
