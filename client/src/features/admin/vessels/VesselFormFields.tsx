import styled from "@emotion/styled";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useState } from "react";
import type { VesselFormValues } from "../../../entities/vessel/adminTypes";
import { MAX_IMO_DIGITS, MAX_VESSEL_NAME, SHAFT_OPTIONS } from "../../../entities/vessel/vesselMessages";
import { FormField } from "../../../shared/ui/FormField";
import type { VesselFormErrors } from "./validateVessel";

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 14px 18px;
  .wide { grid-column: 1 / -1; }
  .p-dropdown, .p-inputtextarea { width: 100%; }
  @media (max-width: 720px) { grid-template-columns: 1fr; }
`;

/** Digits with one optional decimal point (spec 1 §5 numeric key filter). */
const DECIMAL = /^\d*[.,]?\d*$/;

interface VesselFormFieldsProps {
  values: VesselFormValues;
  errors: VesselFormErrors;
  /** Errors show for changed or visited fields, or for all once a submit was tried. */
  initial: VesselFormValues;
  showAll: boolean;
  imoEditable: boolean;
  onChange: (values: VesselFormValues) => void;
}

type TextField = Exclude<keyof VesselFormValues, "numberOfShafts">;

/** The particulars of a vessel, every field with its spec 1 §5 rule. */
export function VesselFormFields({
  values,
  errors,
  initial,
  showAll,
  imoEditable,
  onChange,
}: VesselFormFieldsProps) {
  const [visited, setVisited] = useState<ReadonlySet<keyof VesselFormValues>>(new Set());
  const visit = (field: keyof VesselFormValues) => () =>
    setVisited((before) => (before.has(field) ? before : new Set(before).add(field)));
  const error = (field: keyof VesselFormValues) =>
    showAll || visited.has(field) || values[field] !== initial[field] ? errors[field] : undefined;
  const input = (
    field: TextField,
    label: string,
    options: { numeric?: boolean; maxLength?: number; disabled?: boolean } = {},
  ) => {
    const id = `vessel-${field}`;
    return (
      <FormField label={label} htmlFor={id} error={error(field)} errorTestId={`${id}-error`}>
        <InputText
          id={id}
          value={values[field]}
          onChange={(event) => onChange({ ...values, [field]: event.target.value })}
          onBlur={visit(field)}
          keyfilter={options.numeric ? DECIMAL : undefined}
          maxLength={options.maxLength}
          disabled={options.disabled}
          invalid={!!error(field)}
          data-testid={id}
        />
      </FormField>
    );
  };
  return (
    <Grid>
      {input("name", "Vessel name", { maxLength: MAX_VESSEL_NAME + 10 })}
      <FormField
        label="IMO number"
        htmlFor="vessel-imoNumber"
        error={error("imoNumber")}
        errorTestId="vessel-imoNumber-error"
      >
        <InputText
          id="vessel-imoNumber"
          value={values.imoNumber}
          onChange={(event) => onChange({ ...values, imoNumber: event.target.value })}
          onBlur={visit("imoNumber")}
          disabled={!imoEditable}
          maxLength={MAX_IMO_DIGITS + 3}
          invalid={!!error("imoNumber")}
          placeholder="7 digits"
          data-testid="vessel-imoNumber"
        />
      </FormField>
      {input("draftMean", "Draft mean (m)", { numeric: true })}
      <FormField label="Number of shafts" htmlFor="vessel-numberOfShafts">
        <Dropdown
          inputId="vessel-numberOfShafts"
          value={values.numberOfShafts}
          options={[...SHAFT_OPTIONS]}
          onChange={(event) => onChange({ ...values, numberOfShafts: event.value as number })}
          data-testid="vessel-numberOfShafts"
        />
      </FormField>
      {input("ballastDraftHigh", "Ballast draft high (m)", { numeric: true })}
      {input("ballastDraftLow", "Ballast draft low (m)", { numeric: true })}
      {input("ladenDraftHigh", "Laden draft high (m)", { numeric: true })}
      {input("ladenDraftLow", "Laden draft low (m)", { numeric: true })}
      {input("maxContinuousRating", "Max continuous rating (kW)", { numeric: true })}
      {input("speedMaxContinuousRating", "Speed at max continuous rating (kn)", { numeric: true })}
      <div className="wide">
        <FormField label="Notes" htmlFor="vessel-notes">
          <InputTextarea
            id="vessel-notes"
            value={values.notes}
            onChange={(event) => onChange({ ...values, notes: event.target.value })}
            rows={3}
            autoResize
            data-testid="vessel-notes"
          />
        </FormField>
      </div>
    </Grid>
  );
}
