import { Button } from "primereact/button";
import { useState } from "react";
import { RAW_RETENTION_MONTHS, rawRetentionCutoff } from "../../../../../domain/companies/company";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { TextFormField } from "../../../shared/ui/TextFormField";
import { companiesApi } from "./companiesApi";
import { parseRetention } from "./parseRetention";
import type { AdminCompany } from "./types";

interface RawRetentionPanelProps {
  company: AdminCompany;
  onChanged: (company: AdminCompany) => void;
}

/** "August 2024": the first month whose raw data a retention of `months` keeps, from now. */
const cutoffMonth = (months: number | null | undefined) =>
  months == null
    ? ""
    : new Date(rawRetentionCutoff(months, Date.now())).toLocaleDateString("en-GB", {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });

const retentionText = (months: number | null) => (months === null ? "Forever" : `${months} months`);

/**
 * How many months of raw log data the company's vessels keep (docs/operations.md, "Raw data
 * retention"). Shortening it asks first: older raw points are removed for good at the next run.
 */
export function RawRetentionPanel({ company, onChanged }: RawRetentionPanelProps) {
  const current = company.rawRetentionMonths;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(current === null ? "" : String(current));
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = parseRetention(text);
  const wanted = "months" in parsed ? parsed.months : undefined;
  const shortens = wanted !== undefined && wanted !== null && (current === null || wanted < current);

  async function save() {
    if (wanted === undefined) return;
    setBusy(true);
    setError(null);
    try {
      const updated = await companiesApi.setRawRetention(company.id, {
        rawRetentionMonths: wanted,
        version: company.version,
      });
      showSnackbar({ text: "Raw data retention saved", color: "success" });
      setEditing(false);
      setConfirm(false);
      onChanged(updated);
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section data-testid="raw-retention" css={{ display: "grid", gap: 8 }}>
      <h3 css={{ margin: 0, fontSize: "1rem" }}>Raw data retention</h3>
      <p css={{ margin: 0, fontSize: "0.875rem" }}>
        How many whole months of raw log data (every logged point) the company's vessels keep, besides the
        current month; empty keeps it forever. Quarter-hour, hourly and daily summaries are always kept:
        charts of older periods show those instead of raw points.
      </p>
      {!editing ? (
        <div css={{ display: "flex", gap: 8, alignItems: "center" }}>
          <span data-testid="raw-retention-value">{retentionText(current)}</span>
          <Button
            type="button"
            label="Change"
            icon="pi pi-pencil"
            outlined
            size="small"
            onClick={() => setEditing(true)}
            data-testid="raw-retention-edit"
          />
        </div>
      ) : (
        <div css={{ display: "flex", gap: 8, alignItems: "flex-end" }}>
          <TextFormField
            id="raw-retention-months"
            label={`Months (${RAW_RETENTION_MONTHS.min}–${RAW_RETENTION_MONTHS.max}, empty: forever)`}
            inputMode="numeric"
            value={text}
            onChange={setText}
            error={"error" in parsed ? parsed.error : null}
          />
          <Button type="button" label="Cancel" text size="small" onClick={() => setEditing(false)} />
          <Button
            type="button"
            label="Save"
            icon="pi pi-check"
            size="small"
            disabled={wanted === undefined}
            loading={busy}
            onClick={() => (shortens ? setConfirm(true) : void save())}
            data-testid="raw-retention-save"
          />
        </div>
      )}
      {error && (
        <AlertBox severity="error" testId="raw-retention-error">
          {error}
        </AlertBox>
      )}
      <ConfirmDialog
        visible={confirm}
        title="Shorten raw data retention"
        message={`Raw log data of ${company.name}'s vessels from before ${cutoffMonth(wanted)} will be removed within a few hours and cannot be restored. The quarter-hour, hourly and daily summaries are kept.`}
        confirmLabel="Shorten retention"
        danger
        busy={busy}
        error={error}
        onConfirm={() => void save()}
        onHide={() => setConfirm(false)}
      />
    </section>
  );
}
