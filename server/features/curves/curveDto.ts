import {
  type CurveModel,
  equationOf,
  type PredictionTable,
  predictionTable,
  sampleCurve,
  xRange,
} from "../../../domain/curves/prediction.js";
import type { CurvePoint } from "../../../domain/curves/referenceCurve.js";
import { fitCurve } from "../../../domain/curves/regression.js";
import type { ReferenceCurveView } from "../../../projections/curves/referenceCurves.js";
import type { LogVariableRecord } from "../../timeseries/TimeSeriesStore.js";

export interface AxisDto {
  logVariableId: number;
  /** Null when the variable is no longer in the time-series store. */
  name: string | null;
  unit: string | null;
}

/** A reference curve as the curve view shows it: the points, the fitted model, its sampled curve and table. */
export interface CurveDto extends ReferenceCurveView {
  xAxis: AxisDto;
  yAxis: AxisDto;
  model: (CurveModel & { equation: string }) | null;
  /** The prediction curve: 100 equal steps over the points' x range. */
  predictionCurve: CurvePoint[];
  predictionTable: PredictionTable;
}

const axis = (id: number, variables: ReadonlyMap<number, LogVariableRecord>): AxisDto => {
  const v = variables.get(id);
  return { logVariableId: id, name: v?.name ?? null, unit: v?.unit ?? null };
};

/** The curve fitted now (a saved curve always has points its fit accepts; a failure answers no model). */
export function modelOf(curve: ReferenceCurveView): CurveModel | null {
  try {
    return fitCurve(curve.curveFit, curve.regressionOrder, curve.points);
  } catch {
    return null;
  }
}

export function curveDto(
  curve: ReferenceCurveView,
  variables: ReadonlyMap<number, LogVariableRecord>,
): CurveDto {
  const model = modelOf(curve);
  const range = xRange(curve.points);
  return {
    ...curve,
    xAxis: axis(curve.xAxisLogVariableId, variables),
    yAxis: axis(curve.yAxisLogVariableId, variables),
    model: model && { ...model, equation: equationOf(model) },
    predictionCurve: model && range ? sampleCurve(model, range.min, range.max) : [],
    predictionTable: model ? predictionTable(model, curve.points) : { rows: [], warning: null },
  };
}
