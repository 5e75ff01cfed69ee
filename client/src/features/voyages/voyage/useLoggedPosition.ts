import { useEffect, useState } from "react";
import type { KnownLocationAnswer } from "../../../../../domain/logdata/answers";
import { positionsApi } from "../../../entities/vessel/positionsApi";

export type LoggedPosition =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "found"; location: KnownLocationAnswer }
  | { status: "none" }
  | { status: "failed" };

/** Waits this long after the last keystroke in the time boxes before asking. */
const DEBOUNCE_MS = 400;

/**
 * The vessel's own logged position nearest `timestamp` (within ±2 hours, spec 2 §9), asked again when the
 * time changes; an answer for a time no longer shown is dropped.
 */
export function useLoggedPosition(vesselId: string, timestamp: string | null): LoggedPosition {
  const [state, setState] = useState<LoggedPosition>({ status: "idle" });
  useEffect(() => {
    if (!timestamp) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState({ status: "loading" });
    const timer = setTimeout(() => {
      positionsApi.nearest(vesselId, timestamp, "LogData").then(
        (location) => {
          if (current) setState(location ? { status: "found", location } : { status: "none" });
        },
        () => {
          if (current) setState({ status: "failed" });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [vesselId, timestamp]);
  return state;
}
