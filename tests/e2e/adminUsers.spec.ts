import { expect, test } from "@playwright/test";
import { openAdminScreen, rowWith, unique } from "./adminSupport";
import { DEMO } from "./support";

for (const who of [DEMO.admin, DEMO.superUser]) {
  test(`${who.email} creates, edits and removes a user`, async ({ page }) => {
    await openAdminScreen(page, who, "/Settings/UserList");
    await expect(page.getByTestId("user-list")).toBeVisible();
    await expect(rowWith(page, "crew@nordicbulk.demo")).toBeVisible();

    await page.getByTestId("user-add").click();
    const dialog = page.getByTestId("user-dialog");
    await dialog.getByTestId("user-email").fill("crew@nordicbulk.demo");
    await expect(dialog.getByTestId("user-email-error")).toHaveText("A user with that email already exists.");
    await dialog.getByTestId("user-email").fill("not-an-email");
    await expect(dialog.getByTestId("user-email-error")).toHaveText("Email must be valid");

    const name = unique("E2E User");
    const email = `${name.replaceAll(" ", ".").toLowerCase()}@nordicbulk.demo`;
    await dialog.getByTestId("user-email").fill(email);
    await dialog.getByTestId("user-name").fill(name);
    await dialog.getByTestId("user-title").fill("Tester");
    await dialog.getByTestId("user-save").click();
    await expect(dialog).toBeHidden();
    await expect(rowWith(page, email)).toBeVisible();

    await rowWith(page, email).getByTestId("user-row-edit").click();
    await expect(page.getByTestId("user-email")).toBeDisabled();
    await page.getByTestId("user-title").fill("");
    await expect(page.getByTestId("user-title-error")).toHaveText("Title required");
    await page.getByTestId("user-title").fill("Senior tester");
    await page.getByTestId("user-save").click();
    await expect(page.getByTestId("user-dialog")).toBeHidden();

    await rowWith(page, email).getByTestId("user-row-view").click();
    await expect(page.getByTestId("user-details")).toContainText("Senior tester");
    await page.getByTestId("user-cancel").click();

    await rowWith(page, email).getByTestId("user-row-delete").click();
    await expect(page.getByTestId("confirm-message")).toHaveText("Do you really want to remove this?");
    await page.getByTestId("confirm-yes").click();
    await expect(rowWith(page, email)).toHaveCount(0);
  });
}

test("the role choice follows the signed-in role and ApiUser clears e-mail and title", async ({ page }) => {
  await openAdminScreen(page, DEMO.superUser, "/Users");
  await page.getByTestId("user-add").click();
  await page.getByTestId("user-role").click();
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options).toHaveText(["User", "Super user", "API user", "Verifier"]);
  await options.filter({ hasText: "API user" }).click();
  await expect(page.getByTestId("user-email")).toHaveCount(0);
  await expect(page.getByTestId("user-title")).toHaveCount(0);
});

test("an administrator generates and removes an API key", async ({ page }) => {
  await openAdminScreen(page, DEMO.admin, "/Users");
  await rowWith(page, "crew@nordicbulk.demo").getByTestId("user-row-api-key").click();
  await page.getByTestId("api-key-generate").click();
  await expect(page.getByTestId("confirm-message")).toHaveText(
    "Are you sure you want to generate a API key?",
  );
  await page.getByTestId("confirm-yes").click();
  await expect(page.getByTestId("api-key-new")).not.toHaveValue("");
  await page.getByTestId("api-key-remove").click();
  await expect(page.getByTestId("confirm-message")).toHaveText(
    "Are you sure you want to remove the API key?",
  );
  await page.getByTestId("confirm-yes").click();
  await expect(page.getByTestId("api-key-value")).toHaveValue("No API key");
});

test("my profile shows the account and checks the new password", async ({ page }) => {
  await openAdminScreen(page, DEMO.superUser, "/MyProfile");
  await expect(page.getByTestId("my-profile")).toContainText("super@nordicbulk.demo");
  await page.getByTestId("change-password-current").fill("demo-super");
  await page.getByTestId("change-password-new").fill("abc");
  await page.getByTestId("change-password-repeat").fill("abd");
  await page.getByTestId("change-password-submit").click();
  await expect(page.getByTestId("change-password-new-error")).toHaveText(
    "Password must be at least 6 characters",
  );
  await expect(page.getByTestId("change-password-repeat-error")).toHaveText("Password mismatch");
});
