import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO, dismissAnnouncementPopup, lookAt, signIn } from "./support";

test.describe("Emissions Compliance", () => {
  test("a super user sees EU ETS and FuelEU for the current year (light theme)", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, DEMO.superUser);
    await dismissAnnouncementPopup(page);
    const vessels = (await (await page.request.get("/api/v1/Vessels")).json()) as {
      id: string;
      name: string;
    }[];
    const aurora = vessels.find((v) => v.name === "Nordic Aurora")!;
    const year = new Date().getUTCFullYear();
    const summary = (await (
      await page.request.get(`/api/v1/EmissionCompliance/emission-summary/${aurora.id}?year=${year}&price=80`)
    ).json()) as { ets: { allowances: number; costEur: number } };

    await page.goto(`/Vessel/${aurora.id}/${encodeURIComponent(aurora.name)}/EmissionsCompliance`);
    await expect(page.getByRole("heading", { name: "Emissions Compliance" })).toBeVisible();
    await expect(page.getByTestId("compliance-ets")).toContainText(`EU ETS ${year}`);
    await expect(page.getByTestId("compliance-fueleu")).toContainText(`FuelEU Maritime ${year}`);
    await expect(page.getByTestId("fueleu-figures")).toContainText("GHG intensity (gCO2e/MJ)");
    await page.locator("#ets-price").fill("80");
    await page.locator("#ets-price").blur();
    // the page shows what the API computes from the confirmed voyages
    await expect(page.getByTestId("ets-figures")).toContainText(
      `Allowances to surrender${summary.ets.allowances}`,
    );
    await expect(page.getByTestId("ets-figures")).toContainText(
      `EUR ${summary.ets.costEur.toLocaleString("en-GB", { minimumFractionDigits: 2 })}`,
    );
    // The vessel's FuelEU workbook has its own button (issue 33 §15), beside the figures it holds.
    const [fuelEuFile] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("fueleu-download").click(),
    ]);
    expect(fuelEuFile.suggestedFilename()).toMatch(/^FuelEU_.*\.xlsx$/);
    expect(fs.statSync(await fuelEuFile.path()).size).toBeGreaterThan(1000);
    // Voyage files: two chosen at once are listed with who uploaded them (names unique to this run).
    const stamp = Date.now();
    const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
    await page.getByLabel("Voyage files to upload").setInputFiles([
      { name: `BDN ${stamp}.pdf`, mimeType: "application/pdf", buffer: pdf("bunker delivery note") },
      { name: `Verifier ${stamp}.pdf`, mimeType: "application/pdf", buffer: pdf("verifier statement") },
    ]);
    const files = page.getByTestId("compliance-files");
    await expect(files).toContainText(`BDN ${stamp}.pdf`);
    await expect(files).toContainText(`Verifier ${stamp}.pdf`);
    await expect(page.getByRole("button", { name: `Download BDN ${stamp}.pdf` })).toBeVisible();
    await lookAt(page, "emissions-compliance-light", { fullPage: true });
  });

  test("an administrator sees it in the dark theme (the theme switch is the administrator's)", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, DEMO.admin);
    await dismissAnnouncementPopup(page);
    const vessels = (await (await page.request.get("/api/v1/Vessels")).json()) as {
      id: string;
      name: string;
    }[];
    const aurora = vessels.find((v) => v.name === "Nordic Aurora")!;
    await page.goto(`/Vessel/${aurora.id}/${encodeURIComponent(aurora.name)}/EmissionsCompliance`);
    await expect(page.getByTestId("fueleu-figures")).toContainText("GHG intensity (gCO2e/MJ)");
    const toggle = page.getByTestId("theme-switch");
    if ((await toggle.getAttribute("data-theme-mode")) !== "dark") await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-mode", "dark");
    await page.locator("#ets-price").fill("80");
    await page.locator("#ets-price").blur();
    await expect(page.getByTestId("ets-figures")).toContainText("EUR ");
    await lookAt(page, "emissions-compliance-dark", { fullPage: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-mode", "light");
  });
});
