import type { LoadCondition } from "./terms.js";

/** The vessel's draft bands (particulars, m); any may be unknown. */
export interface DraftBands {
  ballastDraftLow: number | null;
  ballastDraftHigh: number | null;
  ladenDraftLow: number | null;
  ladenDraftHigh: number | null;
}

/**
 * Laden or ballast by mean draft: inside a band, that band; between the bands, the nearer one (the
 * midpoint of ballast-high and laden-low splits them); null when the vessel's bands are not known.
 */
export function loadConditionOf(draftM: number | null, bands: DraftBands): LoadCondition | null {
  if (draftM === null || !Number.isFinite(draftM)) return null;
  const ballastTop = bands.ballastDraftHigh ?? bands.ballastDraftLow;
  const ladenBottom = bands.ladenDraftLow ?? bands.ladenDraftHigh;
  if (ballastTop === null && ladenBottom === null) return null;
  if (ladenBottom === null) return draftM <= ballastTop! ? "Ballast" : null;
  if (ballastTop === null) return draftM >= ladenBottom ? "Laden" : null;
  return draftM >= (ballastTop + ladenBottom) / 2 ? "Laden" : "Ballast";
}

export interface ConditionedCurve {
  id: string;
  loadCondition: LoadCondition | null;
  updatedAt: string;
}

/**
 * The curve a leg is judged by: one made for its loading condition, else one for any draft; among
 * those the one asked for, else the one changed last. A leg of unknown condition takes a curve for
 * any draft only (a laden curve says nothing of a ballast leg). Null when none fits.
 */
export function curveForLeg<C extends ConditionedCurve>(
  curves: readonly C[],
  condition: LoadCondition | null,
  preferredId?: string,
): C | null {
  // Curves come in the order they were added: of two changed in the same millisecond, the later one.
  const newestFirst = [...curves].reverse().sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const pick = (fitting: C[]) => fitting.find((c) => c.id === preferredId) ?? fitting[0] ?? null;
  const matching = condition === null ? [] : newestFirst.filter((c) => c.loadCondition === condition);
  return pick(matching) ?? pick(newestFirst.filter((c) => c.loadCondition === null));
}
