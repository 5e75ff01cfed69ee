import { type Context, Hono } from "hono";
import { z } from "zod";
import { etsYear } from "../../../domain/compliance/ets.js";
import { factorsOf, wtwIntensity } from "../../../domain/compliance/factors.js";
import { fuelEuLinesOf, fuelEuOf, fuelEuTarget, tonnesToBalance } from "../../../domain/compliance/fuelEu.js";
import { bankAcrossYears } from "../../../domain/compliance/pooling.js";
import { SCOPE_SHARE } from "../../../domain/compliance/scope.js";
import type { VoyageReportInput } from "../../../domain/reports/inputs.js";
import { round } from "../../../domain/reports/numbers.js";
import { ValidationError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { TEXT_LIMITS } from "../../../domain/shared/limits.js";
import { activeFuelTypesOf } from "../../../projections/fuel/fuelTypes.js";
import type { AppContext } from "../../context.js";
import { attachment } from "../../http/contentDisposition.js";
import type { AppEnv } from "../../http/env.js";
import { parseBody, pathParams, withPaths } from "../../http/validate.js";
import { toBuffer } from "../../shared/sheets.js";
import { confirmedVoyagesOf, reachableVessel, vesselParticularsOf } from "../emissionReports/reportInputs.js";
import { visibleVessels } from "../vessels/visibleVessels.js";
import { etsFleetWorkbook, etsWorkbook } from "./workbooks.js";

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

const vesselIdPath = pathParams({ vesselId: uuidId("vessel id") });
const vesselYearPath = pathParams({ vesselId: uuidId("vessel id"), year: yearSchema });
const yearPath = pathParams({ year: yearSchema });

function priceOf(c: Ctx): number | null {
  const raw = c.req.query("price");
  if (raw === undefined || raw === "") return null;
  const parsed = priceSchema.safeParse(raw);
  if (!parsed.success) throw new ValidationError(PRICE_MESSAGE);
  return parsed.data;
}

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
          },
          { message: "must be {fuelType, tonnes, scope}." },
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
  },
  { message: "The body must be {year, fuels: [{fuelType, tonnes, scope}]}." },
);

/**
 * EU ETS per vessel and year and per company fleet, and the FuelEU calculator (issue 17; the rules and
 * their sources in docs/regulatory.md). Figures come from the confirmed voyages the MRV reports read.
 */
export function complianceRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.post("/FuelEU/Calculate", async (c) => {
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
      body.fuels.map((f) => ({ shortName: f.fuelType, tonnes: f.tonnes, share: SCOPE_SHARE[f.scope] })),
      body.year,
      { consecutiveDeficits: body.consecutiveDeficitYears ?? 1 },
    );
    const target = fuelEuTarget(body.year)!;
    return c.json({
      year: body.year,
      energyMJ: result.energyMJ,
      ghgIntensity: result.ghgIntensity,
      target: result.target,
      complianceBalanceTonnes: result.complianceBalanceTonnes,
      penaltyEur: result.penaltyEur,
      ...(whatIf
        ? {
            whatIf: {
              fuelType: body.whatIfFuelType,
              tonnesToBalance: (() => {
                const t = tonnesToBalance(result.energyMJ, result.ghgIntensity, target, whatIf);
                return t === null ? null : round(t);
              })(),
            },
          }
        : {}),
    });
  });

  /** Per company: every vessel the caller sees, and the total. */
  app.get("/EuEts/Fleet/:year", yearPath, async (c) => {
    const { year } = c.req.valid("param");
    const price = priceOf(c);
    const rows = visibleVessels(ctx, c.get("session").actor).map((vessel) => ({
      vessel: vesselParticularsOf(vessel),
      vesselId: vessel.id,
      ets: etsYear(confirmedVoyagesOf(ctx, vessel), year, price),
    }));
    const total = {
      emissionsInScopeTonnes: round(rows.reduce((s, r) => s + r.ets.emissionsInScopeTonnes, 0)),
      allowances: rows.reduce((s, r) => s + r.ets.allowances, 0),
      costEur: price === null ? null : round(rows.reduce((s, r) => s + r.ets.allowances, 0) * price, 2),
    };
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
    return excel(c, `EU_ETS_fleet_${year}.xlsx`, etsFleetWorkbook(year, rows, total));
  });

  app.get("/EuEts/:vesselId/:year", vesselYearPath, async (c) => {
    const { vesselId, year } = c.req.valid("param");
    const vessel = reachableVessel(ctx, c.get("session").actor, vesselId);
    const ets = etsYear(confirmedVoyagesOf(ctx, vessel), year, priceOf(c));
    const particulars = vesselParticularsOf(vessel);
    if (wantsJson(c)) return c.json(ets);
    return excel(c, `EU_ETS_${particulars.imoNumber}_${year}.xlsx`, etsWorkbook(particulars, ets));
  });

  /** ?year= (default: the current UTC year). */
  const yearOf = (c: Ctx): number => {
    const raw = c.req.query("year");
    if (raw === undefined || raw === "") return ctx.now().getUTCFullYear();
    const parsed = yearSchema.safeParse(raw);
    if (!parsed.success) throw new ValidationError(YEAR_MESSAGE);
    return parsed.data;
  };

  app.get("/EmissionCompliance/voyages/:vesselId", vesselIdPath, (c) => {
    const vessel = reachableVessel(ctx, c.get("session").actor, c.req.valid("param").vesselId);
    const year = yearOf(c);
    const ets = etsYear(confirmedVoyagesOf(ctx, vessel), year);
    return c.json({ vesselId: vessel.id, year, voyages: ets.voyages });
  });

  app.get("/EmissionCompliance/emission-summary/:vesselId", vesselIdPath, (c) => {
    const vessel = reachableVessel(ctx, c.get("session").actor, c.req.valid("param").vesselId);
    const year = yearOf(c);
    const voyages = confirmedVoyagesOf(ctx, vessel);
    const { voyages: _lines, ...ets } = etsYear(voyages, year, priceOf(c));
    return c.json({
      vesselId: vessel.id,
      vesselName: vessel.name,
      year,
      ets,
      fuelEu: fuelEuSummary(voyages, year),
    });
  });

  return app;
}

/** The options a what-if is offered for: a drop-in biofuel and LNG on a low-slip engine. */
const WHAT_IF_FUELS = ["BIO-UCO", "LNG-DSS"] as const;

/**
 * FuelEU for a vessel's year from 2025 (null before): the year's own figures, and the years from 2025 with
 * banking and the consecutive-deficit rise applied (the penalty that is due is the banked one).
 */
function fuelEuSummary(voyages: readonly VoyageReportInput[], year: number) {
  if (fuelEuTarget(year) === null) return null;
  const years = [];
  for (let y = 2025; y <= year; y++) years.push({ year: y, own: fuelEuOf(fuelEuLinesOf(voyages, y), y) });
  const banked = bankAcrossYears(
    years.map(({ year, own }) => ({
      year,
      balanceGrams: own.complianceBalanceGrams,
      intensity: own.ghgIntensity,
    })),
  );
  const own = years.at(-1)!.own;
  const due = banked.at(-1)!;
  return {
    energyMJ: own.energyMJ,
    ghgIntensity: own.ghgIntensity,
    target: own.target,
    complianceBalanceTonnes: own.complianceBalanceTonnes,
    bankedInTonnes: round(due.bankedInGrams / 1e6),
    balanceAfterBankingTonnes: round(due.balanceGrams / 1e6),
    consecutiveDeficitYears: due.consecutiveDeficits,
    penaltyEur: due.penaltyEur,
    factorsMissingFor: own.factorsMissingFor,
    whatIf: WHAT_IF_FUELS.map((fuelType) => {
      const t =
        due.balanceGrams < 0 && own.ghgIntensity !== null
          ? tonnesToBalance(
              -due.balanceGrams / (own.ghgIntensity - own.target),
              own.ghgIntensity,
              own.target,
              factorsOf(fuelType)!,
            )
          : null;
      return { fuelType, tonnesToBalance: t === null ? null : round(t) };
    }),
    history: banked.map((b) => ({
      year: b.year,
      balanceTonnes: round(b.balanceGrams / 1e6),
      bankedOutTonnes: round(b.bankedOutGrams / 1e6),
      penaltyEur: b.penaltyEur,
    })),
  };
}
