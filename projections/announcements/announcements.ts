import { entryOf } from "../../domain/shared/records.js";
import { type Projection, updateEntry, withEntry } from "../projection.js";

export interface AnnouncementView {
  announcementId: string;
  title: string;
  announcementDetails: string;
  /** Null: addressed to every company. */
  companyId: string | null;
  publishDate: string;
  deleted: boolean;
  /** When it was last e-mailed to the users online then, or null. */
  lastEmailedDate: string | null;
}

export interface AnnouncementsState {
  byId: Record<string, AnnouncementView>;
  /** userId → announcement ids that user has read. */
  readByUser: Record<string, Record<string, true>>;
}

export const announcementsProjection: Projection<AnnouncementsState> = {
  name: "announcements",
  version: 2,
  initialState: () => ({ byId: {}, readByUser: {} }),
  evolve(state, event) {
    switch (event.type) {
      case "AnnouncementPublished":
        return {
          ...state,
          byId: withEntry<AnnouncementView>(state.byId, event.data.announcementId, {
            ...event.data,
            deleted: false,
            lastEmailedDate: null,
          }),
        };
      case "AnnouncementDeleted":
        return {
          ...state,
          byId: updateEntry(state.byId, event.data.announcementId, (a) => ({ ...a, deleted: true })),
        };
      case "AnnouncementMailedToOnlineUsers":
        return {
          ...state,
          byId: updateEntry(state.byId, event.data.announcementId, (a) => ({
            ...a,
            lastEmailedDate: event.metadata.recordedAt,
          })),
        };
      case "AnnouncementRead": {
        const { userId, announcementId } = event.data;
        const read = withEntry<true>(entryOf(state.readByUser, userId) ?? {}, announcementId, true);
        return { ...state, readByUser: withEntry(state.readByUser, userId, read) };
      }
      default:
        return state;
    }
  },
};

export interface UserAnnouncement {
  announcementId: string;
  title: string;
  announcementDetails: string;
  publishDate: string;
  isView: boolean;
}

/** Announcements addressed to a company (or to everyone), newest first, with the user's read flag. */
export function announcementsForUser(
  state: AnnouncementsState,
  userId: string,
  companyId: string | null,
): UserAnnouncement[] {
  const read = entryOf(state.readByUser, userId) ?? {};
  return Object.values(state.byId)
    .filter((a) => !a.deleted && (a.companyId === null || a.companyId === companyId))
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate))
    .map(({ announcementId, title, announcementDetails, publishDate }) => ({
      announcementId,
      title,
      announcementDetails,
      publishDate,
      isView: read[announcementId] === true,
    }));
}
