import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { MultiSelect } from "primereact/multiselect";
import { RadioButton } from "primereact/radiobutton";
import { SelectButton } from "primereact/selectbutton";
import { useEffect, useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import {
  ALERT_LIMITS,
  type Comparison,
  type ConditionKind,
  type PerformanceStatusLevel,
  type Severity,
} from "../../../../domain/alerts/conditions";
import { useSession } from "../../entities/session/sessionStore";
import { vesselStore } from "../../entities/vessel/vesselStore";
import { ApiError } from "../../shared/api/ApiError";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { useStore } from "../../shared/store/createStore";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { FormField } from "../../shared/ui/FormField";
import { PageHeader } from "../../shared/ui/PageHeader";
import { alertsApi, type VesselGroupOption } from "./alertsApi";
import {
  type ConditionErrors,
  type ConditionFormValues,
  checkConditionForm,
  emptyConditionForm,
  errorsOf,
  formValuesOf,
} from "./conditionForm";
import { Choice, Row } from "./conditionFormParts";
import { describeCondition } from "./conditionText";
import { LevelFields } from "./LevelFields";
import { PerformanceStatusPreview } from "./PerformanceStatusPreview";
import type { NotificationCondition } from "./types";
import { useVariableChoices } from "./useVariableChoices";
import { VariablePicker } from "./VariablePicker";

const Form = styled.form`
  display: grid;
  gap: 20px;
  max-width: 980px;
`;

const Section = styled(Card)`
  display: grid;
  gap: 16px;
  h2 { font-size: 1.05rem; color: ${(p) => p.theme.color.text}; }
  .hint { color: ${(p) => p.theme.color.textMuted}; font-size: 0.88rem; margin-top: -8px; }
  .p-dropdown, .p-multiselect { width: 100%; }
`;

const Emails = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 4px 2px 12px;
    border-radius: 999px;
    background: ${(p) => p.theme.color.primarySoft};
    color: ${(p) => p.theme.color.text};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 10px;
`;

const Summary = styled.p`
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.92rem;
  strong { color: ${(p) => p.theme.color.text}; font-weight: 600; }
`;

const KINDS: { label: string; value: ConditionKind }[] = [
  { label: "Log variable threshold", value: "Threshold" },
  { label: "No data", value: "NoData" },
  { label: "Import failed", value: "ImportFailed" },
  { label: "Power reserve used (EEXI ShaPoLi)", value: "PowerReserveUsed" },
  { label: "Maintenance trigger (ISO 19030)", value: "MaintenanceTrigger" },
  { label: "Performance status (long trends)", value: "PerformanceStatus" },
];

const STATUS_LEVELS: { label: string; value: PerformanceStatusLevel }[] = [
  { label: "Observe or Not ok", value: "Observe" },
  { label: "Not ok only", value: "NotOk" },
];

const COMPARISONS: { label: string; value: Comparison }[] = [
  { label: "Above", value: "Above" },
  { label: "Below", value: "Below" },
  { label: "Outside a range", value: "Outside" },
];

const SEVERITIES: { label: string; value: Severity }[] = [
  { label: "Warning", value: "Warning" },
  { label: "Critical", value: "Critical" },
];

/** /Notifications/New and /Notifications/Edit/{id}: one notification condition (issue 12's kinds). */
export function ConditionFormPage() {
  const { conditionId } = useParams();
  const navigate = useNavigate();
  const editing = !!conditionId;
  const { vessels } = useStore(vesselStore);
  const myEmail = useSession().user?.email ?? "";
  const [values, setValues] = useState<ConditionFormValues>(emptyConditionForm);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [groups, setGroups] = useState<VesselGroupOption[]>([]);
  const [errors, setErrors] = useState<ConditionErrors>({});
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [emailText, setEmailText] = useState("");

  useEffect(() => {
    alertsApi.vesselGroups().then(setGroups, (error) => console.warn("Failed to load vessel groups", error));
  }, []);

  useEffect(() => {
    if (!conditionId) return;
    alertsApi.conditions().then(
      (conditions) => {
        const found = conditions.find((c) => c.id === conditionId);
        if (!found) return setLoadError("Notification condition not found.");
        setValues(formValuesOf(found));
      },
      () => setLoadError("Failed to load conditions"),
    );
  }, [conditionId]);

  const targetVesselIds = useMemo(() => {
    if (values.targetMode === "vessels") return values.vesselIds;
    return groups.find((g) => g.id === values.vesselGroupId)?.vesselIds ?? [];
  }, [values.targetMode, values.vesselIds, values.vesselGroupId, groups]);
  const variables = useVariableChoices(targetVesselIds);
  const unit = variables.choices.find((c) => c.name === values.variableName)?.unit ?? "";

  function set<K extends keyof ConditionFormValues>(field: K, value: ConditionFormValues[K]) {
    setValues((previous) => {
      const next = { ...previous, [field]: value };
      // Once a save was tried, the messages follow the edits.
      if (tried) {
        const checked = checkConditionForm(next);
        setErrors(checked.ok ? {} : checked.errors);
      }
      return next;
    });
  }

  function addEmail(typed = emailText) {
    const address = typed.trim();
    if (!address) return;
    if (!values.emails.some((e) => e.toLowerCase() === address.toLowerCase())) {
      set("emails", [...values.emails, address]);
    }
    if (typed === emailText) setEmailText("");
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    // A typed address not yet added counts: nobody means to drop it.
    const pending = emailText.trim();
    const current =
      pending && !values.emails.includes(pending)
        ? { ...values, emails: [...values.emails, pending] }
        : values;
    if (current !== values) {
      setValues(current);
      setEmailText("");
    }
    const checked = checkConditionForm(current);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSaving(true);
    try {
      if (editing && conditionId) {
        await alertsApi.updateCondition(conditionId, checked.body);
        showSnackbar({ text: "Condition saved", color: "success" });
      } else {
        await alertsApi.createCondition(checked.body);
        showSnackbar({ text: "Condition created", color: "success" });
      }
      navigate("/Notifications");
    } catch (error) {
      // The edits stay; the server's reasons go beside their fields.
      const messages =
        error instanceof ApiError && error.errors.length > 0
          ? error.errors
          : [
              error instanceof ApiError && error.status !== 0 && error.message !== "An error occurred"
                ? error.message
                : editing
                  ? "Failed to update condition"
                  : "Failed to create conditions",
            ];
      setErrors(errorsOf(messages));
    } finally {
      setSaving(false);
    }
  }

  const summary = useMemo(() => {
    const checked = checkConditionForm(values);
    return checked.ok ? describeCondition(checked.body as unknown as NotificationCondition, unit) : null;
  }, [values, unit]);

  if (loadError) {
    return (
      <>
        <PageHeader title="Edit alert" />
        <AlertBox severity="error" testId="condition-load-error">
          {loadError}
        </AlertBox>
      </>
    );
  }

  const vesselOptions = vessels.map((v) => ({ label: v.name, value: v.id }));
  const groupOptions = groups.map((g) => ({
    label: `${g.name} (${g.vesselIds.length} vessels)`,
    value: g.id,
  }));
  const outside = values.comparison === "Outside";
  const showLow = values.comparison !== "Above";
  const showHigh = values.comparison !== "Below";
  const limitLabel = (which: "low" | "high") =>
    (which === "low" ? showLow : showHigh)
      ? `${outside ? (which === "low" ? "Lower limit" : "Upper limit") : "Limit"}${unit ? ` (${unit})` : ""}`
      : null;

  return (
    <>
      <PageHeader
        title={editing ? "Edit alert" : "New alert"}
        subtitle="A notification condition: what to watch on which vessels, and who gets a mail when it is met"
      />
      <Form onSubmit={(e) => void save(e)} noValidate data-testid="condition-form">
        <Section>
          <h2>Condition</h2>
          <Row>
            <FormField
              label="Name"
              htmlFor="condition-name"
              error={errors.name}
              errorTestId="condition-name-error"
            >
              <InputText
                id="condition-name"
                value={values.name}
                maxLength={200}
                invalid={!!errors.name}
                onChange={(e) => set("name", e.target.value)}
                placeholder="e.g. Exhaust temperature high"
                data-testid="condition-name"
              />
            </FormField>
            <FormField label="Active" htmlFor="condition-enabled">
              <span css={{ display: "inline-flex", alignItems: "center", gap: 10, minHeight: 40 }}>
                <InputSwitch
                  inputId="condition-enabled"
                  checked={values.enabled}
                  onChange={(e) => set("enabled", !!e.value)}
                  data-testid="condition-enabled"
                />
                <span>
                  {values.enabled ? "Evaluated as data arrives" : "Paused: no incidents are raised"}
                </span>
              </span>
            </FormField>
          </Row>
          <FormField
            label="Announce late events up to (days)"
            htmlFor="condition-notify-late"
            error={errors.notifyLateDays}
            errorTestId="condition-notify-late-error"
          >
            <InputText
              id="condition-notify-late"
              value={values.notifyLateDays}
              inputMode="numeric"
              invalid={!!errors.notifyLateDays}
              onChange={(e) => set("notifyLateDays", e.target.value)}
              aria-describedby="condition-notify-late-help"
              data-testid="condition-notify-late"
            />
            <small id="condition-notify-late-help">
              An incident that opened and closed in data arriving late (a package, a backfill) rings and is
              mailed if it ended at most this many days before it arrived; older ones are only listed.
            </small>
          </FormField>
          <FormField
            label="Kind"
            htmlFor="condition-kind"
            error={errors.kind}
            errorTestId="condition-kind-error"
          >
            <SelectButton
              id="condition-kind"
              value={values.kind}
              options={KINDS}
              allowEmpty={false}
              onChange={(e) => e.value && set("kind", e.value as ConditionKind)}
              data-testid="condition-kind"
            />
          </FormField>
        </Section>

        <Section>
          <h2>Vessels</h2>
          <div role="radiogroup" aria-label="Target">
            <Choice>
              <RadioButton
                inputId="condition-target-vessels"
                checked={values.targetMode === "vessels"}
                onChange={() => set("targetMode", "vessels")}
                data-testid="condition-target-vessels"
              />
              Chosen vessels
            </Choice>
            <Choice>
              <RadioButton
                inputId="condition-target-group"
                checked={values.targetMode === "group"}
                onChange={() => set("targetMode", "group")}
                data-testid="condition-target-group"
              />
              A vessel group (follows its members)
            </Choice>
          </div>
          {values.targetMode === "vessels" ? (
            <FormField
              label="Vessels"
              htmlFor="condition-vessels"
              error={errors.targets}
              errorTestId="condition-targets-error"
            >
              <MultiSelect
                inputId="condition-vessels"
                value={values.vesselIds}
                options={vesselOptions}
                onChange={(e) => set("vesselIds", e.value as string[])}
                filter
                display="chip"
                placeholder="Choose vessels"
                invalid={!!errors.targets}
                data-testid="condition-vessels"
              />
            </FormField>
          ) : (
            <FormField
              label="Vessel group"
              htmlFor="condition-group"
              error={errors.targets}
              errorTestId="condition-targets-error"
            >
              <Dropdown
                inputId="condition-group"
                value={values.vesselGroupId}
                options={groupOptions}
                onChange={(e) => set("vesselGroupId", (e.value as string) ?? null)}
                placeholder={
                  groups.length ? "Choose a vessel group" : "No vessel groups yet (Settings → Vessel Groups)"
                }
                invalid={!!errors.targets}
                data-testid="condition-group"
              />
            </FormField>
          )}
        </Section>

        {values.kind === "Threshold" && (
          <Section data-testid="condition-threshold">
            <h2>Threshold</h2>
            <Row>
              <FormField
                label="Log variable"
                htmlFor="condition-variable"
                error={errors.variable}
                errorTestId="condition-variable-error"
              >
                <VariablePicker
                  id="condition-variable"
                  value={values.variableName}
                  onChange={(name) => set("variableName", name)}
                  choices={variables.choices}
                  vesselCount={variables.vesselCount}
                  invalid={!!errors.variable}
                />
              </FormField>
              <FormField
                label="The value is"
                htmlFor="condition-comparison"
                error={errors.comparison}
                errorTestId="condition-comparison-error"
              >
                <SelectButton
                  id="condition-comparison"
                  value={values.comparison}
                  options={COMPARISONS}
                  allowEmpty={false}
                  onChange={(e) => e.value && set("comparison", e.value as Comparison)}
                  data-testid="condition-comparison"
                />
              </FormField>
            </Row>
            <p className="hint">
              Set a Warning level, a Critical level or both; an incident is raised at the worse level reached.
            </p>
            <Row>
              {(["Warning", "Critical"] as const).map((severity) => (
                <LevelFields
                  key={severity}
                  severity={severity}
                  values={values}
                  errors={errors}
                  set={set}
                  limitLabel={limitLabel}
                />
              ))}
            </Row>
            <Row>
              <FormField
                label="Sustained for (minutes)"
                htmlFor="condition-sustained"
                error={errors.sustained}
                errorTestId="condition-sustained-error"
              >
                <InputText
                  id="condition-sustained"
                  value={values.sustainedMinutes}
                  inputMode="numeric"
                  invalid={!!errors.sustained}
                  onChange={(e) => set("sustainedMinutes", e.target.value)}
                  data-testid="condition-sustained"
                />
              </FormField>
              <FormField
                label={`Hysteresis${unit ? ` (${unit})` : ""}`}
                htmlFor="condition-hysteresis"
                error={errors.hysteresis}
                errorTestId="condition-hysteresis-error"
              >
                <InputText
                  id="condition-hysteresis"
                  value={values.hysteresis}
                  inputMode="decimal"
                  invalid={!!errors.hysteresis}
                  onChange={(e) => set("hysteresis", e.target.value)}
                  data-testid="condition-hysteresis"
                />
              </FormField>
            </Row>
            <p className="hint">
              0 minutes raises an incident at the first value beyond the limit (data time, up to{" "}
              {ALERT_LIMITS.sustainedMinutes / 1440} days). The incident closes once the value is back inside
              the limit by the hysteresis, so a value hovering at the limit does not open and close it again
              and again.
            </p>
          </Section>
        )}

        {values.kind === "NoData" && (
          <Section data-testid="condition-nodata">
            <h2>No data</h2>
            <div role="radiogroup" aria-label="What must arrive">
              <Choice>
                <RadioButton
                  inputId="condition-nodata-package"
                  checked={values.noDataScope === "package"}
                  onChange={() => set("noDataScope", "package")}
                />
                No data at all arrives
              </Choice>
              <Choice>
                <RadioButton
                  inputId="condition-nodata-variable"
                  checked={values.noDataScope === "variable"}
                  onChange={() => set("noDataScope", "variable")}
                />
                A chosen log variable stays silent
              </Choice>
            </div>
            <Row>
              {values.noDataScope === "variable" && (
                <FormField
                  label="Log variable"
                  htmlFor="condition-nodata-variable-name"
                  error={errors.variable}
                  errorTestId="condition-variable-error"
                >
                  <VariablePicker
                    id="condition-nodata-variable-name"
                    value={values.noDataVariable}
                    onChange={(name) => set("noDataVariable", name)}
                    choices={variables.choices}
                    vesselCount={variables.vesselCount}
                    invalid={!!errors.variable}
                  />
                </FormField>
              )}
              <FormField
                label="For (hours)"
                htmlFor="condition-hours"
                error={errors.hours}
                errorTestId="condition-hours-error"
              >
                <InputText
                  id="condition-hours"
                  value={values.hours}
                  inputMode="decimal"
                  invalid={!!errors.hours}
                  onChange={(e) => set("hours", e.target.value)}
                  data-testid="condition-hours"
                />
              </FormField>
              <SeverityField values={values} set={set} error={errors.severity} />
            </Row>
          </Section>
        )}

        {values.kind === "ImportFailed" && (
          <Section data-testid="condition-importfailed">
            <h2>Import failed</h2>
            <p className="hint">
              An incident opens when an import of a targeted vessel's data package fails, and closes with its
              next successful import.
            </p>
            <Row>
              <SeverityField values={values} set={set} error={errors.severity} />
            </Row>
          </Section>
        )}

        {values.kind === "PowerReserveUsed" && (
          <Section data-testid="condition-powerreserve">
            <h2>Power reserve used</h2>
            <p className="hint">
              An incident opens when a targeted vessel's shaft power stays above its limited power for at
              least a minute, and closes when the power is back at or below it. The limit is each vessel's own
              (Vessel settings, Shaft power limitation); vessels without a limitation are not watched.
            </p>
            <Row>
              <SeverityField values={values} set={set} error={errors.severity} />
            </Row>
          </Section>
        )}

        {values.kind === "MaintenanceTrigger" && (
          <Section data-testid="condition-maintenancetrigger">
            <h2>Maintenance trigger</h2>
            <p className="hint">
              Checked once a day: an incident opens when a targeted vessel's loss of performance over the last
              three months, against the year after its latest dry docking, reaches its trigger value (ISO
              19030), and closes when it no longer does, for instance some weeks after a hull cleaning. The
              trigger value is each vessel's own (ISO 19030 settings); vessels without one, without a dry
              docking recorded or without the ISO 19030 module are not watched.
            </p>
            <Row>
              <SeverityField values={values} set={set} error={errors.severity} />
            </Row>
          </Section>
        )}

        {values.kind === "PerformanceStatus" && (
          <Section data-testid="condition-performancestatus">
            <h2>Performance status</h2>
            <p className="hint">
              Checked after each import of a targeted vessel's data: an incident opens when the vessel's
              overall performance status (its long trends: speed loss, shaft rpm and SFOC deviation) turns to
              the chosen status, and closes when it is Ok or Benchmarking again. Vessels without the
              Diagnostics module are not watched.
            </p>
            <Row>
              <FormField label="Open at" htmlFor="condition-status-open-at">
                <SelectButton
                  id="condition-status-open-at"
                  value={values.statusOpenAt}
                  options={STATUS_LEVELS}
                  allowEmpty={false}
                  onChange={(e) => e.value && set("statusOpenAt", e.value as PerformanceStatusLevel)}
                  data-testid="condition-status-open-at"
                />
              </FormField>
              <SeverityField values={values} set={set} error={errors.severity} />
            </Row>
            <PerformanceStatusPreview vesselIds={targetVesselIds} openAt={values.statusOpenAt} />
          </Section>
        )}

        <Section>
          <h2>Notify by e-mail</h2>
          <p className="hint">
            One mail per incident when it opens and when it becomes Critical, not per data point.
          </p>
          <FormField
            label="E-mail address"
            htmlFor="condition-email"
            error={errors.channels}
            errorTestId="condition-channels-error"
          >
            <div css={{ display: "flex", gap: 8 }}>
              <InputText
                id="condition-email"
                type="email"
                value={emailText}
                invalid={!!errors.channels}
                placeholder="name@example.com"
                onChange={(e) => setEmailText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    addEmail();
                  }
                }}
                data-testid="condition-email"
              />
              <Button
                type="button"
                label="Add"
                icon="pi pi-plus"
                outlined
                onClick={() => addEmail()}
                data-testid="condition-email-add"
              />
              {myEmail && !values.emails.some((e) => e.toLowerCase() === myEmail.toLowerCase()) && (
                <Button
                  type="button"
                  label="Add my e-mail"
                  icon="pi pi-user"
                  text
                  onClick={() => addEmail(myEmail)}
                  data-testid="condition-email-mine"
                />
              )}
            </div>
          </FormField>
          {values.emails.length + values.userChannels.length > 0 && (
            <Emails data-testid="condition-emails">
              {values.emails.map((address) => (
                <li key={address}>
                  <span>{address}</span>
                  <Button
                    type="button"
                    icon="pi pi-times"
                    rounded
                    text
                    size="small"
                    aria-label={`Remove ${address}`}
                    onClick={() =>
                      set(
                        "emails",
                        values.emails.filter((e) => e !== address),
                      )
                    }
                  />
                </li>
              ))}
              {values.userChannels.map((channel) => (
                <li key={channel.userId}>
                  <span>{channel.email ?? "A colleague"}</span>
                  <Button
                    type="button"
                    icon="pi pi-times"
                    rounded
                    text
                    size="small"
                    aria-label={`Remove ${channel.email ?? "the colleague"}`}
                    onClick={() =>
                      set(
                        "userChannels",
                        values.userChannels.filter((c) => c.userId !== channel.userId),
                      )
                    }
                  />
                </li>
              ))}
            </Emails>
          )}
        </Section>

        {errors.form && (
          <AlertBox severity="error" testId="condition-form-error">
            {errors.form}
          </AlertBox>
        )}
        {summary && (
          <Summary data-testid="condition-summary">
            <strong>Raises an incident when:</strong> {summary}
          </Summary>
        )}
        <Footer>
          <Button
            type="button"
            label="Cancel"
            text
            onClick={() => navigate("/Notifications")}
            data-testid="condition-cancel"
          />
          <Button
            type="submit"
            label={editing ? "Save" : "Create"}
            icon="pi pi-check"
            loading={saving}
            data-testid="condition-save"
          />
        </Footer>
      </Form>
    </>
  );
}

function SeverityField({
  values,
  set,
  error,
}: {
  values: ConditionFormValues;
  set: <K extends keyof ConditionFormValues>(field: K, value: ConditionFormValues[K]) => void;
  error?: string;
}) {
  return (
    <FormField
      label="Severity"
      htmlFor="condition-severity"
      error={error}
      errorTestId="condition-severity-error"
    >
      <SelectButton
        id="condition-severity"
        value={values.severity}
        options={SEVERITIES}
        allowEmpty={false}
        onChange={(e) => e.value && set("severity", e.value as Severity)}
        data-testid="condition-severity"
      />
    </FormField>
  );
}
