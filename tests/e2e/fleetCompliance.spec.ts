import { expect, type Page, test } from "@playwright/test";
import { closeAnnouncementWhenShown, DEMO, lookAt, sessionHeaders, shotsWanted, signIn } from "./support";

const eur = (value: number) =>
  `EUR ${value.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Signs in and opens the page from the sidebar. The welcome announcement may pop up late on a loaded
 * machine: a locator handler closes it whenever it covers the page. The spec reads only the demo fleet's
 * confirmed voyages: no simulated days, nothing written but the price in the browser.
 */
async function openFromSidebar(page: Page, who: { email: string; password: string }) {
  await closeAnnouncementWhenShown(page);
  await signIn(page, who);
  await page.getByRole("link", { name: "Fleet Compliance" }).click();
  await expect(page).toHaveURL(/\/FleetCompliance$/);
  await expect(page.getByRole("heading", { name: "Fleet Compliance" })).toBeVisible();
}

test.describe("Fleet Compliance", () => {
  test("a super user sees the fleet's ETS allowances and cost, FuelEU per vessel, and a pool (light theme)", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const year = new Date().getUTCFullYear();
    await openFromSidebar(page, DEMO.superUser);
    const price = page.locator("#fleet-ets-price");
    await price.fill("80");
    await price.blur();
    const ets = (await (
      await page.request.get(`/api/v1/EuEts/Fleet/${year}?format=json&price=80`)
    ).json()) as {
      allowances: number;
      costEur: number;
      vessels: { name: string }[];
    };
    const totals = page.getByTestId("fleet-ets-totals");
    await expect(totals).toContainText(`Allowances to surrender${ets.allowances}`);
    await expect(totals).toContainText(eur(ets.costEur));
    for (const vessel of ets.vessels)
      await expect(page.getByTestId("fleet-ets-vessels")).toContainText(vessel.name);
    // the price stays for this company and year after a reload
    await page.reload();
    await expect(page.locator("#fleet-ets-price")).toHaveValue("80");

    const fuelEu = (await (await page.request.get(`/api/v1/FuelEU/Fleet/${year}?format=json`)).json()) as {
      penaltyEur: number;
      vessels: { vesselId: string; name: string }[];
    };
    await expect(page.getByTestId("fleet-fueleu-totals")).toContainText(eur(fuelEu.penaltyEur));
    const rows = page.getByTestId("fleet-fueleu-vessels").locator("tbody tr");
    await expect(rows).toHaveCount(fuelEu.vessels.length);
    await expect(page.getByTestId("fleet-pool-run")).toBeDisabled();
    for (const vessel of fuelEu.vessels.slice(0, 2))
      await rows.getByRole("checkbox", { name: vessel.name }).first().click();
    await page.getByTestId("fleet-pool-run").click();
    const expected = (await (
      await page.request.post("/api/v1/FuelEU/Pool", {
        data: { year, vesselIds: fuelEu.vessels.slice(0, 2).map((v) => v.vesselId) },
        headers: await sessionHeaders(page),
      })
    ).json()) as { penaltyEur: number; penaltyWithoutPoolEur: number; valid: boolean };
    const pool = page.getByTestId("fleet-pool");
    await expect(pool).toContainText(`Pool ${year}`);
    await expect(page.getByTestId("fleet-pool-totals")).toContainText(
      `Penalty without the pool${eur(expected.penaltyWithoutPoolEur)}`,
    );
    await expect(page.getByTestId("fleet-pool-verdict")).toContainText(
      expected.valid ? "not negative" : "not valid",
    );
    await expect(page.getByTestId("fleet-pool-members")).toContainText(fuelEu.vessels[1]!.name);
    // the pool workbook downloads
    const download = page.waitForEvent("download");
    await page.getByTestId("fleet-pool-download").click();
    expect((await download).suggestedFilename()).toBe(`FuelEU_pool_${year}.xlsx`);
    if (shotsWanted()) {
      // a tall viewport instead of fullPage: the sticky top bar would be drawn mid-page
      await page.setViewportSize({ width: 1280, height: 1500 });
      await lookAt(page, "fleet-compliance-light");
    }
  });

  test("an administrator sees it in the dark theme, last year included", async ({ page }) => {
    test.setTimeout(180_000);
    await openFromSidebar(page, DEMO.admin);
    const toggle = page.getByTestId("theme-switch");
    if ((await toggle.getAttribute("data-theme-mode")) !== "dark") await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-mode", "dark");
    const last = new Date().getUTCFullYear() - 1;
    await page.getByTestId("fleet-compliance-year").click();
    await page.getByRole("option", { name: String(last) }).click();
    await expect(page.getByTestId("fleet-ets")).toContainText(`EU ETS ${last}`);
    await page.locator("#fleet-ets-price").fill("75");
    await page.locator("#fleet-ets-price").blur();
    await expect(page.getByTestId("fleet-ets-totals")).toContainText("EUR ");
    await lookAt(page, "fleet-compliance-dark", { fullPage: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-mode", "light");
  });
});
