import { access, copyFile, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { ConflictError, NotFoundError, ValidationError } from "../../domain/shared/errors.js";
import { isValidImoNumber } from "../../domain/vessels/imo.js";
import type { AppContext } from "../context.js";
import { recordExportDate } from "./exportDates.js";
import {
  type ImportQueue,
  type ImportRecord,
  ImportStatus,
  type ImportStatusValue,
  type QueueName,
  queueOfWebJob,
  TICKS_PER_MS,
} from "./ImportQueue.js";
import { ImportWorker, type ImportWorkerOptions } from "./ImportWorker.js";
import { publishImport } from "./importLive.js";
import { openImportQueue } from "./openImportQueue.js";
import { imoOfImportPath, importPathFor, packageFile, prunePackages } from "./packageStorage.js";
import { hasVesselWithImo, receivingVessel } from "./receivingVessel.js";

/** Spec 3 §4/§9: a running import may be retried after 900 s. */
export const RUNNING_RETRY_AFTER_MS = 900_000;

export interface AcceptedPackage {
  imoNumber: string;
  /** The file name the sender gave (made safe for the import path). */
  fileName: string;
  /** The package on disk; moved into the package store (copied when `keepSource`). */
  file: string;
  keepSource?: boolean;
}

/** The import pipeline of one server: durable queues and records, the worker, and the actions on them. */
export class ImportPipeline {
  readonly worker: ImportWorker;

  private constructor(
    private readonly ctx: AppContext,
    readonly queue: ImportQueue,
    workerOptions: ImportWorkerOptions,
  ) {
    this.worker = new ImportWorker(ctx, queue, {
      ...workerOptions,
      onImported: async (imoNumber, newest) => {
        try {
          await recordExportDate(ctx, imoNumber, newest);
        } catch (error) {
          // The import stands; the next start records the date from the queue's state.
          ctx.logger.error("last data sent not recorded", { imoNumber, newest, error: String(error) });
        }
        await workerOptions.onImported?.(imoNumber, newest);
      },
    });
  }

  static async open(ctx: AppContext, workerOptions: ImportWorkerOptions = {}): Promise<ImportPipeline> {
    return new ImportPipeline(ctx, await openImportQueue(ctx.config), workerOptions);
  }

  /**
   * Takes a package for a vessel that receives data: stores it at its import path and queues it for
   * preparation. Answers the import path. Used by uploads and by anything that makes packages itself.
   */
  async accept(upload: AcceptedPackage): Promise<string> {
    const { imoNumber } = upload;
    if (!isValidImoNumber(imoNumber)) throw new ValidationError("IMO number must be 7 digits.");
    const vessels = this.ctx.readModels.state("vessels");
    if (!receivingVessel(vessels, imoNumber)) {
      if (!hasVesselWithImo(vessels, imoNumber)) {
        throw new NotFoundError(`No vessel with IMO number ${imoNumber} was found.`);
      }
      throw new ValidationError(`The vessel with IMO number ${imoNumber} does not receive data.`);
    }
    const now = this.ctx.now();
    const importPath = importPathFor(imoNumber, upload.fileName, now);
    const target = packageFile(this.ctx.config.DATA_DIR, importPath);
    await mkdir(path.dirname(target), { recursive: true });
    if (upload.keepSource) await copyFile(upload.file, target);
    else await rename(upload.file, target);
    await this.enqueueNow("receiveddata", importPath);
    return importPath;
  }

  /** POST /Queue/{queue}: puts a stored package's path on a queue. */
  async enqueue(queue: QueueName, importPath: string): Promise<void> {
    const file = packageFile(this.ctx.config.DATA_DIR, importPath);
    try {
      await access(file);
    } catch {
      throw new NotFoundError(`No package is stored at ${importPath}.`);
    }
    await this.enqueueNow(queue, importPath);
  }

  private async enqueueNow(queue: QueueName, importPath: string): Promise<void> {
    const imoNumber = imoOfImportPath(importPath);
    await this.queue.enqueue(queue, importPath, imoNumber, this.ctx.now());
    publishImport(this.ctx, { kind: "queued", importPath, imoNumber, queue });
    this.worker.wake();
  }

  /**
   * Retries a failed import, or a running one that has run for more than 900 s: its record goes and its
   * path goes back on the queue of its web job (spec 3 §4).
   */
  async retry(importPath: string): Promise<ImportRecord> {
    const record = await this.queue.record(importPath);
    if (!record || record.status === ImportStatus.imported) {
      throw new NotFoundError(`No failed or running import has the path ${importPath}.`);
    }
    if (record.status === ImportStatus.running) {
      const ranFor = this.ctx.now().getTime() - Date.parse(record.startTime);
      if (ranFor <= RUNNING_RETRY_AFTER_MS) {
        throw new ConflictError("A running import can be retried once it has run for more than 900 seconds.");
      }
      this.worker.cancel(importPath);
      await this.queue.removeMessages(importPath);
    }
    await this.queue.deleteRecord(importPath);
    await this.enqueueNow(queueOfWebJob(record.webJob), importPath);
    return record;
  }

  /** POST /FailedImports/RetryAll: answers how many were retried. */
  async retryAll(): Promise<number> {
    const failed = await this.queue.records({ status: ImportStatus.error });
    for (const record of failed) {
      await this.queue.deleteRecord(record.importPath);
      await this.enqueueNow(queueOfWebJob(record.webJob), record.importPath);
    }
    return failed.length;
  }

  /** DELETE /FailedImports, /RunningImports: removes the record (a running job is stopped and rolled back). */
  async remove(status: ImportStatusValue, importPath: string): Promise<void> {
    const record = await this.queue.record(importPath);
    if (!record || record.status !== status) {
      const kind = status === ImportStatus.error ? "failed" : "running";
      throw new NotFoundError(`No ${kind} import has the path ${importPath}.`);
    }
    if (status === ImportStatus.running) {
      this.worker.cancel(importPath);
      await this.queue.removeMessages(importPath);
    }
    await this.queue.deleteRecord(importPath);
    publishImport(this.ctx, { kind: "removed", importPath, imoNumber: record.imoNumber });
  }

  /** Totals for the Import status page. */
  async totals(): Promise<{ logDataPoints: number; hoursSpent: number }> {
    const points = this.ctx.timeSeries ? (await this.ctx.timeSeries.totals()).points : 0;
    const ticks = await this.queue.importedTicks();
    return { logDataPoints: points, hoursSpent: ticks / TICKS_PER_MS / 3_600_000 };
  }

  /**
   * Deletes the packages kept longer than PACKAGE_RETENTION_DAYS (by upload day), except packages still
   * queued or being imported. Answers the import paths deleted.
   */
  async prunePackages(): Promise<string[]> {
    const keep = new Set<string>();
    for (const state of await this.queue.vesselStates()) {
      if (state.currentImport) keep.add(state.currentImport);
      for (const importPath of state.pendingImportPaths) keep.add(importPath);
    }
    const { DATA_DIR, PACKAGE_RETENTION_DAYS } = this.ctx.config;
    const deleted = await prunePackages(DATA_DIR, PACKAGE_RETENTION_DAYS, this.ctx.now(), keep);
    if (deleted.length > 0) {
      this.ctx.logger.info("packages past their retention deleted", {
        count: deleted.length,
        retentionDays: PACKAGE_RETENTION_DAYS,
      });
    }
    return deleted;
  }

  /** Deletes an upload that was not accepted. */
  static async discard(file: string): Promise<void> {
    await rm(file, { force: true });
  }

  async close(): Promise<void> {
    await this.worker.stop();
    await this.queue.close();
  }
}
