import { useTheme } from "@emotion/react";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { useEffect, useState } from "react";
import type { LoadCondition } from "../../../../domain/charterParty/terms";
import type { ReferenceCurveAnswer } from "../../../../domain/curves/answers";
import {
  CURVE_FITS,
  CURVE_LIMITS,
  CURVE_MESSAGES,
  CURVE_MODE_LABELS,
  CURVE_MODES,
  type CurveDefinition,
  type CurveFit,
  type CurveMode,
  type CurvePoint,
  pointProblem,
  pointsProblems,
  REGRESSION_ORDER,
} from "../../../../domain/curves/referenceCurve";
import { readNumberInput } from "../../../../domain/shared/numberInput";
import { failureText } from "../../shared/api/failureText";
import { DateInput } from "../../shared/ui/DateInput";
import { DialogFooter } from "../../shared/ui/DialogFooter";
import { FormField } from "../../shared/ui/FormField";
import { FormRow, FormStack } from "../../shared/ui/formStyles";
import { useEdited, useGuardedClose } from "../../shared/ui/useGuardedClose";
import { CharterTermsFields, draftOfTerms, termsOfDraft } from "./CharterTermsFields";
import { curveApi, type LogVariableOption } from "./curveApi";

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ORDERS = Array.from({ length: REGRESSION_ORDER.max - REGRESSION_ORDER.min + 1 }, (_, i) => ({
  label: String(REGRESSION_ORDER.min + i),
  value: REGRESSION_ORDER.min + i,
}));

const readNumber = (text: string): number | null => {
  const reading = readNumberInput(text.trim(), { threeDecimals: true });
  return reading?.ok ? reading.value : null;
};

/**
 * Adds or edits a reference curve: name, mode, fit (polynomial order 2–5), the x and y log variables,
 * and the points — typed one by one or taken from the log data of the two variables. The sign rules
 * and the repeated-x rule are checked as the person types (the server checks them again).
 */
export function CurveEditor({
  prefix,
  vesselId,
  curve,
  onClose,
  onSaved,
}: {
  prefix: string;
  vesselId: string;
  /** null: a new curve. */
  curve: ReferenceCurveAnswer | null;
  onClose: () => void;
  onSaved: (curve: ReferenceCurveAnswer) => void;
}) {
  const theme = useTheme();
  const [variables, setVariables] = useState<LogVariableOption[]>([]);
  const [name, setName] = useState(curve?.name ?? "");
  const [mode, setMode] = useState<CurveMode>(curve?.curveMode ?? "TimeCharter");
  const [fit, setFit] = useState<CurveFit>(curve?.curveFit ?? "Polynomial");
  const [order, setOrder] = useState<number>(curve?.regressionOrder ?? 2);
  const [xId, setXId] = useState<number | null>(curve?.xAxisLogVariableId ?? null);
  const [yId, setYId] = useState<number | null>(curve?.yAxisLogVariableId ?? null);
  const [points, setPoints] = useState<CurvePoint[]>(curve?.points ?? []);
  const [condition, setCondition] = useState<LoadCondition | null>(curve?.loadCondition ?? null);
  const [termsDraft, setTermsDraft] = useState(draftOfTerms(curve?.charterTerms ?? null));
  const [newX, setNewX] = useState("");
  const [newY, setNewY] = useState("");
  const [pointError, setPointError] = useState<string | null>(null);
  const [from, setFrom] = useState(isoDay(Date.now() - 30 * DAY));
  const [to, setTo] = useState(isoDay(Date.now() + DAY));
  const [loadNote, setLoadNote] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = useEdited({ name, mode, fit, order, xId, yId, points, condition, termsDraft, newX, newY });
  const { requestClose, confirm } = useGuardedClose({ dirty, onClose });

  useEffect(() => {
    curveApi
      .variables(prefix, vesselId)
      .then(setVariables)
      .catch((e: unknown) => setSaveError(failureText(e, "The log variables could not be loaded.")));
  }, [prefix, vesselId]);

  const options = variables.map((v) => ({
    label: `${v.displayName || v.name} (${v.unit.caption})`,
    value: v.id,
  }));
  const problems = pointsProblems(fit, fit === "Polynomial" ? order : null, points);

  const addPoint = () => {
    const x = readNumber(newX);
    const y = readNumber(newY);
    if (x === null || y === null) return setPointError(CURVE_MESSAGES.notNumber);
    if (points.some((p) => p.x === x)) return setPointError(CURVE_MESSAGES.duplicateX(x));
    if (points.length >= CURVE_LIMITS.pointsMax) return setPointError(CURVE_MESSAGES.tooManyPoints);
    const problem = pointProblem(fit, { x, y });
    if (problem) return setPointError(problem);
    setPointError(null);
    setPoints([...points, { x, y }].sort((a, b) => a.x - b.x));
    setNewX("");
    setNewY("");
  };

  const loadFromLogData = async () => {
    if (xId === null || yId === null) return setLoadNote("Choose the log variables for x and y first.");
    setLoadNote("Loading…");
    try {
      const answer = await curveApi.points(prefix, {
        vesselId,
        x: xId,
        y: yId,
        fromDate: from,
        toDate: to,
        granularity: "Day",
      });
      const usable = answer.points.filter((p) => pointProblem(fit, p) === null);
      setPoints(usable);
      setLoadNote(
        `${usable.length} points from ${answer.buckets} days with data${
          usable.length < answer.points.length
            ? `; ${answer.points.length - usable.length} left out by the sign rules`
            : ""
        }${answer.thinned ? "; thinned to the limit" : ""}.`,
      );
    } catch (e) {
      setLoadNote(failureText(e, "The log data could not be loaded."));
    }
  };

  const save = async () => {
    if (xId === null || yId === null) return setSaveError("Choose the log variables for x and y.");
    const charter = mode === "Other" ? null : termsOfDraft(termsDraft);
    if (charter && "error" in charter) return setSaveError(charter.error);
    const definition: CurveDefinition = {
      name,
      curveMode: mode,
      curveFit: fit,
      regressionOrder: fit === "Polynomial" ? order : null,
      xAxisLogVariableId: xId,
      yAxisLogVariableId: yId,
      points,
      loadCondition: mode === "Other" ? null : condition,
      charterTerms: charter ? charter.terms : null,
    };
    setSaving(true);
    try {
      const saved = curve
        ? await curveApi.edit(prefix, curve.id, definition, curve.version)
        : await curveApi.add(prefix, vesselId, definition);
      onSaved(saved);
    } catch (e) {
      setSaveError(failureText(e, "The curve could not be saved."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      visible
      onHide={requestClose}
      header={curve ? `Edit ${curve.name}` : "New reference curve"}
      style={{ width: "min(760px, 96vw)" }}
      draggable={false}
      footer={
        <DialogFooter>
          <Button label="Cancel" text onClick={requestClose} data-testid="curve-cancel" />
          <Button label="Save" icon="pi pi-check" loading={saving} onClick={save} data-testid="curve-save" />
        </DialogFooter>
      }
    >
      <FormStack data-testid="curve-editor">
        <FormField label="Name" htmlFor="curve-name">
          <InputText
            id="curve-name"
            value={name}
            maxLength={CURVE_LIMITS.nameMax}
            onChange={(e) => setName(e.target.value)}
            data-testid="curve-name"
          />
        </FormField>
        <FormRow>
          <FormField label="Curve mode" htmlFor="curve-mode">
            <Dropdown
              inputId="curve-mode"
              value={mode}
              options={CURVE_MODES.map((m) => ({ label: CURVE_MODE_LABELS[m], value: m }))}
              onChange={(e) => setMode(e.value as CurveMode)}
            />
          </FormField>
          <FormRow>
            <FormField label="Curve fit" htmlFor="curve-fit">
              <Dropdown
                inputId="curve-fit"
                value={fit}
                options={CURVE_FITS.map((f) => ({ label: f, value: f }))}
                onChange={(e) => setFit(e.value as CurveFit)}
                data-testid="curve-fit"
              />
            </FormField>
            {fit === "Polynomial" && (
              <FormField label="Order" htmlFor="curve-order">
                <Dropdown
                  inputId="curve-order"
                  value={order}
                  options={ORDERS}
                  onChange={(e) => setOrder(e.value as number)}
                  data-testid="curve-order"
                />
              </FormField>
            )}
          </FormRow>
        </FormRow>
        {mode !== "Other" && (
          <CharterTermsFields
            condition={condition}
            onCondition={setCondition}
            draft={termsDraft}
            onDraft={setTermsDraft}
          />
        )}
        <FormRow>
          {(
            [
              ["x", xId, setXId],
              ["y", yId, setYId],
            ] as const
          ).map(([axis, value, set]) => (
            <FormField key={axis} label={`${axis}: log variable`} htmlFor={`curve-${axis}`}>
              <Dropdown
                inputId={`curve-${axis}`}
                value={value}
                options={options}
                filter
                placeholder="Choose a variable"
                onChange={(e) => set(e.value as number)}
                data-testid={`curve-${axis}`}
              />
            </FormField>
          ))}
        </FormRow>
        <fieldset css={{ border: `1px solid ${theme.color.border}`, borderRadius: 8, padding: 12 }}>
          <legend css={{ padding: "0 6px" }}>Points ({points.length})</legend>
          <div css={{ display: "flex", gap: 8, flexWrap: "wrap", alignItems: "flex-end", marginBottom: 10 }}>
            <FormField label="From" htmlFor="curve-from">
              <DateInput
                id="curve-from"
                label="From (UTC)"
                value={from}
                onChange={(day) => setFrom(day)}
                testId="curve-from"
              />
            </FormField>
            <FormField label="To" htmlFor="curve-to">
              <DateInput
                id="curve-to"
                label="To (UTC)"
                value={to}
                onChange={(day) => setTo(day)}
                testId="curve-to"
              />
            </FormField>
            <Button
              label="Take daily averages from log data"
              outlined
              size="small"
              onClick={loadFromLogData}
            />
          </div>
          {loadNote && <p css={{ margin: "0 0 8px", color: theme.color.textMuted }}>{loadNote}</p>}
          <div css={{ display: "flex", gap: 8, flexWrap: "wrap", alignItems: "flex-start" }}>
            <InputText
              aria-label="x"
              placeholder="x"
              value={newX}
              maxLength={30}
              inputMode="decimal"
              onChange={(e) => setNewX(e.target.value)}
              data-testid="curve-point-x"
              css={{ width: 120 }}
            />
            <InputText
              aria-label="y"
              placeholder="y"
              value={newY}
              maxLength={30}
              inputMode="decimal"
              onChange={(e) => setNewY(e.target.value)}
              onKeyDown={(e) => e.key === "Enter" && addPoint()}
              data-testid="curve-point-y"
              css={{ width: 120 }}
            />
            <Button
              label="Add point"
              icon="pi pi-plus"
              size="small"
              onClick={addPoint}
              data-testid="curve-point-add"
            />
            {points.length > 0 && (
              <Button label="Clear points" text size="small" onClick={() => setPoints([])} />
            )}
          </div>
          {pointError && (
            <small css={{ color: theme.color.danger }} data-testid="curve-point-error">
              {pointError}
            </small>
          )}
          <div
            css={{
              display: "flex",
              flexWrap: "wrap",
              gap: 6,
              marginTop: 10,
              maxHeight: 140,
              overflowY: "auto",
            }}
            data-testid="curve-points"
          >
            {points.map((p) => (
              <span
                key={p.x}
                data-testid="curve-point"
                css={{
                  border: `1px solid ${theme.color.border}`,
                  borderRadius: 12,
                  padding: "2px 4px 2px 10px",
                  fontSize: "0.85rem",
                }}
              >
                ({p.x.toLocaleString("en-GB")}, {p.y.toLocaleString("en-GB", { maximumFractionDigits: 3 })})
                <Button
                  icon="pi pi-times"
                  text
                  rounded
                  size="small"
                  aria-label={`Remove the point at x = ${p.x}`}
                  onClick={() => setPoints(points.filter((other) => other.x !== p.x))}
                  css={{ width: 24, height: 24 }}
                />
              </span>
            ))}
          </div>
        </fieldset>
        {problems.length > 0 && (
          <ul css={{ margin: 0, paddingLeft: 18, color: theme.color.textMuted }} data-testid="curve-problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        {saveError && (
          <p role="alert" css={{ color: theme.color.danger, margin: 0 }} data-testid="curve-save-error">
            {saveError}
          </p>
        )}
      </FormStack>
      {confirm}
    </Dialog>
  );
}
