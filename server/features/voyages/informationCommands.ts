import type { VoyageLogEvent, VoyageLogState } from "../../../domain/voyageLog/voyageLog.js";
import { confirmVoyageInformation, unconfirmVoyageInformation } from "../../../domain/voyages/decisions.js";
import {
  clearConsumptionEvents,
  consumptionEventsForVoyage,
  type LogDataSource,
} from "../fuel/voyageConsumptions.js";

/**
 * Confirming voyage information loads the flow-meter consumptions of its events (spec 2 §4: log data,
 * estimates, 0 t placeholders a person fills in), in the same append as the confirmation. The API and
 * the demo seed (server/demo/seedDemoVoyages.ts) confirm through this one command.
 */
export async function confirmInformationEvents(
  ctx: LogDataSource,
  log: VoyageLogState,
  command: { departureId: string; at: string },
): Promise<VoyageLogEvent[]> {
  return [
    ...confirmVoyageInformation(log, command),
    ...(await consumptionEventsForVoyage(ctx, log, command.departureId)),
  ];
}

/** Unconfirming voyage information clears the consumptions confirming it loaded. */
export async function unconfirmInformationEvents(
  _ctx: LogDataSource,
  log: VoyageLogState,
  command: { departureId: string; at: string },
): Promise<VoyageLogEvent[]> {
  return [...unconfirmVoyageInformation(log, command), ...clearConsumptionEvents(log, command.departureId)];
}
