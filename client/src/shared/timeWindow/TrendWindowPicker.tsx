import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { DateInput } from "../ui/DateInput";
import type { TrendWindowInputs, TrendWindowType } from "./trendWindow";

const DATE_TYPES: Array<{ label: string; value: TrendWindowType; disabled?: boolean }> = [
  { label: "Recent days", value: "LastPeriod" },
  { label: "From and to", value: "SetPeriod" },
];

/**
 * The time period selector of the long-trend pages: recent days, or from and to dates (UTC); with
 * `named`, also All values and Last voyage (disabled when the vessel has no voyage). Pages that show
 * several vessels leave Last voyage out (`lastVoyage: "hidden"`): one vessel's voyage is no period of the others.
 */
export function TrendWindowPicker({
  value,
  onChange,
  error,
  idPrefix,
  named,
}: {
  value: TrendWindowInputs;
  onChange: (next: TrendWindowInputs) => void;
  error: string | null;
  idPrefix: string;
  named?: { lastVoyage: "available" | "unavailable" | "hidden" };
}) {
  const types = named
    ? [
        { label: "All values", value: "AllValues" as const },
        ...(named.lastVoyage === "hidden"
          ? []
          : [
              {
                label: "Last voyage",
                value: "LastVoyage" as const,
                disabled: named.lastVoyage === "unavailable",
              },
            ]),
        ...DATE_TYPES,
      ]
    : DATE_TYPES;
  return (
    <div css={{ display: "flex", gap: 10, alignItems: "flex-end", flexWrap: "wrap" }}>
      <span css={{ display: "grid", gap: 4 }}>
        <label htmlFor={`${idPrefix}-window-type`}>Time period</label>
        <Dropdown
          inputId={`${idPrefix}-window-type`}
          value={value.type}
          options={types}
          optionDisabled="disabled"
          onChange={(e) => onChange({ ...value, type: e.value as TrendWindowType })}
          data-testid={`${idPrefix}-window-type`}
        />
      </span>
      {value.type === "LastPeriod" ? (
        <span css={{ display: "grid", gap: 4 }}>
          <label htmlFor={`${idPrefix}-window-days`}>Days</label>
          <InputText
            id={`${idPrefix}-window-days`}
            value={value.lastDays}
            maxLength={5}
            inputMode="numeric"
            css={{ width: 90 }}
            onChange={(e) => onChange({ ...value, lastDays: e.target.value })}
            data-testid={`${idPrefix}-window-days`}
          />
        </span>
      ) : value.type === "SetPeriod" ? (
        <>
          <span css={{ display: "grid", gap: 4 }}>
            <label htmlFor={`${idPrefix}-window-from`}>From</label>
            <DateInput
              id={`${idPrefix}-window-from`}
              label="From (UTC)"
              value={value.fromDay}
              onChange={(day) => onChange({ ...value, fromDay: day })}
              testId={`${idPrefix}-window-from`}
            />
          </span>
          <span css={{ display: "grid", gap: 4 }}>
            <label htmlFor={`${idPrefix}-window-to`}>To</label>
            <DateInput
              id={`${idPrefix}-window-to`}
              label="To (UTC)"
              value={value.toDay}
              onChange={(day) => onChange({ ...value, toDay: day })}
              testId={`${idPrefix}-window-to`}
            />
          </span>
        </>
      ) : null}
      {error && (
        <small
          role="alert"
          css={(t) => ({ color: t.color.danger, alignSelf: "center" })}
          data-testid={`${idPrefix}-window-error`}
        >
          {error}
        </small>
      )}
    </div>
  );
}
