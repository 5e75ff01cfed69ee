import type { ServerConfig } from "../../config.js";
import type { EventStore } from "../../eventstore/EventStore.js";
import type { LedgerStore } from "../../eventstore/ledger/Ledger.js";
import { type LedgerLogger, LedgerService } from "./ledgerService.js";
import { loadPreviousSigningKey, loadSigningKey } from "./signingKey.js";

/**
 * Opens the ledger side of a server: the signing key (introduced, and cross-signed by the previous key
 * after a rotation), hourly checkpoints, and the self-check, which runs in the background after start
 * so a long log does not hold up listening; its verdict is logged and kept for the API.
 */
export async function openLedger(
  config: Pick<ServerConfig, "DATA_DIR" | "LEDGER_SIGNING_KEY">,
  store: EventStore,
  ledger: LedgerStore & { ledgerMigration?: { hashed: number; ms: number } },
  logger: LedgerLogger,
  now: () => Date,
): Promise<{ ledger: LedgerService; store: LedgerStore }> {
  const migration = ledger.ledgerMigration;
  if (migration && migration.hashed > 0)
    logger.info("ledger: hashed the history of this store once", {
      events: migration.hashed,
      ms: Math.round(migration.ms),
      eventsPerSecond: Math.round(migration.hashed / Math.max(migration.ms / 1000, 0.001)),
    });
  const key = loadSigningKey(config.DATA_DIR, config.LEDGER_SIGNING_KEY);
  const service = new LedgerService({ store, ledger, key, logger, now });
  await service.introduceKey(config.LEDGER_SIGNING_KEY ? null : loadPreviousSigningKey(config.DATA_DIR));
  service.startHourly();
  setImmediate(() => {
    service
      .selfCheck()
      .catch((error: unknown) =>
        logger.error("ledger self-check failed to run", { error: (error as Error).message }),
      );
  });
  return { ledger: service, store: ledger };
}
