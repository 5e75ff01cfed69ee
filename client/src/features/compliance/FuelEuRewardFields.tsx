import { InputNumber } from "primereact/inputnumber";
import { MultiSelect } from "primereact/multiselect";
import { useEffect, useState } from "react";
import { MAX_OPS_MWH } from "../../../../domain/compliance/fuelEu";
import { fuelApi } from "../../entities/fuel/fuelApi";
import type { FuelEuRewardsInput } from "./complianceApi";

export const NO_REWARDS: FuelEuRewardsInput = { rfnboFuelTypes: [], opsMwh: null, windRatio: null };

const row = {
  display: "grid",
  // minmax(0, …): an input's own width must not push the card past the screen at 1024 px.
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1.4fr)",
  gap: 10,
  alignItems: "center",
};

/**
 * The FuelEU rewards of Annex I a vessel's figures are asked with (docs/regulatory.md, "FuelEU rewards"):
 * fuel types burnt as RFNBO, on-shore power delivered at berth (MWh) and the wind ratio P_wind/P_prop.
 */
export function FuelEuRewardFields({
  value,
  onChange,
}: {
  value: FuelEuRewardsInput;
  onChange: (next: FuelEuRewardsInput) => void;
}) {
  const [shortNames, setShortNames] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    fuelApi
      .fuelTypes()
      .then((types) => live && setShortNames(types.map((t) => t.shortName)))
      .catch(() => live && setShortNames([]));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div css={{ display: "grid", gap: 10, marginBottom: 16 }} data-testid="fueleu-rewards">
      <div css={row}>
        <label htmlFor="fueleu-rfnbo">Fuel types burnt as RFNBO (reward ×2 until 2033)</label>
        <MultiSelect
          inputId="fueleu-rfnbo"
          value={value.rfnboFuelTypes}
          options={shortNames.map((n) => ({ value: n, label: n }))}
          placeholder="None"
          display="chip"
          css={{ width: "100%" }}
          onChange={(e) => onChange({ ...value, rfnboFuelTypes: e.value as string[] })}
          data-testid="fueleu-rfnbo"
        />
      </div>
      <div css={row}>
        <label htmlFor="fueleu-ops">On-shore power at berth in EU ports (MWh)</label>
        <InputNumber
          inputId="fueleu-ops"
          value={value.opsMwh}
          min={0}
          max={MAX_OPS_MWH}
          maxFractionDigits={3}
          inputStyle={{ width: "100%" }}
          onValueChange={(e) => onChange({ ...value, opsMwh: e.value ?? null })}
          data-testid="fueleu-ops"
        />
      </div>
      <div css={row}>
        <label htmlFor="fueleu-wind">Wind-assisted propulsion, P_wind / P_prop</label>
        <InputNumber
          inputId="fueleu-wind"
          value={value.windRatio}
          min={0}
          max={1}
          maxFractionDigits={3}
          inputStyle={{ width: "100%" }}
          onValueChange={(e) => onChange({ ...value, windRatio: e.value ?? null })}
          data-testid="fueleu-wind"
        />
      </div>
    </div>
  );
}
