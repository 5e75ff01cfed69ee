import { useCallback, useEffect, useState } from "react";
import type { VesselFileListingAnswer } from "../../../../domain/vesselFiles/answers";
import { onLiveEvent } from "../../shared/live/liveSocket";
import { vesselFilesApi } from "./vesselFilesApi";

const vesselOf = (payload: unknown): string | null =>
  typeof payload === "object" &&
  payload !== null &&
  typeof (payload as { vesselId?: unknown }).vesselId === "string"
    ? (payload as { vesselId: string }).vesselId
    : null;

/** The vessel's documents, read again whenever anyone changes them (pushed to everyone who sees the vessel). */
export function useVesselFiles(vesselId: string) {
  const [listing, setListing] = useState<VesselFileListingAnswer | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      setListing(await vesselFilesApi.list(vesselId));
      setFailed(false);
    } catch (error) {
      console.warn("The documents could not be loaded", error);
      setFailed(true);
    }
  }, [vesselId]);

  useEffect(() => {
    setListing(null);
    void reload();
  }, [reload]);

  useEffect(
    () =>
      onLiveEvent(
        "vesselFiles",
        (payload) => {
          if (vesselOf(payload) === vesselId) void reload();
        },
        () => void reload(),
      ),
    [vesselId, reload],
  );

  return { listing, failed, reload };
}
