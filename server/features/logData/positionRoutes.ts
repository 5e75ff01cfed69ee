import { Hono } from "hono";
import { type KnownLocation, nearestLocation } from "../../../domain/logdata/nearestLocation.js";
import { POSITION_HISTORY_STEP_MS, sampleEvery } from "../../../domain/logdata/positions.js";
import { uuidId } from "../../../domain/shared/ids.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { requireRole } from "../../http/session.js";
import { pathParams } from "../../http/validate.js";
import type { PositionInput } from "../../timeseries/TimeSeriesStore.js";
import { eventLocations } from "../voyages/eventLocations.js";
import { LOG_DATA_READERS } from "./logDataRoutes.js";
import { parseTime, requiredText, window } from "./query.js";
import { storeOf, vesselInScope } from "./scope.js";

/** Path parameters by their types (checked before the handler). */
const vesselIdPath = pathParams({ vesselId: uuidId("vessel id") });

const historyDto = (vesselId: string, p: PositionInput) => ({
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
   */
  app.get("/VesselLocations/Find", readers, async (c) => {
    const vessel = vesselInScope(ctx, c.get("session"), requiredText(c, "vesselId"));
    const { from, to } = window(c);
    const fromLog: KnownLocation[] = (await storeOf(ctx).positions(vessel.id, from, to)).map((p) => ({
      timestamp: new Date(p.t).toISOString(),
      source: "LogData",
      geoCoordinate: { latitude: p.latitude, longitude: p.longitude },
    }));
    const fromEvents = eventLocations(
      ctx,
      vessel.id,
      new Date(from).toISOString(),
      new Date(to).toISOString(),
    );
    const locations = [...fromEvents, ...fromLog];
    const at = c.req.query("at");
    if (at === undefined) return c.json(locations);
    return c.json(nearestLocation(locations, parseTime(at, "at")));
  });

  app.get("/VesselHistories/Find", readers, async (c) => {
    const vessel = vesselInScope(ctx, c.get("session"), requiredText(c, "vesselId"));
    const { from, to } = window(c);
    const positions = await storeOf(ctx).positions(vessel.id, from, to);
    return c.json(sampleEvery(positions, POSITION_HISTORY_STEP_MS).map((p) => historyDto(vessel.id, p)));
  });

  app.get("/VesselHistories/Latest/:vesselId", readers, vesselIdPath, async (c) => {
    const vessel = vesselInScope(ctx, c.get("session"), c.req.param("vesselId"));
    const latest = await storeOf(ctx).latestPosition(vessel.id);
    return c.json(latest ? historyDto(vessel.id, latest) : null);
  });

  return app;
}
