import type ExcelJS from "exceljs";
import type { ReferenceCurveAnswer } from "../../../domain/curves/answers.js";
import type { CustomPrediction } from "../../../domain/curves/prediction.js";
import { CURVE_MODE_LABELS } from "../../../domain/curves/referenceCurve.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { type Cell, newWorkbook, utc, writeSheet } from "../../shared/sheets.js";

const axisLabel = (axis: ReferenceCurveAnswer["xAxis"]) =>
  axis.name ? `${axis.name}${axis.unit ? ` (${axis.unit})` : ""}` : `Log variable ${axis.logVariableId}`;

/** The curve report (POST /Curves/Report): the curve, its points beside the predictions, the sampled curve. */
export function curveWorkbook(
  vessel: VesselView,
  curve: ReferenceCurveAnswer,
  predictions: readonly CustomPrediction[],
): ExcelJS.Workbook {
  const workbook = newWorkbook(`Reference curve ${curve.name} ${vessel.name}`);
  const x = axisLabel(curve.xAxis);
  const y = axisLabel(curve.yAxis);
  writeSheet(workbook, "Curve")
    .title(`Reference curve: ${curve.name}`)
    .fields([
      ["Vessel", vessel.name],
      ["IMO number", vessel.imoNumber],
      ["Curve mode", CURVE_MODE_LABELS[curve.curveMode]],
      [
        "Curve fit",
        curve.curveFit === "Polynomial" ? `Polynomial, order ${curve.regressionOrder}` : curve.curveFit,
      ],
      ["x", x],
      ["y", y],
      ["Equation", curve.model?.equation ?? "No fit"],
      ["R²", curve.model ? curve.model.r2 : null],
      ["Points", curve.points.length],
      ["Last changed (UTC)", utc(curve.updatedAt)],
    ])
    .heading("Custom predictions")
    .table(
      [x, `Predicted ${y}`, "Note"],
      predictions.map((p): Cell[] => [p.x, p.y, p.warning ?? ""]),
    );
  writeSheet(workbook, "Prediction table")
    .heading(curve.predictionTable.warning ?? "No point lies far from the curve (Chauvenet's criterion).")
    .table(
      [x, y, `Predicted ${y}`, "Difference", "Outlier"],
      curve.predictionTable.rows.map((r): Cell[] => [
        r.x,
        r.y,
        r.predicted,
        r.difference,
        r.outlier ? "Yes" : "",
      ]),
    );
  writeSheet(workbook, "Prediction curve").table(
    [x, `Predicted ${y}`],
    curve.predictionCurve.map((p): Cell[] => [p.x, p.y]),
  );
  return workbook;
}
