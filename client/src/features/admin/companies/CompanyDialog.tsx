import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useState } from "react";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { ConflictNotice } from "../../../shared/ui/ConflictNotice";
import { DialogFooter } from "../../../shared/ui/DialogFooter";
import { InfoList } from "../../../shared/ui/InfoList";
import { useGuardedClose } from "../../../shared/ui/useGuardedClose";
import { useReturnFocus } from "../../../shared/ui/useReturnFocus";
import { useVersionedSave } from "../../../shared/ui/useVersionedSave";
import { HistoryButton } from "../history/HistoryButton";
import { CompanyFormFields } from "./CompanyFormFields";
import { type CompanyPayload, companiesApi } from "./companiesApi";
import { companyInfoRows } from "./companyInfoRows";
import { PartnerKeysPanel } from "./PartnerKeysPanel";
import { RawRetentionPanel } from "./RawRetentionPanel";
import type { AdminCompany, CompanyFormValues } from "./types";
import { validateCompany } from "./validateCompany";

interface CompanyDialogProps {
  mode: "VIEW" | "EDIT" | "ADD";
  company: AdminCompany | null;
  allCompanies: AdminCompany[];
  onEdit: () => void;
  onClose: () => void;
  onChanged: () => void;
}

function initialValues(company: AdminCompany | null): CompanyFormValues {
  return {
    name: company?.name ?? "",
    contactName: company?.contactName ?? "",
    contactPhone: company?.contactPhone ?? "",
    contactEmail: company?.contactEmail ?? "",
    subscriptionStatus: company?.subscriptionStatus ?? "Active",
    dcMasterDataCompanyId: company?.dcMasterDataCompanyId ?? "",
    notes: company?.notes ?? "",
  };
}

/** VIEW (info panel), EDIT (Save) and ADD (Create) modes of the company dialog. */
export function CompanyDialog({
  mode,
  company,
  allCompanies,
  onEdit,
  onClose,
  onChanged,
}: CompanyDialogProps) {
  useReturnFocus();
  const [initial, setInitial] = useState(() => initialValues(company));
  const versioned = useVersionedSave(company?.version);
  /** The company as last answered (the keys panel saves on its own). */
  const [shown, setShown] = useState(company);
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const otherNames = allCompanies.filter((other) => other.id !== company?.id).map((other) => other.name);
  const errors = validateCompany(values, { otherNames });
  const valid = Object.keys(errors).length === 0;

  async function save(overwrite = false) {
    if (!valid) return;
    setBusy(true);
    setError(null);
    const payload: CompanyPayload = {
      name: values.name.trim(),
      contactName: values.contactName.trim(),
      contactPhone: values.contactPhone.trim(),
      contactEmail: values.contactEmail.trim(),
      subscriptionStatus: values.subscriptionStatus,
      dcMasterDataCompanyId: values.dcMasterDataCompanyId.trim() || null,
      notes: values.notes,
    };
    try {
      if (mode === "ADD") await companiesApi.create(payload);
      else if (company) {
        const update = (version: number | undefined) =>
          companiesApi.update(company.id, { ...payload, id: company.id, version });
        const saved = overwrite ? await versioned.overwrite(update) : await versioned.run(update);
        if (!saved) return;
      }
      showSnackbar({ text: mode === "ADD" ? "Company created" : "Company saved", color: "success" });
      onChanged();
      onClose();
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  /** The company as it is now replaces the form, at the person's request. */
  async function loadTheirs() {
    if (!company) return;
    await versioned.loadTheirs({
      fetch: () => companiesApi.get(company.id),
      apply(fresh) {
        const next = initialValues(fresh);
        setInitial(next);
        setValues(next);
        onChanged();
      },
      busy: setBusy,
      fail: (failure) => setError(failureText(failure, DIALOG_FAILURE)),
    });
  }

  /** A panel's own save (keys, retention) moves the version an edit starts from; it is no conflict. */
  function panelSaved(updated: AdminCompany) {
    setShown(updated);
    versioned.rebase(updated.version);
    onChanged();
  }

  // Edits not saved yet are not thrown away unasked; Escape in an open list closes only the list.
  const { requestClose, confirm } = useGuardedClose({
    dirty: mode !== "VIEW" && JSON.stringify(values) !== JSON.stringify(initial),
    onClose,
  });
  const history = company ? <HistoryButton subject="company" id={company.id} title={company.name} /> : null;
  const footer = (
    <DialogFooter left={history}>
      <Button
        type="button"
        label={mode === "VIEW" ? "Close" : "Cancel"}
        text
        onClick={requestClose}
        data-testid="company-cancel"
      />
      {mode === "VIEW" ? (
        <Button type="button" label="Edit" icon="pi pi-pencil" onClick={onEdit} data-testid="company-edit" />
      ) : (
        <Button
          type="button"
          label={mode === "ADD" ? "Create" : "Save"}
          icon="pi pi-check"
          disabled={!valid}
          loading={busy}
          onClick={() => void save()}
          data-testid="company-save"
        />
      )}
    </DialogFooter>
  );

  return (
    <Dialog
      visible
      header={{ VIEW: company?.name ?? "Company", EDIT: "Edit company", ADD: "Add new company" }[mode]}
      footer={footer}
      onHide={requestClose}
      style={{ width: 560, maxWidth: "95vw" }}
      draggable={false}
      data-testid="company-dialog"
      data-mode={mode}
    >
      {confirm}
      <div css={{ display: "grid", gap: 16 }}>
        {mode === "VIEW" && shown ? (
          <>
            <InfoList rows={companyInfoRows(shown)} testId="company-info" />
            <PartnerKeysPanel company={shown} onChanged={panelSaved} />
            <RawRetentionPanel company={shown} onChanged={panelSaved} />
          </>
        ) : (
          <CompanyFormFields values={values} initial={initial} errors={errors} onChange={setValues} />
        )}
        {versioned.conflict && (
          <ConflictNotice
            conflict={versioned.conflict}
            subject="company"
            busy={busy}
            onLoadTheirs={() => void loadTheirs()}
            onOverwrite={() => void save(true)}
          />
        )}
        {error && (
          <AlertBox severity="error" testId="company-dialog-error">
            {error}
          </AlertBox>
        )}
      </div>
    </Dialog>
  );
}
