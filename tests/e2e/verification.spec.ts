import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO, dismissAnnouncementPopup, e2eDataDir, signIn } from "./support";

const outbox = () => {
  const dir = path.join(e2eDataDir(), "outbox");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

test("a super user names the addresses for verification and sends them a signed checkpoint", async ({
  page,
}) => {
  await signIn(page, DEMO.superUser);
  await expect(page).toHaveURL(/\/FleetOverview$/);
  await dismissAnnouncementPopup(page);
  await page.goto("/Settings/Verification");
  await expect(page.getByTestId("verification-addresses-none")).toBeVisible();
  await expect(page.getByTestId("verification-mail-now")).toBeDisabled();
  await expect(page.getByTestId("checkpoint-mails")).toContainText("No checkpoint has been mailed yet.");

  await page.getByTestId("verification-addresses-edit").click();
  const text = page.getByTestId("verification-addresses-text");
  await text.fill("verifier@class.example\nnot an address");
  await expect(page.getByRole("alert")).toContainText('"not an address" is not a valid e-mail address');
  await expect(page.getByTestId("verification-addresses-save")).toBeDisabled();
  await text.fill("verifier@class.example\nmrv@nordicbulk.example");
  await page.getByTestId("verification-addresses-save").click();
  await expect(page.getByTestId("verification-addresses-list")).toContainText("mrv@nordicbulk.example");
  await expect(page.getByTestId("verification-next-mail")).toBeVisible();

  const before = outbox().length;
  await page.getByTestId("verification-mail-now").click();
  // The monthly mail may go out meanwhile (a minute after the server started): the row sent on request.
  const row = page.getByTestId("checkpoint-mails").getByRole("row").filter({ hasText: "On request" });
  await expect(row).toContainText("verifier@class.example");
  await expect(row).toContainText("mrv@nordicbulk.example");
  await expect(page.getByTestId("checkpoints")).toContainText("For a mail on request");
  expect(outbox().length - before).toBeGreaterThanOrEqual(2);
});
