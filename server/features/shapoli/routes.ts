import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  breachAnswer,
  breachDetailsAnswer,
  breachListAnswer,
  powerAverageAnswer,
  powerLogVariableAnswer,
  shapoliEventAnswer,
} from "../../../domain/shapoli/answers.js";
import { BREACH_RULES } from "../../../domain/shapoli/breaches.js";
import {
  LIMITATION_MESSAGES,
  type ShaftPowerLimitation,
  shaftPowerLimitationRequest,
} from "../../../domain/shapoli/limitation.js";
import { usedPowerVariable } from "../../../domain/shapoli/powerVariable.js";
import {
  breachRecordRequest,
  saveBreachRecord,
  shapoliRecordsAggregate,
} from "../../../domain/shapoli/records.js";
import { percentOfLimited, shapoliTimeline } from "../../../domain/shapoli/timeline.js";
import { ForbiddenError, ValidationError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import { vesselAnswer } from "../../../domain/vessels/answers.js";
import { featureByName } from "../../../domain/vessels/features.js";
import { setShaftPowerLimitation } from "../../../domain/vessels/vessel.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import { attachment } from "../../http/contentDisposition.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, pathParams } from "../../http/validate.js";
import { analyticsStore } from "../../shared/exclusions.js";
import { toBuffer } from "../../shared/sheets.js";
import { LOG_DATA_READERS } from "../logData/logDataRoutes.js";
import { parseTime, requiredText } from "../logData/query.js";
import { variableDto } from "../logData/variableDto.js";
import { vesselCommand } from "../vessels/commands.js";
import { vesselDto } from "../vessels/vesselDto.js";
import { powerLogVariables, rawSamples } from "./breachFinder.js";
import { breachAt, breachesOf, powerVariableOf, recordChangesOf } from "./breachReads.js";
import { SHAPOLI_MESSAGES } from "./messages.js";
import { nameOf, recordDto, recordOf } from "./views.js";
import { breachWorkbook, yearWorkbook } from "./workbooks.js";

const doc = apiDocs("Shaft power limitation");
const VESSEL_PARAM = { vesselId: "The vessel id (required)" };
const PERIOD_PARAMS = {
  ...VESSEL_PARAM,
  fromDate: "Start (ISO 8601 or epoch ms; default the start of this year UTC)",
  toDate: "End (ISO 8601 or epoch ms; default now); at most 367 days after fromDate",
};
const BREACH_PARAMS = {
  ...VESSEL_PARAM,
  breachStartDate: "The breach's start (ISO 8601 or epoch ms; required)",
};

type Ctx = Context<AppEnv>;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Longest window one call reads: a year and a bit (the yearly report's). */
const MAX_WINDOW_MS = 367 * DAY;
/** The breach report's samples: at most this long after the breach start. */
const MAX_REPORT_MS = 7 * DAY;

export { SHAPOLI_MESSAGES };

const SHAPOLI = featureByName("Shapoli")!.id;
const vesselIdPath = pathParams({ id: uuidId("vessel id") });
const yearQuery = z.coerce
  .number({ message: SHAPOLI_MESSAGES.year })
  .int({ message: SHAPOLI_MESSAGES.year })
  .min(2000, { message: SHAPOLI_MESSAGES.year })
  .max(2999, { message: SHAPOLI_MESSAGES.year });

/**
 * EEXI shaft power limitation (spec 3 §7 "Shapoli"; docs/shapoli.md). Every call names a vessel the
 * caller sees (404 otherwise) that has the Shapoli feature (403 otherwise).
 */
export function shapoliRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readers = requireRole(...LOG_DATA_READERS);
  const writers = requireRole("User", "SuperUser", "Administrator");

  const vesselOf = (c: Ctx, id: string): VesselView => {
    const vessel = requestScope(ctx, c.get("session").actor).vessel(id);
    if (!vessel.featureIds.includes(SHAPOLI)) throw new ForbiddenError(SHAPOLI_MESSAGES.notActivated);
    return vessel;
  };
  const queriedVessel = (c: Ctx) => vesselOf(c, requiredText(c, "vesselId"));
  const limitationOf = (vessel: VesselView): ShaftPowerLimitation => {
    if (!vessel.shaftPowerLimitation) throw new ValidationError(LIMITATION_MESSAGES.notLimited);
    return vessel.shaftPowerLimitation;
  };
  /** fromDate and toDate, by default the start of this year (UTC) to now (spec 3 §9). */
  const period = (c: Ctx) => {
    const now = ctx.now().getTime();
    const fromText = c.req.query("fromDate")?.trim();
    const toText = c.req.query("toDate")?.trim();
    const from = fromText ? parseTime(fromText, "fromDate") : Date.UTC(new Date(now).getUTCFullYear(), 0, 1);
    const to = toText ? parseTime(toText, "toDate") : now;
    if (to <= from) throw new ValidationError(SHAPOLI_MESSAGES.toBeforeFrom);
    if (to - from > MAX_WINDOW_MS) throw new ValidationError(SHAPOLI_MESSAGES.windowTooLong);
    return { from, to };
  };

  // The vessel setting (vessel settings screen), event-sourced on the vessel's stream.
  app.put(
    "/Vessels/:id/ShaftPowerLimitation",
    doc({
      summary: "Set or clear a vessel's shaft power limitation",
      body: shaftPowerLimitationRequest,
      roles: ["User", "SuperUser", "Administrator"],
      response: vesselAnswer,
    }),
    writers,
    vesselIdPath,
    async (c) => {
      const vessel = requestScope(ctx, c.get("session").actor).vessel(c.req.param("id"));
      const { limitation, version } = await parseBody(c, shaftPowerLimitationRequest);
      await vesselCommand(
        ctx,
        metadataOf(c.get("session")),
        vessel.id,
        (s) => setShaftPowerLimitation(s, { vesselId: vessel.id, limitation }),
        version,
      );
      return c.json(await vesselDto(ctx, entryOf(ctx.readModels.state("vessels").byId, vessel.id)!));
    },
  );

  app.get(
    "/Shapoli/PowerLogVariables",
    doc({
      summary: "A vessel's shaft power log variables, and the one used",
      queryParams: VESSEL_PARAM,
      roles: LOG_DATA_READERS,
      response: z.array(powerLogVariableAnswer),
    }),
    readers,
    async (c) => {
      const vessel = queriedVessel(c);
      const variables = await powerLogVariables(ctx, vessel.id);
      const used = usedPowerVariable(variables);
      return c.json(variables.map((v) => ({ ...variableDto(v), usedForBreaches: v.id === used?.id })));
    },
  );

  app.get(
    "/Shapoli/Breaches",
    doc({
      summary: "A vessel's breaches of its shaft power limitation over a period",
      queryParams: PERIOD_PARAMS,
      roles: LOG_DATA_READERS,
      response: breachListAnswer,
    }),
    readers,
    async (c) => {
      const vessel = queriedVessel(c);
      const { from, to } = period(c);
      const limitation = vessel.shaftPowerLimitation;
      if (!limitation)
        return c.json({
          vesselId: vessel.id,
          limitation: null,
          powerLogVariable: null,
          rules: BREACH_RULES,
          breaches: [],
          spikes: 0,
        });
      const { variable, breaches, spikes } = await breachesOf(ctx, vessel, limitation, from, to);
      return c.json({
        vesselId: vessel.id,
        fromDate: new Date(from).toISOString(),
        toDate: new Date(to).toISOString(),
        limitation,
        powerLogVariable: variable ? variableDto(variable) : null,
        rules: BREACH_RULES,
        breaches,
        spikes: spikes.length,
      });
    },
  );

  /** One breach with its samples (an hour either side) for the chart, and the record's trail. */
  app.get(
    "/Breaches/Details",
    doc({
      summary: "One breach of a vessel's shaft power limitation, with its power readings",
      queryParams: BREACH_PARAMS,
      roles: LOG_DATA_READERS,
      response: breachDetailsAnswer,
    }),
    readers,
    async (c) => {
      const vessel = queriedVessel(c);
      const limitation = limitationOf(vessel);
      const { variable, breach } = await breachAt(
        ctx,
        vessel,
        limitation,
        requiredText(c, "breachStartDate"),
      );
      const from = Date.parse(breach.breachStartDate) - HOUR;
      const to = Date.parse(breach.breachEndDate) + HOUR;
      const changes = recordChangesOf(ctx, vessel.id)
        .filter((change) => change.breachStart === breach.breachStartDate)
        .map((change) => ({
          at: change.at,
          userId: change.userId,
          name: nameOf(ctx, change.userId),
        }));
      return c.json({
        vesselId: vessel.id,
        limitation,
        powerLogVariable: variableDto(variable),
        breach,
        samples: (await rawSamples(ctx, variable.id, from, to)).map((s) => ({
          t: new Date(s.t).toISOString(),
          v: s.v,
        })),
        changes,
      });
    },
  );

  /** Saves a breach's MEPC.335(76) record (who and when are the event's). */
  app.put(
    "/Shapoli/Breaches/Record",
    doc({
      summary: "Record why and where a breach happened (reason, weather, positions, verification)",
      body: breachRecordRequest,
      roles: ["User", "SuperUser", "Administrator"],
      response: breachAnswer,
    }),
    writers,
    async (c) => {
      const request = await parseBody(c, breachRecordRequest);
      const vessel = vesselOf(c, request.vesselId);
      const limitation = limitationOf(vessel);
      const { breach } = await breachAt(ctx, vessel, limitation, request.breachStartDate);
      const { vesselId: _, breachStartDate: __, version, ...record } = request;
      await execute(
        ctx,
        shapoliRecordsAggregate,
        vessel.id,
        (state) =>
          saveBreachRecord(state, {
            vesselId: vessel.id,
            breachStart: breach.breachStartDate,
            record,
            ...(version === null || version === undefined ? {} : { expectedVersion: version }),
          }),
        { metadata: metadataOf(c.get("session")) },
      );
      const saved = recordOf(ctx, vessel.id, breach.breachStartDate)!;
      return c.json({ ...breach, record: recordDto(ctx, saved) });
    },
  );

  /**
   * The ShaPoLi events of a period, newest first: each use of the reserve (breach start), each
   * reactivation (breach end) and each save of a record (who and when).
   */
  app.get(
    "/Shapoli/Events",
    doc({
      summary: "A vessel's shaft power limitation events (breaches, changes) over a period",
      queryParams: PERIOD_PARAMS,
      roles: LOG_DATA_READERS,
      response: z.array(shapoliEventAnswer),
    }),
    readers,
    async (c) => {
      const vessel = queriedVessel(c);
      const { from, to } = period(c);
      const limitation = vessel.shaftPowerLimitation;
      const breaches = limitation ? (await breachesOf(ctx, vessel, limitation, from, to)).breaches : [];
      const events = shapoliTimeline(breaches, recordChangesOf(ctx, vessel.id), { from, to }, (id) =>
        nameOf(ctx, id),
      );
      return c.json(events);
    },
  );

  /** Average (and extremes) of the shaft power over a period, against the limited power. */
  app.get(
    "/Shapoli/LogData/Average",
    doc({
      summary: "A vessel's mean shaft power over a period",
      queryParams: {
        ...VESSEL_PARAM,
        fromDate: "Start (ISO 8601 or epoch ms; required)",
        toDate: "End (ISO 8601 or epoch ms; required)",
      },
      roles: LOG_DATA_READERS,
      response: powerAverageAnswer,
    }),
    readers,
    async (c) => {
      const vessel = queriedVessel(c);
      const from = parseTime(requiredText(c, "fromDate"), "fromDate");
      const to = parseTime(requiredText(c, "toDate"), "toDate");
      if (to <= from) throw new ValidationError(SHAPOLI_MESSAGES.toBeforeFrom);
      const variable = await powerVariableOf(ctx, vessel);
      const [stats] = await analyticsStore(ctx).statistics([variable.id], from, to);
      const limitation = vessel.shaftPowerLimitation;
      const average = stats?.avg ?? null;
      return c.json({
        vesselId: vessel.id,
        fromDate: new Date(from).toISOString(),
        toDate: new Date(to).toISOString(),
        logVariableId: variable.id,
        average,
        min: stats?.min ?? null,
        max: stats?.max ?? null,
        count: stats?.count ?? 0,
        limitedPower: limitation?.limitedPower ?? null,
        unlimitedPower: limitation?.unlimitedPower ?? null,
        percentOfLimited: percentOfLimited(average, limitation?.limitedPower),
      });
    },
  );

  const excel = async (c: Ctx, fileName: string, workbook: Parameters<typeof toBuffer>[0]) =>
    c.body(new Uint8Array(await toBuffer(workbook)), 200, {
      "content-type": XLSX,
      "content-disposition": attachment(fileName),
    });

  app.get(
    "/Shapoli/Reports/Breach",
    doc({
      summary: "Excel report of one breach",
      queryParams: {
        ...BREACH_PARAMS,
        toDate: "End of the readings shown (default an hour after the breach)",
      },
      produces: "xlsx",
      roles: LOG_DATA_READERS,
    }),
    readers,
    async (c) => {
      const vessel = queriedVessel(c);
      const limitation = limitationOf(vessel);
      const { variable, breach } = await breachAt(
        ctx,
        vessel,
        limitation,
        requiredText(c, "breachStartDate"),
      );
      const start = Date.parse(breach.breachStartDate);
      const toText = c.req.query("toDate")?.trim();
      // By default an hour past the end, so the report shows the limitation holding again.
      const to = toText ? parseTime(toText, "toDate") : Date.parse(breach.breachEndDate) + HOUR;
      if (to < start) throw new ValidationError(SHAPOLI_MESSAGES.toDateBeforeBreach);
      if (to - start > MAX_REPORT_MS) throw new ValidationError(SHAPOLI_MESSAGES.reportTooLong);
      // From an hour before the start: the power under the limit before the reserve was used.
      const from = start - HOUR;
      const samples = await rawSamples(ctx, variable.id, from, to + 1);
      const day = breach.breachStartDate.slice(0, 16).replace(/[-:]/g, "").replace("T", "_");
      return excel(
        c,
        `ShaPoLi_breach_${vessel.imoNumber}_${day}.xlsx`,
        breachWorkbook(vessel, limitation, breach, samples, { from, to }),
      );
    },
  );

  app.get(
    "/Shapoli/Reports/Year",
    doc({
      summary: "Excel report of a vessel's breaches in a year",
      queryParams: { ...VESSEL_PARAM, year: "The year, 2000 to 2999 (required)" },
      produces: "xlsx",
      roles: LOG_DATA_READERS,
    }),
    readers,
    async (c) => {
      const vessel = queriedVessel(c);
      const limitation = limitationOf(vessel);
      const parsed = yearQuery.safeParse(c.req.query("year") ?? "");
      if (!parsed.success) throw new ValidationError(SHAPOLI_MESSAGES.year);
      const year = parsed.data;
      const { breaches } = await breachesOf(
        ctx,
        vessel,
        limitation,
        Date.UTC(year, 0, 1),
        Date.UTC(year + 1, 0, 1) - 1,
      );
      return excel(
        c,
        `ShaPoLi_${vessel.imoNumber}_${year}.xlsx`,
        yearWorkbook(vessel, limitation, year, breaches),
      );
    },
  );

  return app;
}
