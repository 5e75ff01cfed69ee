import { Dropdown } from "primereact/dropdown";

/**
 * The "Period" dropdown of the vessel pages that look back a number of days (Fouling, EEXI ShaPoLi):
 * label and options "Last N days". `id` names the input (label target) and the test id.
 */
export function PeriodDropdown({
  id,
  days,
  options,
  onChange,
  disabled,
}: {
  id: string;
  days: number;
  options: readonly number[];
  onChange: (days: number) => void;
  disabled?: boolean;
}) {
  return (
    <>
      <label htmlFor={id}>Period</label>
      <Dropdown
        inputId={id}
        value={days}
        options={options.map((n) => ({ label: `Last ${n} days`, value: n }))}
        onChange={(e) => onChange(e.value as number)}
        disabled={disabled}
        data-testid={id}
      />
    </>
  );
}
