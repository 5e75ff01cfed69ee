import { InputSwitch } from "primereact/inputswitch";

/** The "Fit to data" switch beside a chart whose default y range is the spec's (e.g. ±50 %). */
export function FitToDataToggle({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (fit: boolean) => void;
}) {
  return (
    <span css={{ display: "inline-flex", alignItems: "center", gap: 8 }}>
      <InputSwitch
        inputId={id}
        checked={checked}
        onChange={(e) => onChange(e.value === true)}
        data-testid={`${id}-fit`}
      />
      <label htmlFor={id}>Fit to data</label>
    </span>
  );
}
