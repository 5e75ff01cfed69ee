import { type Browser, expect, test } from "@playwright/test";
import { formatDay } from "../../domain/shared/dateInput.js";
import { DEMO, dismissAnnouncementPopup, lookAt, signIn } from "./support.js";
import { daysAgoAt, recordConfirmedVoyage } from "./voyageSupport.js";

/**
 * Issue 33 §8 and §15: a day typed over a picked one is the day stored and listed (it was 20 days
 * early), in the spec's format ("27. Oct, 2026"), and the event creation form offers the vessel's
 * logged position at the event's time. Screenshots of both, light and dark, 1024 px wide.
 */

// A new departure must start a vessel's first voyage or end its last, and specs run in name order: Aurora
// after curves.spec.ts (its voyage 70–67 days back); Fjell's voyages and settings belong to the voyage
// and vessel settings specs, Skagen's to fuelRecords and shipToShipTransfer.
const VESSEL = "Nordic Aurora";
const MINUTE = Math.floor(Math.random() * 600);
const TANK = `Dates e2e ${MINUTE}`;
const FROM_DAYS_AGO = 30;

async function signedIn(browser: Browser, dark: boolean) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  if (dark)
    await context.addCookies([
      { name: "app.darkMode", value: "true", url: test.info().project.use.baseURL ?? "" },
    ]);
  const page = await context.newPage();
  // The dark theme is the provider administrator's (company users have the light one only).
  await signIn(page, dark ? DEMO.admin : DEMO.superUser);
  await expect(page).toHaveURL(/\/FleetOverview$/, { timeout: 20_000 });
  await dismissAnnouncementPopup(page);
  return { context, page };
}

test("a typed day is the day stored and listed; the event form offers the logged position", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const voyage = await recordConfirmedVoyage(request, {
    vessel: VESSEL,
    fromDaysAgo: FROM_DAYS_AGO,
    minute: MINUTE,
    label: "Dates",
    tankName: TANK,
  });
  const departureDay = daysAgoAt(FROM_DAYS_AGO, MINUTE).slice(0, 10);
  // The next voyage (its information not confirmed) takes new events; it departed 3 days later.
  const nextDay = daysAgoAt(FROM_DAYS_AGO - 3, MINUTE).slice(0, 10);
  const voyages = (await (
    await request.get(`/api/v1/Vessel/${voyage.vesselId}/Voyages`, { headers: voyage.headers })
  ).json()) as { departureId: string; departedAt: string }[];
  const next = voyages.find((v) => v.departedAt.startsWith(nextDay))!;

  for (const theme of ["light", "dark"] as const) {
    const { context, page } = await signedIn(browser, theme === "dark");
    await page.goto(
      `/Vessel/${voyage.vesselId}/${encodeURIComponent(VESSEL)}/EmissionReport?departure=${voyage.departureId}`,
    );
    await page
      .getByTestId("event-list")
      .getByRole("row")
      .filter({ has: page.getByText("Arrival", { exact: true }) })
      .click();
    await page.getByTestId("event-tab-fuelTanks").click();
    await page.getByTestId("fuel-tanks-tab").getByText(TANK).click();
    await page.getByRole("tab", { name: "Bunkering" }).click();

    const dateBox = page.getByTestId("tank-operation-time-date");
    if (theme === "light") {
      // Pick a day from the calendar: the box shows it in the spec's form.
      await page.getByTestId("tank-operation-time-date-pick").click();
      const calendar = page.getByTestId("tank-operation-time-date-calendar");
      await calendar.locator("td:not(.p-datepicker-other-month) span:not(.p-disabled)").first().click();
      await expect(dateBox).toHaveValue(/^\d{2}\. [A-Z][a-z]{2}, \d{4}$/);

      // Type the departure day over it ("29. Oct, 2026" typed over a selection once gave 09 Oct).
      await dateBox.fill(formatDay(departureDay));
      await page.getByTestId("tank-operation-time-time").fill("23:45");
      await page.getByTestId("tank-operation-density").fill("0,9912");
      await page.getByTestId("tank-operation-tons").fill("321");
      await page.getByTestId("tank-operation-sulphur").fill("0.48");
      await expect(dateBox).toHaveValue(formatDay(departureDay));
      await page.getByTestId("tank-operation-submit").click();
      const table = page.getByTestId("tank-operation-table");
      await expect(table).toContainText(`${formatDay(departureDay)} 23:45`);
      await expect(table).toContainText("321.000");

      // Numbers alone whose day and month could swap are refused, naming both readings.
      await dateBox.fill("03/04/2026");
      await dateBox.blur();
      await expect(page.getByTestId("tank-operation-time-date-problem")).toHaveText(
        '"03/04/2026" could be 03. Apr, 2026 or 04. Mar, 2026: write the month as a name, e.g. 03. Apr, 2026.',
      );
      await lookAt(page, "date-input-refusal-light");
      await dateBox.fill("");
    }
    await page.getByTestId("tank-operation-time-date-pick").click();
    await expect(page.getByTestId("tank-operation-time-date-calendar")).toBeVisible();
    await page.waitForTimeout(400); // the panel's fade-in
    await lookAt(page, `date-input-fuel-record-${theme}`);
    await page.keyboard.press("Escape");

    // A new event in the next voyage: the logged position at its time is offered.
    // (The e2e server has no simulated position history, so its answer is given here; the lookup itself
    // is covered by tests/api/logData.test.ts.)
    const at = `${nextDay}T18:00:00.000Z`;
    await page.route("**/api/v1/VesselLocations/Find?*", (route) =>
      route.request().url().includes("source=LogData")
        ? route.fulfill({
            json: {
              timestamp: at,
              source: "LogData",
              geoCoordinate: { latitude: 53.5461, longitude: 9.9664 },
            },
          })
        : route.continue(),
    );
    await page.goto(
      `/Vessel/${voyage.vesselId}/${encodeURIComponent(VESSEL)}/EmissionReport?departure=${next.departureId}`,
    );
    await page.getByTestId("event-create-anchoring").click();
    await page.getByTestId("new-event-date").fill(formatDay(nextDay));
    await page.getByTestId("new-event-time").fill("18:00");
    await expect(page.getByTestId("new-event-position")).toHaveText("53° 32.7660' N, 9° 57.9840' E");
    await expect(page.getByTestId("new-event-use-position")).toBeVisible();
    await page.getByTestId("new-event-form").scrollIntoViewIfNeeded();
    await lookAt(page, `date-input-new-event-${theme}`);
    await page.getByTestId("new-event-cancel").click();
    await context.close();
  }
});
