import { expect, test } from "@playwright/test";
import { openAdminScreen, rowWith, unique } from "./adminSupport";
import { DEMO, dismissAnnouncementPopup } from "./support";

for (const who of [DEMO.admin, DEMO.superUser]) {
  test(`${who.email} adds, manages, renames and deletes a vessel access group`, async ({ page }) => {
    await openAdminScreen(page, who, "/Settings/VesselAccessControl");
    await expect(page.getByTestId("access-group-list")).toBeVisible();

    await page.getByTestId("access-group-add").click();
    await page.getByTestId("access-group-name").fill("x");
    await page.getByTestId("access-group-name").fill("");
    await expect(page.getByTestId("access-group-name-error")).toBeVisible();
    const name = unique("E2E Group");
    await page.getByTestId("access-group-name").fill(name);
    await page.getByTestId("access-group-save").click();
    await expect(rowWith(page, name)).toBeVisible();

    await rowWith(page, name).getByTestId("access-group-row-manage").click();
    await page.getByTestId("access-group-vessels-choice").click();
    await page.getByRole("listbox").getByRole("option").first().click();
    await page.getByTestId("access-group-vessels-add").click();
    await expect(page.getByTestId("access-group-vessels-item")).toHaveCount(1);
    await page.getByTestId("access-group-vessels-remove").click();
    await expect(page.getByTestId("access-group-vessels-item")).toHaveCount(0);
    await page.getByTestId("access-group-back").click();

    const renamed = `${name} R`;
    await rowWith(page, name).getByTestId("access-group-row-rename").click();
    await page.getByTestId("access-group-name").fill(renamed);
    await page.getByTestId("access-group-save").click();
    await expect(rowWith(page, renamed)).toBeVisible();

    await rowWith(page, renamed).getByTestId("access-group-row-delete").click();
    await page.getByTestId("confirm-yes").click();
    await expect(rowWith(page, renamed)).toHaveCount(0);
  });

  test(`${who.email} creates a vessel group, moves a vessel in and out, and deletes it`, async ({ page }) => {
    await openAdminScreen(page, who, "/Settings/VesselGroups");
    await page.getByTestId("vessel-group-add").click();
    await page.getByTestId("vessel-group-name").fill("x");
    await page.getByTestId("vessel-group-name").fill("");
    await expect(page.getByTestId("vessel-group-name-error")).toHaveText(
      "Please enter a name for the vessel group.",
    );
    await page.getByTestId("vessel-group-name").fill("A name longer than fifteen");
    await expect(page.getByTestId("vessel-group-name")).toHaveValue("A name longer t");
    const name = unique("G");
    await page.getByTestId("vessel-group-name").fill(name);
    await page.getByTestId("vessel-group-save").click();
    const group = page.getByTestId("vessel-group-item").filter({ hasText: name });
    await group.click();
    await page.getByTestId("vessel-group-available-item").first().click();
    await expect(page.getByTestId("vessel-group-member")).toHaveCount(1);
    await page.getByTestId("vessel-group-member").first().click();
    await expect(page.getByTestId("vessel-group-member")).toHaveCount(0);
    await group.getByTestId("vessel-group-delete").click();
    await expect(page.getByTestId("confirm-message")).toHaveText(
      "Are you sure you want to delete this vessel group?",
    );
    await page.getByTestId("confirm-yes").click();
    await expect(group).toHaveCount(0);
  });
}

test("an administrator publishes, e-mails and deletes an announcement", async ({ page, request }) => {
  await openAdminScreen(page, DEMO.admin, "/Settings/Announcement");
  await page.getByTestId("announcement-publish").click();
  await expect(page.getByTestId("announcement-title-error")).toBeVisible();
  const title = unique("E2E notice");
  await page.getByTestId("announcement-title").fill(title);
  await page.getByTestId("announcement-details").fill("Dry dock schedule updated.");
  await page.getByTestId("announcement-publish").click();
  await expect(rowWith(page, title)).toBeVisible();
  await dismissAnnouncementPopup(page);
  // The crew member signing in elsewhere (its own request context, so the administrator's browser
  // session cookie stays) makes at least one user of the addressed companies online.
  const crewSignIn = await request.post("/api/v1/Authenticate", {
    data: { username: DEMO.crew.email, password: DEMO.crew.password },
  });
  expect(crewSignIn.status()).toBe(200);
  await rowWith(page, title).getByTestId("announcement-row-send").click();
  await page.getByTestId("confirm-yes").click();
  await expect(page.getByTestId("snackbar")).toContainText(/E-mail sent to [1-9]\d* online users?/);
  await rowWith(page, title).getByTestId("announcement-row-delete").click();
  await page.getByTestId("confirm-yes").click();
  await expect(rowWith(page, title)).toHaveCount(0);
});
