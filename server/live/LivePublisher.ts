export type LiveEventName = "announcements" | "alerts" | "imports" | "notes" | "vesselFiles";

/**
 * The read (path under /api/v1) whose answer each channel's pushes change. A socket gets a channel's
 * pushes only while its user may call that read (`mayCall`, the check requests pass), besides seeing
 * the vessel or company the push is for (its rooms).
 */
export const LIVE_READS: Readonly<Record<LiveEventName, string>> = {
  announcements: "/Announcement/GetByUser",
  alerts: "/Incidents/Find",
  imports: "/LogData/LastReceived",
  notes: "/Notes",
  vesselFiles: "/VesselFiles",
};

/**
 * Pushes to signed-in clients; with REDIS_URL the push reaches clients of every server process.
 * Rooms are kept in step with what each socket's user may see (see LiveChannel), so a push only
 * reaches users entitled to it: sockets in the vessel's, company's or user's room, except those in the
 * channel's `unreadable` room.
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
}

export const rooms = {
  everyone: "everyone",
  administrators: "role:Administrator",
  company: (id: string) => `company:${id}`,
  user: (id: string) => `user:${id}`,
  vessel: (id: string) => `vessel:${id}`,
  /** Sockets whose user may not call the channel's read (LIVE_READS); every push of it skips them. */
  unreadable: (event: LiveEventName) => `unreadable:${event}`,
};
