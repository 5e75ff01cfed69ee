import { useCallback, useEffect, useState } from "react";
import { onLiveEvent } from "../../shared/live/liveSocket";
import { type Note, notesApi } from "./notesApi";

const changedVesselOf = (payload: unknown): string | null =>
  typeof payload === "object" &&
  payload !== null &&
  typeof (payload as { vesselId?: unknown }).vesselId === "string"
    ? (payload as { vesselId: string }).vesselId
    : null;

/** The vessel's notes, read again whenever anyone changes one (pushed live to everyone who sees the vessel). */
export function useNotes(vesselId: string) {
  const [notes, setNotes] = useState<Note[] | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      setNotes(await notesApi.list(vesselId));
      setFailed(false);
    } catch (error) {
      console.warn("The notes could not be loaded", error);
      setFailed(true);
    }
  }, [vesselId]);

  useEffect(() => {
    setNotes(null);
    void reload();
  }, [reload]);

  useEffect(
    () =>
      onLiveEvent(
        "notes",
        (payload) => {
          if (changedVesselOf(payload) === vesselId) void reload();
        },
        () => void reload(),
      ),
    [vesselId, reload],
  );

  return { notes, failed, reload };
}
