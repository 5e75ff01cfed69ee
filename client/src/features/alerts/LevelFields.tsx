import styled from "@emotion/styled";
import { Checkbox } from "primereact/checkbox";
import { InputText } from "primereact/inputtext";
import type { Severity } from "../../../../domain/alerts/conditions";
import { FormField } from "../../shared/ui/FormField";
import type { ConditionErrors, ConditionFormValues } from "./conditionForm";
import { Choice, FieldError, Row } from "./conditionFormParts";

const Level = styled.fieldset<{ tone: "warning" | "danger" }>`
  border: 1px solid ${(p) => p.theme.color.border};
  border-left: 4px solid ${(p) => (p.tone === "danger" ? p.theme.color.danger : p.theme.color.warning)};
  border-radius: 10px;
  padding: 12px 14px 14px;
  margin: 0;
  display: grid;
  gap: 12px;
  legend { padding: 0 6px; font-weight: 600; color: ${(p) => p.theme.color.text}; }
  &[disabled] .limits { opacity: 0.5; }
`;

/** The form fields and error key of each level. */
const FIELDS = {
  Warning: { on: "warningOn", low: "warningLow", high: "warningHigh", error: "warning" },
  Critical: { on: "criticalOn", low: "criticalLow", high: "criticalHigh", error: "critical" },
} as const satisfies Record<
  Severity,
  {
    on: keyof ConditionFormValues;
    low: keyof ConditionFormValues;
    high: keyof ConditionFormValues;
    error: keyof ConditionErrors;
  }
>;

interface LevelFieldsProps {
  severity: Severity;
  values: ConditionFormValues;
  errors: ConditionErrors;
  set: <K extends keyof ConditionFormValues>(field: K, value: ConditionFormValues[K]) => void;
  /** The label of the lower or upper limit field, or null when the comparison has no such limit. */
  limitLabel: (which: "low" | "high") => string | null;
}

/** One level of a threshold condition (Warning or Critical): on or off, and its limit(s). */
export function LevelFields({ severity, values, errors, set, limitLabel }: LevelFieldsProps) {
  const fields = FIELDS[severity];
  const on = values[fields.on];
  const error = errors[fields.error];
  const p = fields.error;
  return (
    <Level tone={severity === "Warning" ? "warning" : "danger"} data-testid={`condition-${p}`}>
      <legend>
        <Choice css={{ marginRight: 0 }}>
          <Checkbox
            inputId={`condition-${p}-on`}
            checked={on}
            onChange={(e) => set(fields.on, !!e.checked)}
            data-testid={`condition-${p}-on`}
          />
          {severity}
        </Choice>
      </legend>
      <Row className="limits">
        {(["low", "high"] as const).map((which) => {
          const label = limitLabel(which);
          if (label === null) return null;
          const id = `condition-${p}-${which}`;
          return (
            <FormField key={which} label={label} htmlFor={id}>
              <InputText
                id={id}
                value={values[fields[which]]}
                inputMode="decimal"
                disabled={!on}
                invalid={!!error}
                onChange={(e) => set(fields[which], e.target.value)}
                data-testid={id}
              />
            </FormField>
          );
        })}
      </Row>
      {error && <FieldError id={`condition-${p}`} text={error} />}
    </Level>
  );
}
