import { Calendar } from "primereact/calendar";
import { MultiSelect } from "primereact/multiselect";
import { useEffect, useMemo, useState } from "react";
import type { VerifierDto } from "../../../../../domain/verifiers/schemas";
import type { Vessel } from "../../../entities/vessel/types";
import { vesselApi } from "../../../entities/vessel/vesselApi";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { ActionDialog } from "../../../shared/ui/ActionDialog";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { FormField } from "../../../shared/ui/FormField";
import {
  type GrantDraft,
  grantableYears,
  grantProblems,
  lastExpiryDay,
  payloadOf,
  pickerDayOf,
} from "./grantForm";
import { verifiersApi } from "./verifiersApi";

interface VerifierAccessDialogProps {
  verifier: VerifierDto;
  onClose: () => void;
  onChanged: () => void;
}

const draftOf = (verifier: VerifierDto): GrantDraft => ({
  vesselIds: verifier.grant?.vesselIds ?? [],
  years: verifier.grant?.years ?? [],
  expiry: verifier.grant ? pickerDayOf(verifier.grant.expiresAt) : null,
});

/** Grants (or changes) a verifier's vessels, reporting years and last day of access. */
export function VerifierAccessDialog({ verifier, onClose, onChanged }: VerifierAccessDialogProps) {
  const today = useMemo(() => new Date(), []);
  const initial = useMemo(() => draftOf(verifier), [verifier]);
  const [draft, setDraft] = useState<GrantDraft>(initial);
  const [vessels, setVessels] = useState<Vessel[]>([]);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    vesselApi
      .list()
      .then(setVessels)
      .catch((failure) => setError(failureText(failure, DIALOG_FAILURE)));
  }, []);

  const problems = grantProblems(draft);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);

  async function save() {
    setShown(true);
    if (problems) return;
    setBusy(true);
    setError(null);
    try {
      await verifiersApi.grant(verifier.userId, payloadOf(draft));
      showSnackbar({ text: `Access granted to ${verifier.name}`, color: "success" });
      onChanged();
      onClose();
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ActionDialog
      header={`Verifier access of ${verifier.name}`}
      width={560}
      testId="verifier-access"
      actionLabel="Grant access"
      actionIcon="pi pi-shield"
      onClose={onClose}
      onAction={() => void save()}
      busy={busy}
      dirty={dirty}
    >
      <div css={{ display: "flex", flexDirection: "column", gap: 16 }}>
        <p css={{ margin: 0 }}>
          The verifier may read these vessels' voyages, emission reports and audit trails of these years, and
          nothing else, until the end of the last day (UTC). Every read is logged.
        </p>
        <FormField label="Vessels" htmlFor="verifier-vessels" error={shown ? problems?.vesselIds : null}>
          <MultiSelect
            inputId="verifier-vessels"
            value={draft.vesselIds}
            options={vessels}
            optionLabel="name"
            optionValue="id"
            filter
            display="chip"
            placeholder="Choose vessels"
            onChange={(event) => setDraft({ ...draft, vesselIds: event.value as string[] })}
            data-testid="verifier-vessels"
          />
        </FormField>
        <FormField label="Reporting years" htmlFor="verifier-years" error={shown ? problems?.years : null}>
          <MultiSelect
            inputId="verifier-years"
            value={draft.years}
            options={grantableYears(today).map((year) => ({ label: String(year), value: year }))}
            display="chip"
            placeholder="Choose years"
            onChange={(event) =>
              setDraft({ ...draft, years: [...(event.value as number[])].sort((a, b) => a - b) })
            }
            data-testid="verifier-years"
          />
        </FormField>
        <FormField
          label="Last day of access (UTC)"
          htmlFor="verifier-expiry"
          error={shown ? problems?.expiry : null}
        >
          <Calendar
            inputId="verifier-expiry"
            value={draft.expiry}
            minDate={today}
            maxDate={lastExpiryDay(today)}
            dateFormat="dd. M, yy"
            placeholder="Date"
            showIcon
            onChange={(event) => setDraft({ ...draft, expiry: (event.value as Date | null) ?? null })}
            pt={{ input: { root: { "data-testid": "verifier-expiry" } } as never }}
          />
        </FormField>
        {error && (
          <AlertBox severity="error" testId="verifier-access-error">
            {error}
          </AlertBox>
        )}
      </div>
    </ActionDialog>
  );
}
