import type { VesselPerformanceStatus } from "../../../domain/performance/performanceStatus.js";
import { entryOf } from "../../../domain/shared/records.js";
import { featureById } from "../../../domain/vessels/features.js";
import { formatImo } from "../../../domain/vessels/imo.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { lastDataSentOf } from "../../imports/exportDates.js";
import { performanceStatusOf } from "../longTrends/vesselStatus.js";

/** A vessel's answer; its performance status computed when not given (see vesselAnswerOf for a list). */
export async function vesselDto(ctx: AppContext, vessel: VesselView, status?: VesselPerformanceStatus) {
  return vesselAnswerOf(ctx, vessel, status ?? (await performanceStatusOf(ctx, vessel)));
}

type VesselAnswer = ReturnType<typeof answerOf>;

/**
 * Each vessel's last answer, kept while its view (read-model views are replaced, never changed), its
 * company, its last data and its status stay the same: a 500-vessel list spent a fifth of its time
 * building answers it had built before (docs/performance.md). Shared between requests, so frozen.
 */
interface KeptAnswer {
  company: unknown;
  lastExportDate: string | null;
  status: VesselPerformanceStatus;
  answer: VesselAnswer;
  /** Its JSON text, once a list asked for it. */
  text?: string;
}
const answers = new WeakMap<VesselView, KeptAnswer>();

function keptAnswerOf(ctx: AppContext, vessel: VesselView, status: VesselPerformanceStatus): KeptAnswer {
  const company = vessel.companyId
    ? entryOf(ctx.readModels.state("companies").byId, vessel.companyId)
    : undefined;
  const lastExportDate = lastDataSentOf(ctx, vessel);
  const kept = answers.get(vessel);
  if (kept && kept.company === company && kept.lastExportDate === lastExportDate && kept.status === status)
    return kept;
  const answer = Object.freeze(answerOf(vessel, company?.name ?? "", lastExportDate, status));
  const made: KeptAnswer = { company, lastExportDate, status, answer };
  answers.set(vessel, made);
  return made;
}

/** A vessel's answer with its performance status already computed (performanceStatusesOf, for a list). */
export const vesselAnswerOf = (ctx: AppContext, vessel: VesselView, status: VesselPerformanceStatus) =>
  keptAnswerOf(ctx, vessel, status).answer;

/**
 * vesselAnswerOf as JSON text, kept with the answer: a 500-vessel list is then joined from kept texts
 * instead of being serialised whole at each call (docs/performance.md).
 */
export function vesselAnswerText(ctx: AppContext, vessel: VesselView, status: VesselPerformanceStatus) {
  const kept = keptAnswerOf(ctx, vessel, status);
  kept.text ??= JSON.stringify(kept.answer);
  return kept.text;
}

function answerOf(
  vessel: VesselView,
  companyName: string,
  lastExportDate: string | null,
  status: VesselPerformanceStatus,
) {
  return {
    ...vessel,
    imoDisplay: formatImo(vessel.imoNumber),
    lastExportDate,
    companyName,
    features: vessel.featureIds.flatMap((id) => {
      const feature = featureById(id);
      return feature ? [{ id: feature.id, name: feature.name, displayName: feature.displayName }] : [];
    }),
    performance: { vesselId: vessel.id, performanceStatus: status },
  };
}
