export type LiveEventName = "announcements" | "alerts" | "imports" | "notes" | "vesselFiles";

/**
 * Pushes to signed-in clients; with REDIS_URL the push reaches clients of every server process.
 * Rooms are kept in step with what each socket's user may see (see LiveChannel), so a push only
 * reaches users entitled to it.
 */
export interface LivePublisher {
  toCompany(companyId: string, event: LiveEventName, payload: unknown): void;
  toEveryone(event: LiveEventName, payload: unknown): void;
  toUser(userId: string, event: LiveEventName, payload: unknown): void;
  /** Every provider administrator, whichever company they act for. */
  toAdministrators(event: LiveEventName, payload: unknown): void;
  /** Users who may see the vessel now; `exceptAdministrators` when they get their own version of it. */
  toVessel(
    vesselId: string,
    event: LiveEventName,
    payload: unknown,
    options?: { exceptAdministrators?: boolean },
  ): void;
  /**
   * Tells the other server processes (not clients) something their in-memory state should follow, such as
   * a vessel's newest imported data time. Through Redis; without REDIS_URL there are no other processes.
   */
  toOtherProcesses?(name: ProcessMessageName, payload: unknown): void;
  /** Listens to what other processes tell (toOtherProcesses). */
  onOtherProcesses?(name: ProcessMessageName, listener: (payload: unknown) => void): void;
}

export type ProcessMessageName = "imported";

export const rooms = {
  everyone: "everyone",
  administrators: "role:Administrator",
  company: (id: string) => `company:${id}`,
  user: (id: string) => `user:${id}`,
  vessel: (id: string) => `vessel:${id}`,
};
