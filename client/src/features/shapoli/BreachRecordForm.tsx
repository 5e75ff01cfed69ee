import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { InputTextarea } from "primereact/inputtextarea";
import { useState } from "react";
import type { BreachAnswer } from "../../../../domain/shapoli/answers";
import { RECORD_LABELS } from "../../../../domain/shapoli/records";
import { TEXT_LIMITS } from "../../../../domain/shared/limits";
import { failureText } from "../../shared/api/failureText";
import { formatUtc } from "../../shared/format/formatUtc";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../shared/ui/AlertBox";
import { DateTimeInput } from "../../shared/ui/DateTimeInput";
import { FormField } from "../../shared/ui/FormField";
import { TextFormField } from "../../shared/ui/TextFormField";
import type { FieldErrors } from "../../shared/validation/fieldErrors";
import { checkRecordForm, formValuesOf, type RecordField, type RecordFormValues } from "./recordForm";
import { shapoliApi } from "./shapoliApi";

type TextField = Exclude<
  RecordField,
  "administrationNotified" | "portStateNotified" | "reason" | "verification"
>;
const GROUPS: [string, TextField[]][] = [
  ["Use of the power reserve", ["useTime", "useLatitude", "useLongitude"]],
  ["Weather", ["beaufort", "waveHeight"]],
  ["Reactivation of the limitation", ["reactivationTime", "reactivationLatitude", "reactivationLongitude"]],
];
const TIME_FIELDS: ReadonlySet<RecordField> = new Set(["useTime", "reactivationTime"]);

/** The MEPC.335(76) record of one use of the power reserve, saved with PUT /Shapoli/Breaches/Record. */
export function BreachRecordForm({
  vesselId,
  breach,
  canEdit,
  onSaved,
}: {
  vesselId: string;
  breach: BreachAnswer;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const [values, setValues] = useState<RecordFormValues>(() => formValuesOf(breach));
  const [errors, setErrors] = useState<FieldErrors<RecordField>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof RecordFormValues>(field: K, value: RecordFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  async function save() {
    const checked = checkRecordForm(vesselId, breach, values);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    setFailure(null);
    try {
      await shapoliApi.saveRecord(checked.body);
      showSnackbar({ text: "Breach record saved", color: "success" });
      onSaved();
    } catch (error) {
      setFailure(failureText(error, "The breach record could not be saved."));
    } finally {
      setBusy(false);
    }
  }

  const updated = breach.record.updatedBy;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
      css={{ display: "grid", gap: 14 }}
      data-testid="shapoli-record-form"
    >
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })} data-testid="shapoli-record-status">
        {updated
          ? `Last saved by ${updated.name} on ${formatUtc(breach.record.updatedAt)} UTC.`
          : "Not recorded yet: the times and positions below are the measured ones; correct them from the logbook."}
      </p>
      <FormField
        label={RECORD_LABELS.reason}
        htmlFor="shapoli-reason"
        error={errors.reason}
        errorTestId="shapoli-reason-error"
      >
        <InputTextarea
          id="shapoli-reason"
          value={values.reason}
          onChange={(event) => set("reason", event.target.value)}
          rows={2}
          maxLength={TEXT_LIMITS.notes}
          disabled={!canEdit}
          data-testid="shapoli-reason"
        />
      </FormField>
      {GROUPS.map(([title, fields]) => (
        <fieldset key={title} css={{ border: 0, padding: 0, margin: 0 }}>
          <legend
            css={(theme) => ({
              fontSize: "0.8rem",
              textTransform: "uppercase",
              letterSpacing: "0.06em",
              color: theme.color.textMuted,
              marginBottom: 6,
            })}
          >
            {title}
          </legend>
          <div
            css={{
              display: "grid",
              gap: "10px 16px",
              gridTemplateColumns: "repeat(auto-fill, minmax(210px, 1fr))",
            }}
          >
            {fields.map((field) =>
              TIME_FIELDS.has(field) ? (
                <FormField
                  key={field}
                  label={RECORD_LABELS[field]}
                  htmlFor={`shapoli-${field}-date`}
                  error={errors[field]}
                >
                  <DateTimeInput
                    id={`shapoli-${field}`}
                    label={RECORD_LABELS[field].replace(" (UTC)", "")}
                    value={{ day: values[field].slice(0, 10), time: values[field].slice(11, 16) }}
                    onChange={({ day, time }) => set(field, day || time ? `${day}T${time}` : "")}
                    testId={`shapoli-${field}`}
                    disabled={!canEdit}
                  />
                </FormField>
              ) : (
                <TextFormField
                  key={field}
                  id={`shapoli-${field}`}
                  label={RECORD_LABELS[field]}
                  value={values[field]}
                  onChange={(value) => set(field, value)}
                  error={errors[field]}
                  inputMode="decimal"
                  maxLength={40}
                  disabled={!canEdit}
                />
              ),
            )}
          </div>
        </fieldset>
      ))}
      <FormField
        label={RECORD_LABELS.verification}
        htmlFor="shapoli-verification"
        error={errors.verification}
        errorTestId="shapoli-verification-error"
      >
        <InputTextarea
          id="shapoli-verification"
          value={values.verification}
          onChange={(event) => set("verification", event.target.value)}
          rows={2}
          maxLength={TEXT_LIMITS.notes}
          disabled={!canEdit}
          data-testid="shapoli-verification"
        />
      </FormField>
      <div css={{ display: "flex", gap: 24, flexWrap: "wrap" }}>
        {(["administrationNotified", "portStateNotified"] as const).map((field) => (
          <label
            key={field}
            htmlFor={`shapoli-${field}`}
            css={{ display: "flex", gap: 8, alignItems: "center" }}
          >
            <Checkbox
              inputId={`shapoli-${field}`}
              checked={values[field]}
              onChange={(event) => set(field, !!event.checked)}
              disabled={!canEdit}
              data-testid={`shapoli-${field}`}
            />
            {RECORD_LABELS[field]}
          </label>
        ))}
      </div>
      {failure && (
        <AlertBox severity="error" testId="shapoli-record-error">
          {failure}
        </AlertBox>
      )}
      {canEdit && (
        <div>
          <Button
            type="submit"
            label="Save record"
            icon="pi pi-check"
            loading={busy}
            data-testid="shapoli-record-save"
          />
        </div>
      )}
    </form>
  );
}
