import { seriesOf } from "../../../domain/alerts/series.js";
import { plausibilityRuleOf, plausibleSeries } from "../../../domain/dataQuality/plausibility.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { AppContext } from "../../context.js";
import { vesselFeatures } from "../../shared/featureMapping.js";
import type {
  LogVariableRecord,
  ReadingsById,
  RecentWindow,
  TimeSeriesStore,
} from "../../timeseries/TimeSeriesStore.js";

/**
 * The newest readings judged (their spike context): the last two hours, or, for a sensor that gives more
 * than 4,000 readings in them, its last 5 minutes (at most 4,000 readings, enough at any sampling rate).
 */
const JUDGED_WINDOW: RecentWindow = { withinMs: 2 * 3_600_000, limit: 4_000, denseWithinMs: 5 * 60_000 };

export interface PlausibleLast {
  t: number;
  v: number;
  /** Readings newer than this one that the data-quality rules call implausible (issue 29). */
  implausibleSkipped: number;
}

/**
 * The newest plausible reading of each variable (GET /LogData/LastReceived and every screen showing a
 * latest value): the store's last point, and for a variable mapped to a feature its last two hours judged
 * by `plausibleSeries` — out of range, spikes, and a departing last reading held as provisional — so a
 * sensor's glitch is never the value shown. The one rule, domain/dataQuality/plausibility.ts, decides.
 */
export async function plausibleLastReceived(
  ctx: AppContext,
  store: TimeSeriesStore,
  variables: readonly LogVariableRecord[],
): Promise<Map<number, PlausibleLast>> {
  const last = await store.lastReceived(variables.map((v) => v.id));
  const rules = await rulesOf(ctx, variables);
  const judged = last.filter((point) => rules.has(point.variableId)).map((point) => point.variableId);
  const recentOf: ReadingsById = judged.length > 0 ? await store.recentRaw(judged, JUDGED_WINDOW) : new Map();
  const out = new Map<number, PlausibleLast>();
  for (const point of last) {
    const rule = rules.get(point.variableId);
    const recent = recentOf.get(point.variableId) ?? [];
    const series = rule ? plausibleSeries(seriesOf(recent), rule).series : null;
    const n = series?.t.length ?? 0;
    if (!series || n === 0) {
      out.set(point.variableId, { t: point.t, v: point.v, implausibleSkipped: 0 });
      continue;
    }
    const shown = series.t[n - 1]!;
    out.set(point.variableId, {
      t: shown,
      v: series.v[n - 1]!,
      implausibleSkipped: recent.filter((p) => p.t > shown).length,
    });
  }
  return out;
}

/** The plausibility rule of each variable mapped to a feature on its vessel. */
async function rulesOf(ctx: AppContext, variables: readonly LogVariableRecord[]) {
  const rules = new Map<number, ReturnType<typeof plausibilityRuleOf>>();
  const vessels = ctx.readModels.state("vessels").byId;
  for (const vesselId of new Set(variables.map((v) => v.vesselId))) {
    const vessel = entryOf(vessels, vesselId);
    if (!vessel) continue;
    for (const feature of await vesselFeatures(ctx, vessel))
      if (feature.variable) rules.set(feature.variable.id, plausibilityRuleOf(feature.config));
  }
  return rules;
}
