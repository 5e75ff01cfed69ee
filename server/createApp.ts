import { createHash } from "node:crypto";
import fs from "node:fs";
import type { Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import type { DestinationStream } from "pino";
import { QUEUE_NAMES } from "../domain/imports/importRecords.js";
import { entryOf } from "../domain/shared/records.js";
import { allProjections, storedProjections } from "../projections/index.js";
import { AuthThrottle } from "./auth/AuthThrottle.js";
import { SharedTokenBucket } from "./auth/SharedTokenBucket.js";
import { loadSigningSecret, TokenService } from "./auth/tokens.js";
import { openBlobStore } from "./blobs/openBlobStore.js";
import { clusterMutex, openClusterLocks } from "./cluster/ClusterLocks.js";
import { AggregateCache } from "./commands/AggregateCache.js";
import { type ServerConfig, storeConfigOf } from "./config.js";
import type { AppContext } from "./context.js";
import { openDailyStore } from "./dailyPerformance/openDailyStore.js";
import { seedDemoAlerts } from "./demo/seedDemoAlerts.js";
import { seedDemoCurves } from "./demo/seedDemoCurves.js";
import { seedDemoDryDockings } from "./demo/seedDemoDryDockings.js";
import { seedDemoFleet } from "./demo/seedDemoFleet.js";
import { seedDemoFuel } from "./demo/seedDemoFuel.js";
import { seedDemoHistory } from "./demo/seedDemoHistory.js";
import { seedDemoVoyages } from "./demo/seedDemoVoyages.js";
import type { EventStore } from "./eventstore/EventStore.js";
import { openEventStore } from "./eventstore/openEventStore.js";
import { accessGroupRoutes } from "./features/accessGroups/routes.js";
import { openAlertStateStore } from "./features/alerts/AlertStateStore.js";
import { alertRoutes } from "./features/alerts/routes.js";
import { announcementRoutes } from "./features/announcements/routes.js";
import { auditRoutes } from "./features/audit/routes.js";
import { authRoutes } from "./features/auth/routes.js";
import { ciiRoutes } from "./features/cii/routes.js";
import { clientErrorRoutes } from "./features/clientErrors/routes.js";
import { startRawRetention } from "./features/companies/rawRetention.js";
import { companyRoutes } from "./features/companies/routes.js";
import { complianceRoutes } from "./features/compliance/routes.js";
import { curveRoutes } from "./features/curves/routes.js";
import { dashboardRoutes } from "./features/dashboards/routes.js";
import { dataAnalysisRoutes } from "./features/dataAnalysis/routes.js";
import { dataQualityRoutes } from "./features/dataQuality/routes.js";
import { SummaryThread } from "./features/dataQuality/summaryInThread.js";
import { emissionReportRoutes } from "./features/emissionReports/routes.js";
import { featureMappingRoutes } from "./features/featureMapping/routes.js";
import { fuelRoutes } from "./features/fuel/routes.js";
import { historyRoutes } from "./features/history/routes.js";
import { foulingRoutes } from "./features/hullPerformance/foulingRoutes.js";
import { iso19030Routes } from "./features/hullPerformance/iso19030Routes.js";
import { hullPerformanceRoutes } from "./features/hullPerformance/routes.js";
import { importRoutes } from "./features/imports/routes.js";
import { logDataRoutes } from "./features/logData/routes.js";
import { longTrendConfigurationRoutes } from "./features/longTrends/configurationRoutes.js";
import { longTrendRoutes } from "./features/longTrends/routes.js";
import { noteRoutes } from "./features/notes/routes.js";
import { onboardReportRoutes } from "./features/onboardReports/routes.js";
import { registerEventLoopLag } from "./features/operations/eventLoopLag.js";
import { operationsRoutes } from "./features/operations/routes.js";
import { ServerMetrics } from "./features/operations/ServerMetrics.js";
import { tileImageOrigins } from "./features/platform/mapSettings.js";
import { platformRoutes } from "./features/platform/routes.js";
import { portRoutes } from "./features/ports/routes.js";
import { shapoliRoutes } from "./features/shapoli/routes.js";
import { taxonomyRoutes } from "./features/taxonomy/routes.js";
import { ActivityTracker } from "./features/users/ActivityTracker.js";
import { userRoutes } from "./features/users/routes.js";
import { startCheckpointMails } from "./features/verification/checkpointMail.js";
import { openLedger } from "./features/verification/openLedger.js";
import { verificationRoutes } from "./features/verification/routes.js";
import { verifierRoutes } from "./features/verifiers/routes.js";
import { complianceFileRoutes } from "./features/vesselFiles/complianceFiles.js";
import { startVesselFileMaintenance } from "./features/vesselFiles/maintenance.js";
import { vesselFileRoutes } from "./features/vesselFiles/routes.js";
import { vesselGroupRoutes } from "./features/vesselGroups/routes.js";
import { vesselRoutes } from "./features/vessels/routes.js";
import { voyageRoutes } from "./features/voyages/routes.js";
import { apiReferenceRoutes } from "./http/apiReference.js";
import { limitBodies } from "./http/bodyLimit.js";
import { compressAnswers } from "./http/compression.js";
import type { AppEnv } from "./http/env.js";
import { errorHandler } from "./http/errors.js";
import { createHttpServer } from "./http/httpServer.js";
import { confinePartners, requirePartnerKeys } from "./http/partnerConfinement.js";
import { requestContext } from "./http/requestContext.js";
import { requestLog } from "./http/requestLog.js";
import { securityHeaders } from "./http/securityHeaders.js";
import { correlation, requireSession } from "./http/session.js";
import { mountStaticClient } from "./http/staticClient.js";
import { confineVerifiers } from "./http/verifierConfinement.js";
import { importPipelineOf, startImports } from "./imports/importPipelineOf.js";
import { LiveChannel } from "./live/LiveChannel.js";
import { affectsLiveAccess, liveAccess } from "./live/liveAccess.js";
import { createMailer } from "./mail/Mailer.js";
import { ProjectionRunner } from "./projections/ProjectionRunner.js";
import { createLogger, type Logger } from "./shared/logger.js";
import { pgPoolUse, poolSizes } from "./shared/pgConnections.js";
import { rebuildPerformanceStores } from "./shared/rebuildPerformance.js";
import { openTimeSeriesStore } from "./timeseries/openTimeSeriesStore.js";

/**
 * The project's directory (package.json, dist/client): above this file, whether it runs from its source
 * (server/createApp.ts through tsx or vitest) or from the build (dist/server/main.mjs, scripts/buildServer.mjs).
 */
export const ROOT_DIR = projectRoot(path.dirname(fileURLToPath(import.meta.url)));

function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}
const VERSION: string = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, "package.json"), "utf8")).version;
// Written into the built server by scripts/buildServer.mjs (the commit built from); from the sources, the
// environment's or "unknown".
const BUILD_COMMIT = process.env.KEELSON_BUILD_COMMIT || "unknown";

export interface RunningServer {
  url: string;
  port: number;
  ctx: AppContext;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Directory of the built client; default dist/client. */
  clientDir?: string;
  /** Replaces the clock (tests). */
  now?: () => Date;
  /** Where the JSON log lines go; default stderr (tests capture them). */
  logDestination?: DestinationStream;
}

/** Builds the API on an already opened store and read models (used by startServer and tests). */
export function buildApi(ctx: AppContext): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.route("/", platformRoutes(ctx));
  api.route("/", authRoutes(ctx));
  const secured = new Hono<AppEnv>();
  secured.use("*", requireSession(ctx));
  secured.use("*", confinePartners());
  secured.use("*", requirePartnerKeys(ctx));
  secured.use("*", confineVerifiers(ctx));
  secured.route("/", userRoutes(ctx));
  secured.route("/", companyRoutes(ctx));
  secured.route("/", vesselRoutes(ctx));
  secured.route("/", announcementRoutes(ctx));
  secured.route("/", alertRoutes(ctx));
  secured.route("/", dashboardRoutes(ctx));
  secured.route("/", accessGroupRoutes(ctx));
  secured.route("/", vesselGroupRoutes(ctx));
  secured.route("/", historyRoutes(ctx));
  secured.route("/", voyageRoutes(ctx));
  secured.route("/", auditRoutes(ctx));
  secured.route("/", fuelRoutes(ctx));
  secured.route("/", emissionReportRoutes(ctx));
  secured.route("/", complianceRoutes(ctx));
  secured.route("/", ciiRoutes(ctx));
  secured.route("/", featureMappingRoutes(ctx));
  secured.route("/", dataQualityRoutes(ctx));
  secured.route("/", portRoutes(ctx));
  secured.route("/", logDataRoutes(ctx));
  secured.route("/", importRoutes(ctx));
  secured.route("/", taxonomyRoutes(ctx));
  secured.route("/", noteRoutes(ctx));
  secured.route("/", curveRoutes(ctx));
  secured.route("/", onboardReportRoutes(ctx));
  secured.route("/", shapoliRoutes(ctx));
  secured.route("/", hullPerformanceRoutes(ctx));
  secured.route("/", iso19030Routes(ctx));
  secured.route("/", foulingRoutes(ctx));
  secured.route("/", longTrendRoutes(ctx));
  secured.route("/", longTrendConfigurationRoutes(ctx));
  secured.route("/", dataAnalysisRoutes(ctx));
  secured.route("/", vesselFileRoutes(ctx));
  secured.route("/", complianceFileRoutes(ctx));
  secured.route("/", verificationRoutes(ctx));
  secured.route("/", verifierRoutes(ctx));
  secured.route("/", clientErrorRoutes(ctx));
  api.route("/", secured);
  return api;
}

/** Opens storage, folds the read models, seeds the demo fleet on an empty store, and listens. */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = createLogger(config.LOG_LEVEL, options.logDestination);
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const opened = await openEventStore(config, logger);
  const { snapshots } = opened;
  let ctxRef: AppContext | null = null;
  const metrics: ServerMetrics = new ServerMetrics({
    queueLengths: async () => {
      if (!ctxRef) return {};
      const { queue } = await importPipelineOf(ctxRef);
      const lengths = await Promise.all(QUEUE_NAMES.map((name) => queue.length(name)));
      return Object.fromEntries(QUEUE_NAMES.map((name, i) => [name, lengths[i]!]));
    },
    liveConnections: () => live.connectionCount(),
    projectionLag: async (): Promise<number> =>
      Math.max(0, (await opened.store.headPosition()) - readModels.currentPosition),
    ...(config.DATABASE_URL
      ? { pgPools: { use: pgPoolUse, plan: poolSizes(config), budget: config.PG_MAX_CONNECTIONS } }
      : {}),
    build: { version: VERSION, commit: BUILD_COMMIT },
  });
  const eventLoopLag = registerEventLoopLag(metrics.registry);
  const store: EventStore = metrics.instrument(opened.store);
  const readModels = new ProjectionRunner<typeof allProjections, typeof storedProjections>(
    store,
    allProjections,
    snapshots,
    logger,
    {
      stored: { rows: opened.rows, projections: storedProjections },
    },
  );
  await readModels.start();
  const activity = new ActivityTracker(snapshots);
  await activity.load();
  const apiKeyUse = new ActivityTracker(snapshots, "api-key-use");
  await apiKeyUse.load();

  const tokens = new TokenService(
    loadSigningSecret(config.DATA_DIR, config.JWT_SECRET),
    config.TOKEN_TTL_HOURS,
    options.now,
  );
  // Unique rules, the demo seeding and the singleton jobs are agreed through the store (advisory locks on
  // PostgreSQL), so several processes on one database behave as one (docs/operations.md).
  const cluster = openClusterLocks(config, logger);
  const live = new LiveChannel({ redisUrl: config.REDIS_URL, logger, access: liveAccess(() => ctxRef!) });
  await live.connectRedis();
  // Every process folds every event, so each keeps its own sockets' rooms and sessions in step.
  readModels.onApplied((event) => {
    if (affectsLiveAccess(event.stream)) live.recheckAll();
  });

  const ctx: AppContext = {
    config,
    store,
    readModels,
    waitFor: (position) => readModels.waitFor(position),
    userName: (userId) => entryOf(readModels.state("users").byId, userId)?.name ?? null,
    tokens,
    throttle: new AuthThrottle({
      apiKeyRatePerMinute: config.API_KEY_RATE_PER_MINUTE,
      // One bucket per key for every process when they share Redis.
      apiKeyCalls: config.REDIS_URL
        ? await SharedTokenBucket.connect({
            url: config.REDIS_URL,
            perMinute: config.API_KEY_RATE_PER_MINUTE,
            logger,
            prefix: `keelson:${installationId(config)}:rate:`,
          })
        : undefined,
    }),
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      logger,
    }),
    live,
    activity,
    apiKeyUse,
    uniqueness: clusterMutex(cluster, async () => readModels.waitFor(await store.headPosition())),
    cluster,
    aggregates: new AggregateCache(),
    logger,
    version: VERSION,
    now: options.now ?? (() => new Date()),
    metrics,
    timeSeries: await openTimeSeriesStore(config),
    daily: await openDailyStore(config),
    alertStates: await openAlertStateStore(config),
    blobs: await openBlobStore(config),
    summaryThread: new SummaryThread(storeConfigOf(config)),
  };
  ctxRef = ctx;

  // Processes started together on an empty database: the first to take the lock seeds, the others wait
  // and then find the store no longer empty (and fold what it wrote).
  const firstDemoStart =
    config.DEMO === "on" &&
    (await cluster.exclusive("demo-seed", async () => {
      const head = await store.headPosition();
      if (head > 0) {
        await readModels.waitFor(head, 60_000);
        return false;
      }
      const started = Date.now();
      await seedDemoFleet(ctx);
      if (config.DEMO_HISTORY_DAYS > 0) await seedDemoVoyages(ctx, await seedDemoFuel(ctx));
      // From the simulations the data comes from, which call where the voyages just seeded say.
      await seedDemoDryDockings(ctx);
      if (config.DEMO_HISTORY_DAYS > 0) {
        // The charter party compares those voyages with the demo bulk carrier's reference curve.
        await seedDemoCurves(ctx);
        // The conditions its history breaks; without history (tests) nothing runs in the background.
        await seedDemoAlerts(ctx);
      }
      logger.info("demo fleet created", { ms: Date.now() - started });
      return true;
    }));

  // After the demo seeding, which only seeds an empty store: the key's introduction is an event.
  ctx.ledger = await openLedger(config, store, opened.ledger, logger, ctx.now);
  const imports = await startImports(ctx);
  const vesselFileMaintenance = startVesselFileMaintenance(ctx);
  const rawRetention = startRawRetention(ctx);
  const checkpointMails = startCheckpointMails(ctx);

  // strict: false answers "/Users/IsSuperUser/" (spec 1's spelling) like "/Users/IsSuperUser".
  const app = new Hono<AppEnv>({ strict: false });
  app.onError(errorHandler(logger));
  app.use("*", securityHeaders({ imageOrigins: tileImageOrigins(config.MAP_TILE_URL) }));
  app.use("*", correlation());
  app.use("*", requestLog(logger, config.TRUSTED_PROXY_HOPS));
  app.use("*", compressAnswers());
  app.use("*", requestContext());
  app.use("/api/v1/*", metrics.httpMiddleware());
  app.use("/api/v1/*", limitBodies());
  app.route(
    "/",
    operationsRoutes(ctx, metrics, () => live.redisReachable()),
  );
  const api = buildApi(ctx);
  app.route("/", apiReferenceRoutes(api, VERSION));
  app.route("/api/v1", api);
  mountStaticClient(app, options.clientDir ?? path.join(ROOT_DIR, "dist", "client"));

  const server = await listen(app, config, logger);
  live.attach(server);
  const port = (server.address() as AddressInfo).port;
  if (firstDemoStart && config.DEMO_HISTORY_DAYS > 0) {
    // After listening: the packages import in the background, visible on the Import status page.
    const started = Date.now();
    void seedDemoHistory(ctx, { days: config.DEMO_HISTORY_DAYS })
      .then((packages) => logger.info("demo history queued", { packages, ms: Date.now() - started }))
      .catch((error) => logger.warn("demo history stopped", { error: String(error) }));
  }
  // Vessels whose days were never stored (an existing data directory, a restored database): filled in
  // the background from their log data; a day read before that is computed on the read.
  const dailyRebuild = { stopped: config.DAILY_REBUILD_ON_START === "off" };
  const dailyRebuilt = rebuildPerformanceStores(ctx, { stop: dailyRebuild })
    .then((r) => {
      if (r.computed > 0 || r.statuses > 0) logger.info("daily performance store filled", r);
    })
    .catch((error) => logger.warn("daily performance store not filled", { error: String(error) }));
  const activityTimer = setInterval(() => {
    void activity.save().catch(() => undefined);
    void apiKeyUse.save().catch(() => undefined);
  }, 60_000);
  activityTimer.unref();
  logger.info("Keelson is listening", {
    url: `http://localhost:${port}`,
    store: config.DATABASE_URL ? "postgresql" : "sqlite",
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    ctx,
    async close() {
      clearInterval(activityTimer);
      dailyRebuild.stopped = true;
      await dailyRebuilt;
      vesselFileMaintenance.stop();
      ctx.ledger?.ledger.stop();
      rawRetention.stop();
      checkpointMails.stop();
      eventLoopLag.stop();
      await imports.stop();
      // Closing the HTTP server ends the idle keep-alive connections only: one whose answer was still
      // streaming (a compressed answer, an export) becomes idle afterwards and would hold the close for the
      // keep-alive timeout (65 s). Closed as they become idle.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      // A client that stops reading an answer would hold the close until its socket times out: after a
      // grace period every connection is ended.
      const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await live.close();
      await closeServer(server);
      await ctx.summaryThread?.close();
      clearInterval(idle);
      clearTimeout(grace);
      await readModels.stop();
      await activity.save();
      await apiKeyUse.save();
      await snapshots.close();
      await opened.rows.close();
      await store.close();
      await ctx.timeSeries?.close();
      await ctx.daily?.close();
      await ctx.alertStates?.close();
      await ctx.blobs?.close();
      await cluster.close();
      await ctx.throttle.close();
    },
  };
}

/** Names one installation (its database and schema, or its data directory) for keys in a shared Redis. */
function installationId(config: ServerConfig): string {
  const where = config.DATABASE_URL
    ? `${config.DATABASE_URL.replace(/\/\/[^@/]*@/, "//")}|${config.DATABASE_SCHEMA}`
    : path.resolve(config.DATA_DIR);
  return createHash("sha256").update(where).digest("hex").slice(0, 12);
}

/** How long a stop waits for answers still being sent before it ends their connections. */
const SHUTDOWN_GRACE_MS = 5_000;

function listen(app: Hono<AppEnv>, config: ServerConfig, logger: Logger): Promise<HttpServer> {
  return new Promise((resolve, reject) => {
    const server = createHttpServer(app.fetch, config.HOST, logger);
    // Idle keep-alive sockets are closed by the client first (fetch after 4 s, load balancers after 60 s):
    // with Node's 5 s, a server whose event loop was busy closes a socket just as a request goes out on
    // it, and that request fails with a reset.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve(server));
  });
}

function closeServer(server: HttpServer): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}

export type { EventStore };
