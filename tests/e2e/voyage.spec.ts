import fs from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { completeEmissionSettings, tokenOf } from "./emissionSettingsSupport";
import { DEMO, dismissAnnouncementPopup, lookAt, signIn } from "./support";
import { removeVoyagesNamed } from "./voyageSupport";

/** The crew member sees Nordic Aurora and Nordic Fjell; Aurora may carry the demo voyages. */
const VESSEL = "Nordic Fjell";
const DAY = 86_400_000;

/** "yyyy-mm-dd" of a UTC day some days before today. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/** The vessel's emission settings, made complete through the API; answers its id. */
async function emissionReadyVessel(request: APIRequestContext): Promise<string> {
  const token = await tokenOf(request, DEMO.superUser);
  const vessels = (await (
    await request.get("/api/v1/Vessels", { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { id: string; name: string }[];
  const vessel = vessels.find((v) => v.name === VESSEL);
  if (!vessel) throw new Error(`${VESSEL} is not in the demo fleet`);
  await removeVoyagesNamed(request, vessel.id, "E2E ");
  await completeEmissionSettings(request, vessel.id, {
    meterName: "ME supply",
    particulars: { mainPropulsionPower: 8400, deadweight: 63500, netTonnage: 21000, grossTonnage: 36300 },
  });
  return vessel.id;
}

async function pickPort(page: Page, testId: string, query: string, loCode: string) {
  const input = page.getByTestId(testId).locator("input");
  // PrimeReact closes a suggestion panel when the page scrolls; with the box in the middle of the
  // viewport the panel opens in view, so clicking its option does not scroll it away.
  await input.evaluate((box) => box.scrollIntoView({ block: "center" }));
  // The search answers 500 ms after the last key; on a busy machine the answer can take seconds, and typing
  // again would only restart it, so each attempt waits long for the list.
  await expect(async () => {
    // Emptied first: filling the text it already holds is no change to React, so no new search would start.
    await input.fill("");
    await input.fill(query);
    await page.getByTestId(`${testId}-option`).filter({ hasText: loCode }).first().click({ timeout: 12_000 });
    await expect(input).toHaveValue(new RegExp(loCode), { timeout: 2000 });
  }).toPass({ timeout: 45_000 });
}

async function createEvent(page: Page, button: string, day: string, time: string) {
  await page.getByTestId(button).click();
  await page.getByTestId("new-event-date").fill(day);
  await page.getByTestId("new-event-time").fill(time);
  await page.getByTestId("new-event-create").click();
  await expect(page.getByTestId("new-event-form")).toBeHidden();
}

async function confirmSelectedEvent(page: Page) {
  await page.getByTestId("event-confirm").click();
  await expect(page.getByTestId("event-panel-confirmed")).toBeVisible();
}

const eventRow = (page: Page, name: string) =>
  page
    .getByTestId("event-list")
    .getByRole("row")
    .filter({ has: page.getByText(name, { exact: true }) });

test("a crew member records, confirms and reports a voyage", async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const vesselId = await emissionReadyVessel(request);

  await signIn(page, DEMO.crew);
  await expect(page).toHaveURL(/\/FleetOverview$/);
  await dismissAnnouncementPopup(page);
  await page.goto(`/Vessel/${vesselId}/${encodeURIComponent(VESSEL)}/EmissionReport`);
  await expect(page.getByTestId("voyages-section")).toBeVisible();
  await expect(page.getByTestId("yearly-report-notice")).toBeVisible();

  // The settings view and back.
  await page.getByTestId("emission-settings-toggle").click();
  await expect(page.getByTestId("settings-complete")).toBeVisible();
  await expect(page.getByTestId("emission-settings-toggle")).toHaveText(/Return to emission report/);
  await page.getByTestId("emission-settings-toggle").click();

  // Departure: voyage information, port and time.
  await page.getByTestId("voyage-create-toggle").click();
  await page.getByTestId("voyage-create-name").fill("E2E Rotterdam–Hamburg");
  // A search that finds nothing says so, rather than leaving the list closed.
  await page.getByTestId("voyage-create-port").locator("input").fill("Qxzv");
  await expect(page.locator(".p-autocomplete-panel")).toContainText("No port found.");
  await pickPort(page, "voyage-create-port", "Rotterdam", "NLRTM");
  await page.getByTestId("voyage-create-date").fill(daysAgo(10));
  await page.getByTestId("voyage-create-time").fill("25:00");
  await expect(page.getByTestId("voyage-create-submit")).toBeDisabled();
  await page.getByTestId("voyage-create-time").fill("08:00");
  await page.getByTestId("voyage-create-submit").click();
  await expect(page.getByTestId("voyage-screen")).toBeVisible();
  await expect(page.getByTestId("voyage-title")).toHaveText("E2E Rotterdam–Hamburg");

  // A laden departure needs its cargo before it is confirmed.
  await page.getByTestId("cargo-input").fill("55000");
  await page.getByTestId("cargo-save").click();
  await expect(page.getByTestId("cargo-value")).toHaveText("55,000");
  await confirmSelectedEvent(page);

  // Arrival with its port.
  await createEvent(page, "event-create-arrival", daysAgo(7), "14:30");
  await expect(page.getByTestId("event-panel-title")).toHaveText("Arrival");
  await expect(page.getByTestId("event-create-arrival")).toBeHidden();
  await pickPort(page, "event-port", "Hamburg", "DEHAM");
  await page.getByTestId("event-port-editor-save").click();
  await expect(page.getByTestId("event-port-editor-value")).toContainText("DEHAM");
  await confirmSelectedEvent(page);

  // End of voyage: the next departure, with its own voyage information and port.
  await createEvent(page, "event-create-end-of-voyage", daysAgo(6), "09:00");
  await expect(page.getByTestId("event-panel-title")).toHaveText("End of voyage");
  await expect(page.getByTestId("event-create-end-of-voyage")).toBeHidden();
  await page.getByTestId("event-voyage-name").fill("E2E Hamburg–Oslo");
  await page.getByTestId("event-voyage-type").click();
  await page.getByRole("option", { name: "Ballast" }).click();
  await page.getByTestId("event-voyage-editor-save").click();
  await expect(page.getByTestId("event-voyage-editor-value")).toContainText("Ballast");
  await pickPort(page, "event-port", "Hamburg", "DEHAM");
  await page.getByTestId("event-port-editor-save").click();
  await expect(page.getByTestId("event-port-editor-value")).toContainText("DEHAM");
  await confirmSelectedEvent(page);
  await lookAt(page, "voyage-events-light", { fullPage: true });

  // Voyage information.
  await page.getByTestId("voyage-confirm-information").click();
  await expect(page.getByTestId("voyage-information-state")).toHaveAttribute("data-confirmed", "true");
  await expect(page.getByTestId("event-create-buttons")).toBeHidden();

  // Distance of the arrival (its Distance tab opens first, the distance being missing).
  await eventRow(page, "Arrival").click();
  await expect(page.getByTestId("event-tab-distance")).toHaveAttribute("aria-selected", "true");
  // One number rule: "1,500" could be 1.5 or 1500 nm and cannot be saved; "312,4" is 312.4.
  await page.getByTestId("distance-input").fill("1,500");
  await expect(page.getByTestId("distance-save")).toBeDisabled();
  await expect(page.getByTestId("distance-tab")).toContainText(
    '"1,500" could be 1.5 or 1500: write 1500 or 1.5.',
  );
  await page.getByTestId("distance-input").fill("312,4");
  await page.getByTestId("distance-save").click();
  await expect(page.getByTestId("distance-total")).toHaveText("312.4 nm");

  // Fuel consumption of the arrival's leg through the Flow meters tab.
  await page.getByTestId("event-tab-flowMeters").click();
  await expect(page.getByTestId("flow-meters-tab")).toBeVisible();
  // Confirming the information laid an empty Manual row over the leg; the crew types the figure read
  // off the meter into it (click the value, type, Enter).
  await page.getByTestId("flow-consumption-value").first().click();
  // A decimal comma is the decimal mark: "24,5" is 24.5 t (a type=number box had saved 245 t).
  await page.getByTestId("flow-consumption-edit-input").fill("24,5");
  await page.getByTestId("flow-consumption-edit-input").press("Enter");
  await expect(page.getByTestId("flow-consumption-edit-input")).toHaveCount(0);
  await expect(page.getByTestId("flow-consumption-table")).toContainText("24.5");
  await lookAt(page, "voyage-flow-meters-light", { fullPage: true });
  // The stay up to the end of the voyage has its own row; a placeholder does not count as entered.
  await eventRow(page, "End of voyage").click();
  await page.getByTestId("event-tab-flowMeters").click();
  await expect(page.getByTestId("flow-meters-tab")).toBeVisible();
  await page.getByTestId("flow-consumption-value").first().click();
  await page.getByTestId("flow-consumption-edit-input").fill("1.2");
  await page.getByTestId("flow-consumption-edit-input").press("Enter");
  await expect(page.getByTestId("flow-consumption-edit-input")).toHaveCount(0);

  // Voyage data, then the MRV report.
  await expect(page.getByTestId("voyage-confirm-data")).toBeEnabled();
  await page.getByTestId("voyage-confirm-data").click();
  await expect(page.getByTestId("voyage-data-state")).toHaveAttribute("data-confirmed", "true");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("voyage-report-mrv").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = await download.path();
  expect(fs.statSync(file).size).toBeGreaterThan(1000);
  await lookAt(page, "voyage-confirmed-light", { fullPage: true });

  // History: step back through the changes.
  await page.getByTestId("voyage-history-open").click();
  await expect(page.getByTestId("history-entry").first()).toBeVisible();
  await expect(page.getByTestId("history-change").first()).toBeVisible();
  await page.getByTestId("history-previous").click();
  await expect(page.getByTestId("history-to")).toContainText(/^\d+\./);
  await page.locator('[data-testid="history-entry"][data-type="VesselEventDistanceSet"]').click();
  await expect(page.getByTestId("history-change").first()).toContainText("Distance: — → 312.4 nm");
  // The fuel edit is in the list with its figure, and its moment shows the figures it changed.
  const fuelEdit = page
    .locator('[data-testid="history-entry"][data-type="FlowMeterConsumptionUpdated"]')
    .filter({ hasText: "Consumption 24.5 t" });
  await expect(fuelEdit).toContainText("Consumption 24.5 t");
  await fuelEdit.click();
  await expect(page.locator('[data-testid="history-change"][data-kind="figures"]')).toContainText(
    /Flow meter .*: 0 t Heavy fuel oil → 24\.5 t Heavy fuel oil/,
  );
  await expect(page.getByTestId("history-figures")).toContainText("MRV CO2 at sea");
  await lookAt(page, "voyage-history-light", { fullPage: true });
  // Escape in the open revision list closes the list only (issue 34); the next one closes the dialog.
  await page.getByTestId("history-to").click();
  await expect(page.locator(".p-dropdown-panel")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator(".p-dropdown-panel")).toBeHidden();
  await expect(page.getByTestId("voyage-history")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("voyage-history")).toBeHidden();

  // Back in the departures list: the voyage is completed, the next one (started by its end) is open.
  await page.getByTestId("voyage-back").click();
  await expect(page.getByTestId("departure-list")).toContainText("E2E Rotterdam–Hamburg");
  const completed = (name: string) =>
    page
      .getByTestId("departure-list")
      .getByRole("row")
      .filter({ hasText: name })
      .getByTestId("departure-completed");
  await expect(completed("E2E Rotterdam–Hamburg")).toHaveAttribute("data-on", "true");
  await expect(completed("E2E Hamburg–Oslo")).toHaveAttribute("data-on", "false");
  await expect(page.getByTestId("yearly-report-mrv")).toBeVisible();
  await lookAt(page, "emission-report-light", { fullPage: true });
  const voyageUrl = page.url();

  // An administrator (the only role with the theme switch) reviews it in the dark theme.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/FleetOverview$/);
  await dismissAnnouncementPopup(admin);
  await expect(admin.getByTestId("company-picker")).toContainText("Nordic Bulk AS");
  await admin.getByTestId("theme-switch").click();
  await expect(admin.getByTestId("theme-switch")).toHaveAttribute("data-theme-mode", "dark");
  await admin.goto(voyageUrl);
  await expect(admin.getByTestId("departure-list")).toContainText("E2E Rotterdam–Hamburg");
  await lookAt(admin, "emission-report-dark", { fullPage: true });
  await admin
    .getByTestId("departure-list")
    .getByRole("row")
    .filter({ hasText: "E2E Rotterdam–Hamburg" })
    .click();
  await expect(admin.getByTestId("voyage-data-state")).toHaveAttribute("data-confirmed", "true");
  await eventRow(admin, "Arrival").click();
  await admin.getByTestId("event-tab-distance").click();
  await expect(admin.getByTestId("distance-pie")).toBeVisible();
  await lookAt(admin, "voyage-confirmed-dark", { fullPage: true });
  await admin.getByTestId("voyage-history-open").click();
  await admin.locator('[data-testid="history-entry"][data-type="VesselEventDistanceSet"]').click();
  await expect(admin.getByTestId("history-change").first()).toContainText("Distance: — → 312.4 nm");
  await admin
    .locator('[data-testid="history-entry"][data-type="FlowMeterConsumptionUpdated"]')
    .filter({ hasText: "Consumption 24.5 t" })
    .click();
  await expect(admin.getByTestId("history-figures")).toContainText("24.5 t");
  await lookAt(admin, "voyage-history-dark", { fullPage: true });
  await adminContext.close();
});
