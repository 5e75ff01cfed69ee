import type { RuleEvent } from "../timeline.js";

/**
 * What the workflow rules need, as plain data the client has too: the vessel's events (any order; the
 * same array object is sorted once), the vessel's cargo units, and — for voyage data — whether active flow
 * meters exist and which events have their flow-meter consumption.
 */
export interface VoyageRuleInput<E extends RuleEvent = RuleEvent> {
  events: readonly E[];
  cargoUnitIds?: readonly number[];
  hasActiveFlowMeters?: boolean;
  /** Event id -> has flow-meter fuel consumption (see domain/fuel coverage). */
  flowMeterCoverage?: Readonly<Record<string, boolean>>;
  /** Event id -> names of the meters whose consumption is not entered (names them in the refusal). */
  flowMeterGaps?: Readonly<Record<string, readonly string[]>>;
}

/** A rule's answer: null when allowed, otherwise why not, in words. */
export type Problem = string | null;

export const firstProblem = (...checks: Array<() => Problem>): Problem => {
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
};
