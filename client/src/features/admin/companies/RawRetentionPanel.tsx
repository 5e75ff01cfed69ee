import { useState } from "react";
import { RAW_RETENTION_MONTHS, rawRetentionCutoff } from "../../../../../domain/companies/company";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { InlineSetting, useInlineSave } from "../../../shared/ui/InlineSetting";
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
  const state = useInlineSave();
  const [text, setText] = useState(current === null ? "" : String(current));
  const [confirm, setConfirm] = useState(false);
  const parsed = parseRetention(text);
  const wanted = "months" in parsed ? parsed.months : undefined;
  const shortens = wanted !== undefined && wanted !== null && (current === null || wanted < current);

  function save() {
    if (wanted === undefined) return;
    void state.save(
      () =>
        companiesApi.setRawRetention(company.id, { rawRetentionMonths: wanted, version: company.version }),
      "Raw data retention saved",
      (updated) => {
        setConfirm(false);
        onChanged(updated);
      },
    );
  }

  return (
    <InlineSetting
      testId="raw-retention"
      title="Raw data retention"
      level={3}
      description="How many whole months of raw log data (every logged point) the company's vessels keep, besides the current month; empty keeps it forever. Quarter-hour, hourly and daily summaries are always kept: charts of older periods show those instead of raw points."
      state={state}
      current={<span data-testid="raw-retention-value">{retentionText(current)}</span>}
      layout="row"
      fields={
        <TextFormField
          id="raw-retention-months"
          label={`Months (${RAW_RETENTION_MONTHS.min}–${RAW_RETENTION_MONTHS.max}, empty: forever)`}
          inputMode="numeric"
          value={text}
          onChange={setText}
          error={"error" in parsed ? parsed.error : null}
        />
      }
      saveDisabled={wanted === undefined}
      onSave={() => (shortens ? setConfirm(true) : save())}
    >
      <ConfirmDialog
        visible={confirm}
        title="Shorten raw data retention"
        message={`Raw log data of ${company.name}'s vessels from before ${cutoffMonth(wanted)} will be removed within a few hours and cannot be restored. The quarter-hour, hourly and daily summaries are kept.`}
        confirmLabel="Shorten retention"
        danger
        busy={state.busy}
        error={state.error}
        onConfirm={save}
        onHide={() => setConfirm(false)}
      />
    </InlineSetting>
  );
}
