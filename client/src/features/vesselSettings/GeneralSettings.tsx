import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { SelectButton } from "primereact/selectbutton";
import { useState } from "react";
import {
  DEFAULT_LNG_ENGINE,
  LNG_ENGINE_LABELS,
  LNG_ENGINE_TYPES,
  type LngEngineType,
} from "../../../../domain/compliance/factors";
import { EMISSION_SETTING_TEXT_MAX } from "../../../../domain/fuel/emissionSettings";
import { entryOf } from "../../../../domain/shared/records";
import { DIALOG_FAILURE, failureText } from "../../shared/api/failureText";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../shared/ui/AlertBox";
import { FormField } from "../../shared/ui/FormField";
import { TextFormField } from "../../shared/ui/TextFormField";
import type { FieldErrors } from "../../shared/validation/fieldErrors";
import {
  checkGeneralForm,
  formValuesOf,
  type GeneralFormValues,
  labelOf,
  NUMBER_FIELDS,
  type SettingsField,
  TEXT_FIELDS,
} from "./generalForm";
import type { NamedOption, SettingsVessel } from "./types";
import { vesselSettingsApi } from "./vesselSettingsApi";

/** The LNG engine types of FuelEU Annex II; empty is the default engine (docs/regulatory.md). */
const LNG_ENGINE_CHOICES = LNG_ENGINE_TYPES.map((id) => ({ id, name: LNG_ENGINE_LABELS[id] }));

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 14px 18px;
  .p-dropdown { width: 100%; }
`;

const Section = styled.h3`
  grid-column: 1 / -1;
  margin: 10px 0 0;
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${(p) => p.theme.color.textMuted};
`;

const SECTIONS: [string, readonly SettingsField[]][] = [
  ["Registry", ["portOfRegistry", "homePort"]],
  [
    "Owner and operator",
    ["ownerCompanyName", "ownerCompanyAddress", "operatorCompanyName", "operatorCompanyAddress"],
  ],
  [
    "Emissions contact person",
    [
      "emissionsContactPersonName",
      "emissionsContactPersonAddress",
      "emissionsContactPersonPhone",
      "emissionsContactPersonEmail",
    ],
  ],
  [
    "Efficiency and size",
    [
      "energyEfficiencyDesignIndex",
      "estimatedIndexValue",
      "auxiliaryEnginesPower",
      "mainPropulsionPower",
      "deadweight",
      "netTonnage",
      "grossTonnage",
    ],
  ],
];

const SHAFT_OPTIONS = [0, 1, 2].map((n) => ({ label: String(n), value: n }));
const isText = (
  field: SettingsField,
): field is (typeof TEXT_FIELDS)[number] | (typeof NUMBER_FIELDS)[number] =>
  (TEXT_FIELDS as readonly string[]).includes(field) || (NUMBER_FIELDS as readonly string[]).includes(field);

interface GeneralSettingsProps {
  vessel: SettingsVessel;
  vesselTypes: NamedOption[];
  iceClasses: NamedOption[];
  onSaved: () => void;
}

/** The General tab's form (spec 2 "Vessel settings tabs"), saved with PUT /Vessels/{id}/EmissionSettings. */
export function GeneralSettings({ vessel, vesselTypes, iceClasses, onSaved }: GeneralSettingsProps) {
  const [values, setValues] = useState<GeneralFormValues>(() => formValuesOf(vessel));
  const [errors, setErrors] = useState<FieldErrors<SettingsField>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof GeneralFormValues>(field: K, value: GeneralFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  async function save() {
    const checked = checkGeneralForm(values);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    setFailure(null);
    try {
      await vesselSettingsApi.saveEmissionSettings(vessel.id, checked.body);
      showSnackbar({ text: "Vessel settings saved", color: "success" });
      onSaved();
    } catch (error) {
      setFailure(failureText(error, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  // Null: 'None' (no ice class); the dropdown's clear icon sets it back.
  const iceChoices = iceClasses.filter((item) => item.name !== "None");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      css={{ display: "grid", gap: 16 }}
      data-testid="settings-general-form"
      noValidate
    >
      <Grid>
        <Section>Ship</Section>
        <FormField
          label={labelOf("vesselTypeId")}
          htmlFor="settings-vesselTypeId"
          error={errors.vesselTypeId}
          errorTestId="settings-vesselTypeId-error"
        >
          <Dropdown
            inputId="settings-vesselTypeId"
            value={values.vesselTypeId}
            options={vesselTypes}
            optionLabel="name"
            optionValue="id"
            placeholder="Please select..."
            onChange={(event) => set("vesselTypeId", (event.value as number | null) ?? null)}
            data-testid="settings-vesselTypeId"
          />
        </FormField>
        <FormField
          label={labelOf("iceClassId")}
          htmlFor="settings-iceClassId"
          error={errors.iceClassId}
          errorTestId="settings-iceClassId-error"
        >
          <Dropdown
            inputId="settings-iceClassId"
            value={values.iceClassId}
            options={iceChoices}
            optionLabel="name"
            optionValue="id"
            placeholder="None"
            showClear
            onChange={(event) => set("iceClassId", (event.value as number | null) ?? null)}
            data-testid="settings-iceClassId"
          />
        </FormField>
        <FormField label={labelOf("numberOfShafts")} htmlFor="settings-numberOfShafts">
          <SelectButton
            id="settings-numberOfShafts"
            value={values.numberOfShafts}
            options={SHAFT_OPTIONS}
            allowEmpty={false}
            onChange={(event) => set("numberOfShafts", event.value as 0 | 1 | 2)}
            data-testid="settings-numberOfShafts"
          />
        </FormField>
        <FormField
          label={labelOf("lngEngineType")}
          htmlFor="settings-lngEngineType"
          error={errors.lngEngineType}
          errorTestId="settings-lngEngineType-error"
        >
          <Dropdown
            inputId="settings-lngEngineType"
            value={values.lngEngineType}
            options={LNG_ENGINE_CHOICES}
            optionLabel="name"
            optionValue="id"
            placeholder={`Default: ${LNG_ENGINE_LABELS[DEFAULT_LNG_ENGINE]}`}
            showClear
            onChange={(event) => set("lngEngineType", (event.value as LngEngineType | null) ?? null)}
            data-testid="settings-lngEngineType"
          />
        </FormField>
        {SECTIONS.map(([title, fields]) => [
          <Section key={title}>{title}</Section>,
          ...fields
            .filter(isText)
            .map((field) => (
              <TextFormField
                key={field}
                id={`settings-${field}`}
                label={labelOf(field)}
                value={values[field]}
                onChange={(value) => set(field, value)}
                error={errors[field]}
                inputMode={(NUMBER_FIELDS as readonly string[]).includes(field) ? "decimal" : undefined}
                type={field === "emissionsContactPersonEmail" ? "email" : "text"}
                maxLength={entryOf<number>(EMISSION_SETTING_TEXT_MAX, field)}
              />
            )),
        ])}
      </Grid>
      {failure && (
        <AlertBox severity="error" testId="settings-general-error">
          {failure}
        </AlertBox>
      )}
      <div>
        <Button
          type="submit"
          label="Save"
          icon="pi pi-check"
          loading={busy}
          data-testid="settings-general-save"
        />
      </div>
    </form>
  );
}
