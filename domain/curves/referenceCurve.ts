import { z } from "zod";
import {
  type CharterTerms,
  charterTermsSchema,
  type LoadCondition,
  loadConditionSchema,
} from "../charterParty/terms.js";
import type { Aggregate } from "../shared/decider.js";
import { NotFoundError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { positiveIntegerId, uuidId } from "../shared/ids.js";

/**
 * Reference curves (spec 3 §3, §5): a vessel's relation between two log variables (x, y), given as
 * points and fitted by one of five curve types. Each curve is its own event stream; the read model
 * (projections/curves) lists them per vessel.
 */

export const CURVE_FITS = ["Linear", "Polynomial", "Power", "Exponential", "Logarithmic"] as const;
export type CurveFit = (typeof CURVE_FITS)[number];

export const CURVE_MODES = ["TimeCharter", "SpotMarket", "Other"] as const;
export type CurveMode = (typeof CURVE_MODES)[number];

export const CURVE_MODE_LABELS: Record<CurveMode, string> = {
  TimeCharter: "Time charter",
  SpotMarket: "Spot market",
  Other: "Other",
};

export const REGRESSION_ORDER = { min: 2, max: 5 } as const;
export const CURVE_LIMITS = { nameMax: 100, pointsMax: 1000 } as const;

/** Fits where a negative (or zero) x is allowed; the others need x > 0 (spec 3 §5). */
export const NEGATIVE_X_FITS: readonly CurveFit[] = ["Linear", "Polynomial", "Exponential"];
/** Fits where a negative (or zero) y is allowed; the others need y > 0 (spec 3 §5). */
export const NEGATIVE_Y_FITS: readonly CurveFit[] = ["Linear", "Polynomial", "Logarithmic"];

export const CURVE_MESSAGES = {
  notNumber: "The value must be a number.",
  nameRequired: "Give the curve a name.",
  nameTooLong: `A curve name may be at most ${CURVE_LIMITS.nameMax} characters.`,
  fit: `curveFit must be one of ${CURVE_FITS.join(", ")}.`,
  mode: `curveMode must be one of ${CURVE_MODES.join(", ")}.`,
  order: `The polynomial order must be a whole number from ${REGRESSION_ORDER.min} to ${REGRESSION_ORDER.max}.`,
  tooManyPoints: `A curve may have at most ${CURVE_LIMITS.pointsMax} points.`,
  tooFewPoints: (fit: string, needed: number) => `A ${fit} curve needs at least ${needed} points.`,
  duplicateX: (x: number) => `A point with x = ${x} is there already: each x may appear once.`,
  xPositive: (fit: string) => `x must be greater than 0 for a ${fit} curve.`,
  yPositive: (fit: string) => `y must be greater than 0 for a ${fit} curve.`,
  sameVariable: "Choose two different log variables for x and y.",
  notFound: "Reference curve not found.",
} as const;

const finite = z
  .number({ error: CURVE_MESSAGES.notNumber })
  .refine(Number.isFinite, { message: CURVE_MESSAGES.notNumber });

export const curvePointSchema = z.object({ x: finite, y: finite });
export type CurvePoint = z.infer<typeof curvePointSchema>;

/** The least number of points a fit needs (its number of coefficients). */
export const pointsNeeded = (fit: CurveFit, order: number | null): number =>
  fit === "Polynomial" ? (order ?? REGRESSION_ORDER.min) + 1 : 2;

/** Why a point cannot be on a curve of this type (the sign rules of spec 3 §5), or null. */
export function pointProblem(fit: CurveFit, point: CurvePoint): string | null {
  if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) return CURVE_MESSAGES.notNumber;
  if (point.x <= 0 && !NEGATIVE_X_FITS.includes(fit)) return CURVE_MESSAGES.xPositive(fit);
  if (point.y <= 0 && !NEGATIVE_Y_FITS.includes(fit)) return CURVE_MESSAGES.yPositive(fit);
  return null;
}

/** Problems of a whole point list for a fit: sign rules, repeated x, too few points. */
export function pointsProblems(fit: CurveFit, order: number | null, points: readonly CurvePoint[]): string[] {
  const problems = new Set<string>();
  const seen = new Set<number>();
  for (const point of points) {
    const problem = pointProblem(fit, point);
    if (problem) problems.add(problem);
    if (seen.has(point.x)) problems.add(CURVE_MESSAGES.duplicateX(point.x));
    seen.add(point.x);
  }
  const needed = pointsNeeded(fit, order);
  if (points.length < needed) problems.add(CURVE_MESSAGES.tooFewPoints(fit, needed));
  return [...problems];
}

const curveFields = z.object({
  name: z
    .string({ error: CURVE_MESSAGES.nameRequired })
    .trim()
    .min(1, { message: CURVE_MESSAGES.nameRequired })
    .max(CURVE_LIMITS.nameMax, { message: CURVE_MESSAGES.nameTooLong }),
  curveMode: z.enum(CURVE_MODES, { error: CURVE_MESSAGES.mode }),
  curveFit: z.enum(CURVE_FITS, { error: CURVE_MESSAGES.fit }),
  regressionOrder: z
    .number({ error: CURVE_MESSAGES.order })
    .int({ message: CURVE_MESSAGES.order })
    .min(REGRESSION_ORDER.min, { message: CURVE_MESSAGES.order })
    .max(REGRESSION_ORDER.max, { message: CURVE_MESSAGES.order })
    .nullish(),
  xAxisLogVariableId: positiveIntegerId("xAxisLogVariableId"),
  yAxisLogVariableId: positiveIntegerId("yAxisLogVariableId"),
  points: z.array(curvePointSchema).max(CURVE_LIMITS.pointsMax, { message: CURVE_MESSAGES.tooManyPoints }),
  /** The loading condition the curve holds for (a charter's laden and ballast curves); none: any draft. */
  loadCondition: loadConditionSchema.nullish(),
  /** The charter's good-weather limit and "about" allowances; none: the defaults. */
  charterTerms: charterTermsSchema.nullish(),
});

/** The curve as it is saved: the order only for polynomials, the points sorted by x. */
export interface CurveDefinition {
  name: string;
  curveMode: CurveMode;
  curveFit: CurveFit;
  regressionOrder: number | null;
  xAxisLogVariableId: number;
  yAxisLogVariableId: number;
  points: CurvePoint[];
  loadCondition: LoadCondition | null;
  charterTerms: CharterTerms | null;
}

const checked = curveFields
  .superRefine((curve, ctx) => {
    if (curve.xAxisLogVariableId === curve.yAxisLogVariableId)
      ctx.addIssue({ code: "custom", message: CURVE_MESSAGES.sameVariable, path: ["yAxisLogVariableId"] });
    if (curve.curveFit === "Polynomial" && curve.regressionOrder == null)
      ctx.addIssue({ code: "custom", message: CURVE_MESSAGES.order, path: ["regressionOrder"] });
    for (const message of pointsProblems(curve.curveFit, curve.regressionOrder ?? null, curve.points))
      ctx.addIssue({ code: "custom", message, path: ["points"] });
  })
  .transform(
    (curve): CurveDefinition => ({
      ...curve,
      regressionOrder: curve.curveFit === "Polynomial" ? (curve.regressionOrder ?? null) : null,
      points: [...curve.points].sort((a, b) => a.x - b.x),
      loadCondition: curve.loadCondition ?? null,
      charterTerms: curve.charterTerms ?? null,
    }),
  );

export const addCurveRequest = z
  .object({ vesselId: uuidId("vessel id") })
  .and(checked)
  .transform((r) => r as CurveDefinition & { vesselId: string });
export const editCurveRequest = checked;

export type ReferenceCurveAdded = DomainEvent<
  "ReferenceCurveAdded",
  CurveDefinition & { curveId: string; vesselId: string }
>;
export type ReferenceCurveChanged = DomainEvent<
  "ReferenceCurveChanged",
  CurveDefinition & { curveId: string }
>;
export type ReferenceCurveDeleted = DomainEvent<"ReferenceCurveDeleted", { curveId: string }>;
export type ReferenceCurveEvent = ReferenceCurveAdded | ReferenceCurveChanged | ReferenceCurveDeleted;

export interface ReferenceCurveState {
  exists: boolean;
  vesselId: string | null;
}

export const referenceCurveAggregate: Aggregate<ReferenceCurveState, ReferenceCurveEvent> = {
  streamName: (curveId) => `referencecurve-${curveId}`,
  initialState: { exists: false, vesselId: null },
  evolve(state, event) {
    switch (event.type) {
      case "ReferenceCurveAdded":
        return { exists: true, vesselId: event.data.vesselId };
      case "ReferenceCurveChanged":
        return state;
      case "ReferenceCurveDeleted":
        return { ...state, exists: false };
    }
  },
};

export function addCurve(
  state: ReferenceCurveState,
  command: CurveDefinition & { curveId: string; vesselId: string },
): ReferenceCurveEvent[] {
  if (state.exists) throw new Error(`reference curve ${command.curveId} exists already`);
  return [{ type: "ReferenceCurveAdded", data: command }];
}

export function changeCurve(
  state: ReferenceCurveState,
  command: CurveDefinition & { curveId: string },
): ReferenceCurveEvent[] {
  if (!state.exists) throw new NotFoundError(CURVE_MESSAGES.notFound);
  return [{ type: "ReferenceCurveChanged", data: command }];
}

export function deleteCurve(state: ReferenceCurveState, command: { curveId: string }): ReferenceCurveEvent[] {
  if (!state.exists) throw new NotFoundError(CURVE_MESSAGES.notFound);
  return [{ type: "ReferenceCurveDeleted", data: { curveId: command.curveId } }];
}
