import { randomUUID } from "node:crypto";
import {
  ALERT_LIMITS,
  ALERT_MESSAGES,
  type ConditionRequest,
  type ConditionView,
  conditionAggregate,
  createCondition,
  deleteCondition,
  type ResolvedChannel,
  removeChannel,
  updateCondition,
} from "../../../domain/alerts/conditions.js";
import {
  type AlertLiveMessage,
  acknowledgeIncident,
  INCIDENT_MESSAGES,
  type IncidentView,
  incidentAggregate,
} from "../../../domain/alerts/incidents.js";
import { NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { ConditionRecord } from "../../../projections/alerts/alerts.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { Session } from "../../http/env.js";
import { metadataOf } from "../../http/session.js";
import { alertEngineOf } from "./AlertEngine.js";
import {
  alertReach,
  conditionView,
  incidentRecordOf,
  incidentViewOf,
  unacknowledgedIncidents,
} from "./views.js";

/**
 * Resolves a condition request's references in the caller's scope: every vessel one it sees (404
 * otherwise), the vessel group one of its company whose vessels it all sees, channel users colleagues.
 * Channels keep the id of the same user or address already on the condition.
 */
function resolve(
  ctx: AppContext,
  session: Session,
  request: ConditionRequest,
  current: ConditionRecord | null,
) {
  const scope = requestScope(ctx, session.actor);
  const companyId = scope.companyId();
  for (const vesselId of request.vesselIds) scope.vessel(vesselId);
  if (request.vesselGroupId) {
    const group = scope.vesselGroup(request.vesselGroupId);
    for (const vesselId of group.vesselIds) scope.vessel(vesselId);
  }
  const kept = new Map(
    (current?.channels ?? []).map((c) => [
      c.userId ? `user:${c.userId}` : `email:${c.email?.toLowerCase()}`,
      c.id,
    ]),
  );
  const channels: ResolvedChannel[] = request.channels.map((c) => {
    if (c.userId) scope.companyUser(c.userId);
    const key = c.userId ? `user:${c.userId}` : `email:${c.email?.toLowerCase()}`;
    return { id: kept.get(key) ?? randomUUID(), userId: c.userId, email: c.userId ? null : c.email };
  });
  const { channels: _, ...settings } = request;
  return { companyId, settings, channels };
}

/** A condition the caller sees, else 404. */
function seenCondition(ctx: AppContext, session: Session, conditionId: string): ConditionRecord {
  const condition = entryOf(ctx.readModels.state("alerts").conditions, conditionId);
  if (!condition || !alertReach(ctx, session.actor).seesCondition(condition)) {
    throw new NotFoundError(ALERT_MESSAGES.conditionNotFound);
  }
  return condition;
}

export function conditionViewFor(
  ctx: AppContext,
  session: Session,
  conditionId: string,
): Promise<ConditionView> {
  const reach = alertReach(ctx, session.actor);
  return conditionView(ctx, entryOf(ctx.readModels.state("alerts").conditions, conditionId)!, reach);
}

export async function createConditionCommand(
  ctx: AppContext,
  session: Session,
  request: ConditionRequest,
): Promise<ConditionView> {
  const { companyId, settings, channels } = resolve(ctx, session, request, null);
  const count = Object.values(ctx.readModels.state("alerts").conditions).filter(
    (c) => c.companyId === companyId,
  ).length;
  if (count >= ALERT_LIMITS.conditionsPerCompany) throw new ValidationError(ALERT_MESSAGES.tooManyConditions);
  const conditionId = randomUUID();
  await execute(
    ctx,
    conditionAggregate,
    conditionId,
    (state) => createCondition(state, { conditionId, companyId, request: settings, channels }),
    { metadata: metadataOf(session) },
  );
  return conditionViewFor(ctx, session, conditionId);
}

export async function updateConditionCommand(
  ctx: AppContext,
  session: Session,
  conditionId: string,
  request: ConditionRequest,
): Promise<ConditionView> {
  const current = seenCondition(ctx, session, conditionId);
  const { settings, channels } = resolve(ctx, session, request, current);
  const metadata = metadataOf(session);
  await execute(
    ctx,
    conditionAggregate,
    conditionId,
    (state) => updateCondition(state, { conditionId, request: settings, channels }),
    { metadata },
  );
  await alertEngineOf(ctx).conditionChanged(conditionId, "ConditionChanged", metadata);
  return conditionViewFor(ctx, session, conditionId);
}

export async function deleteConditionCommand(
  ctx: AppContext,
  session: Session,
  conditionId: string,
): Promise<void> {
  seenCondition(ctx, session, conditionId);
  const metadata = metadataOf(session);
  await execute(ctx, conditionAggregate, conditionId, (state) => deleteCondition(state, { conditionId }), {
    metadata,
  });
  await alertEngineOf(ctx).conditionChanged(conditionId, "ConditionDeleted", metadata);
}

export async function deleteChannelCommand(
  ctx: AppContext,
  session: Session,
  channelId: string,
): Promise<void> {
  const reach = alertReach(ctx, session.actor);
  const condition = Object.values(ctx.readModels.state("alerts").conditions).find(
    (c) => reach.seesCondition(c) && c.channels.some((ch) => ch.id === channelId),
  );
  if (!condition) throw new NotFoundError(ALERT_MESSAGES.channelNotFound);
  await execute(
    ctx,
    conditionAggregate,
    condition.id,
    (state) => removeChannel(state, { conditionId: condition.id, channelId }),
    { metadata: metadataOf(session) },
  );
}

function pushChange(ctx: AppContext, view: IncidentView, kind: AlertLiveMessage["kind"]): void {
  const message: AlertLiveMessage = { kind, incident: view, ring: false };
  ctx.live.toVessel(view.vesselId, "alerts", message);
}

async function acknowledge(
  ctx: AppContext,
  metadata: EventMetadataInput,
  userId: string,
  incidentId: string,
) {
  const at = ctx.now().toISOString();
  const outcome = await execute(
    ctx,
    incidentAggregate,
    incidentId,
    (state) => acknowledgeIncident(state, { incidentId, userId, at }),
    { metadata },
  );
  const view = (await incidentViewOf(ctx, incidentId))!;
  if (outcome.events.length > 0) pushChange(ctx, view, "acknowledged");
  return view;
}

/** PUT /Incidents/{id}: the caller acknowledges an incident of a vessel it sees. */
export async function acknowledgeIncidentCommand(
  ctx: AppContext,
  session: Session,
  incidentId: string,
): Promise<IncidentView> {
  const record = await incidentRecordOf(ctx, incidentId);
  if (!record || !alertReach(ctx, session.actor).seesIncident(record)) {
    throw new NotFoundError(INCIDENT_MESSAGES.notFound);
  }
  return acknowledge(ctx, metadataOf(session), session.user.id, incidentId);
}

/** POST /Incidents: acknowledges every unacknowledged incident the caller sees (of one vessel if named). */
export async function acknowledgeAllCommand(
  ctx: AppContext,
  session: Session,
  vesselId: string | null,
): Promise<{ acknowledged: number; message?: string }> {
  if (vesselId) requestScope(ctx, session.actor).vessel(vesselId);
  const reach = alertReach(ctx, session.actor);
  const unread = (await unacknowledgedIncidents(ctx, reach, vesselId)).filter(
    (i) => !i.acknowledged && reach.seesIncident(i) && (vesselId === null || i.vesselId === vesselId),
  );
  if (unread.length === 0) return { acknowledged: 0, message: INCIDENT_MESSAGES.nothingToAcknowledge };
  const metadata = metadataOf(session);
  for (const incident of unread) await acknowledge(ctx, metadata, session.user.id, incident.id);
  return { acknowledged: unread.length };
}
