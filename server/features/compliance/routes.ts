import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  emissionSummaryAnswer,
  etsVoyagesAnswer,
  fuelEuCalculationAnswer,
  fuelEuPoolAnswer,
} from "../../../domain/compliance/answers.js";
import { etsFuelLines, etsYear } from "../../../domain/compliance/ets.js";
import { factorsOf, wtwIntensity } from "../../../domain/compliance/factors.js";
import { etsFleetTotal, fuelEuFleetSums } from "../../../domain/compliance/fleet.js";
import { fuelEuOf, fuelEuTarget, tonnesToBalance } from "../../../domain/compliance/fuelEu.js";
import { poolYear } from "../../../domain/compliance/pooling.js";
import { SCOPE_SHARE } from "../../../domain/compliance/scope.js";
import { type VesselFuelEuRewards, vesselFuelEu } from "../../../domain/compliance/vesselFuelEu.js";
import type { VoyageReportInput } from "../../../domain/reports/inputs.js";
import { round } from "../../../domain/reports/numbers.js";
import { ValidationError } from "../../../domain/shared/errors.js";
import { isUuid, uuidId } from "../../../domain/shared/ids.js";
import { TEXT_LIMITS } from "../../../domain/shared/limits.js";
import { voyageLogAt } from "../../../domain/voyageLog/voyageAudit.js";
import { voyageLogStream } from "../../../domain/voyageLog/voyageLog.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { activeFuelTypesOf } from "../../../projections/fuel/fuelTypes.js";
import type { AppContext } from "../../context.js";
import { AT_PARAM, atMomentOf } from "../../http/atMoment.js";
import { attachment } from "../../http/contentDisposition.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { parseBody, pathParams, withPaths } from "../../http/validate.js";
import { toBuffer } from "../../shared/sheets.js";
import { confirmedVoyagesOf, reachableVessel, vesselParticularsOf } from "../emissionReports/reportInputs.js";
import { visibleVessels } from "../vessels/visibleVessels.js";
import { fuelEuSummaryOf, type PoolMemberFigures, poolAnswerOf } from "./fuelEuFigures.js";
import { opsMwhSchema, REWARD_PARAMS, rewardsOf, windRatioSchema } from "./rewardParams.js";
import { etsFleetWorkbook, etsWorkbook, fuelEuWorkbook } from "./workbooks.js";

const doc = apiDocs("Compliance");
const FORMAT_JSON = { format: "json: the figures as JSON instead of the Excel workbook" };
const PRICE_PARAM = { price: "EU allowance price in euros, 0 to 10000, for the cost" };

type Ctx = Context<AppEnv>;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const wantsJson = (c: Ctx) => c.req.query("format")?.toLowerCase() === "json";

async function excel(c: Ctx, fileName: string, workbook: Parameters<typeof toBuffer>[0]) {
  const bytes = await toBuffer(workbook);
  return c.body(new Uint8Array(bytes), 200, {
    "content-type": XLSX,
    "content-disposition": attachment(fileName),
  });
}

const YEAR_MESSAGE = "year must be a four-digit year from 2000.";
const yearSchema = z.coerce
  .number({ message: YEAR_MESSAGE })
  .int({ message: YEAR_MESSAGE })
  .min(2000, { message: YEAR_MESSAGE })
  .max(2999, { message: YEAR_MESSAGE });
const PRICE_MESSAGE = "price must be a number of euros per allowance from 0 to 10000.";
const priceSchema = z.coerce
  .number({ message: PRICE_MESSAGE })
  .min(0, { message: PRICE_MESSAGE })
  .max(10_000, { message: PRICE_MESSAGE });

const FUELEU_YEAR_MESSAGE = "year must be 2025 or later: FuelEU Maritime applies from 2025.";
const fuelEuYearSchema = z.coerce
  .number({ message: YEAR_MESSAGE })
  .int({ message: YEAR_MESSAGE })
  .min(2025, { message: FUELEU_YEAR_MESSAGE })
  .max(2100, { message: "year must be 2100 or earlier." });

const vesselIdPath = pathParams({ vesselId: uuidId("vessel id") });
const fuelEuVesselYearPath = pathParams({ vesselId: uuidId("vessel id"), year: fuelEuYearSchema });
const fuelEuYearPath = pathParams({ year: fuelEuYearSchema });
const vesselYearPath = pathParams({ vesselId: uuidId("vessel id"), year: yearSchema });
const yearPath = pathParams({ year: yearSchema });

function priceOf(c: Ctx): number | null {
  const raw = c.req.query("price");
  if (raw === undefined || raw === "") return null;
  const parsed = priceSchema.safeParse(raw);
  if (!parsed.success) throw new ValidationError(PRICE_MESSAGE);
  return parsed.data;
}

/** The pool body: a FuelEU year and two or more vessels the caller sees, each once. */
const VESSEL_ID_RULE = "must be a vessel id (a UUID of GET /Vessels).";
const MAX_POOL = 100;
const poolBody = z.object(
  {
    year: z
      .number({ message: "must be a year (a number, 2025 or later)." })
      .int({ message: "must be a whole year." })
      .min(2025, { message: "must be 2025 or later: FuelEU Maritime applies from 2025." })
      .max(2100, { message: "must be 2100 or earlier." }),
    vesselIds: z
      .array(z.string({ message: VESSEL_ID_RULE }).refine(isUuid, { message: VESSEL_ID_RULE }), {
        message: "must be a list of vessel ids.",
      })
      .min(2, { message: "must name at least two vessels: a pool is two or more ships." })
      .max(MAX_POOL, { message: `holds at most ${MAX_POOL} vessels.` })
      .superRefine((ids, refine) => {
        const seen = new Set<string>();
        ids.forEach((id, i) => {
          if (seen.has(id.toLowerCase()))
            refine.addIssue({ code: "custom", path: [i], message: "names a vessel already in the pool." });
          seen.add(id.toLowerCase());
        });
      }),
  },
  { message: "The body must be {year, vesselIds: [vesselId, …]}." },
);

const MAX_TONNES = 10_000_000;
const FUEL_TYPE_RULE = "must be the short name of a fuel type (GET /FuelTypes).";
const DEFICIT_RULE = "must be a whole number from 1 to 100.";
const calculateBody = z.object(
  {
    year: z
      .number({ message: "must be a year (a number, 2025 or later)." })
      .int({ message: "must be a whole year." })
      .min(2025, { message: "must be 2025 or later: FuelEU Maritime applies from 2025." })
      .max(2100, { message: "must be 2100 or earlier." }),
    fuels: z
      .array(
        z.object(
          {
            fuelType: z
              .string({ message: FUEL_TYPE_RULE })
              .min(1, { message: FUEL_TYPE_RULE })
              .max(TEXT_LIMITS.shortName, {
                message: `must be at most ${TEXT_LIMITS.shortName} characters.`,
              }),
            tonnes: z
              .number({ message: "must be a number of tonnes." })
              .min(0, { message: "must not be negative." })
              .max(MAX_TONNES, { message: `must be at most ${MAX_TONNES} tonnes.` }),
            scope: z
              .enum(["intraEu", "extraEu", "berth"], { message: "must be intraEu, extraEu or berth." })
              .default("intraEu"),
            rfnbo: z.boolean({ message: "must be true for an RFNBO, else false." }).default(false),
          },
          { message: "must be {fuelType, tonnes, scope, rfnbo}." },
        ),
        { message: "must be a list of {fuelType, tonnes, scope}." },
      )
      .min(1, { message: "must name at least one fuel." })
      .max(50, { message: "holds at most 50 lines." }),
    consecutiveDeficitYears: z
      .number({ message: DEFICIT_RULE })
      .int({ message: DEFICIT_RULE })
      .min(1, { message: DEFICIT_RULE })
      .max(100, { message: DEFICIT_RULE })
      .optional(),
    whatIfFuelType: z
      .string({ message: FUEL_TYPE_RULE })
      .max(TEXT_LIMITS.shortName, { message: `must be at most ${TEXT_LIMITS.shortName} characters.` })
      .optional(),
    opsMwh: opsMwhSchema.optional(),
    windRatio: windRatioSchema.optional(),
  },
  { message: "The body must be {year, fuels: [{fuelType, tonnes, scope}]}." },
);

/**
 * EU ETS per vessel and year and per company fleet, and the FuelEU calculator (issue 17; the rules and
 * their sources in docs/regulatory.md). Figures come from the confirmed voyages the MRV reports read.
 */
export function complianceRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.post(
    "/FuelEU/Calculate",
    doc({
      summary: "FuelEU Maritime calculator: GHG intensity, compliance balance and penalty of given fuel use",
      body: calculateBody,
      response: fuelEuCalculationAnswer,
    }),
    async (c) => {
      const body = await parseBody(c, withPaths(calculateBody));
      const known = new Set(
        activeFuelTypesOf(ctx.readModels.state("fuelTypes"), c.get("session").actor.companyId).map(
          (t) => t.shortName,
        ),
      );
      const usable = (shortName: string, field: string) => {
        if (!known.has(shortName))
          throw new ValidationError(
            `${field} '${shortName}' is not the short name of one of your fuel types (GET /FuelTypes).`,
          );
        const factors = factorsOf(shortName);
        if (!factors || wtwIntensity(factors) === null)
          throw new ValidationError(
            `${field} '${shortName}' has no FuelEU default well-to-tank factor (docs/regulatory.md).`,
          );
        return factors;
      };
      for (const [i, f] of body.fuels.entries()) usable(f.fuelType, `fuels[${i}].fuelType`);
      const whatIf =
        body.whatIfFuelType === undefined ? undefined : usable(body.whatIfFuelType, "whatIfFuelType");
      const result = fuelEuOf(
        body.fuels.map((f) => ({
          shortName: f.fuelType,
          tonnes: f.tonnes,
          share: SCOPE_SHARE[f.scope],
          rfnbo: f.rfnbo,
        })),
        body.year,
        {
          consecutiveDeficits: body.consecutiveDeficitYears ?? 1,
          rewards: { opsMwh: body.opsMwh, windRatio: body.windRatio },
        },
      );
      const target = fuelEuTarget(body.year)!;
      return c.json({
        year: body.year,
        energyMJ: result.energyMJ,
        ghgIntensity: result.ghgIntensity,
        target: result.target,
        complianceBalanceTonnes: result.complianceBalanceTonnes,
        penaltyEur: result.penaltyEur,
        windRewardFactor: result.windRewardFactor,
        ...(whatIf
          ? {
              whatIf: {
                fuelType: body.whatIfFuelType,
                tonnesToBalance: (() => {
                  const t = tonnesToBalance(
                    result.energyMJ,
                    result.ghgIntensity,
                    target,
                    whatIf,
                    result.windRewardFactor,
                  );
                  return t === null ? null : round(t);
                })(),
              },
            }
          : {}),
      });
    },
  );

  /**
   * The vessel's confirmed voyages now, or as they stood at `at`: the vessel's voyage log folded up to that
   * moment (audit replay), so the figure is the one a report filed then showed. Fuel types and vessel
   * settings are today's.
   */
  const voyagesOf = async (vessel: VesselView, at: { ms: number } | null): Promise<VoyageReportInput[]> => {
    if (at === null) return confirmedVoyagesOf(ctx, vessel);
    const events = await ctx.store.readStream(voyageLogStream(vessel.id));
    return confirmedVoyagesOf(ctx, vessel, voyageLogAt(events, vessel.id, { at: at.ms }));
  };

  /** Per company: every vessel the caller sees, and the total. */
  app.get(
    "/EuEts/Fleet/:year",
    doc({
      summary: "EU ETS of every vessel the caller sees in a year, and the fleet total (Excel)",
      queryParams: { ...FORMAT_JSON, ...PRICE_PARAM },
      produces: "xlsx",
    }),
    yearPath,
    async (c) => {
      const { year } = c.req.valid("param");
      const price = priceOf(c);
      const rows = await Promise.all(
        visibleVessels(ctx, c.get("session").actor).map(async (vessel) => {
          const voyages = await confirmedVoyagesOf(ctx, vessel);
          return {
            vessel: vesselParticularsOf(vessel),
            vesselId: vessel.id,
            ets: etsYear(voyages, year, price),
            lines: etsFuelLines(voyages, year),
          };
        }),
      );
      const total = etsFleetTotal(
        rows.map((r) => r.ets),
        price,
      );
      if (wantsJson(c))
        return c.json({
          year,
          pricePerAllowanceEur: price,
          ...total,
          vessels: rows.map((r) => ({
            vesselId: r.vesselId,
            name: r.vessel.name,
            imoNumber: r.vessel.imoNumber,
            voyageCount: r.ets.voyageCount,
            co2InScopeTonnes: r.ets.co2InScopeTonnes,
            emissionsInScopeTonnes: r.ets.emissionsInScopeTonnes,
            phaseIn: r.ets.phaseIn,
            allowances: r.ets.allowances,
            costEur: r.ets.costEur,
          })),
        });
      return excel(c, `EU_ETS_fleet_${year}.xlsx`, etsFleetWorkbook(year, rows, total, price));
    },
  );

  app.get(
    "/EuEts/:vesselId/:year",
    doc({
      summary: "A vessel's EU ETS emissions and allowances in a year, per voyage (Excel)",
      queryParams: { ...FORMAT_JSON, ...PRICE_PARAM, ...AT_PARAM },
      produces: "xlsx",
    }),
    vesselYearPath,
    async (c) => {
      const { vesselId, year } = c.req.valid("param");
      const at = atMomentOf(c);
      const vessel = reachableVessel(ctx, c.get("session").actor, vesselId);
      const voyages = await voyagesOf(vessel, at);
      const ets = etsYear(voyages, year, priceOf(c));
      const particulars = vesselParticularsOf(vessel);
      if (wantsJson(c)) return c.json({ ...ets, at: at?.iso ?? null });
      return excel(
        c,
        `EU_ETS_${particulars.imoNumber}_${year}.xlsx`,
        etsWorkbook(particulars, ets, etsFuelLines(voyages, year), at?.iso ?? null),
      );
    },
  );

  const memberOf = (
    vessel: VesselView,
    voyages: readonly VoyageReportInput[],
    year: number,
    rewards: VesselFuelEuRewards = {},
  ): PoolMemberFigures => ({
    vesselId: vessel.id,
    name: vessel.name,
    imoNumber: vessel.imoNumber,
    fuelEu: vesselFuelEu(voyages, year, rewards)!,
  });

  /** FuelEU of every vessel the caller sees, standalone (banking, no pool), and the fleet's sums. */
  app.get(
    "/FuelEU/Fleet/:year",
    doc({
      summary: "FuelEU of every vessel the caller sees in a year, standalone, and the fleet's sums (Excel)",
      queryParams: FORMAT_JSON,
      produces: "xlsx",
    }),
    fuelEuYearPath,
    async (c) => {
      const { year } = c.req.valid("param");
      const members = await Promise.all(
        visibleVessels(ctx, c.get("session").actor).map(async (vessel) =>
          memberOf(vessel, await confirmedVoyagesOf(ctx, vessel), year),
        ),
      );
      if (!wantsJson(c)) return excel(c, `FuelEU_fleet_${year}.xlsx`, fuelEuWorkbook(year, "fleet", members));
      return c.json({
        year,
        ...fuelEuFleetSums(
          year,
          members.map((m) => m.fuelEu),
        ),
        vessels: members.map((m) => ({
          vesselId: m.vesselId,
          name: m.name,
          imoNumber: m.imoNumber,
          ...fuelEuSummaryOf(m.fuelEu),
        })),
      });
    },
  );

  /**
   * A pool for a year (FuelEU Art. 21): the chosen vessels, each with its own balance and what it banked
   * from the year before (standalone), settled together; what each banks into the next year.
   */
  app.post(
    "/FuelEU/Pool",
    doc({
      summary: "Settle a FuelEU pool of vessels for a year: each one's balance and what it banks",
      body: poolBody,
      queryParams: { format: "xlsx: the Excel workbook instead of JSON" },
      produces: ["json", "xlsx"],
      response: fuelEuPoolAnswer,
    }),
    async (c) => {
      const body = await parseBody(c, withPaths(poolBody));
      const scope = c.get("session").actor;
      const vessels = body.vesselIds.map((id) => reachableVessel(ctx, scope, id));
      const members = await Promise.all(
        vessels.map(async (vessel) => memberOf(vessel, await confirmedVoyagesOf(ctx, vessel), body.year)),
      );
      const pool = poolYear(
        members.map((m) => ({
          vesselId: m.vesselId,
          ownBalanceGrams: m.fuelEu.due.ownBalanceGrams,
          bankedInGrams: m.fuelEu.due.bankedInGrams,
          intensity: m.fuelEu.own.ghgIntensity,
          deficitsBefore: m.fuelEu.deficitsBefore,
        })),
      );
      if (c.req.query("format")?.toLowerCase() === "xlsx")
        return excel(c, `FuelEU_pool_${body.year}.xlsx`, fuelEuWorkbook(body.year, "pool", members, pool));
      return c.json(poolAnswerOf(body.year, members, pool));
    },
  );

  app.get(
    "/FuelEU/:vesselId/:year",
    doc({
      summary: "A vessel's FuelEU figures in a year (Excel)",
      queryParams: { ...FORMAT_JSON, ...AT_PARAM, ...REWARD_PARAMS },
      produces: "xlsx",
    }),
    fuelEuVesselYearPath,
    async (c) => {
      const { vesselId, year } = c.req.valid("param");
      const at = atMomentOf(c);
      const vessel = reachableVessel(ctx, c.get("session").actor, vesselId);
      const member = memberOf(vessel, await voyagesOf(vessel, at), year, rewardsOf(c));
      if (wantsJson(c))
        return c.json({
          vesselId: vessel.id,
          vesselName: vessel.name,
          year,
          at: at?.iso ?? null,
          ...fuelEuSummaryOf(member.fuelEu),
        });
      return excel(
        c,
        `FuelEU_${vessel.imoNumber}_${year}.xlsx`,
        fuelEuWorkbook(year, vessel.name, [member], null, at?.iso ?? null),
      );
    },
  );

  /** ?year= (default: the current UTC year). */
  const yearOf = (c: Ctx): number => {
    const raw = c.req.query("year");
    if (raw === undefined || raw === "") return ctx.now().getUTCFullYear();
    const parsed = yearSchema.safeParse(raw);
    if (!parsed.success) throw new ValidationError(YEAR_MESSAGE);
    return parsed.data;
  };

  app.get(
    "/EmissionCompliance/voyages/:vesselId",
    doc({
      summary: "A vessel's EU ETS voyages in a year",
      queryParams: { year: "The year (default the current UTC year)" },
      response: etsVoyagesAnswer,
    }),
    vesselIdPath,
    async (c) => {
      const vessel = reachableVessel(ctx, c.get("session").actor, c.req.valid("param").vesselId);
      const year = yearOf(c);
      const ets = etsYear(await confirmedVoyagesOf(ctx, vessel), year);
      return c.json({ vesselId: vessel.id, year, voyages: ets.voyages });
    },
  );

  app.get(
    "/EmissionCompliance/emission-summary/:vesselId",
    doc({
      summary: "A vessel's emission summary (EU ETS and FuelEU) in a year",
      queryParams: {
        year: "The year (default the current UTC year)",
        ...PRICE_PARAM,
        ...AT_PARAM,
        ...REWARD_PARAMS,
      },
      response: emissionSummaryAnswer,
    }),
    vesselIdPath,
    async (c) => {
      const vessel = reachableVessel(ctx, c.get("session").actor, c.req.valid("param").vesselId);
      const year = yearOf(c);
      const at = atMomentOf(c);
      const voyages = await voyagesOf(vessel, at);
      const { voyages: _lines, ...ets } = etsYear(voyages, year, priceOf(c));
      const fuelEu = vesselFuelEu(voyages, year, rewardsOf(c));
      return c.json({
        vesselId: vessel.id,
        vesselName: vessel.name,
        year,
        at: at?.iso ?? null,
        ets,
        fuelEu: fuelEu && fuelEuSummaryOf(fuelEu),
      });
    },
  );

  return app;
}
