import { expect, test } from "@playwright/test";
import { rowWith } from "./adminSupport";
import { DEMO, signIn } from "./support";

const LATE = {
  announcementId: "late-announcement",
  title: "Dry-dock slots for the winter",
  announcementDetails: "Book your slot before December.",
  publishDate: "2026-11-01T08:00:00.000Z",
  isView: false,
};

test("an announcement loaded late waits until the dialog the user opened is closed", async ({ page }) => {
  // The sign-in's announcements answer arrives only once the user is busy in an edit dialog.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/v1/Announcement/GetByUser", async (route) => {
    await released;
    await route.fulfill({ json: [LATE] });
  });

  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/FleetOverview$/);
  // Inside the app (no reload): the popup is offered once per session, on its first load.
  await page.getByTestId("settings-menu-button").click();
  await page.getByTestId("settings-menu-button-menu").getByRole("menuitem", { name: "User List" }).click();
  await rowWith(page, "crew@nordicbulk.demo").getByTestId("user-row-edit").click();
  const dialog = page.getByTestId("user-dialog");
  const title = dialog.getByTestId("user-title");
  await expect(title).toBeVisible();
  await title.click();

  const answered = page.waitForResponse("**/api/v1/Announcement/GetByUser");
  release();
  await answered;
  // Time for a popup to open, were it going to: it must neither cover the dialog nor take its focus.
  await page.waitForTimeout(1_000);
  const popup = page.getByTestId("announcement-popup");
  await expect(popup).toBeHidden();
  await expect(title).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type(" (acting)");
  await expect(title).toHaveValue(/ \(acting\)$/);

  await dialog.getByTestId("user-cancel").click();
  await page.getByTestId("confirm-yes").click();
  await expect(dialog).toBeHidden();
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(LATE.title);
  await page.getByTestId("announcement-popup-close").click();
  await expect(popup).toBeHidden();
});
