/** Announcement administration texts (spec 1 §8 where given). */
export const announcementMessages = {
  titleRequired: "Title is required",
  detailsRequired: "Details are required",
  addFailed: "Failed to add new announcement",
  deleteFailed: "Failed to delete announcement",
  sendFailed: "Failed to send email",
  sent: (count: number) => `E-mail sent to ${count} online user${count === 1 ? "" : "s"}`,
  created: "Announcement published",
  deleted: "Announcement deleted",
  confirmDelete: (title: string) => `Do you really want to delete the announcement "${title}"?`,
  empty: "No announcements",
  allCompanies: "All companies",
} as const;
