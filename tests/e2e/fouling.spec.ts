import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { packageContentOf, packageFileName } from "../../domain/simulator/packageContent.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { DEMO, dismissAnnouncementPopup, sessionHeaders, signIn } from "./support.js";

const API_KEY = "demo-nordicbulk-key";
/** Screenshots go here when SHOTS is set (light and dark). */
const SHOTS = process.env.SHOTS;
const FOULING_FEATURE_ID = 5;
const TODAY = Math.floor(Date.now() / DAY_MS) * DAY_MS;
/** Nordic Skagen's days 5–12 before today, every 10 minutes (other specs upload days 1–4 of other ships). */
const BACK = [12, 11, 10, 9, 8, 7, 6, 5];
const skagenDemo = NORDIC_BULK_VESSELS.find((v) => v.particulars.name === "Nordic Skagen")!;
const simulation = createVesselSimulation(simVesselFrom(skagenDemo.imoNumber, skagenDemo.particulars), TODAY);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-e2e-fouling-"));

interface VesselRow {
  id: string;
  name: string;
}
async function vesselNamed(page: Page, name: string): Promise<VesselRow> {
  const vessels = (await (await page.request.get("/api/v1/Vessels")).json()) as VesselRow[];
  return vessels.find((v) => v.name === name)!;
}
const pathOf = (v: VesselRow, child: string) => `/Vessel/${v.id}/${encodeURIComponent(v.name)}/${child}`;

async function uploadDays(request: APIRequestContext): Promise<void> {
  for (const back of BACK) {
    const day = simulation.day(TODAY - back * DAY_MS, { stepSeconds: 600 });
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

test.describe("Fouling and ISO 19030", () => {
  test("a super user sees the speed loss of uploaded days and records an ISO 19030 event (light)", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await uploadDays(page.request);
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
    await expect(page.getByTestId("fouling-chart").locator("svg").first()).toBeVisible();
    await expect(page.getByTestId("fouling-statistics")).toContainText("Current speed loss");
    await expect(page.getByTestId("fouling-statistics")).toContainText(/\d+\.\d\d %/);
    await expect(page.getByTestId("fouling-added-fuel")).toContainText(/Added fuel per year/);
    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/fouling-light.png`, fullPage: true });
    }
    await page.goto(pathOf(skagen, "DiagnosticsISO"));
    await expect(page.getByTestId("iso19030-indicators")).toContainText("In-service performance");
    await expect(page.getByTestId("iso19030-event-table")).toContainText("Dry docking");
    await page.getByTestId("iso19030-event-date").locator("input").fill("2026-01-15");
    await page.getByTestId("iso19030-event-date").locator("input").press("Escape");
    await page.getByPlaceholder("Description").fill("Hull cleaning by divers <b>not bold</b>");
    await page.getByTestId("iso19030-event-add").click();
    await expect(page.getByTestId("iso19030-event-table")).toContainText(
      "Hull cleaning by divers <b>not bold</b>",
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/iso19030-light.png`, fullPage: true });
    // Remove the event again: specs must not depend on each other.
    await page.getByRole("button", { name: /Delete the event of 2026-01-15/ }).click();
    await expect(page.getByTestId("iso19030-event-table")).not.toContainText("Hull cleaning by divers");
  });

  test("an administrator sees both pages in the dark theme", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.admin);
    await dismissAnnouncementPopup(page);
    const skagen = await vesselNamed(page, "Nordic Skagen");
    await page.goto(pathOf(skagen, "Fouling"));
    await expect(page.getByTestId("fouling-statistics")).toBeVisible();
    const toggle = page.getByTestId("theme-switch");
    if ((await toggle.getAttribute("data-theme-mode")) !== "dark") await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-mode", "dark");
    try {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/fouling-dark.png`, fullPage: true });
      await page.goto(pathOf(skagen, "DiagnosticsISO"));
      await expect(page.getByTestId("iso19030-indicators")).toContainText("Maintenance trigger");
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/iso19030-dark.png`, fullPage: true });
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
      await expect(page.getByTestId("fouling-feature-not-available")).toContainText(
        "The Fouling module is not activated for this vessel.",
      );
    } finally {
      await page.request.post(`/api/v1/VesselAdministrations/${aurora.id}/ActivateFeature`, {
        headers,
        data: feature,
      });
    }
  });
});
