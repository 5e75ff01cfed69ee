import { expect, test } from "@playwright/test";
import { openAdminScreen, rowWith, unique } from "./adminSupport";
import { DEMO, dismissAnnouncementPopup, signIn } from "./support";

/** Issue 10, point 24: the smaller shell and administration defects. */

test("top-bar menu entries are real links: middle-click opens the page in a new tab", async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/FleetOverview$/);
  await dismissAnnouncementPopup(page);
  await page.getByTestId("settings-menu-button").click();
  const users = page
    .getByTestId("settings-menu-button-menu")
    .getByRole("menuitem", { name: "User List" })
    .locator("a");
  await expect(users).toHaveAttribute("href", "/Settings/UserList");
  const [tab] = await Promise.all([context.waitForEvent("page"), users.click({ button: "middle" })]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe("/Settings/UserList");
  await tab.close();
  // A plain click still navigates inside the app.
  await users.click();
  await expect(page).toHaveURL(/\/Settings\/UserList$/);
  for (const menu of ["help-menu-button"]) {
    await page.getByTestId(menu).click();
    const hrefs = await page
      .getByTestId(`${menu}-menu`)
      .getByRole("menuitem")
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs).not.toContain("#");
    await page.keyboard.press("Escape");
  }
});

test("a list that failed to load says so, distinct from an empty list", async ({ page }) => {
  await openAdminScreen(page, DEMO.admin, "/FleetOverview");
  await page.route("**/api/v1/Users", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"An error occurred"}' }),
  );
  await page.goto("/Settings/UserList");
  const list = page.getByTestId("user-list");
  await expect(list).toContainText("The users could not be loaded");
  await expect(list).not.toContainText("No users exist");
  await expect(page.getByTestId("list-load-retry")).toBeVisible();
  await page.unroute("**/api/v1/Users");
  await page.getByTestId("list-load-retry").click();
  await expect(rowWith(page, DEMO.crew.email)).toBeVisible();
});

test("Archive and Unassign ask first; Cancel changes nothing", async ({ page }) => {
  await openAdminScreen(page, DEMO.admin, "/Settings/ManageVessels");
  await page.getByTestId("vessel-tab-assigned").click();
  const row = rowWith(page, "Nordic Skagen");
  for (const action of ["archive", "unassign"]) {
    await row.getByTestId(`vessel-row-${action}`).click();
    await expect(page.getByTestId("confirm-message")).toContainText("Nordic Skagen");
    await page.getByTestId("confirm-no").click();
    await expect(page.getByTestId("confirm-dialog")).toBeHidden();
    await expect(row).toBeVisible();
  }
});

test("closing a dialog returns the focus to the button that opened it", async ({ page }) => {
  await openAdminScreen(page, DEMO.admin, "/Settings/UserList");
  const edit = rowWith(page, DEMO.crew.email).getByTestId("user-row-edit");
  await edit.click();
  await expect(page.getByTestId("user-dialog")).toBeVisible();
  await page.getByTestId("user-cancel").click();
  await expect(page.getByTestId("user-dialog")).toBeHidden();
  await expect(edit).toBeFocused();
  await edit.press("Enter");
  await expect(page.getByTestId("user-dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("user-dialog")).toBeHidden();
  await expect(edit).toBeFocused();
});

test("features read as words, not identifiers", async ({ page }) => {
  await openAdminScreen(page, DEMO.admin, "/Settings/ManageVessels");
  await page.getByTestId("vessel-tab-assigned").click();
  await rowWith(page, "Nordic Aurora").getByTestId("vessel-row-edit").click();
  const features = page.getByTestId("vessel-features");
  await expect(features).toContainText("Long Trend");
  await expect(features).toContainText("Charter Party");
  await expect(features).not.toContainText("LongTrend");
});

test("sending an announcement by e-mail asks first and shows when it was last sent", async ({
  page,
  request,
}) => {
  await openAdminScreen(page, DEMO.admin, "/Settings/Announcement");
  const title = unique("E2E mail");
  await page.getByTestId("announcement-title").fill(title);
  await page.getByTestId("announcement-details").fill("Mail me.");
  await page.getByTestId("announcement-publish").click();
  const row = rowWith(page, title);
  await expect(row.getByTestId("announcement-last-mailed")).toHaveText("Never");
  await dismissAnnouncementPopup(page);
  const crewSignIn = await request.post("/api/v1/Authenticate", {
    data: { username: DEMO.crew.email, password: DEMO.crew.password },
  });
  expect(crewSignIn.status()).toBe(200);

  await row.getByTestId("announcement-row-send").click();
  await expect(page.getByTestId("confirm-message")).toContainText(title);
  await page.getByTestId("confirm-no").click();
  await expect(row.getByTestId("announcement-last-mailed")).toHaveText("Never");
  await row.getByTestId("announcement-row-send").click();
  await page.getByTestId("confirm-yes").click();
  await expect(page.getByTestId("snackbar")).toContainText(/E-mail sent to [1-9]\d* online users?/);
  await expect(row.getByTestId("announcement-last-mailed")).toHaveText(/\d{2}\. \w{3}, \d{4} \d\d:\d\d/);
});
