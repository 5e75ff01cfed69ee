import type { Context } from "hono";
import { z } from "zod";
import { HULL_COATING_MESSAGES } from "../../../domain/hullPerformance/coating.js";
import { ForbiddenError, ValidationError } from "../../../domain/shared/errors.js";
import { featureByName } from "../../../domain/vessels/features.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import { settingsOf } from "../../dailyPerformance/hullReads.js";
import type { AppEnv } from "../../http/env.js";
import { parseTime } from "../logData/query.js";

type Ctx = Context<AppEnv>;

const DAY = 24 * 3_600_000;
export const YEAR = 365 * DAY;
/** Longest window one call reads: a year and a bit. */
export const MAX_WINDOW_MS = 367 * DAY;

export const HULL_MESSAGES = {
  foulingNotActivated: "The Fouling module is not activated for this vessel.",
  isoNotActivated: "The ISO 19030 module is not activated for this vessel.",
  noReference:
    "This vessel has no speed-power reference yet. Enter its sea-trial or model-test curves (PUT /Fouling/Reference/{vesselId}) to compute its speed loss.",
  windowTooLong: "The period may be at most 367 days long.",
  toBeforeFrom: "toDate must be after fromDate.",
  eventDate: "eventDate is required: the date of the event whose effect to show.",
  tooManyVessels: "Ask for at most 50 vessels at once (vesselIds).",
} as const;

/** Most vessels one call names. */
export const VESSELS_MAX = 50;
/** A body naming vessels: `{vesselIds}`, 1 to VESSELS_MAX ids. */
export const vesselIdsRequest = z.object({
  vesselIds: z
    .array(z.string().max(100), { message: HULL_COATING_MESSAGES.vesselIds })
    .min(1, HULL_COATING_MESSAGES.vesselIds)
    .max(VESSELS_MAX, HULL_MESSAGES.tooManyVessels),
});

/** The comma-separated `vesselIds` of a query, each once; null when the query names none; at most VESSELS_MAX. */
export function vesselIdsOfQuery(text: string | undefined): string[] | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  const ids = [
    ...new Set(
      trimmed
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > VESSELS_MAX) throw new ValidationError(HULL_MESSAGES.tooManyVessels);
  return ids;
}

export const FOULING_FEATURE = featureByName("Fouling")!.id;
export const ISO19030_FEATURE = featureByName("ISO19030")!.id;

/** A vessel the caller sees (404 otherwise) with the feature switched on (403 with `message` otherwise). */
export function vesselWith(
  ctx: AppContext,
  c: Ctx,
  id: string,
  feature: number,
  message: string,
): VesselView {
  const vessel = requestScope(ctx, c.get("session").actor).vessel(id);
  if (!vessel.featureIds.includes(feature)) throw new ForbiddenError(message);
  return vessel;
}

export const foulingVesselOf = (ctx: AppContext, c: Ctx, id: string) =>
  vesselWith(ctx, c, id, FOULING_FEATURE, HULL_MESSAGES.foulingNotActivated);

/** The vessel's speed-power reference, or 400 saying how to enter one. */
export function referenceOf(ctx: AppContext, vessel: VesselView) {
  const settings = settingsOf(ctx, vessel.id);
  if (!settings) throw new ValidationError(HULL_MESSAGES.noReference);
  return settings;
}

/** The OpenAPI query parameters (docs/api.md) of a call that names a vessel and reads windowOf. */
export const VESSEL_WINDOW_PARAMS = {
  vesselId: "The vessel id (required)",
  fromDate: "Start (ISO 8601 or epoch ms; default a year before toDate)",
  toDate: "End (ISO 8601 or epoch ms; default now)",
};

/** fromDate and toDate of the query, by default the last 365 days up to now; at most 367 days. */
export function windowOf(ctx: AppContext, c: Ctx): { from: number; to: number } {
  return windowFrom(ctx, c.req.query("fromDate"), c.req.query("toDate"));
}

/** windowOf from the texts (a body's fromDate and toDate). */
export function windowFrom(
  ctx: AppContext,
  fromDate: string | undefined,
  toDate: string | undefined,
): { from: number; to: number } {
  const now = ctx.now().getTime();
  const fromText = fromDate?.trim();
  const toText = toDate?.trim();
  const to = toText ? parseTime(toText, "toDate") : now;
  const from = fromText ? parseTime(fromText, "fromDate") : to - YEAR;
  if (to <= from) throw new ValidationError(HULL_MESSAGES.toBeforeFrom);
  if (to - from > MAX_WINDOW_MS) throw new ValidationError(HULL_MESSAGES.windowTooLong);
  return { from, to };
}
