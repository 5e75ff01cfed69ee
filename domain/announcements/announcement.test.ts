import { describe, expect, it } from "vitest";
import { announcementAggregate, deleteAnnouncement, recordAnnouncementMailed } from "./announcement.js";

describe("announcement mailing", () => {
  const published = announcementAggregate.evolve(announcementAggregate.initialState, {
    type: "AnnouncementPublished",
    data: { announcementId: "a", title: "T", announcementDetails: "D", companyId: null, publishDate: "2024" },
  });

  it("records who got it, nothing when nobody is online, and refuses a deleted one", () => {
    expect(recordAnnouncementMailed(published, { announcementId: "a", userIds: ["u"] })).toHaveLength(1);
    expect(recordAnnouncementMailed(published, { announcementId: "a", userIds: [] })).toEqual([]);
    const deleted = announcementAggregate.evolve(
      published,
      deleteAnnouncement(published, { announcementId: "a" })[0]!,
    );
    expect(() => recordAnnouncementMailed(deleted, { announcementId: "a", userIds: ["u"] })).toThrow();
  });
});
