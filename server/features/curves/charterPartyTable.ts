import { type BucketMean, hourSlices, type SliceSeries } from "../../../domain/charterParty/hourSlices.js";
import {
  type CharterCurve,
  type CharterPeriod,
  type CharterSummary,
  charterSummary,
  type LegFigures,
  type LegInput,
  legDraftOf,
  legIndication,
  legWithoutCurve,
} from "../../../domain/charterParty/indication.js";
import { curveForLeg, loadConditionOf } from "../../../domain/charterParty/loadCondition.js";
import { DEFAULT_CHARTER_TERMS } from "../../../domain/charterParty/terms.js";
import type { FeatureName } from "../../../domain/featureMapping/features.js";
import { BUCKET_MS } from "../../../domain/logdata/granularity.js";
import { unitConverter } from "../../../domain/logdata/units.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { ReferenceCurveView } from "../../../projections/curves/referenceCurves.js";
import type { AppContext } from "../../context.js";
import { analyticsStore } from "../../shared/exclusions.js";
import { featureOf, vesselFeatures } from "../../shared/featureMapping.js";
import type { LogVariableRecord, TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";
import { modelOf } from "./curveDto.js";
import { voyageLegsOf } from "./voyageLegs.js";

const HOUR_MS = BUCKET_MS.Hour;
const PAGE = 5_000;

/** The hourly means of a variable over [from, to), in `unit` (none when it cannot be converted). */
async function hourlyMeans(
  store: TimeSeriesStore,
  variable: LogVariableRecord | null | undefined,
  unit: string,
  from: number,
  to: number,
): Promise<BucketMean[]> {
  const convert = variable ? unitConverter(variable.unit, unit) : null;
  if (!variable || !convert) return [];
  const out: BucketMean[] = [];
  let after: number | undefined;
  do {
    const page = await store.series({
      variableId: variable.id,
      from,
      to,
      granularity: "Hour",
      limit: PAGE,
      after,
    });
    for (const p of page.points)
      if (Number.isFinite(p.avg))
        out.push({
          t: p.t,
          avg: convert(p.avg),
          min: convert(p.min),
          max: convert(p.max),
          first: convert(p.first),
        });
    after = page.nextAfter ?? undefined;
  } while (after !== undefined);
  return out;
}

/** A curve as a leg is judged by it, with the variables it reads and when it changed last. */
export type StoredCharterCurve = CharterCurve & {
  xVariableId: number;
  yVariableId: number;
  updatedAt: string;
};

/** A stored curve as a leg is judged by it, or null when its x is not a speed or its y not a mass flow. */
export function charterCurveOf(
  curve: ReferenceCurveView,
  variables: ReadonlyMap<number, LogVariableRecord>,
): StoredCharterCurve | null {
  const xUnit = variables.get(curve.xAxisLogVariableId)?.unit;
  const yUnit = variables.get(curve.yAxisLogVariableId)?.unit;
  const toTonnesPerDay = yUnit ? unitConverter(yUnit, "t/day") : null;
  const toCurveX = xUnit ? unitConverter("kn", xUnit) : null;
  const model = modelOf(curve);
  if (!toTonnesPerDay || !toCurveX || !model) return null;
  return {
    id: curve.id,
    name: curve.name,
    loadCondition: curve.loadCondition ?? null,
    model,
    points: curve.points,
    terms: curve.charterTerms ?? DEFAULT_CHARTER_TERMS,
    toTonnesPerDay,
    toCurveX,
    xVariableId: curve.xAxisLogVariableId,
    yVariableId: curve.yAxisLogVariableId,
    updatedAt: curve.updatedAt,
  };
}

export interface CharterPartyTable {
  periods: CharterPeriod[];
  summary: CharterSummary;
}

/**
 * The charter-party table of a vessel's voyage legs against its usable curves of one mode: each leg's
 * loading condition from its logged draft, the curve of that condition, and the indication over the
 * leg's good-weather hours (domain/charterParty). Reads hourly rollups, Deletes in force left out.
 */
export async function charterPartyTable(
  ctx: AppContext,
  vessel: VesselView,
  curves: readonly StoredCharterCurve[],
  variables: ReadonlyMap<number, LogVariableRecord>,
  preferredId: string | undefined,
): Promise<CharterPartyTable> {
  const legs = await voyageLegsOf(ctx, vessel);
  if (legs.length === 0) return { periods: [], summary: charterSummary([]) };
  const store = analyticsStore(ctx);
  const from = Math.floor(Math.min(...legs.map((l) => Date.parse(l.from))) / HOUR_MS) * HOUR_MS;
  const to = Math.max(...legs.map((l) => Date.parse(l.to)));
  const features = await vesselFeatures(ctx, vessel);
  const feature = (name: FeatureName, unit: string) =>
    hourlyMeans(store, featureOf(features, name)?.variable, unit, from, to);
  const context = {
    relativeWindKn: await feature("Relative Wind Speed", "kn"),
    relativeWindDeg: await feature("Relative Wind Direction", "deg"),
    sogKn: await feature("Speed Over Ground", "kn"),
    draftForeM: await feature("Draft Fore", "m"),
    draftAftM: await feature("Draft Aft", "m"),
  };
  const withoutCurve = hourSlices({ ...context, stwKn: [], consumerTonnesPerDay: [] }, HOUR_MS);
  const slicesByCurve = new Map<string, ReturnType<typeof hourSlices>>();
  const slicesFor = async (curve: StoredCharterCurve) => {
    const known = slicesByCurve.get(curve.id);
    if (known) return known;
    const series: SliceSeries = {
      ...context,
      stwKn: await hourlyMeans(store, variables.get(curve.xVariableId), "kn", from, to),
      consumerTonnesPerDay: await hourlyMeans(store, variables.get(curve.yVariableId), "t/day", from, to),
    };
    const slices = hourSlices(series, HOUR_MS);
    slicesByCurve.set(curve.id, slices);
    return slices;
  };
  const figures: LegFigures[] = [];
  for (const leg of legs) {
    const condition = loadConditionOf(legDraftOf(leg, within(withoutCurve, leg)), vessel);
    const curve = curveForLeg(curves, condition, preferredId);
    if (!curve) {
      figures.push({ period: legWithoutCurve(leg, condition), actual: null, allowed: null, distance: 0 });
      continue;
    }
    figures.push(legIndication(leg, within(await slicesFor(curve), leg), curve, condition));
  }
  return { periods: figures.map((f) => f.period), summary: charterSummary(figures) };
}

/** The slices that overlap the leg's span. */
function within<S extends { t: number; hours: number }>(slices: readonly S[], leg: LegInput): S[] {
  const from = Date.parse(leg.from);
  const to = Date.parse(leg.to);
  return slices.filter((s) => s.t + s.hours * HOUR_MS > from && s.t < to);
}
