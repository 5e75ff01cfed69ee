import { useTheme } from "@emotion/react";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { InputText } from "primereact/inputtext";
import { type FormEvent, useState } from "react";
import type { ReferenceCurveAnswer } from "../../../../domain/curves/answers";
import { type CustomPrediction, customPrediction } from "../../../../domain/curves/prediction";
import { CURVE_MESSAGES } from "../../../../domain/curves/referenceCurve";
import { readNumberInput } from "../../../../domain/shared/numberInput";
import { Chart } from "../../shared/charts/Chart";
import { useChartBase } from "../../shared/charts/chartBase";
import { ACTIONS_HEADER } from "../../shared/table/actionsHeader";
import { AlertBox } from "../../shared/ui/AlertBox";
import { curveChart } from "./curveChart";

const MAX_PREDICTIONS = 50;
const two = (v: number | null) =>
  v === null ? "–" : v.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A point's own value: as entered, up to 3 decimals (never binary noise such as 878.8000000000001). */
const plain = (v: number) => v.toLocaleString("en-GB", { maximumFractionDigits: 3 });
const axisText = (axis: ReferenceCurveAnswer["xAxis"], fallback: string) =>
  axis.name ? `${axis.name}${axis.unit ? ` (${axis.unit})` : ""}` : fallback;

/**
 * The curve view (spec 3 §2 "Curve views"): the points and the fitted curve, the equation, the custom
 * prediction input (2 decimals, a value predicted once per x) and the prediction table of the points
 * with its outlier warning. `chartHeight` is smaller on the partner page (spec 3 §6).
 */
export function CurveView({
  curve,
  chartHeight = 380,
  onReport,
}: {
  curve: ReferenceCurveAnswer;
  chartHeight?: number;
  onReport?: (predictions: number[]) => void;
}) {
  const theme = useTheme();
  const base = useChartBase();
  const [input, setInput] = useState("");
  const [inputError, setInputError] = useState<string | null>(null);
  const [predictions, setPredictions] = useState<CustomPrediction[]>([]);
  const model = curve.model;

  const predictNow = (event: FormEvent) => {
    event.preventDefault();
    if (!model) return;
    const reading = readNumberInput(input.trim(), { threeDecimals: true });
    if (!reading?.ok) {
      setInputError(CURVE_MESSAGES.notNumber);
      return;
    }
    setInputError(null);
    setInput("");
    if (predictions.some((p) => p.x === reading.value)) return;
    const next = customPrediction(model, curve.points, reading.value);
    setPredictions((list) => [...list, next].sort((a, b) => a.x - b.x).slice(0, MAX_PREDICTIONS));
  };

  const chart = curveChart(
    {
      points: curve.points,
      predictionCurve: curve.predictionCurve,
      predictions: predictions.flatMap((p) => (p.y === null ? [] : [{ x: p.x, y: p.y }])),
      xAxis: curve.xAxis,
      yAxis: curve.yAxis,
    },
    base,
    { points: theme.color.textMuted, curve: theme.color.primary, prediction: theme.color.warning },
  );
  const x = axisText(curve.xAxis, "x");
  const y = axisText(curve.yAxis, "y");

  return (
    <div css={{ display: "grid", gap: 16 }} data-testid="curve-view">
      <div css={{ display: "flex", gap: 16, flexWrap: "wrap", alignItems: "baseline" }}>
        <strong data-testid="curve-equation">{model ? model.equation : "This curve has no fit."}</strong>
        {model && <span css={{ color: theme.color.textMuted }}>R² = {model.r2.toFixed(4)}</span>}
        {onReport && (
          <Button
            label="Excel report"
            icon="pi pi-file-excel"
            size="small"
            outlined
            css={{ marginLeft: "auto" }}
            onClick={() => onReport(predictions.map((p) => p.x))}
            data-testid="curve-report"
          />
        )}
      </div>
      <div data-testid="curve-chart">
        <Chart type="line" height={chartHeight} series={chart.series} options={chart.options} />
      </div>
      <form
        onSubmit={predictNow}
        css={{ display: "flex", gap: 8, alignItems: "flex-start", flexWrap: "wrap" }}
      >
        <div css={{ display: "grid", gap: 4 }}>
          <label htmlFor={`predict-${curve.id}`} css={{ fontWeight: 500 }}>
            Custom prediction: {x}
          </label>
          <InputText
            id={`predict-${curve.id}`}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            invalid={inputError !== null}
            maxLength={30}
            inputMode="decimal"
            data-testid="curve-predict-input"
          />
          {inputError && (
            <small css={{ color: theme.color.danger }} data-testid="curve-predict-error">
              {inputError}
            </small>
          )}
        </div>
        <Button
          type="submit"
          label="Predict"
          disabled={!model}
          css={{ marginTop: 26 }}
          data-testid="curve-predict"
        />
      </form>
      {predictions.length > 0 && (
        <DataTable value={predictions} size="small" dataKey="x" data-testid="curve-predictions">
          <Column field="x" header={x} body={(p: CustomPrediction) => plain(p.x)} />
          <Column header={`Predicted ${y}`} body={(p: CustomPrediction) => two(p.y)} />
          <Column header="Note" body={(p: CustomPrediction) => p.warning ?? ""} />
          <Column
            header={ACTIONS_HEADER}
            body={(p: CustomPrediction) => (
              <Button
                icon="pi pi-times"
                text
                rounded
                aria-label={`Remove the prediction at ${p.x}`}
                onClick={() => setPredictions((list) => list.filter((other) => other.x !== p.x))}
              />
            )}
          />
        </DataTable>
      )}
      <div>
        <h3 css={{ fontSize: "1.05rem", margin: "4px 0 8px" }}>Prediction table</h3>
        {curve.predictionTable.warning && (
          <AlertBox severity="warning" testId="curve-outlier-warning">
            {curve.predictionTable.warning}
          </AlertBox>
        )}
        <DataTable
          value={curve.predictionTable.rows}
          size="small"
          sortMode="single"
          removableSort
          paginator={curve.predictionTable.rows.length > 10}
          rows={10}
          data-testid="curve-prediction-table"
        >
          <Column field="x" header={x} sortable body={(r: { x: number }) => plain(r.x)} />
          <Column field="y" header={y} sortable body={(r: { y: number }) => plain(r.y)} />
          <Column field="predicted" header={`Predicted ${y}`} sortable body={(r) => two(r.predicted)} />
          <Column field="difference" header="Difference" sortable body={(r) => two(r.difference)} />
          <Column
            field="outlier"
            header="Outlier"
            sortable
            body={(r: { outlier: boolean }) => (r.outlier ? "Outlier" : "")}
          />
        </DataTable>
      </div>
    </div>
  );
}
