import { z } from "zod";
import { dateMs } from "../../../domain/shared/dates.js";
import { sizeText } from "../../http/bodyLimit.js";

/**
 * The bodies of the fleet-wide POST variants of LastReceived and Calculated/Averaged|Accumulated: the
 * GET calls' parameters in JSON, for id lists too long for a URL (Node.js reads at most 16 KB of
 * request head: 2,000 to 3,000 ids, as long as they are). One call answers a fleet's variables.
 */

/** 200 vessels × 50 variables in one call; the answer then holds about 1.2 MB of JSON. */
export const MAX_FLEET_VARIABLES = 10_000;
/** 10,000 ids of up to 12 digits with their commas, and the other members, fit with room to spare. */
export const FLEET_QUERY_MAX_BYTES = 256 * 1024;

export const FLEET_QUERY_MESSAGES = {
  ids: "logVariableIds must be a list of log variable ids (whole numbers), for example [101, 102].",
  noIds: "logVariableIds must name at least one log variable.",
  tooManyIds: `logVariableIds may name at most ${MAX_FLEET_VARIABLES.toLocaleString("en-US")} log variables a call: split the list over several calls.`,
  dateTimeFormat: "dateTimeFormat must be Iso or UnixEpochMs.",
  emptyWindow: "toDate must be after fromDate.",
  tooLarge: `The query is larger than ${sizeText(FLEET_QUERY_MAX_BYTES)}: ask for at most ${MAX_FLEET_VARIABLES.toLocaleString("en-US")} log variables a call, without spaces or other members.`,
} as const;

const logVariableIds = z
  .array(z.number({ message: FLEET_QUERY_MESSAGES.ids }).int({ message: FLEET_QUERY_MESSAGES.ids }), {
    message: FLEET_QUERY_MESSAGES.ids,
  })
  .min(1, FLEET_QUERY_MESSAGES.noIds)
  .max(MAX_FLEET_VARIABLES, FLEET_QUERY_MESSAGES.tooManyIds)
  .refine((ids) => ids.every(Number.isSafeInteger), FLEET_QUERY_MESSAGES.ids)
  .transform((ids) => [...new Set(ids)]);

/** POST /LogData/LastReceived. */
export const fleetLastReceivedQuery = z.strictObject({
  logVariableIds,
  dateTimeFormat: z
    .enum(["Iso", "UnixEpochMs"], { message: FLEET_QUERY_MESSAGES.dateTimeFormat })
    .default("Iso"),
});

/** POST /LogData/Calculated/Averaged and /Accumulated: one window for every variable. */
export const fleetWindowQuery = z
  .strictObject({
    logVariableIds,
    fromDate: dateMs("fromDate", { epochMs: true }),
    toDate: dateMs("toDate", { epochMs: true }),
  })
  .refine((q) => q.toDate > q.fromDate, { message: FLEET_QUERY_MESSAGES.emptyWindow });
