import { Dropdown } from "primereact/dropdown";
import type { FuelTypeDto } from "../../../../domain/fuel/dto";

interface FuelTypeSelectProps {
  value: string;
  onChange: (fuelTypeId: string) => void;
  fuelTypes: FuelTypeDto[];
  testId: string;
  id?: string;
  invalid?: boolean;
  width?: string;
}

/** A fuel type choice, shown as 'Name (short name)'. */
export function FuelTypeSelect({
  value,
  onChange,
  fuelTypes,
  testId,
  id,
  invalid,
  width,
}: FuelTypeSelectProps) {
  return (
    <Dropdown
      inputId={id}
      value={value || null}
      options={fuelTypes.map((type) => ({ value: type.id, label: `${type.name} (${type.shortName})` }))}
      onChange={(event) => onChange(String(event.value ?? ""))}
      placeholder="Fuel type"
      aria-label={id ? undefined : "Fuel type"}
      invalid={invalid}
      filter={fuelTypes.length > 8}
      css={{ width: width ?? "100%", minWidth: "11rem" }}
      data-testid={testId}
    />
  );
}
