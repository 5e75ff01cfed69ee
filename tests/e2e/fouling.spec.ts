import { expect, type Page, test } from "@playwright/test";
import { DAY_MS } from "../../domain/simulator/simulateDay.js";
import { uploadSimulatedDay } from "./simulatedDays.js";
import {
  closeAnnouncementWhenShown,
  DEMO,
  dismissAnnouncementPopup,
  lookAt,
  sessionHeaders,
  signIn,
} from "./support.js";

const FOULING_FEATURE_ID = 5;
const TODAY = Math.floor(Date.now() / DAY_MS) * DAY_MS;
/** Nordic Skagen's days 5–12 before today, every 10 minutes (other specs upload days 1–4 of other ships). */
const BACK = [12, 11, 10, 9, 8, 7, 6, 5];

interface VesselRow {
  id: string;
  name: string;
}
async function vesselNamed(page: Page, name: string): Promise<VesselRow> {
  const vessels = (await (await page.request.get("/api/v1/Vessels")).json()) as VesselRow[];
  return vessels.find((v) => v.name === name)!;
}
const pathOf = (v: VesselRow, child: string) => `/Vessel/${v.id}/${encodeURIComponent(v.name)}/${child}`;

test.describe("Fouling and ISO 19030", () => {
  test("a super user sees the speed loss of uploaded days and records an ISO 19030 event (light)", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    for (const back of BACK) await uploadSimulatedDay(page.request, "Nordic Skagen", back, 600);
    await signIn(page, DEMO.superUser);
    await dismissAnnouncementPopup(page);
    const skagen = await vesselNamed(page, "Nordic Skagen");
    // The imports run in the background: wait until the last uploaded day has a speed-loss value.
    const from = new Date(TODAY - 13 * DAY_MS).toISOString();
    const to = new Date(TODAY).toISOString();
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(
            `/api/v1/Fouling/SpeedLoss?vesselId=${skagen.id}&fromDate=${from}&toDate=${to}`,
          );
          const body = (await answer.json()) as { history?: Array<{ timestamp: string }> };
          return body.history?.length ?? 0;
        },
        { timeout: 120_000 },
      )
      .toBeGreaterThanOrEqual(3);

    await page.goto(pathOf(skagen, "Fouling"));
    await expect(page.getByRole("heading", { name: "Fouling", exact: true })).toBeVisible();
    await expect(page.getByTestId("fouling-chart")).toContainText("Speed loss history");
    await expect(page.getByTestId("fouling-chart").locator("svg").first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("fouling-statistics")).toContainText("Current speed loss");
    await expect(page.getByTestId("fouling-statistics")).toContainText(/\d+\.\d\d %/);
    // The demo fleet's settings carry the default wind coefficient: the correction says it was entered.
    await expect(
      page.getByTestId("fouling-statistics").locator('dt:text-is("Wind correction") + dd'),
    ).toHaveText("coefficient 1.00 × 10⁻⁴, entered in the vessel's hull-performance settings");
    await expect(page.getByTestId("fouling-added-fuel")).toContainText(/Added fuel per year/);
    await expect(page.getByTestId("fouling-operating-profile")).toContainText("Clean-hull power");
    await expect(page.getByTestId("fouling-period")).toContainText("Last 365 days");

    // Sea surface temperature: one point per 6 hours of the uploaded days, tooltips in text.
    const map = page.getByTestId("fouling-sea-temperature-map");
    await expect(map).toHaveAttribute("data-base-map", "ready");
    await expect(page.getByTestId("fouling-sea-temperature-summary")).toContainText(
      /\d+ positions \(one per 6 hours\)/,
    );
    const points = Number(await map.getAttribute("data-points"));
    expect(points).toBeGreaterThanOrEqual(BACK.length * 4 - 2);
    await expect(map.locator("path.point-map-marker")).toHaveCount(points);
    await map.locator("path.point-map-marker").nth(3).hover({ force: true });
    await expect(page.getByTestId("point-map-tooltip")).toContainText(/°C.*Ship speed/s);

    // Hull coating: recorded with who and when; the product name stays text.
    const coating = page.getByTestId("fouling-hull-coating");
    await coating.getByTestId("fouling-hull-coating-edit").click();
    await coating.getByTestId("coating-type").click();
    await page.locator("li.p-dropdown-item", { hasText: "Foul-release (silicone)" }).click();
    await coating.getByTestId("coating-manufacturer").click();
    await page.locator("li.p-dropdown-item", { hasText: "Jotun" }).click();
    await coating.getByTestId("coating-product").fill("SeaQuantum <i>X200</i>");
    await coating.getByTestId("coating-applied").fill("2025-03-01");
    await coating.getByTestId("coating-save").click();
    await expect(coating.getByTestId("fouling-hull-coating-info")).toContainText("SeaQuantum <i>X200</i>");
    await expect(coating.getByTestId("fouling-hull-coating-info")).toContainText("Jotun");
    await expect(coating.getByTestId("fouling-hull-coating-info")).toContainText(/Set by.*Nordic|Set by/);

    // Chart configuration: a benchmark out of range is refused; a valid one is saved for this user.
    const benchmark = page.locator("#fouling-benchmark");
    await benchmark.fill("55");
    await benchmark.blur();
    await expect(page.getByTestId("fouling-config")).toContainText(
      "Benchmark must be a number between -40 and 40",
    );
    await benchmark.fill("3");
    await benchmark.blur();
    await page.getByTestId("fouling-benchmark-save").click();
    await expect(page.getByTestId("fouling-chart")).toContainText("Benchmark 3 %");
    await page.reload();
    // The speed loss is computed again on the server before the chart and its configuration show.
    await expect(page.locator("#fouling-benchmark")).toHaveValue("3", { timeout: 60_000 });
    await lookAt(page, "fouling-light", { fullPage: true });

    await page.getByTestId("fouling-diagnostics-link").click();
    await expect(page.getByRole("heading", { name: "Fouling Diagnostics" })).toBeVisible();
    for (const id of [
      "fouling-propulsion-efficiency",
      "fouling-propulsion-curve",
      "fouling-rpm-deviation",
      "fouling-sfr-deviation",
    ])
      await expect(page.getByTestId(id).locator("svg").first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("fouling-rpm-deviation")).toContainText("±25 %");
    await expect(page.getByTestId("fouling-sfr-deviation")).toContainText("±50 %");
    await lookAt(page, "fouling-diagnostics-light", { fullPage: true });

    // Back to no benchmark: specs must not depend on each other.
    await page.goto(pathOf(skagen, "Fouling"));
    await expect(page.locator("#fouling-benchmark")).toHaveValue("3", { timeout: 60_000 });
    await page.locator("#fouling-benchmark").fill("");
    await page.locator("#fouling-benchmark").blur();
    await page.getByTestId("fouling-benchmark-save").click();
    await expect(page.getByTestId("fouling-chart")).not.toContainText("Benchmark 3 %");
    await page.goto(pathOf(skagen, "DiagnosticsISO"));
    await expect(page.getByTestId("iso19030-indicators")).toContainText("In-service performance");
    await expect(page.getByTestId("iso19030-indicators").getByRole("columnheader")).toHaveText([
      "Indicator",
      "Reference period",
      "Evaluation period",
      "Value",
    ]);
    await expect(page.getByTestId("iso19030-event-table")).toContainText("Dry docking");
    await page.getByTestId("iso19030-event-date").fill("2026-01-15");
    await page.getByPlaceholder("Description").fill("Hull cleaning by divers <b>not bold</b>");
    await page.getByTestId("iso19030-event-add").click();
    await expect(page.getByTestId("iso19030-event-table")).toContainText(
      "Hull cleaning by divers <b>not bold</b>",
    );
    await lookAt(page, "iso19030-light", { fullPage: true });
    // Remove the event again: specs must not depend on each other.
    await page.getByRole("button", { name: /Delete the event of 15\. Jan, 2026/ }).click();
    await expect(page.getByTestId("iso19030-event-table")).not.toContainText("Hull cleaning by divers");
  });

  test("an administrator sees both pages in the dark theme", async ({ page }) => {
    test.setTimeout(180_000);
    // The announcement may pop up late (after the alerts load): close it whenever it covers the page.
    await closeAnnouncementWhenShown(page);
    await signIn(page, DEMO.admin);
    await dismissAnnouncementPopup(page);
    const skagen = await vesselNamed(page, "Nordic Skagen");
    await page.goto(pathOf(skagen, "Fouling"));
    // The page computes the speed loss of the window on the server: give it time on a busy machine.
    await expect(page.getByTestId("fouling-statistics")).toBeVisible({ timeout: 60_000 });
    const toggle = page.getByTestId("theme-switch");
    if ((await toggle.getAttribute("data-theme-mode")) !== "dark") await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-mode", "dark");
    try {
      await expect(page.getByTestId("fouling-sea-temperature-map")).toHaveAttribute("data-base-map", "ready");
      await lookAt(page, "fouling-dark", { fullPage: true });
      await page.goto(pathOf(skagen, "Fouling/Diagnostics"));
      await expect(page.getByTestId("fouling-propulsion-curve").locator("svg").first()).toBeVisible({
        timeout: 60_000,
      });
      await lookAt(page, "fouling-diagnostics-dark", { fullPage: true });
      await page.goto(pathOf(skagen, "DiagnosticsISO"));
      await expect(page.getByTestId("iso19030-indicators")).toContainText("Maintenance trigger");
      await lookAt(page, "iso19030-dark", { fullPage: true });
    } finally {
      await toggle.click();
      await expect(toggle).toHaveAttribute("data-theme-mode", "light");
    }
  });

  test("a vessel without the Fouling module shows the feature-not-available notice", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await dismissAnnouncementPopup(page);
    const aurora = await vesselNamed(page, "Nordic Aurora");
    const headers = await sessionHeaders(page);
    const feature = { vesselId: aurora.id, featureId: FOULING_FEATURE_ID };
    await page.request.post(`/api/v1/VesselAdministrations/${aurora.id}/DeactivateFeature`, {
      headers,
      data: feature,
    });
    try {
      await page.goto(pathOf(aurora, "Fouling"));
      // The vessel's features arrive with the vessel: slow on a busy machine.
      await expect(page.getByTestId("fouling-feature-not-available")).toContainText(
        "The Fouling module is not activated for this vessel.",
        { timeout: 30_000 },
      );
    } finally {
      await page.request.post(`/api/v1/VesselAdministrations/${aurora.id}/ActivateFeature`, {
        headers,
        data: feature,
      });
    }
  });
});
