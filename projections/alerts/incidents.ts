import type { Severity } from "../../domain/alerts/conditions.js";
import { severityRank } from "../../domain/alerts/conditions.js";
import { type IncidentView, incidentAggregate, isUnreadIncident } from "../../domain/alerts/incidents.js";
import type { StoredKeelsonEvent } from "../../domain/index.js";
import type { KeyedProjection } from "../keyedProjection.js";

/** An incident as folded; `vesselName` is today's name, added when read. */
export type IncidentRecord = Omit<IncidentView, "vesselName"> & {
  companyId: string;
  mailed: Severity[];
  /** Global position of its IncidentOpened event: of two open for one target, the later opened counts. */
  openedPosition: number;
};

const targetSlot = (conditionId: string, targetKey: string) => `${conditionId}|${targetKey}`;

const STREAM_PREFIX = incidentAggregate.streamName("");

const openOrClosed = (isOpen: boolean) => (isOpen ? "open" : "closed");

/**
 * Where an incident is found by index. Equality refs (`rm_refs`, `keysHolding`): the open incident of a
 * condition and target, and a condition's open incidents. Sorted refs (`rm_index`, `page`, by opening
 * time, newest first), per company, vessel and open or closed, so a caller's visible vessels select its
 * incidents and "open or closed" is both refs (disjoint): all incidents, the unacknowledged ones, and
 * those of a condition; and per company and vessel the unread ones (`isUnreadIncident`, the bell's). Two
 * to four entries per incident.
 */
export const incidentRefs = {
  openAt: (conditionId: string, targetKey: string) => `open:${targetSlot(conditionId, targetKey)}`,
  openOfCondition: (conditionId: string) => `open-condition:${conditionId}`,
  ofVessel: (companyId: string, vesselId: string, isOpen: boolean) =>
    `vessel:${companyId}|${vesselId}|${openOrClosed(isOpen)}`,
  unacknowledged: (companyId: string, vesselId: string, isOpen: boolean) =>
    `unacknowledged:${companyId}|${vesselId}|${openOrClosed(isOpen)}`,
  unread: (companyId: string, vesselId: string, isOpen: boolean) =>
    `unread:${companyId}|${vesselId}|${openOrClosed(isOpen)}`,
  ofCondition: (companyId: string, conditionId: string, vesselId: string, isOpen: boolean) =>
    `condition:${companyId}|${conditionId}|${vesselId}|${openOrClosed(isOpen)}`,
};

/** The refs of `ref` for open (true), closed (false) or either (null) incidents. */
export const openAndOrClosed = (isOpen: boolean | null, ref: (isOpen: boolean) => string): string[] =>
  isOpen === null ? [ref(true), ref(false)] : [ref(isOpen)];

function evolveIncident(state: IncidentRecord | null, event: StoredKeelsonEvent): IncidentRecord | null {
  switch (event.type) {
    case "IncidentOpened": {
      const d = event.data;
      return {
        id: d.incidentId,
        companyId: d.companyId,
        severity: d.severity,
        vesselId: d.vesselId,
        conditionId: d.conditionId,
        conditionName: d.conditionName,
        conditionTargetKey: d.conditionTargetKey,
        conditionDetails: d.conditionDetails,
        kind: d.kind,
        acknowledged: false,
        acknowledgedBy: null,
        isOpen: true,
        openVesselEvent: { timestamp: d.openedAt },
        closeVesselEvent: null,
        value: d.value,
        unit: d.unit ?? "",
        peak: null,
        occurredAndCleared: null,
        mailed: [],
        openedPosition: event.position,
      };
    }
    case "IncidentSeverityRaised": {
      const d = event.data;
      if (!state || severityRank(d.severity) <= severityRank(state.severity)) return state;
      return {
        ...state,
        severity: d.severity,
        conditionDetails: d.conditionDetails,
        value: d.value,
        acknowledged: false,
        acknowledgedBy: null,
      };
    }
    case "IncidentAcknowledged":
      return state
        ? { ...state, acknowledged: true, acknowledgedBy: { userId: event.data.userId, at: event.data.at } }
        : state;
    case "IncidentClosed":
      return state
        ? {
            ...state,
            isOpen: false,
            closeVesselEvent: { timestamp: event.data.at, reason: event.data.reason },
            peak: event.data.peak ?? null,
          }
        : state;
    case "IncidentOccurredAndCleared": {
      if (!state) return state;
      const { announced, notifyLateDays, at } = event.data;
      return { ...state, occurredAndCleared: { announced, notifyLateDays, at } };
    }
    case "IncidentMailed":
      return state ? { ...state, mailed: [...state.mailed, event.data.severity] } : state;
    case "IncidentCorrected": {
      if (!state) return state;
      const { closedAt, reason, severity, peak } = event.data;
      return {
        ...state,
        severity,
        isOpen: closedAt === null,
        closeVesselEvent: closedAt === null ? null : { timestamp: closedAt, reason: reason ?? "Cleared" },
        peak: closedAt === null ? null : peak,
      };
    }
    case "IncidentWithdrawn":
      // The data in time order never raised it: no longer listed (its stream keeps what happened).
      return null;
    default:
      return state;
  }
}

/**
 * Every incident as a stored read model, one key per incident (its stream `incident-{id}`), one part
 * ("incident") holding the record. Incidents grow with the log, so they live in the store, found through
 * the refs and sorted index above, never by reading them all (docs/event-store.md "Stored read models").
 */
export const incidentsProjection: KeyedProjection<IncidentRecord | null> = {
  name: "incidents",
  version: 3,
  keyOfStream: (stream) => (stream.startsWith(STREAM_PREFIX) ? stream.slice(STREAM_PREFIX.length) : null),
  streamOf: (incidentId) => incidentAggregate.streamName(incidentId),
  streamPrefix: STREAM_PREFIX,
  initialState: () => null,
  evolve: evolveIncident,
  parts: (state) => new Map(state ? [["incident", state]] : []),
  join: (_key, parts) => (parts.get("incident") as IncidentRecord | undefined) ?? null,
  refsOf(_part, value) {
    const i = value as IncidentRecord;
    return i.isOpen
      ? [
          incidentRefs.openAt(i.conditionId, i.conditionTargetKey),
          incidentRefs.openOfCondition(i.conditionId),
        ]
      : [];
  },
  indexOf(_part, value) {
    const i = value as IncidentRecord;
    const sort = i.openVesselEvent.timestamp;
    return [
      { ref: incidentRefs.ofVessel(i.companyId, i.vesselId, i.isOpen), sort },
      { ref: incidentRefs.ofCondition(i.companyId, i.conditionId, i.vesselId, i.isOpen), sort },
      ...(i.acknowledged
        ? []
        : [{ ref: incidentRefs.unacknowledged(i.companyId, i.vesselId, i.isOpen), sort }]),
      ...(isUnreadIncident(i) ? [{ ref: incidentRefs.unread(i.companyId, i.vesselId, i.isOpen), sort }] : []),
    ];
  },
};
