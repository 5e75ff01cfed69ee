import type { CurveAxisAnswer, ReferenceCurveAnswer } from "../../../domain/curves/answers.js";
import {
  type CurveModel,
  equationOf,
  predictionTable,
  sampleCurve,
  xRange,
} from "../../../domain/curves/prediction.js";
import { fitCurve } from "../../../domain/curves/regression.js";
import type { ReferenceCurveView } from "../../../projections/curves/referenceCurves.js";
import type { LogVariableRecord } from "../../timeseries/TimeSeriesStore.js";

const axis = (id: number, variables: ReadonlyMap<number, LogVariableRecord>): CurveAxisAnswer => {
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
): ReferenceCurveAnswer {
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
