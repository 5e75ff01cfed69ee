import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { DEMO, dismissAnnouncementPopup, lookAt, signIn } from "./support.js";

const API_KEY = "demo-nordicbulk-key";
const IMO = "9312482";

/** A package big enough that its import runs for a few seconds: 40 variables, one value a second. */
async function bigPackage(file: string): Promise<void> {
  const start = Date.UTC(2024, 0, 1);
  async function* rows() {
    for (let s = 0; s < 40_000; s++) {
      const t = start + s * 1000;
      for (let v = 0; v < 40; v++) yield { timestamp: t, variable: `E2E Signal ${v}`, value: (s % 600) + v };
    }
  }
  await writeDataPackage(file, {
    manifest: { imoNumber: IMO, createdAt: new Date().toISOString() },
    rows: rows(),
  });
}

test.describe("Import status", () => {
  test.setTimeout(180_000);

  test("shows a running import's progress moving live and a failed import's error", async ({
    page,
    request,
  }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-e2e-packages-"));
    const big = path.join(dir, `${IMO}_e2e-big.zip`);
    await bigPackage(big);
    const bad = path.join(dir, `${IMO}_e2e-bad.zip`);
    fs.writeFileSync(bad, "this is not a zip file");

    await signIn(page, DEMO.admin);
    await dismissAnnouncementPopup(page);
    await page.goto("/Settings/ImportStatus");
    await expect(page.getByTestId("import-status")).toBeVisible();
    await expect(page.getByTestId("import-polling")).not.toHaveClass(/p-inputswitch-checked/);
    // The pushes arrive once the live channel is up (a long import keeps the server busy for a while).
    await expect(page.getByTestId("import-status")).toHaveAttribute("data-live", "online", {
      timeout: 30_000,
    });

    const upload = async (file: string) => {
      const response = await request.post("/api/v1/Imports", {
        headers: { "X-Api-Key": API_KEY },
        multipart: {
          file: { name: path.basename(file), mimeType: "application/zip", buffer: fs.readFileSync(file) },
        },
      });
      expect(response.status()).toBe(202);
      return ((await response.json()) as { importPath: string }).importPath;
    };
    const badPath = await upload(bad);
    const bigPath = await upload(big);

    // Polling is off: the page moves on the live channel alone.
    const running = page.getByTestId("import-running").getByRole("row").filter({ hasText: bigPath });
    await expect(running).toBeVisible({ timeout: 30_000 });
    const progress = running.getByTestId("import-progress");
    const seen = new Set<string>();
    for (let i = 0; i < 200 && seen.size < 3; i++) {
      // The bar's fill and the figure beside it are read in one frame: they agree at every moment.
      const reading = await progress
        .evaluate((bar) => {
          const fill = bar.querySelector(".p-progressbar-value")?.getBoundingClientRect().width ?? 0;
          return {
            value: bar.getAttribute("data-progress"),
            filled: (100 * fill) / bar.getBoundingClientRect().width,
          };
        })
        .catch(() => null);
      if (reading?.value == null) break;
      expect(Math.abs(reading.filled - Math.round(Number(reading.value)))).toBeLessThanOrEqual(2);
      seen.add(reading.value);
      await page.waitForTimeout(100);
    }
    expect(seen.size).toBeGreaterThanOrEqual(2);
    await lookAt(page, "import-status-running-light", { fullPage: true });

    const successful = page.getByTestId("import-successful").getByRole("row").filter({ hasText: bigPath });
    await expect(successful).toBeVisible({ timeout: 90_000 });
    await expect(running).toBeHidden();

    const failedRow = page.getByTestId("import-failed").getByRole("row").filter({ hasText: badPath });
    await expect(failedRow).toBeVisible();
    await failedRow.locator(".p-row-toggler").click();
    await expect(page.getByTestId("import-error-message")).toHaveText("The package is not a zip file.");
    await expect(page.getByTestId("import-error-webjob")).toHaveText("Prepare");
    await lookAt(page, "import-status-failed-light", { fullPage: true });

    await page.getByTestId("import-failed-remove").first().click();
    await expect(page.getByTestId("confirm-message")).toHaveText("Do you really want to remove this?");
    await page.getByTestId("confirm-no").click();

    await successful.click();
    await expect(page.getByTestId("import-details")).toBeVisible();
    await expect(page.getByTestId("import-details-imo-value")).toHaveText(IMO);
    await expect(page.getByTestId("import-details-duration-value")).toHaveText(/^\d+\.\d{3} s$/);
    await expect(page.getByTestId("import-details-tables")).toContainText("KSPDataTab_LoggingHistory");
    await expect(page.getByTestId("import-details-tables")).toContainText("1,600,000");
    await lookAt(page, "import-details-light", { fullPage: true });
    await page.getByTestId("import-details-return").click();

    await page.getByTestId("theme-switch").click();
    await expect(page.getByTestId("theme-switch")).toHaveAttribute("data-theme-mode", "dark");
    await failedRow.locator(".p-row-toggler").click();
    await lookAt(page, "import-status-dark", { fullPage: true });
    await successful.click();
    await lookAt(page, "import-details-dark", { fullPage: true });

    fs.rmSync(dir, { recursive: true, force: true });
  });
});
