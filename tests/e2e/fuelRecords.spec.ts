import { expect, test } from "@playwright/test";
import { DEMO, dismissAnnouncementPopup, lookAt, signIn } from "./support.js";
import { daysAgoAt, recordConfirmedVoyage } from "./voyageSupport.js";

/**
 * Issue 33 §10 and §12: the voyage's fuel stock balance follows a new sounding without a page reload,
 * and a fuel record is removed only once the user confirmed it. Nordic Skagen's voyage 75–72 days back:
 * a new departure must start the vessel's first voyage or end its last, and this file runs before
 * shipToShipTransfer.spec.ts (one worker, files in name order), whose voyage 60–57 days back then ends
 * this one's open voyage and whose second test starts a first voyage 80 days back. A retry first takes
 * back the voyages its first attempt recorded (recordConfirmedVoyage); a minute of its own keeps its tank
 * apart.
 */

const VESSEL = "Nordic Skagen";
const MINUTE = Math.floor(Math.random() * 600);
const TANK = `Fuel e2e ${MINUTE}`;

test("a sounding updates the stock balance at once, and removing a fuel record asks first", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const voyage = await recordConfirmedVoyage(request, {
    vessel: VESSEL,
    fromDaysAgo: 75,
    minute: MINUTE,
    label: "Fuel",
    tankName: TANK,
  });
  const bunkering = await request.post("/api/v1/FuelTankOperations", {
    headers: voyage.headers,
    data: {
      fuelTankId: voyage.fuelTankId,
      timestamp: daysAgoAt(75, MINUTE),
      fuelTypeId: "default-hfo",
      fuelDensity: 0.9912,
      fuelAdjustmentInTon: 500,
      sulphurContent: 0.48,
    },
  });
  expect(bunkering.status(), await bunkering.text()).toBe(201);

  await signIn(page, DEMO.superUser);
  await expect(page).toHaveURL(/\/FleetOverview$/, { timeout: 20_000 });
  await dismissAnnouncementPopup(page);
  await page.goto(
    `/Vessel/${voyage.vesselId}/${encodeURIComponent(VESSEL)}/EmissionReport?departure=${voyage.departureId}`,
  );
  await page
    .getByTestId("event-list")
    .getByRole("row")
    .filter({ has: page.getByText("Arrival", { exact: true }) })
    .click();
  await expect(page.getByTestId("event-panel-title")).toHaveText("Arrival");
  await page.getByTestId("event-tab-fuelTanks").click();
  await page.getByTestId("fuel-tanks-tab").getByText(TANK).click();

  const tankLine = page.getByTestId("stock-balance-tank").filter({ hasText: TANK });
  await expect(tankLine.getByTestId("stock-balance-bunkered")).toContainText("500");
  await expect(tankLine.getByTestId("stock-balance-opening")).toHaveText("no sounding");

  // A sounding on the departure day (the default time, 12:00) is the voyage's opening stock.
  await page.getByRole("tab", { name: "Soundings" }).click();
  await page.getByTestId("sounding-tons").fill("120,5");
  await page.getByTestId("sounding-cubic-metres").fill("121.6");
  await page.getByTestId("sounding-temperature").fill("40");
  await page.getByTestId("sounding-submit").click();
  await expect(page.getByTestId("sounding-table")).toContainText("120.500");
  await expect(tankLine.getByTestId("stock-balance-opening")).toContainText("120.5");

  // Removing it asks first, naming the record; Cancel keeps it.
  await page.getByTestId("sounding-remove").first().click();
  await expect(page.getByTestId("confirm-message")).toContainText("Remove the sounding of 120.500 t on");
  await lookAt(page, "fuel-record-remove-light", { fullPage: true });
  await page.getByTestId("confirm-no").click();
  await expect(page.getByTestId("confirm-dialog")).toBeHidden();
  await expect(page.getByTestId("sounding-table")).toContainText("120.500");
  await page.getByTestId("sounding-remove").first().click();
  await page.getByTestId("confirm-yes").click();
  await expect(page.getByTestId("confirm-dialog")).toBeHidden();
  await expect(page.getByTestId("sounding-table")).not.toContainText("120.500");
  await expect(tankLine.getByTestId("stock-balance-opening")).toHaveText("no sounding");
});
