import { randomUUID } from "node:crypto";
import {
  type ConditionRequest,
  conditionAggregate,
  conditionRequest,
  createCondition,
} from "../../domain/alerts/conditions.js";
import { execute } from "../commands/execute.js";
import { type AppContext, systemMetadata } from "../context.js";
import { DEMO_LOGINS, NORDIC_BULK_VESSELS } from "./demoFleet.js";

/**
 * Notification conditions of the demo company that its simulated data really breaks, so a newcomer
 * sees open and closed incidents once the history has been imported. Limits were picked from the
 * simulated data of 90 days (not by importing the simulator here): the Nordic bulkers' main engine
 * exhaust runs at 300–390 °C (99th percentiles 343–384 °C) with single-sample sensor spikes of
 * 1.5–4×; the true wind reaches 23 kn at its 99th percentile; the logger drops out for 15 min to 3 h
 * on about one day in eight.
 */
export const DEMO_CONDITIONS: Array<(vesselIds: string[], superUserId: string | null) => unknown> = [
  (vesselIds, superUserId) => ({
    name: "Main engine exhaust gas temperature high",
    kind: "Threshold",
    vesselIds,
    threshold: {
      variableName: "ME Exhaust Gas Temperature",
      comparison: "Above",
      warning: { high: 375 },
      critical: { high: 390 },
      sustainedMinutes: 30,
      hysteresis: 5,
    },
    channels: superUserId ? [{ userId: superUserId }] : [],
  }),
  (vesselIds) => ({
    name: "Exhaust gas sensor spike",
    kind: "Threshold",
    vesselIds,
    threshold: {
      variableName: "ME Exhaust Gas Temperature",
      comparison: "Outside",
      warning: { low: 0, high: 600 },
      critical: null,
      sustainedMinutes: 0,
      hysteresis: 20,
    },
  }),
  (vesselIds) => ({
    name: "Strong wind",
    kind: "Threshold",
    vesselIds,
    threshold: {
      variableName: "True Wind Speed",
      comparison: "Above",
      warning: { high: 22 },
      critical: { high: 24.5 },
      sustainedMinutes: 60,
      hysteresis: 1,
    },
  }),
  (vesselIds) => ({
    name: "Logger silent",
    kind: "NoData",
    vesselIds,
    noData: { variableName: null, hours: 2, severity: "Warning" },
  }),
  (vesselIds) => ({
    name: "Import failed",
    kind: "ImportFailed",
    vesselIds,
    importFailed: { severity: "Critical" },
  }),
];

/** Creates the demo conditions for Nordic Bulk's vessels (before the demo history is imported). */
export async function seedDemoAlerts(ctx: AppContext): Promise<void> {
  const meta = systemMetadata(`demo-alerts-${randomUUID()}`);
  const vessels = Object.values(ctx.readModels.state("vessels").byId);
  const nordic = NORDIC_BULK_VESSELS.map((d) =>
    vessels.find((v) => v.imoNumber === d.imoNumber && v.isDataReceiver),
  ).filter((v) => v !== undefined);
  const companyId = nordic[0]?.companyId;
  if (!companyId) return;
  const superUser = Object.values(ctx.readModels.state("users").byId).find(
    (u) => u.email === DEMO_LOGINS.superUser.email,
  );
  for (const make of DEMO_CONDITIONS) {
    const request: ConditionRequest = conditionRequest.parse(
      make(
        nordic.map((v) => v.id),
        superUser?.id ?? null,
      ),
    );
    const { channels, ...settings } = request;
    const conditionId = randomUUID();
    await execute(
      ctx,
      conditionAggregate,
      conditionId,
      (state) =>
        createCondition(state, {
          conditionId,
          companyId,
          request: settings,
          channels: channels.map((c) => ({ id: randomUUID(), userId: c.userId, email: c.email })),
        }),
      { metadata: { ...meta, companyId } },
    );
  }
}
