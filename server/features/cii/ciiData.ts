import type { CiiAdjustment, CorrectionFactors } from "../../../domain/cii/adjustments.js";
import { adjustmentDeductions, correctedAttained, NO_CORRECTION } from "../../../domain/cii/adjustments.js";
import type { CiiSummaryAnswer } from "../../../domain/cii/answers.js";
import { type CiiLine, ratingOf } from "../../../domain/cii/cii.js";
import { logDayFigures } from "../../../domain/cii/logData.js";
import {
  type CiiDay,
  DAY_MS,
  type DayFigures,
  dayIndexOf,
  daysInYear,
  mergeDays,
  projectionOf,
  runningDaysOf,
  voyageDaysOf,
  yearFiguresOf,
} from "../../../domain/cii/year.js";
import { DEFAULT_FUEL_TYPES } from "../../../domain/fuel/referenceData.js";
import { unitConverter } from "../../../domain/logdata/units.js";
import { imoYearlyReport } from "../../../domain/reports/imoDcs.js";
import type { VoyageReportInput } from "../../../domain/reports/inputs.js";
import { round } from "../../../domain/reports/numbers.js";
import { entryOf } from "../../../domain/shared/records.js";
import { featureByName } from "../../../domain/vessels/features.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { allFuelTypesOf } from "../../../projections/fuel/fuelTypes.js";
import { voyageLogOf } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import { analyticsStore } from "../../shared/exclusions.js";
import type { LogVariableRecord, TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";
import { confirmedVoyagesOf, vesselParticularsOf } from "../emissionReports/reportInputs.js";

/**
 * A vessel's CII for a year from what Keelson stores: confirmed voyages (the figures the IMO DCS and
 * MRV reports read) for the days a voyage spans, log data (daily rollups of fuel mass flow and speed
 * over ground) for the other days; the recorded MEPC.355(78) corrections applied beside. docs/cii.md.
 */

export const CII_MESSAGES = {
  featureMissing: "The CII module is not activated for this vessel. Contact sales for a quotation.",
} as const;

const CII_FEATURE_ID = featureByName("CII")!.id;
export const hasCiiFeature = (vessel: VesselView): boolean => vessel.featureIds.includes(CII_FEATURE_ID);

type Store = Pick<TimeSeriesStore, "variables" | "series">;

const hasTaxon = (v: LogVariableRecord, taxon: string) =>
  v.taxa.some((t) => t.toLowerCase() === taxon.toLowerCase());

/** Day rollups of one variable over [from, to): day index → {avg, count}. */
async function dailyAverages(store: Store, variableId: number, year: number, from: number, to: number) {
  const out = new Map<number, number>();
  let after: number | undefined;
  for (;;) {
    const page = await store.series({
      variableId,
      from,
      to,
      granularity: "Day",
      limit: 400,
      ...(after !== undefined ? { after } : {}),
    });
    for (const p of page.points) if (p.count > 0) out.set(dayIndexOf(p.t, year), p.avg);
    if (page.nextAfter === null) break;
    after = page.nextAfter;
  }
  return out;
}

/**
 * Log-data days: fuel from the vessel's flow meters that name a mass-flow variable (their fuel type),
 * else from every per-consumer "Fuel: Mass flow" variable, split between MDO/MGO and HFO by the
 * "Fuel: Grade" flag (1 = MDO/MGO in use), HFO without one; distance from speed over ground. A day's
 * mass and distance are its mean rate times its hours (up to `until` on the last day). A day counts
 * only with both fuel and speed data.
 */
export async function logDataDaysOf(
  ctx: AppContext,
  vessel: VesselView,
  year: number,
  until: number,
): Promise<Map<number, DayFigures>> {
  const result = new Map<number, DayFigures>();
  if (!ctx.timeSeries) return result;
  const store = analyticsStore(ctx);
  const from = Date.UTC(year, 0, 1);
  const to = Math.min(until, Date.UTC(year + 1, 0, 1));
  if (to <= from) return result;
  const variables = (await store.variables(vessel.id)).filter((v) => v.hasLogData && (v.lastAt ?? 0) >= from);
  if (variables.length === 0) return result;
  const byId = new Map(variables.map((v) => [v.id, v]));
  const fuelTypes = new Map(
    allFuelTypesOf(ctx.readModels.state("fuelTypes"), vessel.companyId).map((t) => [t.id, t]),
  );
  const cfOfShortName = (shortName: string) =>
    [...fuelTypes.values()].find((t) => t.shortName === shortName)?.carbonEmissionFactor ??
    DEFAULT_FUEL_TYPES.find((t) => t.shortName === shortName)!.carbonEmissionFactor;

  const sog =
    variables.find((v) => v.unitType === "Speed" && hasTaxon(v, "Navigation: GPS")) ??
    variables.find((v) => v.unitType === "Speed" && /over ground/i.test(v.name));
  if (!sog) return result;

  const meters = Object.values((await voyageLogOf(ctx, vessel.id)).fuel.flowMeters).filter(
    (m) =>
      !m.isDeactivated &&
      m.fuelMassFlowRateLogVariableId !== null &&
      byId.has(m.fuelMassFlowRateLogVariableId),
  );
  /** Fuel flows: variable, and the Cf of the fuel (or null: split by the grade flag). */
  const flows: Array<{ variable: LogVariableRecord; cf: number | null }> = meters.length
    ? meters.map((m) => ({
        variable: byId.get(m.fuelMassFlowRateLogVariableId!)!,
        cf: fuelTypes.get(m.fuelTypeId)?.carbonEmissionFactor ?? cfOfShortName("HFO"),
      }))
    : variables
        .filter(
          (v) =>
            v.unitType === "MassFlowRate" &&
            hasTaxon(v, "Fuel: Mass flow") &&
            !hasTaxon(v, "Consumer: Total"),
        )
        .map((variable) => ({ variable, cf: null }));
  if (flows.length === 0) return result;
  const grade = variables.find((v) => hasTaxon(v, "Fuel: Grade"));

  const [speeds, gradeShares, ...fuelDays] = await Promise.all([
    dailyAverages(store, sog.id, year, from, to),
    grade ? dailyAverages(store, grade.id, year, from, to) : Promise.resolve(new Map<number, number>()),
    ...flows.map((f) => dailyAverages(store, f.variable.id, year, from, to)),
  ]);
  const toKnots = unitConverter(sog.unit, "knot") ?? ((x: number) => x);
  const toTonnesPerHour = flows.map((f) => unitConverter(f.variable.unit, "t/h") ?? ((x: number) => x / 24));
  const mgoCf = cfOfShortName("MDO/MGO");
  const hfoCf = cfOfShortName("HFO");
  for (const [day, speed] of speeds) {
    if (!fuelDays.some((d) => d.has(day))) continue;
    const dayStart = from + day * DAY_MS;
    const hours = Math.max(0, Math.min(DAY_MS, to - dayStart)) / 3_600_000;
    const flowsOfDay = flows.flatMap((flow, i) => {
      const avg = fuelDays[i]!.get(day);
      return avg === undefined ? [] : [{ tonnesPerHour: toTonnesPerHour[i]!(avg), cf: flow.cf }];
    });
    result.set(
      day,
      logDayFigures(
        { hours, speedKnots: toKnots(speed), flows: flowsOfDay, mgoShare: gradeShares.get(day) ?? 0 },
        { mgo: mgoCf, hfo: hfoCf },
      ),
    );
  }
  return result;
}

export interface RecordedCorrections {
  factors: CorrectionFactors & { recordedBy: string | null; recordedAt: string | null };
  adjustments: Array<CiiAdjustment & { recordedBy: string; recordedAt: string }>;
}

/** The corrections recorded for a vessel's year (factors 1 and no adjustments when none). */
export function correctionsOf(ctx: AppContext, vesselId: string, year: number): RecordedCorrections {
  const record = entryOf(ctx.readModels.state("cii").byVesselId, vesselId);
  const factors = record ? entryOf(record.factors, String(year)) : undefined;
  const adjustments = Object.values(record?.adjustments ?? {})
    .filter((a) => new Date(a.from).getUTCFullYear() === year)
    .sort((a, b) => a.from.localeCompare(b.from));
  return {
    factors: factors ?? { ...NO_CORRECTION, recordedBy: null, recordedAt: null },
    adjustments,
  };
}

const userName = (ctx: AppContext, userId: string | null): string | null => {
  if (!userId) return null;
  if (userId === "system") return "System";
  const user = entryOf(ctx.readModels.state("users").byId, userId);
  return user ? user.name || user.email : null;
};

function r4(x: number): number;
function r4(x: number | null): number | null;
function r4(x: number | null): number | null {
  return x === null ? null : round(x, 4);
}

/**
 * The day list of a vessel's year up to `until` (the end of the year for a past year), from its
 * confirmed voyages (read here unless given) and log data.
 */
export async function vesselDays(
  ctx: AppContext,
  vessel: VesselView,
  year: number,
  until: number,
  confirmed?: VoyageReportInput[],
) {
  const untilIndex = Math.min(
    daysInYear(year),
    Math.max(0, Math.ceil((until - Date.UTC(year, 0, 1)) / DAY_MS)),
  );
  const [voyages, logData] = [
    voyageDaysOf(confirmed ?? (await confirmedVoyagesOf(ctx, vessel)), year),
    await logDataDaysOf(ctx, vessel, year, until),
  ];
  return mergeDays(year, voyages, logData, untilIndex);
}

/**
 * The CII of the year's IMO DCS figures (confirmed voyages only, split at the year's ends as the DCS
 * report splits them): the figure reported with the DCS data and the one a verifier signs, beside the
 * operational CII that also counts log-data days (docs/cii.md, "Two CIIs").
 */
export function dcsBasisOf(vessel: VesselView, year: number, confirmed: VoyageReportInput[]) {
  const report = imoYearlyReport(confirmed, vesselParticularsOf(vessel), year);
  return {
    distanceNm: report.distanceNm,
    fuelTonnes: round(
      report.fuels.reduce((sum, f) => sum + f.tonnes, 0),
      3,
    ),
    co2Tonnes: report.cii.co2Tonnes,
    attained: report.cii.attained,
    required: report.cii.required,
    rating: report.cii.rating,
    note: report.cii.note,
  };
}

/** The end of the span a call covers: now in the current year, the year's end for a past year. */
export const spanEndOf = (ctx: AppContext, year: number): number =>
  Math.min(ctx.now().getTime(), Date.UTC(year + 1, 0, 1));

/** Year (to date) figures of a vessel: attained with and without corrections, line, rating, projection. */
export function summaryOf(
  ctx: AppContext,
  vessel: VesselView,
  year: number,
  line: CiiLine,
  days: CiiDay[],
  confirmed: VoyageReportInput[],
): CiiSummaryAnswer {
  const figures = yearFiguresOf(days, line, year);
  const corrections = correctionsOf(ctx, vessel.id, year);
  const fuelTypes = new Map(
    allFuelTypesOf(ctx.readModels.state("fuelTypes"), vessel.companyId).map((t) => [t.id, t]),
  );
  const deductions = adjustmentDeductions(
    corrections.adjustments,
    year,
    (id) => fuelTypes.get(id)?.carbonEmissionFactor ?? 0,
  );
  const corrected = correctedAttained({
    co2Grams: figures.co2Tonnes * 1e6,
    distanceNm: figures.distanceNm,
    capacity: line.capacity,
    deductions,
    factors: corrections.factors,
  });
  const projection = projectionOf(days, year, line);
  return {
    vesselId: vessel.id,
    vesselName: vessel.name,
    year,
    from: days[0]?.date ?? null,
    to: days.at(-1)?.date ?? null,
    shipType: line.shipType,
    capacityBasis: line.capacityBasis,
    capacity: line.capacity,
    referenceCapacity: line.referenceCapacity,
    z: line.z,
    reference: r4(line.reference),
    required: r4(line.required),
    boundaries: {
      superior: r4(line.boundaries.superior),
      lower: r4(line.boundaries.lower),
      upper: r4(line.boundaries.upper),
      inferior: r4(line.boundaries.inferior),
    },
    source: figures.source,
    voyageDays: figures.voyageDays,
    logDataDays: figures.logDataDays,
    daysWithData: figures.daysWithData,
    daysInYear: figures.daysInYear,
    partial: figures.partial,
    co2Tonnes: round(figures.co2Tonnes, 3),
    distanceNm: round(figures.distanceNm, 1),
    attained: r4(figures.attained),
    rating: figures.rating,
    corrected: {
      attained: r4(corrected),
      rating: corrected === null ? null : ratingOf(corrected, line.boundaries),
      co2DeductedTonnes: round(deductions.co2Grams / 1e6, 3),
      distanceDeductedNm: round(deductions.distanceNm, 1),
      factors: {
        fi: corrections.factors.fi,
        fm: corrections.factors.fm,
        fc: corrections.factors.fc,
        fiVse: corrections.factors.fiVse,
        recordedBy: userName(ctx, corrections.factors.recordedBy),
        recordedAt: corrections.factors.recordedAt,
      },
      adjustments: corrections.adjustments.map((a) => ({
        id: a.id,
        kind: a.kind,
        from: a.from,
        to: a.to,
        distanceNm: a.distanceNm,
        fuels: a.fuels.map((f) => ({
          fuelTypeId: f.fuelTypeId,
          fuelType: fuelTypes.get(f.fuelTypeId)?.shortName ?? null,
          tonnes: f.tonnes,
        })),
        note: a.note,
        recordedBy: userName(ctx, a.recordedBy),
        recordedAt: a.recordedAt,
      })),
    },
    dcs: dcsBasisOf(vessel, year, confirmed),
    projection: projection && {
      ...projection,
      co2Tonnes: round(projection.co2Tonnes, 3),
      distanceNm: round(projection.distanceNm, 1),
      attained: r4(projection.attained),
    },
  };
}

export const runningOf = (days: CiiDay[], line: CiiLine) =>
  runningDaysOf(days, line).map((d) => ({
    date: d.date,
    source: d.source,
    co2Tonnes: round(d.co2Grams / 1e6, 3),
    distanceNm: round(d.distanceNm, 1),
    attained: r4(d.attained),
    rating: d.rating,
  }));
