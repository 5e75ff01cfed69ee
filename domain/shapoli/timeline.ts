/**
 * The ShaPoLi events of a period (GET /Shapoli/Events, docs/shapoli.md), newest first: each use of the
 * reserve (a breach's start), each reactivation (its end) and each save of a breach record. Pure.
 */

export interface TimelineBreach<P> {
  breachStartDate: string;
  breachEndDate: string;
  peakPower: number;
  startPosition: P;
  endPosition: P;
}

export interface RecordChange {
  /** ISO 8601. */
  at: string;
  breachStart: string;
  userId: string;
}

export type ShapoliEvent<P> =
  | { timestamp: string; type: "PowerReserveUsed"; breachStartDate: string; power: number; position: P }
  | { timestamp: string; type: "LimitationReactivated"; breachStartDate: string; position: P }
  | { timestamp: string; type: "RecordSaved"; breachStartDate: string; userId: string; userName: string };

/** The breaches' starts and ends and the record saves inside [from, to], newest first. */
export function shapoliTimeline<P>(
  breaches: ReadonlyArray<TimelineBreach<P>>,
  changes: readonly RecordChange[],
  window: { from: number; to: number },
  userName: (userId: string) => string,
): ShapoliEvent<P>[] {
  const events: ShapoliEvent<P>[] = [];
  for (const b of breaches) {
    events.push({
      timestamp: b.breachStartDate,
      type: "PowerReserveUsed",
      breachStartDate: b.breachStartDate,
      power: b.peakPower,
      position: b.startPosition,
    });
    events.push({
      timestamp: b.breachEndDate,
      type: "LimitationReactivated",
      breachStartDate: b.breachStartDate,
      position: b.endPosition,
    });
  }
  for (const change of changes) {
    const at = Date.parse(change.at);
    if (at < window.from || at > window.to) continue;
    events.push({
      timestamp: change.at,
      type: "RecordSaved",
      breachStartDate: change.breachStart,
      userId: change.userId,
      userName: userName(change.userId),
    });
  }
  return events.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}

/** The mean shaft power as a percentage of the limited power; null without either. */
export const percentOfLimited = (average: number | null, limitedPower: number | null | undefined) =>
  average !== null && limitedPower ? (100 * average) / limitedPower : null;
