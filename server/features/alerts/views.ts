import type { Actor } from "../../../domain/access/visibility.js";
import { type ChannelView, type ConditionView, severityRank } from "../../../domain/alerts/conditions.js";
import type { IncidentView } from "../../../domain/alerts/incidents.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { ConditionRecord, IncidentRecord } from "../../../projections/alerts/alerts.js";
import type { AppContext } from "../../context.js";
import { visibleVessels } from "../vessels/visibleVessels.js";

/**
 * The vessels a condition is evaluated for now: its list, or its vessel group's members; only vessels of
 * the condition's company (a vessel that moved to another company drops out).
 */
export function conditionTargets(ctx: AppContext, condition: ConditionRecord): string[] {
  const vessels = ctx.readModels.state("vessels").byId;
  const ids = condition.vesselGroupId
    ? (entryOf(ctx.readModels.state("vesselGroups").byId, condition.vesselGroupId)?.vesselIds ?? [])
    : condition.vesselIds;
  return ids.filter((id) => entryOf(vessels, id)?.companyId === condition.companyId);
}

export function incidentView(ctx: AppContext, record: IncidentRecord): IncidentView {
  const { companyId: _, mailed: __, ...rest } = record;
  return { ...rest, vesselName: entryOf(ctx.readModels.state("vessels").byId, record.vesselId)?.name ?? "" };
}

export function incidentViewOf(ctx: AppContext, incidentId: string): IncidentView | null {
  const record = entryOf(ctx.readModels.state("alerts").incidents, incidentId);
  return record ? incidentView(ctx, record) : null;
}

/** What an actor may see of alerts: the vessels (company and access groups), asked once per request. */
export function alertReach(ctx: AppContext, actor: Actor) {
  const visible = new Set(actor.companyId ? visibleVessels(ctx, actor).map((v) => v.id) : []);
  return {
    visible,
    /** An incident of a vessel the actor sees, of the company it acts for. */
    seesIncident: (i: IncidentRecord) => i.companyId === actor.companyId && visible.has(i.vesselId),
    /** A condition of the acting company whose every target (and group) the actor sees. */
    seesCondition(c: ConditionRecord): boolean {
      if (c.companyId !== actor.companyId) return false;
      if (c.vesselGroupId) {
        const group = entryOf(ctx.readModels.state("vesselGroups").byId, c.vesselGroupId);
        if (!group || group.companyId !== actor.companyId) return false;
        return group.vesselIds.every((id) => visible.has(id));
      }
      return c.vesselIds.every((id) => visible.has(id));
    },
  };
}

export function channelViews(ctx: AppContext, condition: ConditionRecord): ChannelView[] {
  const users = ctx.readModels.state("users").byId;
  return condition.channels.map((ch) => ({
    id: ch.id,
    conditionId: condition.id,
    conditionName: condition.name,
    userId: ch.userId,
    email: ch.userId ? (entryOf(users, ch.userId)?.email ?? null) : ch.email,
  }));
}

export function conditionView(
  ctx: AppContext,
  condition: ConditionRecord,
  seen: (i: IncidentRecord) => boolean,
): ConditionView {
  const vessels = ctx.readModels.state("vessels").byId;
  let openIncidents = 0;
  let worstOpenSeverity: ConditionView["worstOpenSeverity"] = null;
  let lastIncidentAt: string | null = null;
  for (const incident of Object.values(ctx.readModels.state("alerts").incidents)) {
    if (incident.conditionId !== condition.id || !seen(incident)) continue;
    if (incident.isOpen) {
      openIncidents++;
      if (!worstOpenSeverity || severityRank(incident.severity) > severityRank(worstOpenSeverity))
        worstOpenSeverity = incident.severity;
    }
    const at = incident.openVesselEvent.timestamp;
    if (!lastIncidentAt || at > lastIncidentAt) lastIncidentAt = at;
  }
  const { channels: _, ...settings } = condition;
  return {
    ...settings,
    targetVessels: conditionTargets(ctx, condition).map((id) => ({
      id,
      name: entryOf(vessels, id)?.name ?? "",
    })),
    channels: channelViews(ctx, condition),
    openIncidents,
    worstOpenSeverity,
    lastIncidentAt,
  };
}
