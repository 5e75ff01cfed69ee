import { Dropdown } from "primereact/dropdown";
import { useId } from "react";
import type { VesselGroup } from "./fleetApi";

/** The 'Filter on group' dropdown; "All vessels" shows every vessel. Hidden without groups. */
export function GroupFilter({
  groups,
  value,
  onChange,
}: {
  groups: readonly VesselGroup[];
  value: string;
  onChange: (groupId: string) => void;
}) {
  const id = useId();
  if (groups.length === 0) return null;
  const options = [{ id: "", name: "All vessels" }, ...groups];
  return (
    <span css={{ display: "inline-flex", alignItems: "center", gap: 10, fontSize: "0.9rem" }}>
      <label htmlFor={id}>Filter on group</label>
      <Dropdown
        value={value}
        options={options}
        optionLabel="name"
        optionValue="id"
        onChange={(event) => onChange(String(event.value ?? ""))}
        inputId={id}
        aria-label="Filter on group"
        data-testid="fleet-group-filter"
        css={{ minWidth: 200 }}
      />
    </span>
  );
}
