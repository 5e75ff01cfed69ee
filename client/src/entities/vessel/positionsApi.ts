import type { z } from "zod";
import type { KnownLocationAnswer } from "../../../../domain/logdata/answers";
import type { fleetPositionsAnswer, positionAnswer } from "../../../../domain/logdata/positionAnswers";
import { http } from "../../shared/api/httpClient";
import type { TimedPosition } from "../../shared/map/trackLines";

/** A stored position as the API answers it. */
export type PositionDto = z.infer<typeof positionAnswer>;

export type FleetPositions = z.infer<typeof fleetPositionsAnswer>;

export const toMapPosition = (p: PositionDto): TimedPosition => ({
  lat: p.latitude,
  lng: p.longitude,
  timestamp: p.timestamp,
});

const q = encodeURIComponent;
const DAY_MS = 86_400_000;
/** Days of track the maps ask for. */
export const TRACK_DAYS = 14;

export const positionsApi = {
  /** Latest position and 6-hourly track of every vessel the user sees, in one call. */
  fleet: (trackDays = TRACK_DAYS) =>
    http.get<FleetPositions[]>(`/VesselHistories/Fleet?trackDays=${trackDays}`),
  latest: (vesselId: string) => http.get<PositionDto | null>(`/VesselHistories/Latest/${q(vesselId)}`),
  /** The 6-hourly track over the `days` before `until` (the vessel's latest position). */
  history: (vesselId: string, until: string, days = TRACK_DAYS) => {
    const to = new Date(until).getTime();
    const from = new Date(to - days * DAY_MS).toISOString();
    return http.get<PositionDto[]>(
      `/VesselHistories/Find?vesselId=${q(vesselId)}&fromDate=${q(from)}&toDate=${q(new Date(to + 1).toISOString())}`,
    );
  },
  /**
   * The nearest known location within ±2 hours of `at` (spec 2 §7 Location), or null; with `source`,
   * only of that source (`LogData`: the vessel's own logged position).
   */
  nearest: (vesselId: string, at: string, source?: "LogData" | "VesselEvent") => {
    const t = new Date(at).getTime();
    const from = new Date(t - 2 * 3_600_000).toISOString();
    const to = new Date(t + 2 * 3_600_000).toISOString();
    const only = source ? `&source=${source}` : "";
    return http.get<KnownLocationAnswer | null>(
      `/VesselLocations/Find?vesselId=${q(vesselId)}&fromDate=${q(from)}&toDate=${q(to)}&at=${q(at)}${only}`,
    );
  },
};

/** One fleet entry refreshed on its own (after an import of that vessel). */
export async function vesselPositions(vesselId: string, trackDays = TRACK_DAYS): Promise<FleetPositions> {
  const latest = await positionsApi.latest(vesselId);
  const track =
    latest && trackDays > 0 ? await positionsApi.history(vesselId, latest.timestamp, trackDays) : [];
  return { vesselId, latest, track };
}
