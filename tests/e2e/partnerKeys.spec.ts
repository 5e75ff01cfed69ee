import { expect, test } from "@playwright/test";
import { openAdminScreen, rowWith } from "./adminSupport";
import { DEMO, lookAt, signIn } from "./support";

const EXPIRED = "API keys expired, please contact the provider for assistance";

/** Issue 10 point 23: an administrator sets a company's partner keys; expired keys show on the partner page. */
test("an administrator sets partner keys; once they have expired the partner page says so", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await browser.newPage();
  await openAdminScreen(admin, DEMO.admin, "/Settings/CompanyList");
  await rowWith(admin, "Nordic Bulk AS").getByTestId("company-row-view").click();
  const panel = admin.getByTestId("partner-keys");
  await expect(panel.getByTestId("partner-keys-info")).toContainText("Stored (hidden)");
  await lookAt(admin, "partner-keys-light");

  await panel.getByTestId("partner-keys-edit").click();
  await admin.getByTestId("partner-tenant-id").fill("tenant-e2e");
  await admin.getByTestId("partner-expiry").fill("2020-01-01");
  await admin.getByTestId("partner-keys-save").click();
  await expect(panel.getByTestId("partner-keys-expired")).toBeVisible();
  await expect(panel.getByTestId("partner-keys-info")).toContainText("tenant-e2e");
  await expect(panel).not.toContainText("demo-secret");

  const partner = await browser.newPage();
  await signIn(partner, DEMO.partner);
  await expect(partner).toHaveURL(/\/Kognifai$/);
  await expect(partner.getByText(EXPIRED)).toBeVisible();

  // The demo's keys again, valid for a year, so the other partner-page tests see vessels.
  await panel.getByTestId("partner-keys-edit").click();
  await admin.getByTestId("partner-tenant-id").fill("demo-nordic-bulk");
  const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  await admin.getByTestId("partner-expiry").fill(nextYear);
  await admin.getByTestId("partner-keys-save").click();
  await expect(panel.getByTestId("partner-keys-expired")).toHaveCount(0);
  await admin.getByTestId("company-cancel").click();
  const mode = await admin.getByTestId("theme-switch").getAttribute("data-theme-mode");
  await admin.getByTestId("theme-switch").click();
  await expect(admin.getByTestId("theme-switch")).not.toHaveAttribute("data-theme-mode", mode ?? "");
  await rowWith(admin, "Nordic Bulk AS").getByTestId("company-row-view").click();
  await admin.getByTestId("partner-keys-edit").click();
  await lookAt(admin, "partner-keys-other-theme");
  await admin.getByTestId("partner-keys-cancel").click();
  await admin.getByTestId("company-cancel").click();
  await admin.getByTestId("theme-switch").click();

  await partner.reload();
  await expect(partner.getByTestId("kognifai-vessels")).toContainText("Nordic Aurora");
});
