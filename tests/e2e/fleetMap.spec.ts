import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { packageContentOf, packageFileName } from "../../domain/simulator/packageContent.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { closeAnnouncementWhenShown, DEMO, dismissAnnouncementPopup, lookAt, signIn } from "./support.js";

const API_KEY = "demo-nordicbulk-key";
const TODAY = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-e2e-fleet-"));
const simulations = NORDIC_BULK_VESSELS.map((demo) => ({
  demo,
  simulation: createVesselSimulation(simVesselFrom(demo.imoNumber, demo.particulars), TODAY),
}));

/** Uploads one simulated day of a demo vessel's data (every 15 minutes) like the vessel would. */
async function uploadDay(request: APIRequestContext, index: number, back: number): Promise<void> {
  const { simulation } = simulations[index]!;
  const day = simulation.day(TODAY - back * DAY_MS, { stepSeconds: 900 });
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

/** The time of the vessel's latest stored position (0 before any). */
async function latestPositionAt(request: APIRequestContext, index: number): Promise<number> {
  const vessels = (await (
    await request.get("/api/v1/Vessels", { headers: { "X-Api-Key": API_KEY } })
  ).json()) as {
    id: string;
    imoNumber: string;
  }[];
  const vessel = vessels.find((v) => v.imoNumber === simulations[index]!.demo.imoNumber)!;
  const latest = (await (
    await request.get(`/api/v1/VesselHistories/Latest/${vessel.id}`, { headers: { "X-Api-Key": API_KEY } })
  ).json()) as { timestamp: string } | null;
  return latest ? Date.parse(latest.timestamp) : 0;
}

/** Waits until the vessel's latest stored position is at least `since`. */
async function positionArrived(request: APIRequestContext, index: number, since: number): Promise<void> {
  await expect
    .poll(() => latestPositionAt(request, index), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(since);
}

/** Only our own server answers: every other request (tile servers, fonts, anything) is refused. */
async function offline(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.route(
    (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
    (route) => {
      refused.push(route.request().url());
      return route.abort();
    },
  );
  return refused;
}

async function setTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  const url = new URL(page.url() === "about:blank" ? "http://127.0.0.1/" : page.url());
  await page
    .context()
    .addCookies([{ name: "app.darkMode", value: String(theme === "dark"), domain: url.hostname, path: "/" }]);
}

test.describe("Fleet map and vessel pages", () => {
  test.setTimeout(240_000);

  test.beforeAll(async ({ request }) => {
    // Aurora and Fjell (the crew's vessels) and Skagen get three days each; the newest day of Aurora
    // arrives later, while the fleet map is open.
    for (const back of [4, 3, 2]) for (const index of [0, 1, 2]) await uploadDay(request, index, back);
    for (const index of [0, 1, 2]) await positionArrived(request, index, TODAY - 2 * DAY_MS + 23 * 3_600_000);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`the fleet map shows the vessels offline with status markers and tracks (${theme})`, async ({
      page,
    }) => {
      const refused = await offline(page);
      // Which base-map details were fetched, and any Content-Security-Policy violation (zod runs jitless).
      const lands: string[] = [];
      page.on("request", (request) => {
        const detail = /\/land-(110m|50m)-[\w-]+\.json$/.exec(request.url())?.[1];
        if (detail) lands.push(detail);
      });
      const violations: string[] = [];
      page.on("console", (message) => {
        if (message.text().startsWith("CSP violation")) violations.push(message.text());
      });
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      await closeAnnouncementWhenShown(page);
      // The theme preference applies to administrators (the only role with a theme switch).
      await setTheme(page, theme);
      await signIn(page, DEMO.admin);
      await dismissAnnouncementPopup(page);
      await page.goto("/FleetOverview");
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      const map = page.getByTestId("fleet-map");
      await expect(map).toHaveAttribute("data-base-map", "ready", { timeout: 20_000 });
      // The land is drawn from the world atlas of the build (a worker fetches it) on a canvas; no tile was asked for.
      await expect(map.locator("canvas")).toHaveCount(1);
      await expect(map.locator(".leaflet-tile")).toHaveCount(0);
      // The whole fleet's view draws the 1:110m land (55 KB), not the 1:50m one (533 KB).
      // (Asked again by each page that draws a map, from the cache.)
      expect(lands).toContain("110m");
      expect(lands).not.toContain("50m");

      const markers = map.locator(".vessel-marker:not(.vessel-marker-PreviousPosition)");
      await expect(markers).toHaveCount(3);
      // Every current position carries its vessel's status colour. Which status depends on the days other
      // specs uploaded (the daily store knows a status for every vessel with data), so any of them will do.
      await expect(
        map.locator(
          [
            ".vessel-marker-Ok",
            ".vessel-marker-Observe",
            ".vessel-marker-NotOk",
            ".vessel-marker-BenchMarking",
            ".vessel-marker-notAvailable",
          ].join(", "),
        ),
      ).toHaveCount(3);
      await expect(page.getByTestId("vessel-map-legend")).toContainText("Benchmarking");
      await expect(page.getByTestId("fleet-vessel-row")).toHaveCount(3);
      await expect(page.getByTestId("fleet-vessel-list")).toContainText("[No voyage available]");

      await page.getByText("Show track").click();
      await expect(map.locator("path.vessel-track-line").first()).toBeAttached();
      // Previous positions are drawn only where they stand apart on screen (spacedIndexes), so how many
      // depends on the zoom and on the days other specs uploaded; this spec's three days give at least one.
      await expect(map.locator(".vessel-marker-PreviousPosition").first()).toBeAttached();

      await markers.first().click();
      const popup = page.getByTestId("vessel-map-popup");
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(/N\/A|Ok|Observe|Not ok|Benchmarking/);
      await lookAt(page, `fleet-overview-${theme}`, { fullPage: true });

      await page.goto("/VesselOverview");
      await expect(page.getByTestId("vessel-card")).toHaveCount(3);
      await expect(page.getByTestId("vessel-card-values").first()).toContainText("Shaft power");
      await lookAt(page, `vessel-overview-${theme}`, { fullPage: true });
      await page.getByTestId("vessel-card").first().getByRole("link").click();
      const infoMap = page.getByTestId("vessel-info-map");
      await expect(infoMap).toHaveAttribute("data-base-map", "ready", { timeout: 20_000 });
      await expect(infoMap.locator("path.vessel-track-line").first()).toBeAttached();
      await lookAt(page, `vessel-info-${theme}`, { fullPage: true });
      expect(refused.filter((url) => !url.startsWith("data:"))).toEqual([]);
      expect(violations).toEqual([]);
    });
  }

  test("the vessel overview and the vessel info page show the vessels' real data", async ({ page }) => {
    await offline(page);
    await closeAnnouncementWhenShown(page);
    await signIn(page, DEMO.crew);
    await dismissAnnouncementPopup(page);
    await page.goto("/VesselOverview");
    const cards = page.getByTestId("vessel-card");
    await expect(cards).toHaveCount(2);
    const aurora = cards.filter({ hasText: "Nordic Aurora" });
    await expect(aurora.getByTestId("vessel-card-values")).toContainText("Speed over ground");
    await expect(aurora.getByTestId("vessel-card-values")).toContainText(/Speed over ground\s*\d+\.\d knot/);
    await expect(aurora.getByTestId("vessel-card-position")).toContainText(
      /\d+\.\d{5}° [NS], \d+\.\d{5}° [EW]/,
    );
    await lookAt(page, "vessel-overview-light", { fullPage: true });

    await aurora.getByRole("link", { name: "Nordic Aurora" }).click();
    await expect(page).toHaveURL(/\/Vessel\/[^/]+\/Nordic%20Aurora\/Info$/);
    await expect(page.getByTestId("vessel-facts")).toContainText("IMO9312482");
    await expect(page.getByTestId("vessel-info-values")).toContainText(/Shaft power\s*[\d,]+ kW/);
    await expect(page.getByTestId("vessel-info-position")).toContainText(/° [NS]/);
    const map = page.getByTestId("vessel-info-map");
    await expect(map).toHaveAttribute("data-base-map", "ready", { timeout: 20_000 });
    await expect(map.locator("path.vessel-track-line").first()).toBeAttached();
    const previous = map.locator(".vessel-marker-PreviousPosition").last();
    await previous.hover();
    const tooltip = page.getByTestId("vessel-map-track-tooltip");
    await expect(tooltip).toContainText(/Nearest known location: \d+\.\d{5}° [NS]/);
    await lookAt(page, "vessel-info-light", { fullPage: true });
  });

  test("an import that finishes moves the vessel on the open fleet map, without reload", async ({
    page,
    request,
  }) => {
    await offline(page);
    await closeAnnouncementWhenShown(page);
    await signIn(page, DEMO.superUser);
    await dismissAnnouncementPopup(page);
    // A vessel whose data stops before yesterday (another spec may have sent yesterday for one of them).
    let index = -1;
    for (let i = 0; i < simulations.length && index < 0; i++)
      if ((await latestPositionAt(request, i)) < TODAY - DAY_MS) index = i;
    expect(index, "a demo vessel without yesterday's data").toBeGreaterThanOrEqual(0);
    await page.goto("/FleetOverview");
    const row = page
      .getByTestId("fleet-vessel-row")
      .filter({ hasText: simulations[index]!.demo.particulars.name });
    await expect(row).toBeVisible({ timeout: 30_000 });
    const before = await row.textContent();
    let reloaded = false;
    page.on("framenavigated", () => {
      reloaded = true;
    });
    await uploadDay(request, index, 1);
    await expect(row).not.toHaveText(before ?? "", { timeout: 60_000 });
    await expect(row.getByTestId("fleet-last-data")).not.toHaveText("No data received yet");
    expect(reloaded).toBe(false);
  });
});
