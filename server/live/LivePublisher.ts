export type LiveEventName = "announcements" | "alerts" | "imports";

/** Pushes to signed-in clients; with REDIS_URL the push reaches clients of every server process. */
export interface LivePublisher {
  toCompany(companyId: string, event: LiveEventName, payload: unknown): void;
  toEveryone(event: LiveEventName, payload: unknown): void;
  toUser(userId: string, event: LiveEventName, payload: unknown): void;
  toVessel(vesselId: string, event: LiveEventName, payload: unknown): void;
  /** Moves a user's open connections to the rooms of a company they now act for. */
  moveUser(
    userId: string,
    fromCompanyId: string | null,
    toCompanyId: string | null,
    vesselIds: string[],
  ): void;
}

export const rooms = {
  everyone: "everyone",
  company: (id: string) => `company:${id}`,
  user: (id: string) => `user:${id}`,
  vessel: (id: string) => `vessel:${id}`,
};
