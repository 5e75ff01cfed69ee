import { randomUUID } from "node:crypto";
import type { VesselPerformanceStatus } from "../../domain/performance/performanceStatus.js";
import { storeConfigOf } from "../config.js";
import type { AppContext } from "../context.js";
import { recomputeAfterImport } from "../dailyPerformance/dailyPerformance.js";
import { alertEngineOf } from "../features/alerts/AlertEngine.js";
import { refreshQualityModelOf } from "../features/dataQuality/fleetSummary.js";
import { refreshQualityDays } from "../features/dataQuality/qualityDays.js";
import { recomputeStatusInputs } from "../features/longTrends/statusStore.js";
import { performanceStatusOf } from "../features/longTrends/vesselStatus.js";
import { DataPackage, packageLimitsOf } from "./DataPackage.js";
import { LOGGING_HISTORY_FILE } from "./dataPackageFormat.js";
import { takeTurn } from "./fairShare.js";
import {
  type ImportQueue,
  type ImportRecord,
  ImportStatus,
  QUEUE_NAMES,
  type QueueMessage,
  type QueueName,
  TICKS_PER_MS,
  webJobOfQueue,
} from "./ImportQueue.js";
import { ImportThread } from "./importInThread.js";
import { publishImport } from "./importLive.js";
import { ImportCancelled, type ImportResult } from "./importPackage.js";
import { readManifest } from "./manifest.js";
import { PackageError } from "./PackageError.js";
import { packageFile, zipPathOf } from "./packageStorage.js";
import { receivingVessel } from "./receivingVessel.js";

/**
 * A claim is a short lease renewed by a heartbeat while the job runs: when a process dies, another
 * takes its job up once the lease has run out, within LEASE_MS. A heartbeat that finds the message gone
 * (another process removed or retried the import) or claimed by another worker stops the job.
 */
export const LEASE_MS = 15_000;
export const HEARTBEAT_MS = 3_000;
const PUSH_INTERVAL_MS = 250;
const SAVE_PROGRESS_INTERVAL_MS = 1_000;

export interface ImportWorkerOptions {
  /** How often an idle worker looks for work another process queued (default 1000 ms). */
  pollIntervalMs?: number;
  /** Lease of a claim and how often it is renewed (defaults LEASE_MS, HEARTBEAT_MS). */
  leaseMs?: number;
  heartbeatMs?: number;
  /** Told the newest logged time of each successful import (ISO); the import ends once it has taken it. */
  onImported?: (imoNumber: string, newestPointAt: string) => void | Promise<void>;
}

/**
 * Works the two queues in the server process, one job at a time: Prepare (receiveddata) checks a
 * package and passes it on, Import (pendingimports) loads it into the time-series store.
 */
export class ImportWorker {
  /** Names the process too (its pid), so an operator sees in import_queue.claimed_by which process holds a job. */
  readonly id = `worker-${process.pid}-${randomUUID()}`;
  private running: Promise<void> | null = null;
  private stopping = false;
  private wakeUp: (() => void) | null = null;
  /** A wake-up that came while the worker was busy: the next idle returns at once. */
  private woken = false;
  private lastLivenessCheck = 0;
  private alive = false;
  private current: { importPath: string; abort: AbortController } | null = null;
  /** The company served last on each queue, for taking turns. */
  private readonly lastServed = new Map<QueueName, string>();
  /** Where packages are imported (importInThread.ts). */
  private readonly thread: ImportThread;

  constructor(
    private readonly ctx: AppContext,
    private readonly queue: ImportQueue,
    private readonly options: ImportWorkerOptions = {},
  ) {
    this.thread = new ImportThread(() => ctx.config.IMPORT_THREAD_MEMORY_MB);
  }

  start(): void {
    this.running ??= this.loop();
  }

  /** The cluster role a worker holds while its process lives (docs/operations.md, import takeover). */
  static livenessRole(workerId: string): string {
    return `import-worker:${workerId}`;
  }

  /** Stops after rolling back the job in hand, which goes back on its queue for the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.current?.abort.abort();
    this.wake();
    await this.running;
    await this.thread.close();
  }

  /** Looks at the queues now (something was queued in this process). */
  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.woken = true;
  }

  /** Abandons the job on `importPath` if this worker is running it; it is rolled back. */
  cancel(importPath: string): void {
    if (this.current?.importPath === importPath) this.current.abort.abort();
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? LEASE_MS;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let worked = false;
      try {
        worked = await this.step();
      } catch (error) {
        this.ctx.logger.error("import worker failed", { error: String(error) });
      }
      if (!worked && !this.stopping) await this.idle();
    }
  }

  private idle(): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.options.pollIntervalMs ?? 1_000);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        done();
      };
    });
  }

  /**
   * With several processes: takes this worker's liveness role, and puts back the claims of workers whose
   * role nobody holds any more (their process died: PostgreSQL ended its session and released it), so
   * their imports are taken over now rather than when their lease runs out. At most once a second.
   */
  private async takeOverFromDeadWorkers(): Promise<boolean> {
    const cluster = this.ctx.cluster;
    if (!cluster || !this.ctx.config.DATABASE_URL) return true;
    const now = Date.now();
    if (now - this.lastLivenessCheck < 1_000) return this.alive;
    this.lastLivenessCheck = now;
    // Without its own role a worker claims nothing: the others would take its jobs back at once.
    this.alive = await cluster.holds(ImportWorker.livenessRole(this.id));
    if (!this.alive) return false;
    for (const holder of await this.queue.claimHolders(this.ctx.now())) {
      if (holder === this.id || (await cluster.isHeld(ImportWorker.livenessRole(holder)))) continue;
      const released = await this.queue.releaseClaimsOf(holder);
      if (released > 0)
        this.ctx.logger.warn("imports of a stopped process taken over", { worker: holder, released });
    }
    return true;
  }

  /** Takes and runs one job, Prepare first; answers whether there was one. */
  async step(): Promise<boolean> {
    if (!(await this.takeOverFromDeadWorkers())) return false;
    for (const name of QUEUE_NAMES) {
      const message = await this.claimFairly(name);
      if (message) {
        await this.run(message);
        return true;
      }
    }
    return false;
  }

  /** The oldest message of the company whose turn it is on the queue (fairShare.ts). */
  private async claimFairly(name: QueueName): Promise<QueueMessage | null> {
    const now = this.ctx.now();
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    const turn = takeTurn(
      await this.queue.waitingImoNumbers(name, now),
      (imoNumber) => this.companyOf(imoNumber),
      this.lastServed.get(name),
    );
    if (!turn) return null;
    // Another process may have taken the company's last message meanwhile: then anyone's.
    const message =
      (await this.queue.claim(name, this.id, now, leaseUntil, turn.imoNumbers)) ??
      (await this.queue.claim(name, this.id, now, leaseUntil));
    if (message) this.lastServed.set(name, this.companyOf(message.imoNumber));
    return message;
  }

  /** Who a vessel's packages count for when taking turns: its company, or the vessel itself. */
  private companyOf(imoNumber: string): string {
    const companyId = receivingVessel(this.ctx.readModels.state("vessels"), imoNumber)?.companyId;
    return companyId ? `company:${companyId}` : `vessel:${imoNumber}`;
  }

  private async run(message: QueueMessage): Promise<void> {
    const started = this.ctx.now();
    const startedMs = performance.now();
    const record: ImportRecord = {
      importPath: message.importPath,
      zipPath: zipPathOf(message.importPath),
      imoNumber: message.imoNumber,
      status: ImportStatus.running,
      webJob: webJobOfQueue(message.queue),
      timestamp: started.toISOString(),
      startTime: started.toISOString(),
      importDuration: 0,
      errorMessage: null,
      stackTrace: null,
      importStatistics: [],
      progress: 0,
      partitionKey: started.toISOString().slice(0, 10),
    };
    await this.queue.saveRecord(record);
    await this.queue.setCurrentImport(message.imoNumber, message.importPath, started);
    publishImport(this.ctx, { kind: "status", record });

    const abort = new AbortController();
    this.current = { importPath: message.importPath, abort };
    let leaseLost = false;
    const renewal = setInterval(() => {
      const until = new Date(this.ctx.now().getTime() + this.leaseMs);
      this.queue.extendLease(message.id, this.id, until).then(
        (held) => {
          if (held || abort.signal.aborted) return;
          leaseLost = true;
          abort.abort();
        },
        () => undefined,
      );
    }, this.options.heartbeatMs ?? HEARTBEAT_MS);
    const finished = (): ImportRecord => {
      const now = this.ctx.now();
      return {
        ...record,
        timestamp: now.toISOString(),
        partitionKey: now.toISOString().slice(0, 10),
        importDuration: Math.round((performance.now() - startedMs) * TICKS_PER_MS),
        progress: 100,
      };
    };
    try {
      if (record.webJob === "Prepare") {
        await this.prepare(message);
        await this.queue.finishJob({
          message,
          record: null,
          lastExportDate: null,
          next: { queue: "pendingimports", at: this.ctx.now() },
        });
        publishImport(this.ctx, {
          kind: "queued",
          importPath: message.importPath,
          imoNumber: message.imoNumber,
          queue: "pendingimports",
        });
      } else {
        const result = await this.import(message, record, abort.signal);
        // Before the job is finished, while the vessel's next package cannot be taken by any process:
        // its packages are evaluated in the order they were imported, whichever process imports them.
        await this.evaluateAlerts(message.imoNumber, result.watched);
        const done = { ...finished(), status: ImportStatus.imported, importStatistics: result.statistics };
        const lastExportDate =
          result.newestPointAt === null ? null : new Date(result.newestPointAt).toISOString();
        await this.queue.finishJob({ message, record: done, lastExportDate });
        this.ctx.metrics?.packageImported(
          result.statistics.reduce((rows, table) => rows + table.rowCount, 0),
          (performance.now() - startedMs) / 1000,
        );
        const status = await this.recomputeDaily(
          message.imoNumber,
          result.oldestPointAt,
          result.newestPointAt,
        );
        await this.evaluateOutcome(message.imoNumber, true, status);
        await this.refreshQualitySummary(message.imoNumber, result.oldestPointAt, result.newestPointAt);
        if (lastExportDate) await this.options.onImported?.(message.imoNumber, lastExportDate);
        publishImport(this.ctx, { kind: "status", record: done });
      }
    } catch (error) {
      await this.dropStatus(message.imoNumber);
      await this.dropQualityDays(message.imoNumber);
      if (error instanceof ImportCancelled && leaseLost) {
        // Removed, retried or taken over elsewhere: whoever did that owns the record and the message now.
        this.ctx.logger.info("import given up: its queue message was removed or taken by another worker", {
          importPath: message.importPath,
        });
        await this.queue.clearCurrentImport(message.imoNumber, message.importPath);
      } else if (error instanceof ImportCancelled) {
        await this.abandoned(message);
      } else {
        const failed: ImportRecord = {
          ...finished(),
          status: ImportStatus.error,
          errorMessage: error instanceof Error ? error.message : String(error),
          stackTrace: error instanceof Error ? (error.stack ?? null) : null,
        };
        if (!(error instanceof PackageError)) {
          this.ctx.logger.error("import failed", { importPath: message.importPath, error: String(error) });
        }
        await this.queue.finishJob({ message, record: failed, lastExportDate: null });
        this.ctx.metrics?.packageFailed((performance.now() - startedMs) / 1000);
        await this.evaluateOutcome(message.imoNumber, false);
        publishImport(this.ctx, { kind: "status", record: failed });
      }
    } finally {
      clearInterval(renewal);
      this.current = null;
    }
  }

  /**
   * Hands the imported package's points of watched variables to the alert engine. An alert failure is
   * logged; it never fails the import.
   */
  private async evaluateAlerts(imoNumber: string, watched: ImportResult["watched"]): Promise<void> {
    const vessel = receivingVessel(this.ctx.readModels.state("vessels"), imoNumber);
    if (!vessel || !watched) return;
    await alertEngineOf(this.ctx)
      .packageImported(vessel.id, watched)
      .catch((error) =>
        this.ctx.logger.error("alert evaluation failed", { imoNumber, error: String(error) }),
      );
  }

  /** The import's outcome (import-failed conditions) and the status it computed, to the alert engine. */
  private async evaluateOutcome(
    imoNumber: string,
    ok: boolean,
    status: { status: VesselPerformanceStatus; at: number } | null = null,
  ): Promise<void> {
    const vessel = receivingVessel(this.ctx.readModels.state("vessels"), imoNumber);
    if (!vessel) return;
    const engine = alertEngineOf(this.ctx);
    try {
      if (status) await engine.performanceStatusComputed(vessel.id, status.status, status.at);
      await engine.importFinished(vessel.id, ok, this.ctx.now().getTime());
    } catch (error) {
      this.ctx.logger.error("alert evaluation failed", { imoNumber, error: String(error) });
    }
  }

  /**
   * Recomputes the stored days the package's points fall in (server/dailyPerformance) and the vessel's
   * overall status from them; answers the status stamped with the data's newest time. A failure is
   * logged and never fails the import: the days are recomputed on their next read (their key is stale).
   */
  private async recomputeDaily(
    imoNumber: string,
    oldest: number | null,
    newest: number | null,
  ): Promise<{ status: VesselPerformanceStatus; at: number } | null> {
    const vessel = receivingVessel(this.ctx.readModels.state("vessels"), imoNumber);
    if (!vessel || !this.ctx.daily) return null;
    try {
      if (oldest !== null && newest !== null) await recomputeAfterImport(this.ctx, vessel.id, oldest, newest);
      // Also after a package of variables only: the feature-mapping suggestion reads the variables.
      await recomputeStatusInputs(this.ctx, vessel);
      return newest === null ? null : { status: await performanceStatusOf(this.ctx, vessel), at: newest };
    } catch (error) {
      this.ctx.logger.error("daily performance not recomputed", { imoNumber, error: String(error) });
      await this.dropStatus(imoNumber);
      return null;
    }
  }

  /**
   * Drops the vessel's stored status after an import that failed once its data may have been written:
   * a read checks the stored status against the read models only, so a stale one would be answered.
   */
  private async dropStatus(imoNumber: string): Promise<void> {
    const vessel = receivingVessel(this.ctx.readModels.state("vessels"), imoNumber);
    if (!vessel || !this.ctx.daily) return;
    await this.ctx.daily
      .dropStatus(vessel.id)
      .catch((error) => this.ctx.logger.error("status not dropped", { imoNumber, error: String(error) }));
  }

  /**
   * The vessel's stored data-quality days of the package's span recomputed for the Summary (a package of
   * variables only may change the mapping's suggestion). A failure drops the vessel's days: the Summary
   * computes them again when it needs them.
   */
  private async refreshQualitySummary(imoNumber: string, oldest: number | null, newest: number | null) {
    const vessel = receivingVessel(this.ctx.readModels.state("vessels"), imoNumber);
    if (!vessel) return;
    try {
      if (oldest !== null && newest !== null) await refreshQualityDays(this.ctx, vessel.id, oldest, newest);
      else await refreshQualityModelOf(this.ctx, vessel.id);
    } catch (error) {
      this.ctx.logger.error("data-quality summary not refreshed", { imoNumber, error: String(error) });
      await this.dropQualityDays(imoNumber);
    }
  }

  /** Drops the vessel's stored data-quality days after an import that failed once its data may have been written. */
  private async dropQualityDays(imoNumber: string): Promise<void> {
    const vessel = receivingVessel(this.ctx.readModels.state("vessels"), imoNumber);
    if (!vessel || !this.ctx.daily) return;
    await this.ctx.daily
      .dropQualityDays(vessel.id)
      .catch((error) =>
        this.ctx.logger.error("data-quality days not dropped", { imoNumber, error: String(error) }),
      );
  }

  /** A job given up half way: back on its queue when the server stops, gone when it was removed. */
  private async abandoned(message: QueueMessage): Promise<void> {
    if (this.stopping) {
      await this.queue.releaseClaim(message.id);
      return;
    }
    await this.queue.finishJob({ message, record: null, lastExportDate: null });
    publishImport(this.ctx, {
      kind: "removed",
      importPath: message.importPath,
      imoNumber: message.imoNumber,
    });
  }

  private async prepare(message: QueueMessage): Promise<void> {
    const pkg = await this.openPackage(message);
    try {
      const manifest = await readManifest(pkg);
      if (manifest.imoNumber !== message.imoNumber) {
        throw new PackageError(
          `manifest.json names IMO number ${manifest.imoNumber}, but the package was uploaded for ${message.imoNumber}.`,
        );
      }
      this.receiverOf(message.imoNumber);
      if (!pkg.has(LOGGING_HISTORY_FILE))
        throw new PackageError(`The package has no ${LOGGING_HISTORY_FILE}.`);
    } finally {
      pkg.close();
    }
  }

  private async import(message: QueueMessage, record: ImportRecord, signal: AbortSignal) {
    const vessel = this.receiverOf(message.imoNumber);
    const store = this.ctx.timeSeries;
    if (!store) throw new Error("The time-series store is not open.");
    const { config } = this.ctx;
    let lastPush = 0;
    let lastSave = 0;
    let lastProgress = 0;
    // Progress saves are chained and awaited, so none can land after the final record.
    let saving: Promise<unknown> = Promise.resolve();
    const onProgress = (fraction: number) => {
      const progress = Math.min(99, Math.floor(fraction * 100));
      const now = Date.now();
      if (progress === lastProgress || now - lastPush < PUSH_INTERVAL_MS) return;
      lastPush = now;
      lastProgress = progress;
      publishImport(this.ctx, {
        kind: "progress",
        importPath: message.importPath,
        imoNumber: message.imoNumber,
        progress,
      });
      if (now - lastSave >= SAVE_PROGRESS_INTERVAL_MS) {
        lastSave = now;
        saving = saving
          .then(() => this.queue.saveProgress(record.importPath, progress))
          .catch(() => undefined);
      }
    };
    try {
      const watch = await alertEngineOf(this.ctx).watchOf(vessel.id);
      const run = () =>
        this.thread.run({
          zipPath: packageFile(config.DATA_DIR, message.importPath),
          limits: packageLimitsOf(config),
          store: storeConfigOf(config),
          vesselId: vessel.id,
          watch: { names: [...watch.names], anyTimes: watch.anyTimes },
          // Queued for import when Prepare had checked it, moments after the upload.
          receivedAt: Date.parse(message.enqueuedAt),
          onProgress,
          signal,
        });
      return await (store.whileWriting ? store.whileWriting(run) : run());
    } finally {
      await saving;
    }
  }

  private openPackage(message: QueueMessage): Promise<DataPackage> {
    const { config } = this.ctx;
    return DataPackage.open(packageFile(config.DATA_DIR, message.importPath), packageLimitsOf(config));
  }

  private receiverOf(imoNumber: string) {
    const vessel = receivingVessel(this.ctx.readModels.state("vessels"), imoNumber);
    if (!vessel) throw new PackageError(`No vessel with IMO number ${imoNumber} receives data.`);
    return vessel;
  }
}
