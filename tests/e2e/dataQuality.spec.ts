import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { packageContentOf, packageFileName } from "../../domain/simulator/packageContent.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { allowAtLeast, DEMO, dismissAnnouncementPopup, lookAt, signIn } from "./support.js";

const API_KEY = "demo-nordicbulk-key";
const TODAY = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const DAYS = 2;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-e2e-dq-"));
/** The demo vessel longest at sea in the uploaded days, so its speed log can be compared. */
const { demo, simulation } = NORDIC_BULK_VESSELS.map((demo) => {
  const simulation = createVesselSimulation(simVesselFrom(demo.imoNumber, demo.particulars), TODAY);
  let hours = 0;
  for (let t = TODAY - DAYS * DAY_MS; t < TODAY; t += 3_600_000)
    if (simulation.stateAt(t).speedOverGround > 5) hours++;
  return { demo, simulation, hours };
}).sort((a, b) => b.hours - a.hours)[0]!;
const NAME = demo.particulars.name;

/** Uploads the last DAYS days of the vessel at 1-minute logging, sensor faults on, as the vessel would. */
async function uploadDays(request: APIRequestContext): Promise<void> {
  for (let back = DAYS; back >= 1; back--) {
    const day = simulation.day(TODAY - back * DAY_MS, { stepSeconds: 60 });
    const file = path.join(dir, packageFileName(day));
    await writeDataPackage(file, packageContentOf(day));
    const response = await request.post("/api/v1/Imports", {
      headers: { "X-Api-Key": API_KEY },
      multipart: {
        file: { name: path.basename(file), mimeType: "application/zip", buffer: fs.readFileSync(file) },
      },
    });
    expect(response.status()).toBe(202);
  }
}

async function vesselId(page: Page): Promise<string> {
  const vessels = (await (await page.request.get("/api/v1/Vessels")).json()) as {
    id: string;
    name: string;
  }[];
  return vessels.find((v) => v.name === NAME)!.id;
}

async function setTheme(page: Page, mode: "light" | "dark") {
  const toggle = page.getByTestId("theme-switch");
  if ((await toggle.getAttribute("data-theme-mode")) !== mode) await toggle.click();
  await expect(toggle).toHaveAttribute("data-theme-mode", mode);
}

test.describe("Data quality", () => {
  test("shows the demo vessel's injected faults, and a deleted outlier leaves the table and the chart", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await uploadDays(page.request);
    // An administrator: the theme switch is theirs, and outlier actions need SuperUser or Administrator.
    await signIn(page, DEMO.admin);
    await dismissAnnouncementPopup(page);
    const id = await vesselId(page);
    const from = new Date(TODAY - DAYS * DAY_MS).toISOString();
    const to = new Date(TODAY).toISOString();
    // The imports run in the background: wait until the last day's data are in.
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(
            `/api/v1/DataQuality/DataOutage?vesselId=${id}&featureName=Speed%20Over%20Ground&from=${from}&to=${to}`,
          );
          const body = (await answer.json()) as { features: Array<{ days: Array<{ received: number }> }> };
          return body.features[0]?.days.filter((d) => d.received > 0).length ?? 0;
        },
        { timeout: 150_000, intervals: [2000] },
      )
      .toBe(DAYS);
    // The pages follow the sidebar's vessel.
    await page.evaluate((vid) => localStorage.setItem("keelson.selectedVesselId", vid), id);

    for (const mode of ["light", "dark"] as const) {
      await page.goto("/DataQuality");
      await expect(page).toHaveURL(/DQFleetOverview/);
      await setTheme(page, mode);
      const row = page.getByTestId("dq-summary-table").getByRole("row", { name: new RegExp(NAME) });
      await expect(row).toBeVisible({ timeout: 30_000 });
      await expect(row.getByTestId("dq-speedLog")).toContainText("Speed log reads +");
      await lookAt(page, `dq-summary-${mode}`, { fullPage: true });

      await page.getByTestId("sidebar").getByRole("link", { name: "Data Availability" }).click();
      await expect(page.getByTestId("dq-vessel")).toContainText(NAME);
      await expect(page.getByTestId("dq-heatmap")).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("dq-availability-table")).toContainText("Speed Through Water");
      await lookAt(page, `dq-availability-${mode}`, { fullPage: true });

      await page.getByTestId("sidebar").getByRole("link", { name: "Speed Log" }).click();
      await expect(page.getByTestId("dq-bias")).toContainText("Estimated speed log bias", {
        timeout: 30_000,
      });
      await expect(page.locator(".apexcharts-canvas").first()).toBeVisible();
      await lookAt(page, `dq-speedlog-${mode}`, { fullPage: true });

      await page.getByTestId("sidebar").getByRole("link", { name: "Noon Report Alignment" }).click();
      await expect(page.getByTestId("dq-alignment")).toBeVisible({ timeout: 30_000 });
      await lookAt(page, `dq-alignment-${mode}`, { fullPage: true });

      await page.getByTestId("sidebar").getByRole("link", { name: "Data Outliers" }).click();
      await expect(page.getByTestId("dq-outliers")).toBeVisible({ timeout: 60_000 });
      await lookAt(page, `dq-outliers-${mode}`, { fullPage: true });
    }
    await setTheme(page, "light");

    // Delete a spike of the Speed Through Water (or any outlier) with a reason: it leaves the table,
    // and the chart of its feature holds one reading less.
    const table = page.getByTestId("dq-outliers");
    const target = table
      .getByRole("row")
      .filter({ hasText: /Spike|Out of range/ })
      .first();
    await expect(target).toBeVisible();
    const when = (await target.locator("td").nth(2).innerText()).trim();
    const feature = (await target.locator("td").nth(0).innerText()).trim();
    await target.locator("td").nth(0).click();
    const chart = page.getByTestId("dq-feature-chart");
    await expect(chart).toBeVisible({ timeout: 30_000 });
    const before = Number(await chart.getAttribute("data-points"));
    await target.getByTestId("dq-delete").click();
    await page.getByTestId("dq-reason").fill("Sensor spike, e2e");
    await page.getByTestId("dq-delete-confirm").click();
    await expect(table.getByRole("row").filter({ hasText: feature }).filter({ hasText: when })).toHaveCount(
      0,
      {
        timeout: 60_000,
      },
    );
    await expect(chart).toHaveAttribute("data-points", String(before - 1), { timeout: 30_000 });
    await expect(page.getByTestId("dq-actions")).toContainText("Sensor spike, e2e");
    await lookAt(page, "dq-outlier-deleted-light", { fullPage: true });

    // Restore it, so the spec leaves the vessel as it found it.
    await page.getByTestId("dq-actions").getByTestId("dq-action-clear").first().click();
    await expect(table.getByRole("row").filter({ hasText: feature }).filter({ hasText: when })).toHaveCount(
      1,
      {
        timeout: 60_000,
      },
    );
  });

  test("the feature mapping page lists every feature with its variable, and a super user saves it", async ({
    page,
  }) => {
    allowAtLeast(60_000);
    await signIn(page, DEMO.superUser);
    await dismissAnnouncementPopup(page);
    const id = await vesselId(page);
    await page.goto(`/Vessel/${id}/${encodeURIComponent(NAME)}/FeatureMapping`);
    const table = page.getByTestId("feature-mapping-table");
    await expect(table).toContainText("Speed Through Water", { timeout: 30_000 });
    await expect(table).toContainText("Shaft Power");
    const frozen = page.getByLabel("Speed Through Water frozen limit");
    const limit = (await frozen.inputValue()) === "50" ? "55" : "50";
    await frozen.fill(limit);
    await frozen.blur();
    await page.getByTestId("feature-mapping-save").click();
    await expect(page.getByText("Feature mapping saved.")).toBeVisible();
    await expect(table.getByRole("row", { name: /Speed Through Water/ })).toContainText("Configured");
    await expect(table.getByRole("row", { name: /Shaft Power/ })).toContainText("Suggested");
    await lookAt(page, "dq-feature-mapping-light", { fullPage: true });
  });
});
