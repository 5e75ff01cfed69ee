import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { formatDay } from "../../domain/shared/dateInput.js";
import { packageContentOf, packageFileName } from "../../domain/simulator/packageContent.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { allowAtLeast, DEMO, dismissAnnouncementPopup, lookAt, signIn } from "./support.js";

const API_KEY = "demo-nordicbulk-key";
const TODAY = Math.floor(Date.now() / DAY_MS) * DAY_MS;
/** Nordic Aurora's day six days back: no other spec uploads it, and every assertion reads only that day. */
const BACK = 6;
const DAY = TODAY - BACK * DAY_MS;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Waits for answers of the server (variables, sample windows, log data) on a machine shared by several runs. */
const LOADED = 20_000;
const aurora = NORDIC_BULK_VESSELS.find((v) => v.particulars.name === "Nordic Aurora")!;

/**
 * Uploads the simulated day at a 10-minute step, as the vessel would (its sample window is 10 minutes),
 * without sensor faults: they are drawn per date, and the counts below would depend on the day of the run.
 */
async function uploadDay(request: APIRequestContext): Promise<string> {
  const simulation = createVesselSimulation(simVesselFrom(aurora.imoNumber, aurora.particulars), TODAY);
  const day = simulation.day(DAY, { stepSeconds: 600, faults: false });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-e2e-analysis-"));
  const file = path.join(dir, packageFileName(day));
  await writeDataPackage(file, packageContentOf(day));
  const headers = { "X-Api-Key": API_KEY };
  const response = await request.post("/api/v1/Imports", {
    headers,
    multipart: {
      file: { name: path.basename(file), mimeType: "application/zip", buffer: fs.readFileSync(file) },
    },
  });
  expect(response.status()).toBe(202);
  const vessels = (await (await request.get("/api/v1/Vessels", { headers })).json()) as {
    id: string;
    imoNumber: string;
  }[];
  const vesselId = vessels.find((v) => v.imoNumber === aurora.imoNumber)!.id;
  // Imported when Speed Over Ground holds a point of that day.
  await expect
    .poll(
      async () => {
        const variables = (await (
          await request.get(`/api/v1/LogVariables/Find?vesselId=${vesselId}&hasLogData=true`, { headers })
        ).json()) as { name: string; logDataMinDate: string | null }[];
        const sog = variables.find((v) => v.name === "Speed Over Ground");
        return sog?.logDataMinDate ? Date.parse(sog.logDataMinDate) : Number.POSITIVE_INFINITY;
      },
      { timeout: 90_000 },
    )
    .toBeLessThanOrEqual(DAY + DAY_MS);
  return vesselId;
}

/** Ticks a variable in a group's tree-select, found through its search field. */
async function pick(page: Page, group: number, name: string): Promise<void> {
  await page.getByTestId(`da-group-${group}`).click();
  const panel = page.locator(".variable-tree-panel");
  await expect(panel).toBeVisible();
  await panel.locator("input.p-treeselect-filter").fill(name);
  await panel
    .locator(".p-treenode-label", { hasText: new RegExp(`^${name} \\(`) })
    .first()
    .click();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
}

test.describe("Data Analysis and Logging History", () => {
  test.describe.configure({ mode: "serial" });
  let vesselId = "";

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    vesselId = await uploadDay(request);
  });

  test("a configuration of two groups is plotted, saved, and restored after reload (light and dark)", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.crew);
    await dismissAnnouncementPopup(page);
    await page.goto(`/Vessel/${vesselId}/Nordic%20Aurora/DataAnalysis`);
    await expect(page.getByRole("heading", { name: "Data Analysis" })).toBeVisible();
    await expect(page.getByTestId("da-plot")).toBeDisabled();
    await expect(page.getByTestId("da-setup")).toContainText("Please select at least 1 item.");

    await pick(page, 0, "Speed Over Ground");
    await pick(page, 0, "Speed Through Water");
    await pick(page, 0, "Shaft Power");
    await page.getByTestId("da-add-group").click();
    await pick(page, 1, "ME Fuel Mass Flow");

    // The period: that day, with every time-input message of spec 3 §5 on the way.
    await page.getByTestId("da-type-LastPeriod").click();
    await page.getByTestId("da-lastDays").fill("-1");
    await expect(page.getByTestId("da-error-lastDays")).toHaveText(
      "The input field must be a positive number",
    );
    await page.getByTestId("da-lastDays").fill("0");
    await expect(page.getByTestId("da-error-window")).toHaveText("The total timespan must be greater than 0");
    await expect(page.getByTestId("da-plot")).toBeDisabled();
    await page.getByTestId("da-type-SetPeriod").click();
    await page.getByTestId("da-fromDay").fill(dayText(DAY));
    await page.getByTestId("da-toDay").fill(dayText(DAY + DAY_MS));
    await page.getByTestId("da-fromTime").fill("24:00");
    await expect(page.getByTestId("da-error-fromTime")).toHaveText(
      "Please specify a valid time in the 00:00-23:59 range",
    );
    await page.getByTestId("da-fromTime").fill("00:00");

    // One day of data logged every 10 minutes: Minute is refused for its sample window, Raw is offered.
    await page.getByTestId("da-interval").click();
    await expect(
      page.getByRole("option", { name: /Minute \(Not possible due to sample window of variables\)/ }),
    ).toHaveClass(/p-disabled/);
    await page.getByRole("option", { name: "Hour", exact: true }).click();
    // Each dropdown's panel is gone before the next opens (a closing panel still holds its options).
    const panels = page.locator(".p-dropdown-panel");
    await expect(panels).toHaveCount(0);
    await page.getByTestId("da-filter-outliers").click();
    await page.getByTestId("da-voyages").click();
    await page.getByTestId("da-scatter-x").click();
    await panels.getByRole("option", { name: "Shaft Power" }).click();
    await expect(panels).toHaveCount(0);
    await page.getByTestId("da-scatter-y").click();
    await panels.getByRole("option", { name: "ME Fuel Mass Flow" }).click();
    await expect(panels).toHaveCount(0);

    await page.getByTestId("da-plot").click();
    const charts = page.getByTestId("da-charts");
    await expect(charts).toHaveAttribute("data-interval", "Hour", { timeout: LOADED });
    await expect(page.getByTestId("da-chart-0")).toHaveAttribute("data-units", "knot|kW");
    await expect(page.getByTestId("da-chart-1")).toHaveAttribute("data-units", "kg/hr");
    // 24 hours of three variables, a few hours dropped by Chauvenet's criterion at most.
    expect(Number(await page.getByTestId("da-chart-0").getAttribute("data-points"))).toBeGreaterThan(60);
    expect(Number(await page.getByTestId("da-scatter").getAttribute("data-points"))).toBeGreaterThan(20);
    await expect(page.getByTestId("da-chart-0").locator(".apexcharts-canvas")).toBeVisible();
    await expect(page.getByTestId("da-saved")).toContainText("Configuration saved");
    // The shown window in the spec's form 'DD. MMM, YYYY HH:mm', not ISO.
    await expect(page.getByTestId("da-window")).toContainText(
      `${formatDay(dayText(DAY))} 00:00 – ${formatDay(dayText(DAY + DAY_MS))} 00:00 UTC`,
    );
    await expect(page.getByTestId("da-saved")).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await lookAt(page, "data-analysis-light", { fullPage: true });

    // Restored after reload, and plotted again at once.
    await page.reload();
    await expect(page.getByTestId("da-charts")).toHaveAttribute("data-interval", "Hour", { timeout: LOADED });
    // The day box shows the spec's form (issue 33): "05. Mar, 2026".
    await expect(page.getByTestId("da-fromDay")).toHaveValue(formatDay(dayText(DAY)));
    await expect(page.getByTestId("da-group-0")).toContainText("Speed Over Ground");
    await expect(page.getByTestId("da-group-0")).toContainText("Shaft Power");
    await expect(page.getByTestId("da-group-1")).toContainText("ME Fuel Mass Flow");
    await expect(page.locator("#da-filter-outliers")).toBeChecked();
    await expect(page.getByTestId("da-scatter")).toBeVisible();
    // One y axis per unit: knot and kW in the first group's chart.
    const titles = page.getByTestId("da-chart-0").locator(".apexcharts-yaxis-title text");
    await expect(titles).toHaveText(["knot", "kW"]);
    await lookAt(page, "data-analysis-restored-light", { fullPage: true });
  });

  test("the page in the dark theme (an administrator's choice), zoomed to a finer interval", async ({
    page,
  }) => {
    allowAtLeast(60_000);
    await signIn(page, DEMO.admin);
    await dismissAnnouncementPopup(page);
    await page.goto(`/Vessel/${vesselId}/Nordic%20Aurora/DataAnalysis`);
    await expect(page.getByRole("heading", { name: "Data Analysis" })).toBeVisible();
    await pick(page, 0, "Speed Over Ground");
    await pick(page, 0, "ME Load");
    await page.getByTestId("da-type-SetPeriod").click();
    await page.getByTestId("da-fromDay").fill(dayText(DAY));
    await page.getByTestId("da-toDay").fill(dayText(DAY + DAY_MS));
    await page.getByTestId("da-interval").click();
    await page.getByRole("option", { name: "Day", exact: true }).click();
    await page.getByTestId("da-plot").click();
    await expect(page.getByTestId("da-charts")).toHaveAttribute("data-interval", "Day", { timeout: LOADED });

    // Zooming into the chart asks the server again at the finest interval the zoomed hours allow.
    const plot = page.getByTestId("da-chart-0").locator(".apexcharts-grid");
    await plot.scrollIntoViewIfNeeded();
    const box = (await plot.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    // Hour for this spec's 10-minute day; Quarter when another spec's 15-minute days are the newest data.
    await expect(page.getByTestId("da-charts")).toHaveAttribute("data-interval", /^(Hour|Quarter)$/, {
      timeout: LOADED,
    });
    await expect(page.getByTestId("da-reset-zoom")).toBeVisible();

    const toggle = page.getByTestId("theme-switch");
    if ((await toggle.getAttribute("data-theme-mode")) !== "dark") await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-mode", "dark");
    await expect(page.getByTestId("da-chart-0").locator(".apexcharts-canvas")).toBeVisible();
    await lookAt(page, "data-analysis-dark", { fullPage: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-mode", "light");
    await page.getByTestId("da-reset-zoom").click();
    await expect(page.getByTestId("da-charts")).toHaveAttribute("data-interval", "Day", { timeout: LOADED });
  });

  test("a group refuses its 6th variable; Logging History keeps its own configuration", async ({ page }) => {
    allowAtLeast(60_000);
    await signIn(page, DEMO.crew);
    await dismissAnnouncementPopup(page);
    await page.goto(`/Vessel/${vesselId}/Nordic%20Aurora/LoggingHistory`);
    await expect(page.getByRole("heading", { name: "Logging History" })).toBeVisible();
    await expect(page.getByTestId("da-charts")).toHaveCount(0);
    await page.getByTestId("da-add-group").click();
    for (const name of ["Heading", "Rudder Angle", "Water Depth", "Shaft Speed", "Shaft Torque"])
      await pick(page, 1, name);
    await expect(page.getByTestId("da-group-1-limit")).toHaveText("Maximum 5 items reached");
    await page.getByTestId("da-group-1").click();
    const panel = page.locator(".variable-tree-panel");
    await panel.locator("input.p-treeselect-filter").fill("Shaft Thrust");
    await panel
      .locator(".p-treenode-label", { hasText: /^Shaft Thrust \(/ })
      .first()
      .click();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("da-group-1")).not.toContainText("Shaft Thrust");
    await expect(page.getByTestId("da-group-1-limit")).toHaveText("Maximum 5 items reached");

    // A longer period than the chosen interval allows: the next larger one is chosen by itself.
    await page.getByTestId("da-interval").click();
    await page.getByRole("option", { name: "Raw", exact: true }).click();
    // 20 days: past Raw, Minute and Quarter whatever the sample window (other specs upload 15-minute days).
    await page.getByTestId("da-lastDays").fill("20");
    await expect(page.getByTestId("da-interval")).toContainText("Hour");
    await expect(page.getByTestId("da-interval-note")).toHaveText(
      "Raw is not available for this period and these variables: Hour is chosen.",
    );
    await lookAt(page, "logging-history-light", { fullPage: true });
  });
});
