import { Hono } from "hono";
import { z } from "zod";
import { vesselLocationsAnswer } from "../../../domain/logdata/answers.js";
import {
  type KnownLocation,
  LOCATION_SOURCES,
  type LocationSource,
  nearestLocation,
} from "../../../domain/logdata/nearestLocation.js";
import {
  fleetPositionsAnswer,
  type PositionAnswer,
  positionAnswer,
} from "../../../domain/logdata/positionAnswers.js";
import { POSITION_HISTORY_STEP_MS } from "../../../domain/logdata/positions.js";
import { ValidationError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { requireRole } from "../../http/session.js";
import { pathParams } from "../../http/validate.js";
import type { PositionInput } from "../../timeseries/TimeSeriesStore.js";
import { eventLocations } from "../voyages/eventLocations.js";
import { LOG_DATA_READERS } from "./logDataRoutes.js";
import { optionalNumber, parseTime, requiredText, window } from "./query.js";
import { storeOf, vesselInScope } from "./scope.js";

const doc = apiDocs("Log data");

const DAY_MS = 86_400_000;
const DEFAULT_TRACK_DAYS = 14;
const MAX_TRACK_DAYS = 90;
export const TRACK_DAYS_MESSAGE = `trackDays must be a whole number of days from 0 to ${MAX_TRACK_DAYS}.`;
export const SOURCE_MESSAGE = `source must be one of ${LOCATION_SOURCES.join(", ")}.`;

/** Path parameters by their types (checked before the handler). */
const vesselIdPath = pathParams({ vesselId: uuidId("vessel id") });

const historyDto = (vesselId: string, p: PositionInput): PositionAnswer => ({
  vesselId,
  timestamp: new Date(p.t).toISOString(),
  latitude: p.latitude,
  longitude: p.longitude,
});

/** Vessel positions from the data packages' Positions.csv. */
export function positionRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readers = requireRole(...LOG_DATA_READERS, "KognifaiUser");

  /**
   * Known positions in the window: those recorded on vessel events first, then those from log data.
   * With `at`, only the nearest within ±2 h, preferring a vessel event (spec 2 §7 "Location"), or null.
   * With `source`, only positions of that source: `LogData` is the vessel's own logged position, which a
   * new event is offered at its time (issue 33).
   */
  app.get(
    "/VesselLocations/Find",
    doc({
      summary: "A vessel's known positions over a period, or the one nearest a time",
      response: vesselLocationsAnswer,
      queryParams: {
        vesselId: "The vessel id (required)",
        fromDate: "Start (ISO 8601 or epoch ms; required)",
        toDate: "End (ISO 8601 or epoch ms; required)",
        at: "Answer only the position nearest this time",
        source: "Only positions of this source: VesselEvent or LogData (optional)",
      },
      roles: [...LOG_DATA_READERS, "KognifaiUser"],
    }),
    readers,
    async (c) => {
      const vessel = vesselInScope(ctx, c.get("session"), requiredText(c, "vesselId"));
      const { from, to } = window(c);
      const source = c.req.query("source");
      if (source !== undefined && !LOCATION_SOURCES.includes(source as LocationSource))
        throw new ValidationError(SOURCE_MESSAGE);
      const wanted = (s: LocationSource) => source === undefined || source === s;
      const fromLog: KnownLocation[] = wanted("LogData")
        ? (await storeOf(ctx).positions(vessel.id, from, to)).map((p) => ({
            timestamp: new Date(p.t).toISOString(),
            source: "LogData",
            geoCoordinate: { latitude: p.latitude, longitude: p.longitude },
          }))
        : [];
      const fromEvents = wanted("VesselEvent")
        ? await eventLocations(ctx, vessel.id, new Date(from).toISOString(), new Date(to).toISOString())
        : [];
      const locations = [...fromEvents, ...fromLog];
      const at = c.req.query("at");
      if (at === undefined) return c.json(locations);
      return c.json(nearestLocation(locations, parseTime(at, "at")));
    },
  );

  app.get(
    "/VesselHistories/Find",
    doc({
      summary: "A vessel's position history over a period, sampled every 6 hours",
      queryParams: {
        vesselId: "The vessel id (required)",
        fromDate: "Start (ISO 8601 or epoch ms; required)",
        toDate: "End (ISO 8601 or epoch ms; required)",
      },
      roles: [...LOG_DATA_READERS, "KognifaiUser"],
      response: z.array(positionAnswer),
    }),
    readers,
    async (c) => {
      const vessel = vesselInScope(ctx, c.get("session"), requiredText(c, "vesselId"));
      const { from, to } = window(c);
      const positions = await storeOf(ctx).sampledPositions(vessel.id, from, to, POSITION_HISTORY_STEP_MS);
      return c.json(positions.map((p) => historyDto(vessel.id, p)));
    },
  );

  /**
   * The fleet map in one call: for every vessel the caller may see, its latest position and its track
   * over the `trackDays` (0–90, default 14) before that position, sampled every 6 hours. The track is
   * counted back from the vessel's own latest position, so a vessel whose data stopped still has one.
   */
  app.get(
    "/VesselHistories/Fleet",
    doc({
      summary: "Every vessel's latest position and recent track, for the fleet map",
      queryParams: { trackDays: "Days of track before the latest position, 0 to 90 (default 14)" },
      roles: [...LOG_DATA_READERS, "KognifaiUser"],
      response: z.array(fleetPositionsAnswer),
    }),
    readers,
    async (c) => {
      const days = optionalNumber(c, "trackDays") ?? DEFAULT_TRACK_DAYS;
      if (!Number.isInteger(days) || days < 0 || days > MAX_TRACK_DAYS)
        throw new ValidationError(TRACK_DAYS_MESSAGE);
      const store = storeOf(ctx);
      const vessels = requestScope(ctx, c.get("session").actor).vessels();
      const answer = await Promise.all(
        vessels.map(async (vessel) => {
          const latest = await store.latestPosition(vessel.id);
          const track =
            latest && days > 0
              ? await store.sampledPositions(
                  vessel.id,
                  latest.t - days * DAY_MS,
                  latest.t,
                  POSITION_HISTORY_STEP_MS,
                )
              : [];
          return {
            vesselId: vessel.id,
            latest: latest ? historyDto(vessel.id, latest) : null,
            track: track.map((p) => historyDto(vessel.id, p)),
          };
        }),
      );
      return c.json(answer);
    },
  );

  app.get(
    "/VesselHistories/Latest/:vesselId",
    doc({
      summary: "A vessel's latest position",
      roles: [...LOG_DATA_READERS, "KognifaiUser"],
      response: positionAnswer.nullable(),
    }),
    readers,
    vesselIdPath,
    async (c) => {
      const vessel = vesselInScope(ctx, c.get("session"), c.req.param("vesselId"));
      const latest = await storeOf(ctx).latestPosition(vessel.id);
      return c.json(latest ? historyDto(vessel.id, latest) : null);
    },
  );

  return app;
}
