import { expect, type Page, test } from "@playwright/test";
import { uploadSimulatedDay } from "./simulatedDays.js";
import { DEMO, dismissAnnouncementPopup, lookAt, sessionHeaders, signIn } from "./support.js";

/** Nordic Skagen's days 14–19 before today, every 10 minutes (fouling.spec uploads days 5–12). */
const BACK = [19, 18, 17, 16, 15, 14];

interface VesselRow {
  id: string;
  name: string;
}
async function vesselNamed(page: Page, name: string): Promise<VesselRow> {
  const vessels = (await (await page.request.get("/api/v1/Vessels")).json()) as VesselRow[];
  return vessels.find((v) => v.name === name)!;
}
const pathOf = (v: VesselRow, child: string) => `/Vessel/${v.id}/${encodeURIComponent(v.name)}/${child}`;

test.describe("Long trends and diagnostics", () => {
  test("a super user sees the long trends of uploaded days and sets the benchmark", async ({ page }) => {
    test.setTimeout(300_000);
    for (const back of BACK) await uploadSimulatedDay(page.request, "Nordic Skagen", back, 600);
    await signIn(page, DEMO.superUser);
    await dismissAnnouncementPopup(page);
    const skagen = await vesselNamed(page, "Nordic Skagen");
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(`/api/v1/LongTrends/Data?longTrendIds=${skagen.id}:speed`);
          const body = (await answer.json()) as { items?: Array<{ values: unknown[] }> };
          return body.items?.[0]?.values.length ?? 0;
        },
        { timeout: 120_000, intervals: [5_000] },
      )
      .toBeGreaterThanOrEqual(3);

    // Automatic benchmarks, every trend in the status (whatever an earlier attempt left).
    const headers = await sessionHeaders(page);
    for (const type of ["speed", "rpm", "sfoc"]) {
      const reset = await page.request.put("/api/v1/LongTrends", {
        headers,
        data: { id: `${skagen.id}:${type}`, useInVesselStatus: true, useManualBenchmarkLevel: false },
      });
      expect(reset.status()).toBe(200);
    }
    await page.goto(pathOf(skagen, "LongTrend"));
    await expect(page.getByRole("heading", { name: "Long Trend", exact: true })).toBeVisible();
    const speed = page.getByTestId("long-trend-speed");
    await expect(speed).toContainText("Speed loss");
    await expect(speed.locator("svg").first()).toBeVisible();
    await expect(page.getByTestId("long-trend-periods-speed")).toContainText("Change per year");
    // A figure stays on one line with its unit, and a period breaks after its dash, not inside a date.
    const firstPeriod = page.getByTestId("long-trend-periods-speed").locator("tbody tr").first();
    await expect(firstPeriod.locator("td").nth(2)).toHaveCSS("white-space", "nowrap");
    await expect(firstPeriod.locator("td").first().locator("span").first()).toHaveCSS(
      "white-space",
      "nowrap",
    );
    await expect(page.getByTestId("long-trend-rpm")).toContainText("Shaft rpm deviation");
    await expect(page.getByTestId("vessel-status")).toContainText("Benchmarking");
    await lookAt(page, "long-trends-light", { fullPage: true });

    // A manual benchmark level outside -40..40 is refused with the spec's message.
    await page.locator("#use-manual-speed").click();
    await page.getByTestId("benchmark-level-speed").fill("45");
    await page.getByTestId("benchmark-save-speed").click();
    await expect(page.getByTestId("long-trend-error-speed")).toContainText(
      "Manual benchmark level must be a number between -40 and 40",
    );
    // A level far below the speed loss: the trend and the vessel are Not ok; then back to automatic.
    await page.getByTestId("benchmark-level-speed").fill("-39");
    await page.getByTestId("benchmark-save-speed").click();
    await expect(page.getByTestId("vessel-status")).toContainText("Not ok");
    await page.getByTestId("benchmark-level-speed").fill("");
    await page.locator("#use-manual-speed").click();
    await page.getByTestId("benchmark-save-speed").click();
    await expect(page.getByTestId("vessel-status")).toContainText("Benchmarking");
  });

  test("a super user plots All values, saved for the next visit", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.superUser);
    await dismissAnnouncementPopup(page);
    const skagen = await vesselNamed(page, "Nordic Skagen");
    const headers = await sessionHeaders(page);
    try {
      await page.goto(pathOf(skagen, "LongTrend"));
      await expect(page.getByTestId("long-trend-speed")).toContainText("Speed loss");
      await page.getByTestId("long-trends-window-type").click();
      const voyages = (await (
        await page.request.get(`/api/v1/Vessel/${skagen.id}/Voyages`)
      ).json()) as unknown[];
      // Last voyage is offered only to a vessel with a recorded voyage.
      await expect(page.getByRole("option", { name: "Last voyage" })).toHaveAttribute(
        "data-p-disabled",
        voyages.length > 0 ? "false" : "true",
      );
      await page.getByRole("option", { name: "All values" }).click();
      await expect(page.getByTestId("long-trends-window-days")).toHaveCount(0);
      const plotted = page.waitForResponse(
        (r) => r.url().includes("/LongTrends/Find") && r.url().includes("period=AllValues"),
      );
      await page.getByTestId("long-trends-plot").click();
      expect((await plotted).status()).toBe(200);
      await expect(page.getByTestId("long-trend-speed")).toContainText("Speed loss");
      await expect
        .poll(async () => {
          const saved = await page.request.get(`/api/v1/LongTrendConfigurations/Find?vesselId=${skagen.id}`);
          return ((await saved.json()) as Array<{ timeConfigurationType: string }>)[0]?.timeConfigurationType;
        })
        .toBe("AllValues");
      // The next visit opens with All values.
      await page.reload();
      await expect(page.getByTestId("long-trends-window-type")).toContainText("All values");
    } finally {
      await page.request.put("/api/v1/LongTrendConfigurations", {
        headers,
        data: {
          vesselId: skagen.id,
          longTrendIds: `${skagen.id}:speed;${skagen.id}:rpm;${skagen.id}:sfoc`,
          timeConfigurationType: "LastPeriod",
          lastNumberDays: 365,
        },
      });
    }
  });

  test("an administrator sees the Diagnostics page in the dark theme", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.admin);
    await dismissAnnouncementPopup(page);
    const skagen = await vesselNamed(page, "Nordic Skagen");
    await page.goto(pathOf(skagen, "Diagnostics"));
    await expect(page.getByRole("heading", { name: "Diagnostics", exact: true })).toBeVisible();
    // With or without uploaded days (specs run in any order): the three trends and the vessel status.
    await expect(page.getByTestId("long-trend-speed")).toContainText("Speed loss");
    await expect(page.getByTestId("long-trend-sfoc")).toContainText("SFOC deviation");
    await expect(page.getByTestId("vessel-status")).toContainText("Vessel status:");
    const toggle = page.getByTestId("theme-switch");
    if ((await toggle.getAttribute("data-theme-mode")) !== "dark") await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-mode", "dark");
    try {
      await lookAt(page, "long-trends-dark", { fullPage: true });
    } finally {
      await toggle.click();
      await expect(toggle).toHaveAttribute("data-theme-mode", "light");
    }
  });
});
