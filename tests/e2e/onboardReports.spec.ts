import { expect, type Page, test } from "@playwright/test";
import { formatUtc } from "../../client/src/shared/format/formatUtc.js";
import { DAY_MS } from "../../domain/simulator/simulateDay.js";
import { uploadSimulatedDay } from "./simulatedDays.js";
import { DEMO, dismissAnnouncementPopup, lookAt, signIn } from "./support.js";

/** Nordic Fjell's day thirteen days back: no other spec uploads it. */
const VESSEL = "Nordic Fjell";
const BACK = 13;
let DAY = 0;

test.setTimeout(120_000);

async function setTheme(page: Page, theme: "light" | "dark") {
  const url = new URL(test.info().project.use.baseURL!);
  await page
    .context()
    .addCookies([{ name: "app.darkMode", value: String(theme === "dark"), domain: url.hostname, path: "/" }]);
}

test.describe("Onboard reports", () => {
  test.beforeAll(async ({ request }) => {
    DAY = (await uploadSimulatedDay(request, VESSEL, BACK)).dayStart;
  });

  for (const theme of ["light", "dark"] as const) {
    test(`a noon report the ship sent is listed, opened and downloaded (${theme})`, async ({ page }) => {
      await setTheme(page, theme);
      await signIn(page, DEMO.superUser);
      await dismissAnnouncementPopup(page);
      const vessels = (await (await page.request.get("/api/v1/Vessels")).json()) as {
        id: string;
        name: string;
      }[];
      const vessel = vessels.find((v) => v.name === VESSEL)!;
      const noon = new Date(DAY + DAY_MS / 2).toISOString();
      await expect
        .poll(
          async () => {
            const answer = await page.request.get(
              `/api/v1/Reports?vesselId=${vessel.id}&fromDate=${new Date(DAY).toISOString()}&toDate=${new Date(DAY + DAY_MS).toISOString()}`,
            );
            return ((await answer.json()) as { timestamp: string }[]).map((r) => r.timestamp);
          },
          { timeout: 60_000 },
        )
        .toContain(noon);

      await page.goto(`/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/Report`);
      await expect(page.getByRole("heading", { name: "Onboard Reports" })).toBeVisible();
      const table = page.getByTestId("onboard-reports-table");
      const noonText = formatUtc(noon);
      const row = table.locator("tbody tr").filter({ hasText: noonText });
      await expect(row).toBeVisible({ timeout: 30_000 });
      await expect(row).toContainText(/\d+(\.\d+)? nm/);
      await lookAt(page, `onboard-reports-${theme}`, { fullPage: true });

      await row.getByRole("button", { name: "View" }).click();
      const dialog = page.getByTestId("noon-report-dialog");
      await expect(dialog).toContainText("Steaming hours");
      await expect(dialog).toContainText("ROB HFO");
      await lookAt(page, `onboard-report-dialog-${theme}`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      // The row itself opens the report (issue 34): a click on it, and Enter on the focused row; the
      // focus comes back to the row when the dialog closes.
      await row.locator("td").first().click();
      await expect(dialog).toContainText("Steaming hours");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(row).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(dialog).toContainText("ROB HFO");
      await dialog.getByRole("button", { name: /close/i }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toBeFocused();

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        row.getByRole("button", { name: "Download" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^Noon_report_\d{7}_\d{8}_\d{4}\.xlsx$/);

      await page.getByTestId("onboard-reports-period").click();
      await page.locator(".p-dropdown-panel").getByText("Last 7 days", { exact: true }).click();
      // Other specs upload recent days of this vessel: only our report, thirteen days back, must go.
      await expect(table.locator("tbody tr").filter({ hasText: noonText })).toHaveCount(0);
    });
  }
});
