import { entryOf } from "../../../domain/shared/records.js";
import type { SnapshotStore } from "../../projections/SnapshotStore.js";

/**
 * Last activity per user (spec 1: the online indicator, 10 minutes; also the last use of a user's API
 * key). Activity is too frequent to be a domain event, so it lives in memory and is checkpointed beside
 * the projection snapshots, under its own name.
 */
export class ActivityTracker {
  private lastSeen: Record<string, string> = {};
  private dirty = false;

  constructor(
    private readonly snapshots: SnapshotStore,
    private readonly snapshotName = "user-activity",
  ) {}

  async load(): Promise<void> {
    const snapshot = await this.snapshots.load(this.snapshotName);
    if (snapshot) this.lastSeen = snapshot.state as Record<string, string>;
  }

  touch(userId: string, at: Date): void {
    this.lastSeen[userId] = at.toISOString();
    this.dirty = true;
  }

  lastActivity(userId: string): string | null {
    return entryOf(this.lastSeen, userId) ?? null;
  }

  isOnline(userId: string, now: Date, thresholdMinutes = 10): boolean {
    const last = entryOf(this.lastSeen, userId);
    return last !== undefined && now.getTime() - Date.parse(last) <= thresholdMinutes * 60_000;
  }

  /**
   * Checkpoints, merged with what is stored: several processes on one store each track their own
   * requests, so each save keeps the newer time per user from both (and learns the others' times).
   */
  async save(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    const stored = (await this.snapshots.load(this.snapshotName))?.state as
      | Record<string, string>
      | undefined;
    const merged: Record<string, string> = { ...stored };
    for (const [userId, at] of Object.entries(this.lastSeen)) {
      const other = entryOf(merged, userId);
      if (other === undefined || other < at) merged[userId] = at;
    }
    this.lastSeen = merged;
    await this.snapshots.save(this.snapshotName, { version: 1, position: 0, state: merged });
  }
}
