import type { CurveDefinition } from "../../domain/curves/referenceCurve.js";
import type { StoredKeelsonEvent } from "../../domain/index.js";
import { entryOf } from "../../domain/shared/records.js";
import { type Projection, updateEntry, withEntry, withoutEntry } from "../projection.js";

export interface ReferenceCurveView extends CurveDefinition {
  id: string;
  vesselId: string;
  createdAt: string;
  updatedAt: string;
  /** The curve stream's version: send it back to edit (409 when stale). */
  version: number;
}

export interface ReferenceCurvesState {
  byId: Record<string, ReferenceCurveView>;
  /** Curve ids per vessel, in the order they were added. */
  idsByVessel: Record<string, string[]>;
}

const definitionOf = (data: CurveDefinition): CurveDefinition => ({
  name: data.name,
  curveMode: data.curveMode,
  curveFit: data.curveFit,
  regressionOrder: data.regressionOrder,
  xAxisLogVariableId: data.xAxisLogVariableId,
  yAxisLogVariableId: data.yAxisLogVariableId,
  points: data.points,
  // Curves stored before charter terms existed hold for any draft under the default terms.
  loadCondition: data.loadCondition ?? null,
  charterTerms: data.charterTerms ?? null,
});

/** Reference curves per vessel (spec 3 §3), as the curve screens and the charter party read them. */
export const referenceCurvesProjection: Projection<ReferenceCurvesState> = {
  name: "referenceCurves",
  version: 2,
  initialState: () => ({ byId: {}, idsByVessel: {} }),
  evolve(state, event: StoredKeelsonEvent) {
    switch (event.type) {
      case "ReferenceCurveAdded": {
        const { curveId, vesselId } = event.data;
        const at = event.metadata.recordedAt;
        return {
          byId: withEntry<ReferenceCurveView>(state.byId, curveId, {
            id: curveId,
            vesselId,
            ...definitionOf(event.data),
            createdAt: at,
            updatedAt: at,
            version: event.version,
          }),
          idsByVessel: withEntry(state.idsByVessel, vesselId, [
            ...(entryOf(state.idsByVessel, vesselId) ?? []),
            curveId,
          ]),
        };
      }
      case "ReferenceCurveChanged":
        return {
          ...state,
          byId: updateEntry(state.byId, event.data.curveId, (curve) => ({
            ...curve,
            ...definitionOf(event.data),
            updatedAt: event.metadata.recordedAt,
            version: event.version,
          })),
        };
      case "ReferenceCurveDeleted": {
        const curve = entryOf(state.byId, event.data.curveId);
        if (!curve) return state;
        return {
          byId: withoutEntry(state.byId, curve.id),
          idsByVessel: withEntry(
            state.idsByVessel,
            curve.vesselId,
            (entryOf(state.idsByVessel, curve.vesselId) ?? []).filter((id) => id !== curve.id),
          ),
        };
      }
      default:
        return state;
    }
  },
};
