import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import type { AdminVessel, NamedItem, VesselTab } from "../../../entities/vessel/adminTypes";
import { vesselAdminApi } from "../../../entities/vessel/vesselAdminApi";
import { vesselMessages } from "../../../entities/vessel/vesselMessages";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { Card } from "../../../shared/ui/Card";
import { FormField } from "../../../shared/ui/FormField";
import { VesselFormFields } from "./VesselFormFields";
import { imoExistsInCompany, validateVessel } from "./validateVessel";
import { vesselFormValuesOf, vesselPayloadOf } from "./vesselFormValues";

interface NewVesselFormProps {
  allVessels: AdminVessel[];
  companies: NamedItem[];
  /** After creating: the tab that now lists the vessel. */
  onCreated: (tab: VesselTab) => void;
}

/** Add vessel: create it, assign it when a company was chosen, then show the assigned or unassigned tab. */
export function NewVesselForm({ allVessels, companies, onCreated }: NewVesselFormProps) {
  const [initial] = useState(() => vesselFormValuesOf(null));
  const [values, setValues] = useState(initial);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Once Create/Save was pressed, every broken rule shows with its message (spec 1 §5).
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = validateVessel(values);
  const duplicate = !errors.imoNumber && imoExistsInCompany(allVessels, values.imoNumber, companyId);
  const valid = Object.keys(errors).length === 0 && !duplicate;

  async function create() {
    if (!valid) {
      setAttempted(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const vessel = await vesselAdminApi.create(vesselPayloadOf(values));
      if (companyId) await vesselAdminApi.assign(vessel.id, companyId);
      showSnackbar({ text: `${vessel.name ?? values.name} created`, color: "success" });
      onCreated(companyId ? "assigned" : "unassigned");
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card css={{ display: "grid", gap: 18 }} data-testid="vessel-new-form">
      <VesselFormFields
        values={values}
        errors={errors}
        initial={initial}
        showAll={attempted}
        imoEditable
        onChange={setValues}
      />
      <FormField label="Assign to company (optional)" htmlFor="vessel-new-company">
        <Dropdown
          inputId="vessel-new-company"
          value={companyId}
          options={companies}
          optionLabel="name"
          optionValue="id"
          onChange={(event) => setCompanyId(event.value as string | null)}
          placeholder="Leave unassigned"
          showClear
          filter
          css={{ maxWidth: 360 }}
          data-testid="vessel-new-company"
        />
      </FormField>
      {duplicate && (
        <AlertBox severity="error" testId="vessel-duplicate-imo">
          {vesselMessages.duplicateImo}
        </AlertBox>
      )}
      {error && (
        <AlertBox severity="error" testId="vessel-form-error">
          {error}
        </AlertBox>
      )}
      <div>
        <Button
          label="Create"
          icon="pi pi-check"
          loading={busy}
          onClick={() => void create()}
          data-testid="vessel-create"
        />
      </div>
    </Card>
  );
}
