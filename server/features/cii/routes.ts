import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  adjustmentRequestSchema,
  ciiAdjustmentAggregate,
  correctionFactorsSchema,
  recordAdjustment,
  removeAdjustment,
  setCorrectionFactors,
} from "../../../domain/cii/adjustments.js";
import {
  ciiCalculationAnswer,
  ciiDaysAnswer,
  ciiSummaryAnswer,
  ciiYearAnswer,
  ciiYtdAnswer,
} from "../../../domain/cii/answers.js";
import { calculatorAnswer, calculatorCapacity, fuelLinesOf } from "../../../domain/cii/calculator.js";
import { CII_FIRST_YEAR, CII_LAST_YEAR, ciiOf, co2GramsOf } from "../../../domain/cii/cii.js";
import { ciiLineOfVessel } from "../../../domain/cii/vesselLine.js";
import { ForbiddenError, ValidationError } from "../../../domain/shared/errors.js";
import { isUuid, uuidId } from "../../../domain/shared/ids.js";
import { TEXT_LIMITS } from "../../../domain/shared/limits.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { activeFuelTypesOf } from "../../../projections/fuel/fuelTypes.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf } from "../../http/session.js";
import { parseBody, pathParams, withPaths } from "../../http/validate.js";
import { slicer } from "../../shared/yieldingLoop.js";
import { confirmedVoyagesOf } from "../emissionReports/reportInputs.js";
import { CII_MESSAGES, hasCiiFeature, runningOf, spanEndOf, summaryOf, vesselDays } from "./ciiData.js";

const doc = apiDocs("CII");

type Ctx = Context<AppEnv>;

const YEAR_RULE = `must be a whole year from ${CII_FIRST_YEAR} to ${CII_LAST_YEAR} (the years reduction factors Z are set for).`;
const MAX_CAPACITY = 1_000_000;
const MAX_TONNES = 10_000_000;
const MAX_DISTANCE = 10_000_000;
/** Most vessels one fleet call may name. */
export const CII_FLEET_LIMIT = 200;

const positive = (what: string, max: number) =>
  z
    .number({ message: `must be ${what}.` })
    .gt(0, { message: "must be above 0." })
    .max(max, { message: `must be at most ${max}.` });

const calculateBody = z.object(
  {
    vesselTypeId: z
      .number({ message: "must be the id of a vessel type (GET /VesselTypes)." })
      .int({ message: "must be the id of a vessel type (GET /VesselTypes)." }),
    deadweight: positive("the deadweight in tonnes", MAX_CAPACITY).nullish(),
    grossTonnage: positive("the gross tonnage", MAX_CAPACITY).nullish(),
    year: z
      .number({ message: YEAR_RULE })
      .int({ message: YEAR_RULE })
      .min(CII_FIRST_YEAR, { message: YEAR_RULE })
      .max(CII_LAST_YEAR, { message: YEAR_RULE }),
    distanceNm: positive("a number of nautical miles", MAX_DISTANCE),
    fuels: z
      .array(
        z.object(
          {
            fuelType: z
              .string({ message: "must be the short name of a fuel type (GET /FuelTypes)." })
              .min(1, { message: "must be the short name of a fuel type (GET /FuelTypes)." })
              .max(TEXT_LIMITS.shortName, {
                message: `must be at most ${TEXT_LIMITS.shortName} characters.`,
              }),
            tonnes: z
              .number({ message: "must be a number of tonnes." })
              .min(0, { message: "must not be negative." })
              .max(MAX_TONNES, { message: `must be at most ${MAX_TONNES} tonnes.` }),
          },
          { message: "must be {fuelType, tonnes}." },
        ),
        { message: "must be a list of {fuelType, tonnes}." },
      )
      .min(1, { message: "must name at least one fuel." })
      .max(50, { message: "holds at most 50 lines." }),
  },
  {
    message:
      "The body must be {vesselTypeId, deadweight, grossTonnage, year, distanceNm, fuels: [{fuelType, tonnes}]}.",
  },
);

const YEAR_QUERY_MESSAGE = `year ${YEAR_RULE}`;
const yearQuery = z.coerce
  .number({ message: YEAR_QUERY_MESSAGE })
  .int({ message: YEAR_QUERY_MESSAGE })
  .min(CII_FIRST_YEAR, { message: YEAR_QUERY_MESSAGE })
  .max(CII_LAST_YEAR, { message: YEAR_QUERY_MESSAGE });

const vesselPath = pathParams({ vesselId: uuidId("vessel id") });
const vesselYearPath = pathParams({ vesselId: uuidId("vessel id"), year: yearQuery });
const adjustmentPath = pathParams({ vesselId: uuidId("vessel id"), adjustmentId: uuidId("adjustment id") });

/**
 * CII (issue 14; docs/cii.md): the calculator every signed-in user and API user shares, and a vessel's
 * CII per year to date, year and day with the MEPC.355(78) corrections, which are recorded as events.
 */
export function ciiRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.post(
    "/Cii/Calculate",
    doc({
      summary: "CII calculator: attained and required CII and the rating of given fuel use and distance",
      body: calculateBody,
      response: ciiCalculationAnswer,
    }),
    async (c) => {
      const body = await parseBody(c, withPaths(calculateBody));
      const capacity = calculatorCapacity(body);
      const types = new Map(
        activeFuelTypesOf(ctx.readModels.state("fuelTypes"), c.get("session").actor.companyId).map((t) => [
          t.shortName,
          t,
        ]),
      );
      const fuels = fuelLinesOf(body.fuels, types).map(({ line, type }) => ({
        tonnes: line.tonnes,
        carbonEmissionFactor: type.carbonEmissionFactor,
      }));
      const result = ciiOf({
        shipType: capacity.shipType,
        capacity: capacity.capacity,
        year: body.year,
        co2Grams: co2GramsOf(fuels),
        distanceNm: body.distanceNm,
      });
      return c.json(calculatorAnswer(capacity, result));
    },
  );

  const yearOf = (c: Ctx): number => {
    const raw = c.req.query("year");
    if (raw === undefined || raw === "") return ctx.now().getUTCFullYear();
    const parsed = yearQuery.safeParse(raw);
    if (!parsed.success) throw new ValidationError(YEAR_QUERY_MESSAGE);
    return parsed.data;
  };

  /** A vessel the caller sees (404 otherwise) that has the CII module (403 otherwise). */
  const ciiVessel = (c: Ctx, vesselId: string | undefined): VesselView => {
    if (!vesselId) throw new ValidationError("vesselId is required: the vessel's id (GET /Vessels).");
    if (!isUuid(vesselId)) throw new ValidationError("vesselId is not a valid id.");
    const vessel = requestScope(ctx, c.get("session").actor).vessel(vesselId);
    if (!hasCiiFeature(vessel)) throw new ForbiddenError(CII_MESSAGES.featureMissing);
    return vessel;
  };

  const vesselSummary = async (vessel: VesselView, year: number) => {
    const line = ciiLineOfVessel(vessel, year);
    const confirmed = await confirmedVoyagesOf(ctx, vessel);
    const days = await vesselDays(ctx, vessel, year, spanEndOf(ctx, year), confirmed);
    return { line, days, summary: summaryOf(ctx, vessel, year, line, days, confirmed) };
  };

  /**
   * ?vesselId=: one vessel's year to date (the current year). ?vesselIds=a,b,...: the fleet (the
   * dashboard widget); without either, every vessel the caller sees that has the CII module. A fleet
   * row whose vessel cannot be rated says why instead of failing the call.
   */
  app.get(
    "/Cii/Ytd",
    doc({
      summary: "CII year to date of one vessel, or of the fleet (every vessel with the CII module)",
      queryParams: { vesselId: "One vessel", vesselIds: "Comma-separated vessel ids (the fleet widget)" },
      response: ciiYtdAnswer,
    }),
    async (c) => {
      const year = ctx.now().getUTCFullYear();
      const single = c.req.query("vesselId");
      if (single !== undefined) return c.json((await vesselSummary(ciiVessel(c, single), year)).summary);
      const scope = requestScope(ctx, c.get("session").actor);
      const raw = c.req.query("vesselIds");
      let vessels: VesselView[];
      if (raw === undefined || raw.trim() === "") vessels = scope.vessels().filter(hasCiiFeature);
      else {
        const ids = [
          ...new Set(
            raw
              .split(",")
              .map((s) => s.trim())
              .filter(Boolean),
          ),
        ];
        if (ids.length > CII_FLEET_LIMIT)
          throw new ValidationError(`vesselIds names at most ${CII_FLEET_LIMIT} vessels.`);
        for (const id of ids)
          if (!isUuid(id)) throw new ValidationError(`vesselIds: '${id.slice(0, 40)}' is not a valid id.`);
        vessels = ids.map((id) => scope.vessel(id));
      }
      const rows = [];
      const clock = slicer();
      for (const vessel of vessels) {
        await clock.pause();
        if (!hasCiiFeature(vessel)) {
          rows.push({
            vesselId: vessel.id,
            vesselName: vessel.name,
            year,
            error: CII_MESSAGES.featureMissing,
          });
          continue;
        }
        try {
          rows.push((await vesselSummary(vessel, year)).summary);
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          rows.push({ vesselId: vessel.id, vesselName: vessel.name, year, error: error.message });
        }
      }
      return c.json({ year, vessels: rows });
    },
  );

  /** ?vesselId=&year= (default the current year): the year (to date), with the running days. */
  app.get(
    "/Cii/Year",
    doc({
      summary: "A vessel's CII for a year (to date), with the running days",
      queryParams: { vesselId: "The vessel id (required)", year: "The year (default the current UTC year)" },
      response: ciiYearAnswer,
    }),
    async (c) => {
      const vessel = ciiVessel(c, c.req.query("vesselId"));
      const year = yearOf(c);
      const { line, days, summary } = await vesselSummary(vessel, year);
      return c.json({ ...summary, days: runningOf(days, line) });
    },
  );

  /** ?vesselId=&year=: the running CII per day only (date, source, CO2, distance, attained, rating). */
  app.get(
    "/Cii/Day",
    doc({
      summary: "A vessel's running CII per day in a year",
      queryParams: { vesselId: "The vessel id (required)", year: "The year (default the current UTC year)" },
      response: ciiDaysAnswer,
    }),
    async (c) => {
      const vessel = ciiVessel(c, c.req.query("vesselId"));
      const year = yearOf(c);
      const line = ciiLineOfVessel(vessel, year);
      const days = await vesselDays(ctx, vessel, year, spanEndOf(ctx, year));
      return c.json({ vesselId: vessel.id, year, days: runningOf(days, line) });
    },
  );

  app.put(
    "/Cii/CorrectionFactors/:vesselId/:year",
    doc({
      summary: "Set a vessel's CII correction factors for a year (MEPC.355(78))",
      body: correctionFactorsSchema,
      response: ciiSummaryAnswer,
    }),
    vesselYearPath,
    async (c) => {
      const { vesselId, year } = c.req.valid("param");
      const vessel = ciiVessel(c, vesselId);
      const factors = await parseBody(c, withPaths(correctionFactorsSchema));
      await execute(
        ctx,
        ciiAdjustmentAggregate,
        vessel.id,
        (s) => setCorrectionFactors(s, { vesselId: vessel.id, vessel, year, factors }),
        {
          metadata: metadataOf(c.get("session")),
        },
      );
      return c.json((await vesselSummary(vessel, year)).summary);
    },
  );

  app.post(
    "/Cii/Adjustments/:vesselId",
    doc({
      summary: "Add a CII adjustment (MEPC.355(78) correction) for a period of a vessel",
      body: adjustmentRequestSchema,
      status: 201,
      response: ciiSummaryAnswer,
    }),
    vesselPath,
    async (c) => {
      const vessel = ciiVessel(c, c.req.valid("param").vesselId);
      const body = await parseBody(c, withPaths(adjustmentRequestSchema));
      const types = new Map(
        activeFuelTypesOf(ctx.readModels.state("fuelTypes"), vessel.companyId).map((t) => [
          t.shortName,
          t.id,
        ]),
      );
      const fuels = fuelLinesOf(body.fuels, types).map(({ line, type }) => ({
        fuelTypeId: type,
        tonnes: line.tonnes,
      }));
      const adjustment = { id: randomUUID(), ...body, fuels };
      await execute(
        ctx,
        ciiAdjustmentAggregate,
        vessel.id,
        (s) => recordAdjustment(s, { vesselId: vessel.id, vessel, adjustment }),
        {
          metadata: metadataOf(c.get("session")),
        },
      );
      const year = new Date(Date.parse(body.from)).getUTCFullYear();
      return c.json((await vesselSummary(vessel, year)).summary, 201);
    },
  );

  app.delete(
    "/Cii/Adjustments/:vesselId/:adjustmentId",
    doc({ summary: "Remove a CII adjustment from a vessel", status: 204 }),
    adjustmentPath,
    async (c) => {
      const { vesselId, adjustmentId } = c.req.valid("param");
      const vessel = ciiVessel(c, vesselId);
      await execute(
        ctx,
        ciiAdjustmentAggregate,
        vessel.id,
        (s) => removeAdjustment(s, { vesselId: vessel.id, adjustmentId }),
        {
          metadata: metadataOf(c.get("session")),
        },
      );
      return c.body(null, 204);
    },
  );

  return app;
}
