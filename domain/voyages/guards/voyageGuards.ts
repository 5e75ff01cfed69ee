import { formatTime } from "../../shared/displayTime.js";
import { VOYAGE_MESSAGES as M } from "../messages.js";
import { type RuleEvent, timelineOf, type VoyageSlice, voyageSlice } from "../timeline.js";
import { firstProblem, type Problem, type VoyageRuleInput } from "./input.js";
import { activityName, openRequirement } from "./sequencing.js";

const sliceOf = (input: VoyageRuleInput, departureId: string) =>
  voyageSlice(timelineOf(input.events), departureId);

/** Every event of a voyage: its departure, its members and its end-of-voyage event. */
export const voyageEvents = <E extends RuleEvent>(voyage: VoyageSlice<E>): E[] => [
  voyage.departure,
  ...voyage.members,
  ...(voyage.end ? [voyage.end] : []),
];

const informationConfirmedAt = (voyage: VoyageSlice) =>
  voyage.departure.voyage?.informationConfirmedAt ?? null;
const dataConfirmedAt = (voyage: VoyageSlice) => voyage.departure.voyage?.dataConfirmedAt ?? null;

/**
 * Confirm voyage information: every event confirmed, the departure's voyage and port given, an
 * end-of-voyage event and an arrival, no open bunkering, anchoring or drifting (spec 2 §4).
 */
export function confirmInformationProblem(input: VoyageRuleInput, departureId: string): Problem {
  const voyage = sliceOf(input, departureId);
  if (!voyage) return M.voyageNotFound;
  return firstProblem(
    () => (informationConfirmedAt(voyage) ? M.informationAlreadyConfirmed : null),
    () => (!voyage.departure.voyage?.name || !voyage.departure.port?.loCode ? M.departureIncomplete : null),
    () => (voyage.arrival ? null : M.noArrival),
    () => (voyage.end ? null : M.noEndOfVoyage),
    () => {
      const open = openRequirement(voyage);
      return open ? M.openActivity(activityName(open)) : null;
    },
    () => (voyageEvents(voyage).every((e) => e.isConfirmed) ? null : M.notAllConfirmed),
  );
}

/** 'Edit event info': reverts information confirmation only while the data is not confirmed. */
export function unconfirmInformationProblem(input: VoyageRuleInput, departureId: string): Problem {
  const voyage = sliceOf(input, departureId);
  if (!voyage) return M.voyageNotFound;
  return firstProblem(
    () => (informationConfirmedAt(voyage) ? null : M.informationNotConfirmed),
    () => (dataConfirmedAt(voyage) ? M.dataConfirmedFirst : null),
  );
}

/**
 * Confirm voyage data: information confirmed, data not yet, more than one event, every non-departure
 * event with its distance and — when the vessel has active flow meters — every event after the departure
 * (the end-of-voyage event too) with flow-meter consumption a person entered: the 0 t placeholders that
 * confirming the information creates do not count, a real zero is entered explicitly.
 */
export function confirmDataProblem(input: VoyageRuleInput, departureId: string): Problem {
  const voyage = sliceOf(input, departureId);
  if (!voyage) return M.voyageNotFound;
  const legs = voyage.members;
  const names = (events: readonly RuleEvent[]) =>
    events.map((e) => `${e.name} (${formatTime(e.timestamp)})`).join(", ");
  return firstProblem(
    () => (informationConfirmedAt(voyage) ? null : M.confirmInformationFirst),
    () => (dataConfirmedAt(voyage) ? M.dataAlreadyConfirmed : null),
    () => (voyageEvents(voyage).length > 1 ? null : M.tooFewEvents),
    () => {
      const missing = legs.filter((e) => !e.distanceSailed);
      return missing.length > 0 ? M.distanceMissing(names(missing)) : null;
    },
    () => {
      if (!input.hasActiveFlowMeters) return null;
      const spans = [...legs, ...(voyage.end ? [voyage.end] : [])];
      const missing = spans.filter((e) => !input.flowMeterCoverage?.[e.id]);
      if (missing.length === 0) return null;
      const gaps = input.flowMeterGaps;
      if (!gaps) return M.consumptionMissing(names(missing));
      return M.consumptionMissing(
        missing.map((e) => `${(gaps[e.id] ?? []).join(" and ")} for ${names([e])}`.trim()).join(", "),
      );
    },
  );
}

export function unconfirmDataProblem(input: VoyageRuleInput, departureId: string): Problem {
  const voyage = sliceOf(input, departureId);
  if (!voyage) return M.voyageNotFound;
  return dataConfirmedAt(voyage) ? null : M.dataNotConfirmed;
}

/** Distances are entered on the Distance tab: after information confirmation, until data confirmation. */
export function editDistanceProblem(input: VoyageRuleInput, departureId: string | null): Problem {
  const voyage = departureId ? sliceOf(input, departureId) : null;
  if (!voyage) return M.voyageNotFound;
  return firstProblem(
    () => (informationConfirmedAt(voyage) ? null : M.distanceNeedsInformation),
    () => (dataConfirmedAt(voyage) ? M.distanceLocked : null),
  );
}
