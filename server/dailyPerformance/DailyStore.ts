/**
 * The daily performance store (docs/architecture.md "Daily performance store"): per vessel and UTC day
 * the encoded day record (domain/performance/dailyRecord.ts) with the key of the inputs it was computed
 * from, its data-quality part (the Summary's fold, issue 32), and per vessel its status inputs and its status
 * summary (server/features/longTrends/statusStore.ts). Two adapters, SQLite (DATA_DIR/daily.db) and
 * PostgreSQL (tables dp_* in DATABASE_SCHEMA), one contract (tests/contract/dailyStore.test.ts).
 *
 * Writes are idempotent upserts guarded by `readAt`: a row is replaced only by one whose inputs were
 * read at the same time or later, so a slow writer that read the log data before an import finished
 * never overwrites the day the import recomputed after it. Several processes may write at once.
 */
export interface StoredDay {
  /** Midnight UTC, ms. */
  day: number;
  /** Key of the inputs (settings, feature mapping, exclusions, record version) the day was computed from. */
  key: string;
  /** When its log data was read (wall clock, ms). */
  readAt: number;
  data: Uint8Array;
}

export interface StoredStatus {
  vesselId: string;
  /** Key of the inputs it was computed from (server/features/longTrends/statusStore.ts). */
  key: string;
  readAt: number;
  /** JSON: the long-trend inputs of the status window, or the long trends the status reads. */
  data: string;
}

/** A vessel's data-quality part of one UTC day (domain/dataQuality/summaryDays.ts), JSON. */
export interface StoredQualityDay {
  vesselId: string;
  /** Midnight UTC, ms. */
  day: number;
  /** `model.data`: the mapped variables and ranges, then the day's data fingerprint (qualityDays.ts). */
  key: string;
  readAt: number;
  data: string;
}

export interface DailyStore {
  /** The stored days of a vessel in [fromDay, toDay), ascending. */
  readDays(vesselId: string, fromDay: number, toDay: number): Promise<StoredDay[]>;
  /** Day and key only (no data), ascending: what is stored and with which inputs. */
  readKeys(vesselId: string, fromDay: number, toDay: number): Promise<Array<{ day: number; key: string }>>;
  /** Inserts or replaces days (a stored row with a later readAt is kept). */
  writeDays(vesselId: string, days: readonly StoredDay[]): Promise<void>;
  /** Removes every stored day and the status of a vessel (a full rebuild). */
  clearVessel(vesselId: string): Promise<void>;
  /** Removes a vessel's status inputs and summary: its next read recomputes them. */
  dropStatus(vesselId: string): Promise<void>;
  /** Vessels with at least one stored day. */
  vessels(): Promise<string[]>;
  readStatuses(vesselIds: readonly string[]): Promise<Map<string, StoredStatus>>;
  /** Inserts or replaces a status (a stored one with a later readAt is kept). */
  writeStatus(status: StoredStatus): Promise<void>;
  /** The small status summaries (what GET /Vessels reads), one row per vessel. */
  readSummaries(vesselIds: readonly string[]): Promise<Map<string, StoredStatus>>;
  /** Inserts or replaces a summary, with writeStatus's guard. */
  writeSummary(summary: StoredStatus): Promise<void>;
  /** The data-quality days of the vessels in [fromDay, toDay), by vessel then day (one read). */
  readQualityDays(vesselIds: readonly string[], fromDay: number, toDay: number): Promise<StoredQualityDay[]>;
  /** The data-quality days' keys only (no data), by vessel then day (one read): which parts a reader holds. */
  readQualityKeys(
    vesselIds: readonly string[],
    fromDay: number,
    toDay: number,
  ): Promise<Array<Omit<StoredQualityDay, "data" | "readAt">>>;
  /** Inserts or replaces data-quality days, with writeDays's guard. */
  writeQualityDays(days: readonly StoredQualityDay[]): Promise<void>;
  /** Removes a vessel's data-quality days: the Summary computes them again when it needs them. */
  dropQualityDays(vesselId: string): Promise<void>;
  close(): Promise<void>;
}
