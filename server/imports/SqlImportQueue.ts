import type {
  ImportQueue,
  ImportRecord,
  ImportStatusValue,
  QueueMessage,
  QueueName,
  RecordFilter,
  VesselImportState,
  WebJob,
} from "./ImportQueue.js";
import type { SqlDriver, SqlValue } from "./sqlDriver.js";

interface RecordRow {
  import_path: string;
  zip_path: string;
  imo_number: string;
  status: number;
  web_job: string;
  timestamp: string;
  start_time: string;
  import_duration: number | string;
  error_message: string | null;
  stack_trace: string | null;
  import_statistics: string;
  progress: number;
  partition_key: string;
}

interface MessageRow {
  id: number | string;
  queue: string;
  import_path: string;
  imo_number: string;
  enqueued_at: string;
}

const toRecord = (row: RecordRow): ImportRecord => ({
  importPath: row.import_path,
  zipPath: row.zip_path,
  imoNumber: row.imo_number,
  status: row.status as ImportStatusValue,
  webJob: row.web_job as WebJob,
  timestamp: row.timestamp,
  startTime: row.start_time,
  importDuration: Number(row.import_duration),
  errorMessage: row.error_message,
  stackTrace: row.stack_trace,
  importStatistics: JSON.parse(row.import_statistics),
  progress: row.progress,
  partitionKey: row.partition_key,
});

const toMessage = (row: MessageRow): QueueMessage => ({
  id: Number(row.id),
  queue: row.queue as QueueName,
  importPath: row.import_path,
  imoNumber: row.imo_number,
  enqueuedAt: row.enqueued_at,
});

const RECORD_COLUMNS =
  "import_path, zip_path, imo_number, status, web_job, timestamp, start_time, import_duration, error_message, stack_trace, import_statistics, progress, partition_key";
const MESSAGE_COLUMNS = "id, queue, import_path, imo_number, enqueued_at";

/**
 * The import queues, records and vessel import states in three tables, on SQLite or PostgreSQL. Times are
 * ISO strings (they sort as text); a claim is a lease so a message of a dead worker comes back.
 */
export class SqlImportQueue implements ImportQueue {
  private readonly queueTable: string;
  private readonly recordTable: string;
  private readonly stateTable: string;

  private constructor(
    private readonly db: SqlDriver,
    schema: string | null,
  ) {
    const name = (table: string) => (schema ? `"${schema}".${table}` : table);
    this.queueTable = name("import_queue");
    this.recordTable = name("import_records");
    this.stateTable = name("vessel_import_states");
  }

  /** Creates the tables when missing; `schema` qualifies them on PostgreSQL. */
  static async open(db: SqlDriver, schema: string | null = null): Promise<SqlImportQueue> {
    const queue = new SqlImportQueue(db, db.dialect === "postgres" ? schema : null);
    await queue.createTables();
    return queue;
  }

  private async createTables(): Promise<void> {
    const id = this.db.dialect === "postgres" ? "BIGSERIAL PRIMARY KEY" : "INTEGER PRIMARY KEY AUTOINCREMENT";
    const statements = [
      `CREATE TABLE IF NOT EXISTS ${this.queueTable} (
        id ${id}, queue TEXT NOT NULL, import_path TEXT NOT NULL, imo_number TEXT NOT NULL,
        enqueued_at TEXT NOT NULL, claimed_by TEXT, lease_until TEXT)`,
      `CREATE INDEX IF NOT EXISTS import_queue_by_queue ON ${this.queueTable} (queue, id)`,
      `CREATE TABLE IF NOT EXISTS ${this.recordTable} (
        import_path TEXT PRIMARY KEY, zip_path TEXT NOT NULL, imo_number TEXT NOT NULL, status INTEGER NOT NULL,
        web_job TEXT NOT NULL, timestamp TEXT NOT NULL, start_time TEXT NOT NULL, import_duration BIGINT NOT NULL,
        error_message TEXT, stack_trace TEXT, import_statistics TEXT NOT NULL, progress INTEGER NOT NULL,
        partition_key TEXT NOT NULL)`,
      `CREATE INDEX IF NOT EXISTS import_records_by_day ON ${this.recordTable} (status, partition_key)`,
      `CREATE TABLE IF NOT EXISTS ${this.stateTable} (
        imo_number TEXT PRIMARY KEY, current_import TEXT, current_import_set_at TEXT, last_export_date TEXT)`,
    ];
    await this.db.transaction(async (tx) => {
      for (const sql of statements) await tx.run(sql);
    });
  }

  async enqueue(queue: QueueName, importPath: string, imoNumber: string, at: Date): Promise<void> {
    await this.enqueueWith(this.db, queue, importPath, imoNumber, at);
  }

  private enqueueWith(db: SqlDriver, queue: QueueName, importPath: string, imoNumber: string, at: Date) {
    return db.run(
      `INSERT INTO ${this.queueTable} (queue, import_path, imo_number, enqueued_at)
       SELECT ?, ?, ?, ? WHERE NOT EXISTS (
         SELECT 1 FROM ${this.queueTable} WHERE queue = ? AND import_path = ? AND claimed_by IS NULL)`,
      [queue, importPath, imoNumber, at.toISOString(), queue, importPath],
    );
  }

  async claim(
    queue: QueueName,
    workerId: string,
    at: Date,
    leaseUntil: Date,
    imoNumbers?: readonly string[],
  ): Promise<QueueMessage | null> {
    if (imoNumbers?.length === 0) return null;
    const lock = this.db.dialect === "postgres" ? "FOR UPDATE SKIP LOCKED" : "";
    const ofVessels = imoNumbers ? `AND imo_number IN (${imoNumbers.map(() => "?").join(", ")})` : "";
    const rows = await this.db.all<MessageRow>(
      `UPDATE ${this.queueTable} SET claimed_by = ?, lease_until = ?
       WHERE id = (SELECT id FROM ${this.queueTable}
                   WHERE queue = ? AND (claimed_by IS NULL OR lease_until < ?) ${ofVessels}
                   ORDER BY id LIMIT 1 ${lock})
       RETURNING ${MESSAGE_COLUMNS}`,
      [workerId, leaseUntil.toISOString(), queue, at.toISOString(), ...(imoNumbers ?? [])],
    );
    return rows[0] ? toMessage(rows[0]) : null;
  }

  async waitingImoNumbers(queue: QueueName, at: Date): Promise<string[]> {
    const rows = await this.db.all<{ imo_number: string }>(
      `SELECT imo_number, MIN(id) AS first FROM ${this.queueTable}
       WHERE queue = ? AND (claimed_by IS NULL OR lease_until < ?)
       GROUP BY imo_number ORDER BY first`,
      [queue, at.toISOString()],
    );
    return rows.map((row) => row.imo_number);
  }

  async extendLease(messageId: number, workerId: string, leaseUntil: Date): Promise<boolean> {
    const changed = await this.db.run(
      `UPDATE ${this.queueTable} SET lease_until = ? WHERE id = ? AND claimed_by = ?`,
      [leaseUntil.toISOString(), messageId, workerId],
    );
    return changed > 0;
  }

  async releaseClaim(messageId: number): Promise<void> {
    await this.db.run(`UPDATE ${this.queueTable} SET claimed_by = NULL, lease_until = NULL WHERE id = ?`, [
      messageId,
    ]);
  }

  async claimHolders(at: Date): Promise<string[]> {
    const rows = await this.db.all<{ claimed_by: string }>(
      `SELECT DISTINCT claimed_by FROM ${this.queueTable} WHERE claimed_by IS NOT NULL AND lease_until >= ?`,
      [at.toISOString()],
    );
    return rows.map((row) => row.claimed_by);
  }

  releaseClaimsOf(workerId: string): Promise<number> {
    return this.db.run(
      `UPDATE ${this.queueTable} SET claimed_by = NULL, lease_until = NULL WHERE claimed_by = ?`,
      [workerId],
    );
  }

  releaseAllClaims(): Promise<number> {
    return this.db.run(
      `UPDATE ${this.queueTable} SET claimed_by = NULL, lease_until = NULL WHERE claimed_by IS NOT NULL`,
    );
  }

  async length(queue: QueueName): Promise<number> {
    const rows = await this.db.all<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM ${this.queueTable} WHERE queue = ?`,
      [queue],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async removeMessages(importPath: string): Promise<void> {
    await this.db.run(`DELETE FROM ${this.queueTable} WHERE import_path = ?`, [importPath]);
  }

  async saveRecord(record: ImportRecord): Promise<void> {
    await this.saveRecordWith(this.db, record);
  }

  async saveProgress(importPath: string, progress: number): Promise<void> {
    await this.db.run(`UPDATE ${this.recordTable} SET progress = ? WHERE import_path = ? AND status = 2`, [
      progress,
      importPath,
    ]);
  }

  private saveRecordWith(db: SqlDriver, r: ImportRecord) {
    const values: SqlValue[] = [
      r.importPath,
      r.zipPath,
      r.imoNumber,
      r.status,
      r.webJob,
      r.timestamp,
      r.startTime,
      r.importDuration,
      r.errorMessage,
      r.stackTrace,
      JSON.stringify(r.importStatistics),
      r.progress,
      r.partitionKey,
    ];
    const updates = RECORD_COLUMNS.split(", ")
      .slice(1)
      .map((column) => `${column} = excluded.${column}`)
      .join(", ");
    return db.run(
      `INSERT INTO ${this.recordTable} (${RECORD_COLUMNS}) VALUES (${values.map(() => "?").join(", ")})
       ON CONFLICT (import_path) DO UPDATE SET ${updates}`,
      values,
    );
  }

  async record(importPath: string): Promise<ImportRecord | null> {
    const rows = await this.db.all<RecordRow>(
      `SELECT ${RECORD_COLUMNS} FROM ${this.recordTable} WHERE import_path = ?`,
      [importPath],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async records(filter: RecordFilter): Promise<ImportRecord[]> {
    const where: string[] = [];
    const params: SqlValue[] = [];
    if (filter.status !== undefined) {
      where.push("status = ?");
      params.push(filter.status);
    }
    if (filter.partitionKey !== undefined) {
      where.push("partition_key = ?");
      params.push(filter.partitionKey);
    }
    if (filter.fromPartitionKey !== undefined) {
      where.push("partition_key >= ?");
      params.push(filter.fromPartitionKey);
    }
    const rows = await this.db.all<RecordRow>(
      `SELECT ${RECORD_COLUMNS} FROM ${this.recordTable}
       ${where.length > 0 ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY timestamp DESC, import_path`,
      params,
    );
    return rows.map(toRecord);
  }

  async deleteRecord(importPath: string): Promise<boolean> {
    return (await this.db.run(`DELETE FROM ${this.recordTable} WHERE import_path = ?`, [importPath])) > 0;
  }

  async importedTicks(): Promise<number> {
    const rows = await this.db.all<{ ticks: number | string | null }>(
      `SELECT SUM(import_duration) AS ticks FROM ${this.recordTable} WHERE status = 0`,
    );
    return Number(rows[0]?.ticks ?? 0);
  }

  async finishJob(job: {
    message: QueueMessage;
    record: ImportRecord | null;
    lastExportDate: string | null;
    next?: { queue: QueueName; at: Date };
  }): Promise<void> {
    const { message } = job;
    await this.db.transaction(async (tx) => {
      if (job.record) await this.saveRecordWith(tx, job.record);
      else await tx.run(`DELETE FROM ${this.recordTable} WHERE import_path = ?`, [message.importPath]);
      await tx.run(`DELETE FROM ${this.queueTable} WHERE id = ?`, [message.id]);
      await tx.run(
        `UPDATE ${this.stateTable} SET current_import = NULL, current_import_set_at = NULL
         WHERE imo_number = ? AND current_import = ?`,
        [message.imoNumber, message.importPath],
      );
      if (job.lastExportDate) {
        await tx.run(
          `INSERT INTO ${this.stateTable} (imo_number, last_export_date) VALUES (?, ?)
           ON CONFLICT (imo_number) DO UPDATE SET last_export_date = CASE
             WHEN ${this.stateTable}.last_export_date IS NULL
               OR ${this.stateTable}.last_export_date < excluded.last_export_date
             THEN excluded.last_export_date ELSE ${this.stateTable}.last_export_date END`,
          [message.imoNumber, job.lastExportDate],
        );
      }
      if (job.next) {
        await this.enqueueWith(tx, job.next.queue, message.importPath, message.imoNumber, job.next.at);
      }
    });
  }

  async clearCurrentImport(imoNumber: string, importPath: string): Promise<void> {
    await this.db.run(
      `UPDATE ${this.stateTable} SET current_import = NULL, current_import_set_at = NULL
       WHERE imo_number = ? AND current_import = ?`,
      [imoNumber, importPath],
    );
  }

  async setCurrentImport(imoNumber: string, importPath: string | null, at: Date): Promise<void> {
    await this.db.run(
      `INSERT INTO ${this.stateTable} (imo_number, current_import, current_import_set_at) VALUES (?, ?, ?)
       ON CONFLICT (imo_number) DO UPDATE SET current_import = excluded.current_import,
         current_import_set_at = excluded.current_import_set_at`,
      [imoNumber, importPath, importPath ? at.toISOString() : null],
    );
  }

  async lastExportDates(): Promise<Map<string, string>> {
    const rows = await this.db.all<{ imo_number: string; last_export_date: string }>(
      `SELECT imo_number, last_export_date FROM ${this.stateTable} WHERE last_export_date IS NOT NULL`,
    );
    return new Map(rows.map((row) => [row.imo_number, row.last_export_date]));
  }

  async vesselStates(imoNumbers?: readonly string[]): Promise<VesselImportState[]> {
    const states = await this.db.all<{
      imo_number: string;
      current_import: string | null;
      current_import_set_at: string | null;
      last_export_date: string | null;
    }>(`SELECT imo_number, current_import, current_import_set_at, last_export_date FROM ${this.stateTable}`);
    const messages = await this.db.all<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM ${this.queueTable} ORDER BY id`,
    );
    const byImo = new Map<string, VesselImportState>();
    const stateOf = (imoNumber: string): VesselImportState => {
      let state = byImo.get(imoNumber);
      if (!state) {
        state = {
          imoNumber,
          currentImport: null,
          currentImportSetAt: null,
          pendingImportPaths: [],
          lastExportDate: null,
        };
        byImo.set(imoNumber, state);
      }
      return state;
    };
    for (const row of states) {
      Object.assign(stateOf(row.imo_number), {
        currentImport: row.current_import,
        currentImportSetAt: row.current_import_set_at,
        lastExportDate: row.last_export_date,
      });
    }
    for (const message of messages) {
      const state = stateOf(message.imo_number);
      if (
        message.import_path !== state.currentImport &&
        !state.pendingImportPaths.includes(message.import_path)
      ) {
        state.pendingImportPaths.push(message.import_path);
      }
    }
    const wanted = imoNumbers ? new Set(imoNumbers) : null;
    return [...byImo.values()]
      .filter((s) => !wanted || wanted.has(s.imoNumber))
      .sort((a, b) => a.imoNumber.localeCompare(b.imoNumber));
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
