import { expect, test } from "@playwright/test";
import { openAdminScreen, rowWith, unique } from "./adminSupport";
import { DEMO } from "./support";

test("an administrator adds, edits, archives and deletes a vessel", async ({ page }) => {
  await openAdminScreen(page, DEMO.admin, "/Settings/ManageVessels");
  await expect(page.getByTestId("vessel-table-unassigned")).toBeVisible();

  await page.getByTestId("vessel-tab-editor").click();
  await page.getByTestId("vessel-name").fill("A vessel name that is much too long");
  await expect(page.getByTestId("vessel-name-error")).toHaveText(
    "Vessel name may not be longer than 30 characters",
  );
  await page.getByTestId("vessel-imoNumber").fill("12345678");
  await expect(page.getByTestId("vessel-imoNumber-error")).toHaveText("Imo number must be a 7 digit number");
  await page.getByTestId("vessel-draftMean").fill("26");
  await expect(page.getByTestId("vessel-draftMean-error")).toHaveText(
    "The Draft field must be between 0 and 25",
  );
  await page.getByTestId("vessel-create").click();
  await expect(page.getByTestId("vessel-maxContinuousRating-error")).toHaveText(
    "The Max Continuous Rating field is required",
  );
  await expect(page.getByTestId("vessel-name-error")).toBeVisible();

  const name = unique("E2E Tern");
  const imo = String(Date.now()).slice(-7);
  await page.getByTestId("vessel-name").fill(name);
  await page.getByTestId("vessel-imoNumber").fill(imo);
  await page.getByTestId("vessel-draftMean").fill("11.5");
  await page.getByTestId("vessel-maxContinuousRating").fill("9000");
  await page.getByTestId("vessel-create").click();
  await expect(rowWith(page, name)).toBeVisible();
  await expect(rowWith(page, name)).toContainText(`IMO${imo.padStart(7, "0")}`);

  await rowWith(page, name).getByTestId("vessel-row-edit").click();
  await expect(page.getByTestId("vessel-imoNumber")).toBeDisabled();
  await page.getByTestId("vessel-draftMean").fill("12");
  await page.getByTestId("vessel-save").click();
  await expect(rowWith(page, name)).toBeVisible();

  await rowWith(page, name).getByTestId("vessel-row-archive").click();
  await page.getByTestId("confirm-yes").click();
  await page.getByTestId("vessel-tab-archived").click();
  await expect(rowWith(page, name)).toBeVisible();
  await rowWith(page, name).getByTestId("vessel-row-delete").click();
  await page.getByTestId("confirm-yes").click();
  await expect(rowWith(page, name)).toHaveCount(0);
});

test("vessel administration is for administrators only", async ({ page }) => {
  await openAdminScreen(page, DEMO.superUser, "/VesselAdministration");
  await expect(page.getByTestId("admin-not-permitted")).toBeVisible();
});

test("pressing Create on an empty new-vessel form names every required field and creates nothing", async ({
  page,
}) => {
  await openAdminScreen(page, DEMO.admin, "/Settings/ManageVessels");
  await page.getByTestId("vessel-tab-editor").click();
  await expect(page.getByTestId("vessel-create")).toBeEnabled();
  await page.getByTestId("vessel-create").click();
  await expect(page.getByTestId("vessel-name-error")).toHaveText("Vessel name is required");
  await expect(page.getByTestId("vessel-imoNumber-error")).toHaveText("IMO number is required");
  await expect(page.getByTestId("vessel-draftMean-error")).toHaveText("The Draft field is required");
  await expect(page.getByTestId("vessel-maxContinuousRating-error")).toHaveText(
    "The Max Continuous Rating field is required",
  );
  await expect(page.getByTestId("vessel-new-form")).toBeVisible();
});

test("leaving a required field empty shows its message at once", async ({ page }) => {
  await openAdminScreen(page, DEMO.admin, "/Settings/ManageVessels");
  await page.getByTestId("vessel-tab-editor").click();
  await page.getByTestId("vessel-imoNumber").focus();
  await page.getByTestId("vessel-draftMean").focus();
  await expect(page.getByTestId("vessel-imoNumber-error")).toHaveText("IMO number is required");
  await expect(page.getByTestId("vessel-draftMean-error")).toHaveCount(0);
});
