import { expect, type Page, test } from "@playwright/test";
import { formatDay } from "../../domain/shared/dateInput.js";
import { seagoingDays, uploadSimulatedDay, variableArrived } from "./simulatedDays.js";
import {
  closeAnnouncementWhenShown,
  DEMO,
  dismissAnnouncementPopup,
  lookAt,
  sessionHeaders,
  shotsWanted,
  signIn,
} from "./support.js";

/**
 * Four days at sea of Nordic Aurora and of Nordic Fjell among their days 36–20 before today, every 10
 * minutes (no other spec uploads those days of these vessels).
 */
const CANDIDATE_DAYS = Array.from({ length: 17 }, (_, i) => 36 - i);
const VESSELS = ["Nordic Aurora", "Nordic Fjell"];
/** Nordic Aurora's days 44–40 before today, every 10 minutes: the consequence test's own days. */
const CONSEQUENCE_BACK = [44, 43, 42, 41, 40];

interface VesselRow {
  id: string;
  name: string;
}
/** The company's API user: the import is waited for before anyone signs in. */
const API = { "X-Api-Key": "demo-nordicbulk-key" };
async function vesselIds(page: Page): Promise<string[]> {
  const vessels = (await (await page.request.get("/api/v1/Vessels", { headers: API })).json()) as VesselRow[];
  return VESSELS.map((name) => vessels.find((v) => v.name === name)!.id);
}

async function toDarkTheme(page: Page) {
  const toggle = page.getByTestId("theme-switch");
  if ((await toggle.getAttribute("data-theme-mode")) !== "dark") await toggle.click();
  await expect(toggle).toHaveAttribute("data-theme-mode", "dark");
  return toggle;
}

test.describe("Compare vessels", () => {
  test("a crew user compares the speed loss of two sister ships", async ({ page }) => {
    test.setTimeout(300_000);
    for (const name of VESSELS)
      for (const back of seagoingDays(name, CANDIDATE_DAYS, 4))
        await uploadSimulatedDay(page.request, name, back, 600);
    for (const name of VESSELS) await variableArrived(page.request, name, "Shaft Power");
    const ids = await vesselIds(page);
    // Wait until the uploaded days have been imported (the long trends read the stored data); a day in
    // port or in heavy weather fails the speed-loss filter, so not every day gives a speed value.
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(
            `/api/v1/LongTrends/Compare?diagnosticType=speed&vesselIds=${ids.join(";")}`,
            { headers: API },
          );
          const body = (await answer.json()) as { items?: Array<{ values: unknown[] }> };
          return body.items ? Math.min(...body.items.map((i) => i.values.length)) : 0;
        },
        { timeout: 150_000, intervals: [5_000] },
      )
      .toBeGreaterThanOrEqual(2);
    await closeAnnouncementWhenShown(page);
    await signIn(page, DEMO.crew);
    await dismissAnnouncementPopup(page);

    await page.getByTestId("sidebar").getByRole("link", { name: "Compare" }).click();
    await expect(page).toHaveURL(/\/Compare$/);
    await expect(page.getByRole("heading", { name: "Compare vessels" })).toBeVisible();
    await expect(page.getByTestId("compare-breadcrumbs")).toContainText("Home›Compare");
    const speedGroup = page.getByTestId("compare-group-speed");
    await expect(speedGroup).toContainText("Nordic Aurora");
    await expect(speedGroup).toContainText("Nordic Fjell");
    // The crew's access group does not hold Nordic Skagen.
    await expect(page.getByTestId("compare-groups")).not.toContainText("Nordic Skagen");
    await lookAt(page, "compare-overview-light", { fullPage: true });

    await page.getByTestId("compare-open-speed").click();
    await expect(page).toHaveURL(/\/Compare\/Details\/speed$/);
    await expect(page.getByTestId("compare-breadcrumbs")).toContainText("Details");
    await expect(page.getByRole("heading", { name: "Compare: Speed loss" })).toBeVisible();
    const table = page.getByTestId("compare-table");
    const rows = page.getByTestId("compare-row");
    await expect(rows).toHaveCount(2, { timeout: 60_000 });
    await expect(rows.nth(0)).toContainText("Nordic Aurora");
    await expect(rows.nth(1)).toContainText("Nordic Fjell");
    await expect(table.locator("thead")).toContainText("Benchmark");
    await expect(table.locator("thead")).toContainText("Deviation");
    await expect(page.getByTestId("compare-details").locator("svg").first()).toBeVisible();
    // A few days make a young period: benchmarking, nothing to compare (n/a).
    await expect(rows.nth(0)).toContainText("Benchmarking");
    await expect(rows.nth(0)).toContainText("n/a");
    // Dates on the screen in the spec's form ("since 05. Mar, 2026"), none in ISO.
    await expect(table).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(page.getByTestId("compare-details")).toContainText(
      /Daily values from \d{2}\. \w{3}, \d{4} to /,
    );
    await lookAt(page, "compare-details-light", { fullPage: true });

    // Last trend period only: no Benchmark and Deviation columns.
    await page.getByTestId("compare-toggle-periods").click();
    await expect(page.getByTestId("compare-toggle-periods")).toHaveText("Show all trend periods");
    await expect(table.locator("thead")).not.toContainText("Benchmark");
    await page.getByTestId("compare-toggle-y").click();
    await expect(page.getByTestId("compare-toggle-y")).toHaveText("Show real Y");
    await expect(page.getByTestId("compare-details")).toContainText(
      "each period counted from its benchmark point",
    );

    // A period longer than the server answers is refused before asking.
    await page.getByTestId("compare-window-days").fill("400");
    await expect(page.getByTestId("compare-window-error")).toHaveText(
      "The period may be at most 367 days long.",
    );
    await expect(page.getByTestId("compare-plot")).toBeDisabled();
    await page.getByTestId("compare-window-days").fill("30");
    await expect(page.getByTestId("compare-plot")).toBeEnabled();

    // All values: the server starts the period at the chosen vessels' earliest data day; one vessel's
    // Last voyage is no period of the other, so it is not offered here.
    await page.getByTestId("compare-window-type").click();
    await expect(page.getByRole("option", { name: "Last voyage" })).toHaveCount(0);
    await page.getByRole("option", { name: "All values" }).click();
    await expect(page.getByTestId("compare-window-days")).toHaveCount(0);
    const allValues = page.waitForResponse(
      (r) => r.url().includes("/LongTrends/Compare?") && r.url().includes("period=AllValues"),
    );
    await page.getByTestId("compare-plot").click();
    const answer = (await (await allValues).json()) as { fromDate: string; toDate: string };
    expect(Date.parse(answer.toDate) - Date.parse(answer.fromDate)).toBeGreaterThan(36 * 86_400_000);
    await expect(page.getByTestId("compare-details")).toContainText(
      `Daily values from ${formatDay(answer.fromDate.slice(0, 10))} to ${formatDay(answer.toDate.slice(0, 10))}`,
    );
    await expect(rows).toHaveCount(2);
    await lookAt(page, "compare-details-all-values-light", { fullPage: true });

    // The help link opens the article.
    await page.getByTestId("compare-help").click();
    await expect(page.getByRole("heading", { name: "Vessel Comparison", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How the comparison is computed" })).toBeVisible();
  });

  test("a superintendent reads the consequence of the speed loss at each MCR basis", async ({ page }) => {
    test.setTimeout(420_000);
    for (const back of CONSEQUENCE_BACK) await uploadSimulatedDay(page.request, "Nordic Aurora", back, 600);
    await variableArrived(page.request, "Nordic Aurora", "Shaft Power");
    const [aurora] = await vesselIds(page);
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(
            `/api/v1/LongTrends/Compare?diagnosticType=speed&vesselIds=${aurora}&fromDate=${new Date(
              Date.now() - 50 * 86_400_000,
            ).toISOString()}`,
            { headers: API },
          );
          const body = (await answer.json()) as { items?: Array<{ values: unknown[] }> };
          return body.items?.[0]?.values.length ?? 0;
        },
        { timeout: 150_000, intervals: [5_000] },
      )
      .toBeGreaterThanOrEqual(2);
    await closeAnnouncementWhenShown(page);
    await signIn(page, DEMO.superUser);
    await dismissAnnouncementPopup(page);
    // A manual benchmark level lets the young period be judged: a deviation, so a consequence.
    const headers = await sessionHeaders(page);
    const setLevel = (on: boolean) =>
      page.request.put("/api/v1/LongTrends", {
        headers,
        data: {
          id: `${aurora}:speed`,
          useInVesselStatus: true,
          useManualBenchmarkLevel: on,
          manualBenchmarkLevel: on ? -3 : null,
        },
      });
    expect((await setLevel(true)).status()).toBe(200);
    try {
      await page.goto("/Compare/Details/speed");
      const table = page.getByTestId("compare-table");
      const row = page.getByTestId("compare-row").filter({ hasText: "Nordic Aurora" });
      await expect(row).toBeVisible({ timeout: 60_000 });
      await expect(table.locator("thead")).toContainText("Added fuel at 50 % MCR");
      const fuel = row.getByTestId("compare-added-fuel");
      await expect(fuel).toHaveText(/^[+-]?\d+\.\d{2} t\/day$/, { timeout: 60_000 });
      // Without a fuel price there is no cost.
      await expect(page.locator("#compare-fuel-price")).toHaveValue("");
      await expect(row.getByTestId("compare-cost")).toHaveText("n/a");
      const at50 = Number.parseFloat((await fuel.textContent()) ?? "");

      // 90 % MCR: the same deviation on 1.8 times the power, so 1.8 times the fuel.
      await page.getByTestId("compare-mcr").getByText("90 %").click();
      await expect(table.locator("thead")).toContainText("Added fuel at 90 % MCR");
      const at90 = Number.parseFloat((await fuel.textContent()) ?? "");
      expect(Math.abs(at90 - 1.8 * at50)).toBeLessThanOrEqual(0.02);

      // A fuel price gives the cost; it is kept for the next visit.
      await page.locator("#compare-fuel-price").fill("600");
      await page.locator("#compare-fuel-price").blur();
      await expect(row.getByTestId("compare-cost")).toHaveText(/^[+-]?\d+ USD\/day$/);
      const cost = Number.parseFloat((await row.getByTestId("compare-cost").textContent()) ?? "");
      expect(Math.abs(cost - 600 * at90)).toBeLessThanOrEqual(600 * 0.006);
      await page.getByTestId("compare-mcr").getByText("50 %").click();
      await lookAt(page, "compare-consequences-light", { fullPage: true });
      await page.reload();
      await expect(page.locator("#compare-fuel-price")).toHaveValue("600");
    } finally {
      await setLevel(false);
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage))
          if (key.startsWith("keelson.fuelPrice.")) localStorage.removeItem(key);
      });
    }
  });

  test("an administrator sees Compare in the dark theme", async ({ page }) => {
    test.setTimeout(120_000);
    await closeAnnouncementWhenShown(page);
    await signIn(page, DEMO.admin);
    await dismissAnnouncementPopup(page);
    await page.goto("/Compare/Details/speed");
    await expect(page.getByRole("heading", { name: "Compare: Speed loss" })).toBeVisible();
    // Whichever days were uploaded before (specs run in any order): a row per vessel of the group.
    await expect(page.getByTestId("compare-row").first()).toBeVisible({ timeout: 60_000 });
    const toggle = await toDarkTheme(page);
    try {
      // The pages below are opened for the screenshots only.
      if (shotsWanted()) {
        await lookAt(page, "compare-details-dark", { fullPage: true });
        await page.getByTestId("compare-window-type").click();
        await page.getByRole("option", { name: "All values" }).click();
        await page.getByTestId("compare-plot").click();
        await expect(page.getByTestId("compare-details")).toContainText("Daily values from");
        await lookAt(page, "compare-details-all-values-dark", { fullPage: true });
        await page.goto("/Compare");
        await expect(page.getByTestId("compare-group-speed")).toBeVisible();
        await lookAt(page, "compare-overview-dark", { fullPage: true });
        await page.goto("/Help/Compare");
        await expect(page.getByRole("heading", { name: "Vessel Comparison", level: 1 })).toBeVisible();
        await lookAt(page, "compare-help-dark", { fullPage: true });
      }
    } finally {
      await page.getByTestId("theme-switch").click();
      await expect(toggle).toHaveAttribute("data-theme-mode", "light");
    }
  });
});
