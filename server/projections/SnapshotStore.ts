export interface Snapshot {
  /** The projection's fold version the state was built with. */
  version: number;
  /** Global position of the last event folded into the state. */
  position: number;
  state: unknown;
}

/** Where projection checkpoints (state plus position) are kept between restarts. */
export interface SnapshotStore {
  load(name: string): Promise<Snapshot | null>;
  save(name: string, snapshot: Snapshot): Promise<void>;
  /** Forgets the named checkpoints. */
  clear(names: readonly string[]): Promise<void>;
  close(): Promise<void>;
}
