import type { Actor } from "../../../domain/access/visibility.js";
import { type ChannelView, type ConditionView, severityRank } from "../../../domain/alerts/conditions.js";
import type { IncidentPage, IncidentView } from "../../../domain/alerts/incidents.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { ConditionRecord } from "../../../projections/alerts/alerts.js";
import { type IncidentRecord, incidentRefs, openAndOrClosed } from "../../../projections/alerts/incidents.js";
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
  const { companyId: _, mailed: __, openedPosition: ___, ...rest } = record;
  return { ...rest, vesselName: entryOf(ctx.readModels.state("vessels").byId, record.vesselId)?.name ?? "" };
}

/** The stored incidents (a read model in the store's tables, read asynchronously by key or index). */
export const storedIncidents = (ctx: AppContext) => ctx.readModels.stored("incidents");

export async function incidentRecordOf(ctx: AppContext, incidentId: string): Promise<IncidentRecord | null> {
  return storedIncidents(ctx).get(incidentId);
}

export async function incidentViewOf(ctx: AppContext, incidentId: string): Promise<IncidentView | null> {
  const record = await incidentRecordOf(ctx, incidentId);
  return record ? incidentView(ctx, record) : null;
}

/** The records of the keys a page of the sorted index names, in its order. */
async function recordsOf(ctx: AppContext, keys: readonly string[]): Promise<IncidentRecord[]> {
  const records = await storedIncidents(ctx).getMany(keys);
  return records.filter((r): r is IncidentRecord => r !== null);
}

/** The open incident of a condition and target (the one opened last if, by late data, two are). */
export async function openIncidentAt(
  ctx: AppContext,
  conditionId: string,
  targetKey: string,
): Promise<IncidentRecord | null> {
  const keys = await storedIncidents(ctx).keysHolding(incidentRefs.openAt(conditionId, targetKey));
  const open = (await recordsOf(ctx, keys)).filter((i) => i.isOpen);
  return open.reduce<IncidentRecord | null>(
    (a, b) => (a && a.openedPosition > b.openedPosition ? a : b),
    null,
  );
}

/**
 * The stored incidents of a condition and target opened at or after `from` (data time), and its open one
 * whenever it opened: newest first through the condition's sorted index, read until `from`.
 */
export async function incidentsOfTarget(
  ctx: AppContext,
  condition: ConditionRecord,
  vesselId: string,
  targetKey: string,
  from: number,
): Promise<IncidentRecord[]> {
  const incidents = storedIncidents(ctx);
  const refs = openAndOrClosed(null, (isOpen) =>
    incidentRefs.ofCondition(condition.companyId, condition.id, vesselId, isOpen),
  );
  const bound = new Date(from).toISOString();
  const found = new Map<string, IncidentRecord>();
  const PAGE = 200;
  for (let skip = 0; ; skip += PAGE) {
    const page = await incidents.page(refs, { skip, limit: PAGE });
    const keys = page.entries.filter((e) => e.sort >= bound).map((e) => e.key);
    for (const r of await recordsOf(ctx, keys)) if (r.conditionTargetKey === targetKey) found.set(r.id, r);
    if (keys.length < page.entries.length || page.entries.length < PAGE) break;
  }
  const open = await openIncidentAt(ctx, condition.id, targetKey);
  if (open) found.set(open.id, open);
  return [...found.values()];
}

/** A condition's open incidents (any caller's): at most one per target. */
export async function openIncidentsOfCondition(
  ctx: AppContext,
  conditionId: string,
): Promise<IncidentRecord[]> {
  const keys = await storedIncidents(ctx).keysHolding(incidentRefs.openOfCondition(conditionId));
  return (await recordsOf(ctx, keys)).filter((i) => i.conditionId === conditionId && i.isOpen);
}

type Reach = ReturnType<typeof alertReach>;

/** The vessels a reach sees (of one vessel when asked, if it sees it). */
const vesselsOf = (reach: Reach, vesselId: string | null = null) =>
  vesselId === null ? [...reach.visible] : reach.visible.has(vesselId) ? [vesselId] : [];

/**
 * GET /Incidents/Find: the incidents of the vessels the caller sees (only the unread ones when asked),
 * newest opening first, filtered and paged by the sorted index; the unread and unacknowledged open ones
 * counted there too.
 */
export async function findIncidents(
  ctx: AppContext,
  reach: Reach,
  query: { isOpen: boolean | null; unread: boolean; vesselId: string | null; skip: number; limit: number },
): Promise<IncidentPage> {
  const companyId = reach.companyId;
  if (companyId === null) return { items: [], total: 0, unacknowledgedOpen: 0, unread: 0 };
  const incidents = storedIncidents(ctx);
  const listed = query.unread ? incidentRefs.unread : incidentRefs.ofVessel;
  const refs = vesselsOf(reach, query.vesselId).flatMap((v) =>
    openAndOrClosed(query.isOpen, (isOpen) => listed(companyId, v, isOpen)),
  );
  const count = async (refs: string[]) => (await incidents.page(refs, { skip: 0, limit: 0 })).total;
  const all = vesselsOf(reach);
  const [page, unacknowledgedOpen, unread] = await Promise.all([
    incidents.page(refs, { skip: query.skip, limit: query.limit }),
    count(all.map((v) => incidentRefs.unacknowledged(companyId, v, true))),
    count(all.flatMap((v) => openAndOrClosed(null, (isOpen) => incidentRefs.unread(companyId, v, isOpen)))),
  ]);
  const records = await recordsOf(
    ctx,
    page.entries.map((e) => e.key),
  );
  return { items: records.map((i) => incidentView(ctx, i)), total: page.total, unacknowledgedOpen, unread };
}

/** The unacknowledged incidents (open or closed) a caller sees, of one vessel if named, newest first. */
export async function unacknowledgedIncidents(
  ctx: AppContext,
  reach: Reach,
  vesselId: string | null,
): Promise<IncidentRecord[]> {
  const companyId = reach.companyId;
  if (companyId === null) return [];
  const refs = vesselsOf(reach, vesselId).flatMap((v) =>
    openAndOrClosed(null, (isOpen) => incidentRefs.unacknowledged(companyId, v, isOpen)),
  );
  const page = await storedIncidents(ctx).page(refs);
  return recordsOf(
    ctx,
    page.entries.map((e) => e.key),
  );
}

/** What an actor may see of alerts: the vessels (company and access groups), asked once per request. */
export function alertReach(ctx: AppContext, actor: Actor) {
  const visible = new Set(actor.companyId ? visibleVessels(ctx, actor).map((v) => v.id) : []);
  return {
    companyId: actor.companyId,
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

/** A condition as listed, with its incidents among those the reach sees (counted by index). */
export async function conditionView(
  ctx: AppContext,
  condition: ConditionRecord,
  reach: Reach,
): Promise<ConditionView> {
  const vessels = ctx.readModels.state("vessels").byId;
  let openIncidents = 0;
  let worstOpenSeverity: ConditionView["worstOpenSeverity"] = null;
  let lastIncidentAt: string | null = null;
  const companyId = reach.companyId;
  if (companyId !== null) {
    const incidents = storedIncidents(ctx);
    const refsOf = (isOpen: boolean | null) =>
      [...reach.visible].flatMap((v) =>
        openAndOrClosed(isOpen, (open) => incidentRefs.ofCondition(companyId, condition.id, v, open)),
      );
    const [open, last] = await Promise.all([
      incidents.page(refsOf(true)),
      incidents.page(refsOf(null), { skip: 0, limit: 1 }),
    ]);
    for (const incident of await recordsOf(
      ctx,
      open.entries.map((e) => e.key),
    )) {
      if (!incident.isOpen || !reach.seesIncident(incident)) continue;
      openIncidents++;
      if (!worstOpenSeverity || severityRank(incident.severity) > severityRank(worstOpenSeverity))
        worstOpenSeverity = incident.severity;
    }
    lastIncidentAt = last.entries[0]?.sort ?? null;
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
    unit: await conditionUnit(ctx, condition),
  };
}

/** The unit of what a condition compares, as the targets' data gives it. */
async function conditionUnit(ctx: AppContext, condition: ConditionRecord): Promise<string> {
  if (condition.powerReserve) return "kW";
  const name = condition.threshold?.variableName;
  if (!name || !ctx.timeSeries) return "";
  for (const vesselId of conditionTargets(ctx, condition)) {
    const unit = (await ctx.timeSeries.variables(vesselId)).find((v) => v.name === name)?.unit;
    if (unit) return unit;
  }
  return "";
}
