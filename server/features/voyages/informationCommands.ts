import { clearStaleVoyageConsumptions } from "../../../domain/fuel/voyageConsumptionPlan.js";
import {
  evolveVoyageLog,
  type VoyageLogEvent,
  type VoyageLogState,
} from "../../../domain/voyageLog/voyageLog.js";
import { confirmVoyageInformation, unconfirmVoyageInformation } from "../../../domain/voyages/decisions.js";
import { consumptionEventsForVoyage, type LogDataSource } from "../fuel/voyageConsumptions.js";

/**
 * Confirming voyage information loads the flow-meter consumptions of its events (spec 2 §4: log data,
 * estimates, 0 t placeholders a person fills in), in the same append as the confirmation. Rows kept from
 * an earlier confirmation stay where their event's span is unchanged; the rest are cleared first (the
 * voyage answers which in `consumptionsToClear`, so the crew is warned). The API and the demo seed
 * (server/demo/seedDemoVoyages.ts) confirm through this one command.
 */
export async function confirmInformationEvents(
  ctx: LogDataSource,
  log: VoyageLogState,
  command: { departureId: string; at: string },
): Promise<VoyageLogEvent[]> {
  const confirmation = confirmVoyageInformation(log, command);
  const clearing = clearStaleVoyageConsumptions(log, command.departureId);
  const kept = clearing.reduce(evolveVoyageLog, log);
  return [
    ...confirmation,
    ...clearing,
    ...(await consumptionEventsForVoyage(ctx, kept, command.departureId)),
  ];
}

/**
 * Unconfirming voyage information keeps the flow-meter consumptions: a crew reopening a voyage to fix a
 * port must not lose what it typed. Those its edits invalidate are cleared at the next confirmation.
 */
export async function unconfirmInformationEvents(
  _ctx: LogDataSource,
  log: VoyageLogState,
  command: { departureId: string; at: string },
): Promise<VoyageLogEvent[]> {
  return unconfirmVoyageInformation(log, command);
}
