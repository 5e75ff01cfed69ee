import type Database from "better-sqlite3";
import type { Snapshot, SnapshotStore } from "./SnapshotStore.js";

export class SqliteSnapshotStore implements SnapshotStore {
  constructor(private readonly db: Database.Database) {
    db.exec(`CREATE TABLE IF NOT EXISTS projection_snapshots (
      name TEXT PRIMARY KEY, version INTEGER NOT NULL, position INTEGER NOT NULL, state TEXT NOT NULL, saved_at TEXT NOT NULL)`);
  }

  async load(name: string): Promise<Snapshot | null> {
    const row = this.db
      .prepare("SELECT version, position, state FROM projection_snapshots WHERE name = ?")
      .get(name) as { version: number; position: number; state: string } | undefined;
    return row ? { version: row.version, position: row.position, state: JSON.parse(row.state) } : null;
  }

  async save(name: string, snapshot: Snapshot): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO projection_snapshots (name, version, position, state, saved_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(name) DO UPDATE SET version = excluded.version, position = excluded.position, state = excluded.state, saved_at = excluded.saved_at`,
      )
      .run(
        name,
        snapshot.version,
        snapshot.position,
        JSON.stringify(snapshot.state),
        new Date().toISOString(),
      );
  }

  async clear(names: readonly string[]): Promise<void> {
    const remove = this.db.prepare("DELETE FROM projection_snapshots WHERE name = ?");
    this.db.transaction(() => {
      for (const name of names) remove.run(name);
    })();
  }

  async close(): Promise<void> {}
}
