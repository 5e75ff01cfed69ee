/** An announcement for the caller's company (GET /Announcement/GetByUser). */
export interface Announcement {
  announcementId: string;
  title: string;
  announcementDetails: string;
  publishDate: string;
  /** Read flag: true once read (and archived). */
  isView: boolean;
}

/** Item of POST /Announcement/ReadByUser. */
export interface AnnouncementReadItem {
  UserEmail: string;
  CompanyId: string;
  AnnouncementId: string;
}

/** Payload of the live `announcements` event. */
export type AnnouncementLiveEvent =
  | { kind: "created"; announcement: Announcement }
  | { kind: "deleted"; announcementId: string };
