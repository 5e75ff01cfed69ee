import type Database from "better-sqlite3";
import type {
  KeyedCheckpoint,
  KeyedRowStore,
  KeyPage,
  KeyRow,
  KeyWrite,
  PageRange,
} from "./KeyedRowStore.js";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rm_checkpoints (name TEXT PRIMARY KEY, version INTEGER NOT NULL, position INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS rm_keys (name TEXT NOT NULL, key TEXT NOT NULL, position INTEGER NOT NULL, stream_version INTEGER NOT NULL, PRIMARY KEY (name, key));
CREATE TABLE IF NOT EXISTS rm_parts (name TEXT NOT NULL, key TEXT NOT NULL, part TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (name, key, part));
CREATE TABLE IF NOT EXISTS rm_refs (name TEXT NOT NULL, ref TEXT NOT NULL, key TEXT NOT NULL, part TEXT NOT NULL, PRIMARY KEY (name, ref, key, part));
CREATE INDEX IF NOT EXISTS rm_refs_by_part ON rm_refs (name, key, part);
CREATE TABLE IF NOT EXISTS rm_index (name TEXT NOT NULL, key TEXT NOT NULL, part TEXT NOT NULL, ref TEXT NOT NULL, sort TEXT NOT NULL, PRIMARY KEY (name, key, part, ref));
CREATE INDEX IF NOT EXISTS rm_index_by_ref ON rm_index (name, ref, sort, key);
`;

/** Stored read models in the embedded SQLite database (the event store's file). */
export class SqliteKeyedRowStore implements KeyedRowStore {
  private readonly sql;

  constructor(private readonly db: Database.Database) {
    db.exec(SCHEMA);
    this.sql = {
      checkpoint: db.prepare("SELECT version, position FROM rm_checkpoints WHERE name = ?"),
      setCheckpoint: db.prepare(
        `INSERT INTO rm_checkpoints (name, version, position) VALUES (?, ?, ?)
         ON CONFLICT(name) DO UPDATE SET version = excluded.version, position = excluded.position`,
      ),
      advance: db.prepare("UPDATE rm_checkpoints SET position = max(position, ?) WHERE name = ?"),
      keyPosition: db.prepare("SELECT position FROM rm_keys WHERE name = ? AND key = ?").pluck(),
      keyRow: db.prepare("SELECT position, stream_version FROM rm_keys WHERE name = ? AND key = ?").raw(),
      setKey: db.prepare(
        `INSERT INTO rm_keys (name, key, position, stream_version) VALUES (?, ?, ?, ?)
         ON CONFLICT(name, key) DO UPDATE SET position = excluded.position, stream_version = excluded.stream_version`,
      ),
      parts: db.prepare("SELECT part, body FROM rm_parts WHERE name = ? AND key = ?").raw(),
      putPart: db.prepare(
        `INSERT INTO rm_parts (name, key, part, body) VALUES (?, ?, ?, ?)
         ON CONFLICT(name, key, part) DO UPDATE SET body = excluded.body`,
      ),
      deletePart: db.prepare("DELETE FROM rm_parts WHERE name = ? AND key = ? AND part = ?"),
      deleteKeyParts: db.prepare("DELETE FROM rm_parts WHERE name = ? AND key = ?"),
      putRef: db.prepare("INSERT OR IGNORE INTO rm_refs (name, ref, key, part) VALUES (?, ?, ?, ?)"),
      deletePartRefs: db.prepare("DELETE FROM rm_refs WHERE name = ? AND key = ? AND part = ?"),
      deleteKeyRefs: db.prepare("DELETE FROM rm_refs WHERE name = ? AND key = ?"),
      keysHolding: db.prepare("SELECT DISTINCT key FROM rm_refs WHERE name = ? AND ref = ?").pluck(),
      putEntry: db.prepare(
        "INSERT OR REPLACE INTO rm_index (name, key, part, ref, sort) VALUES (?, ?, ?, ?, ?)",
      ),
      deletePartEntries: db.prepare("DELETE FROM rm_index WHERE name = ? AND key = ? AND part = ?"),
      deleteKeyEntries: db.prepare("DELETE FROM rm_index WHERE name = ? AND key = ?"),
      // The refs come as one JSON array: any number of them in one prepared statement.
      page: db
        .prepare(
          `SELECT key, sort FROM rm_index WHERE name = ? AND ref IN (SELECT value FROM json_each(?))
           ORDER BY sort DESC, key LIMIT ? OFFSET ?`,
        )
        .raw(),
      count: db
        .prepare("SELECT count(*) FROM rm_index WHERE name = ? AND ref IN (SELECT value FROM json_each(?))")
        .pluck(),
    };
  }

  async checkpoint(name: string): Promise<KeyedCheckpoint | null> {
    return (this.sql.checkpoint.get(name) as KeyedCheckpoint | undefined) ?? null;
  }

  async reset(name: string, version: number): Promise<void> {
    this.db.transaction(() => this.resetRows(name, version)).immediate();
  }

  async resetUnlessAt(name: string, version: number): Promise<KeyedCheckpoint> {
    return this.db
      .transaction((): KeyedCheckpoint => {
        const current = this.sql.checkpoint.get(name) as KeyedCheckpoint | undefined;
        if (current?.version === version) return current;
        this.resetRows(name, version);
        return { version, position: 0 };
      })
      .immediate();
  }

  private resetRows(name: string, version: number): void {
    for (const table of ["rm_keys", "rm_parts", "rm_refs", "rm_index"])
      this.db.prepare(`DELETE FROM ${table} WHERE name = ?`).run(name);
    this.sql.setCheckpoint.run(name, version, 0);
  }

  async load(name: string, key: string): Promise<KeyRow | null> {
    const keyRow = this.sql.keyRow.get(name, key) as [number, number] | undefined;
    if (keyRow === undefined) return null;
    const [position, streamVersion] = keyRow;
    const rows = this.sql.parts.all(name, key) as [string, string][];
    return {
      position,
      streamVersion,
      parts: new Map(rows.map(([part, body]) => [part, JSON.parse(body)])),
      sizes: new Map(rows.map(([part, body]) => [part, body.length])),
    };
  }

  // In-process: no round trip to save, each key is read by the prepared statements of `load`.
  async loadMany(name: string, keys: readonly string[]): Promise<Map<string, KeyRow>> {
    const rows = new Map<string, KeyRow>();
    for (const key of new Set(keys)) {
      const row = await this.load(name, key);
      if (row) rows.set(key, row);
    }
    return rows;
  }

  async keysHolding(name: string, ref: string): Promise<string[]> {
    return this.sql.keysHolding.all(name, ref) as string[];
  }

  async page(name: string, refs: readonly string[], range: PageRange): Promise<KeyPage> {
    if (refs.length === 0) return { entries: [], total: 0 };
    const json = JSON.stringify(refs);
    const rows = this.sql.page.all(name, json, range.limit ?? -1, range.skip) as [string, string][];
    return {
      entries: rows.map(([key, sort]) => ({ key, sort })),
      total: this.sql.count.get(name, json) as number,
    };
  }

  async commit(name: string, writes: readonly KeyWrite[], checkpoint: number | null): Promise<void> {
    this.db
      .transaction(() => {
        for (const write of writes) this.write(name, write);
        if (checkpoint !== null) this.sql.advance.run(checkpoint, name);
      })
      .immediate();
  }

  private write(name: string, write: KeyWrite): void {
    const stored = (this.sql.keyPosition.get(name, write.key) as number | undefined) ?? 0;
    if (stored >= write.position) return;
    const whole = stored !== write.base;
    if (whole) {
      this.sql.deleteKeyParts.run(name, write.key);
      this.sql.deleteKeyRefs.run(name, write.key);
      this.sql.deleteKeyEntries.run(name, write.key);
    }
    for (const part of whole ? [] : write.deletes) {
      this.sql.deletePart.run(name, write.key, part);
      this.sql.deletePartRefs.run(name, write.key, part);
      this.sql.deletePartEntries.run(name, write.key, part);
    }
    const upserts = whole
      ? [...write.parts].map(([p, v]) => [p, JSON.stringify(v), v] as const)
      : write.upserts;
    // A key with no row has no parts, refs or entries to replace: a rebuild writes without deleting.
    const replaces = !whole && stored !== 0;
    for (const [part, body, value] of upserts) {
      this.sql.putPart.run(name, write.key, part, body);
      if (replaces) {
        this.sql.deletePartRefs.run(name, write.key, part);
        this.sql.deletePartEntries.run(name, write.key, part);
      }
      for (const ref of write.refsOf(part, value)) this.sql.putRef.run(name, ref, write.key, part);
      for (const { ref, sort } of write.indexOf?.(part, value) ?? [])
        this.sql.putEntry.run(name, write.key, part, ref, sort);
    }
    this.sql.setKey.run(name, write.key, write.position, write.streamVersion);
  }

  async close(): Promise<void> {}
}
