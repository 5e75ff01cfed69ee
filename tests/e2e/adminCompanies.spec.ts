import { expect, test } from "@playwright/test";
import { openAdminScreen, rowWith, unique } from "./adminSupport";
import { DEMO } from "./support";

test("an administrator creates, edits and deletes a company", async ({ page }) => {
  await openAdminScreen(page, DEMO.admin, "/Settings/CompanyList");
  await expect(rowWith(page, "Nordic Bulk AS")).toBeVisible();
  await expect(rowWith(page, "Nordic Bulk AS").getByTestId("company-row-delete")).toHaveCount(0);

  await page.getByTestId("company-add").click();
  const save = page.getByTestId("company-save");
  await expect(save).toBeDisabled();
  await page.getByTestId("company-name").fill("nordic bulk as");
  await expect(page.getByTestId("company-name-error")).toHaveText("A company with that name already exists.");
  await expect(save).toBeDisabled();
  const name = unique("E2E Shipping");
  await page.getByTestId("company-name").fill(name);
  await page.getByTestId("company-contact-email").fill("nope");
  await expect(page.getByTestId("company-contact-email-error")).toBeVisible();
  await page.getByTestId("company-contact-email").fill("ops@e2e.demo");
  await save.click();
  await expect(page.getByTestId("company-dialog")).toBeHidden();
  await expect(rowWith(page, name)).toBeVisible();

  await rowWith(page, name).getByTestId("company-row-edit").click();
  await page.getByTestId("company-contact-name").fill("Edith Tester");
  await page.getByTestId("company-save").click();
  await expect(page.getByTestId("company-dialog")).toBeHidden();
  await rowWith(page, name).getByTestId("company-row-view").click();
  await expect(page.getByTestId("company-info")).toContainText("Edith Tester");
  // Raw data retention, changed in place: shortening asks first, keeping it forever does not.
  await expect(page.getByTestId("raw-retention-value")).toHaveText("Forever");
  await page.getByTestId("raw-retention-edit").click();
  await page.getByTestId("raw-retention-months").fill("24");
  await page.getByTestId("raw-retention-save").click();
  await expect(page.getByTestId("confirm-message")).toContainText(`Raw log data of ${name}'s vessels`);
  await page.getByTestId("confirm-yes").click();
  await expect(page.getByTestId("raw-retention-value")).toHaveText("24 months");
  await page.getByTestId("raw-retention-edit").click();
  await page.getByTestId("raw-retention-months").fill("");
  await page.getByTestId("raw-retention-save").click();
  await expect(page.getByTestId("raw-retention-value")).toHaveText("Forever");
  await page.getByTestId("company-cancel").click();

  await rowWith(page, name).getByTestId("company-row-delete").click();
  await expect(page.getByTestId("confirm-message")).toContainText(name);
  await page.getByTestId("confirm-yes").click();
  await expect(rowWith(page, name)).toHaveCount(0);
});

test("the company list is for administrators only", async ({ page }) => {
  await openAdminScreen(page, DEMO.superUser, "/Company");
  await expect(page.getByTestId("admin-not-permitted")).toBeVisible();
});

test("deleting the company an administrator views as brings them back to a company that exists", async ({
  page,
}) => {
  await openAdminScreen(page, DEMO.admin, "/Settings/CompanyList");
  const name = unique("E2E Gone");
  await page.getByTestId("company-add").click();
  await page.getByTestId("company-name").fill(name);
  await page.getByTestId("company-contact-email").fill("gone@e2e.demo");
  await page.getByTestId("company-save").click();
  await expect(rowWith(page, name)).toBeVisible();

  await rowWith(page, name).getByTestId("company-row-view-as").click();
  await expect(page).toHaveURL(/\/FleetOverview$/);
  await expect(page.getByTestId("company-picker")).toContainText(name);

  await page.goto("/Settings/CompanyList");
  await rowWith(page, name).getByTestId("company-row-delete").click();
  await page.getByTestId("confirm-yes").click();
  await expect(rowWith(page, name)).toHaveCount(0);
  await expect(page.getByTestId("company-picker")).not.toContainText(name);
  await expect(page.getByTestId("company-picker")).not.toContainText("Company name");
  await page.reload();
  await expect(page.getByTestId("company-picker")).not.toContainText("Company name");

  // Back to Nordic Bulk AS, where the other administration tests expect the administrator.
  await page.getByTestId("company-picker").click();
  await page.getByRole("option", { name: "Nordic Bulk AS" }).click();
  await expect(page.getByTestId("company-picker")).toContainText("Nordic Bulk AS");
});
