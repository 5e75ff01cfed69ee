import type { EventMetadataInput } from "../domain/shared/events.js";
import type { allProjections, storedProjections } from "../projections/index.js";
import type { AuthThrottle } from "./auth/AuthThrottle.js";
import type { TokenService } from "./auth/tokens.js";
import type { BlobStore } from "./blobs/BlobStore.js";
import type { ClusterLocks } from "./cluster/ClusterLocks.js";
import type { CommandDeps } from "./commands/execute.js";
import type { ServerConfig } from "./config.js";
import type { DailyStore } from "./dailyPerformance/DailyStore.js";
import type { EventStore } from "./eventstore/EventStore.js";
import type { LedgerStore } from "./eventstore/ledger/Ledger.js";
import type { AlertStateStore } from "./features/alerts/AlertStateStore.js";
import type { SummaryThread } from "./features/dataQuality/summaryInThread.js";
import type { ServerMetrics } from "./features/operations/ServerMetrics.js";
import type { ActivityTracker } from "./features/users/ActivityTracker.js";
import type { LedgerService } from "./features/verification/ledgerService.js";
import type { LivePublisher } from "./live/LivePublisher.js";
import type { Mailer } from "./mail/Mailer.js";
import type { ProjectionRunner } from "./projections/ProjectionRunner.js";
import type { Logger } from "./shared/logger.js";
import type { TimeSeriesStore } from "./timeseries/TimeSeriesStore.js";

/** Everything a route or command needs, built once at start-up (see createApp.ts). */
export interface AppContext extends CommandDeps {
  config: ServerConfig;
  store: EventStore;
  readModels: ProjectionRunner<typeof allProjections, typeof storedProjections>;
  tokens: TokenService;
  /** Slows password guessing (sign-in, change password) and reset-mail floods. */
  throttle: AuthThrottle;
  mailer: Mailer;
  live: LivePublisher;
  activity: ActivityTracker;
  /** When each user's API key was last used (shown in the user list). */
  apiKeyUse: ActivityTracker;
  /**
   * Serialises a rule that spans aggregates (a unique e-mail, a unique company name) across every process
   * on the store: the check against the read model and the append run under the key.
   */
  uniqueness: { run<T>(key: string, work: () => Promise<T>): Promise<T> };
  /** Cluster-wide locks and singleton roles (a started server has them; bare test contexts may not). */
  cluster?: ClusterLocks;
  logger: Logger;
  version: string;
  now(): Date;
  /** Prometheus metrics of this process (a started server has them; bare test contexts may not). */
  metrics?: ServerMetrics;
  /** Log data, log variables and positions from vessel data packages (set once the store is open). */
  timeSeries?: TimeSeriesStore;
  /** Daily performance values per vessel (set once the store is open; bare test contexts may not have it). */
  daily?: DailyStore;
  /** The alert evaluators' state per condition and target (set once the store is open; bare contexts may not have it). */
  alertStates?: AlertStateStore;
  /** Contents of vessel documents (set once the store is open; bare test contexts may not have it). */
  blobs?: BlobStore;
  /** The thread the data-quality Summary's fold runs in (a started server has it; bare contexts may not). */
  summaryThread?: SummaryThread;
  /** The tamper-evident log: signing, checkpoints, self-check (set once the store is open; bare contexts may not have it). */
  ledger?: { ledger: LedgerService; store: LedgerStore };
}

/** Metadata for work the server does on its own behalf (demo seeding, background jobs). */
export function systemMetadata(correlationId: string): EventMetadataInput {
  return { userId: "system", companyId: null, correlationId, causationId: null };
}
