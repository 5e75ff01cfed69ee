import { expect, type Page, test } from "@playwright/test";
import { rowWith, unique } from "./adminSupport";
import { chooseOption, DEMO, dismissAnnouncementPopup, lookAt, signIn } from "./support";

/** Signs in (the Nordic Bulk super user unless told) and opens the settings of a vessel (Nordic Aurora). */
async function openVesselSettings(
  page: Page,
  who: { email: string; password: string } = DEMO.superUser,
  vesselName = "Nordic Aurora",
) {
  await signIn(page, who);
  await expect(page).toHaveURL(/\/FleetOverview$/);
  await dismissAnnouncementPopup(page);
  const answer = await page.request.get("/api/v1/Vessels");
  const vessels = (await answer.json()) as { id: string; name: string }[];
  const vessel = vessels.find((v) => v.name === vesselName) ?? vessels[0];
  if (!vessel) throw new Error("the demo company has no vessel");
  await page.goto(`/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/VesselSettings`);
  await expect(page.getByTestId("vessel-settings")).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

test("a super user fills in the general vessel settings", async ({ page }) => {
  // Nordic Fjell: the voyage and curves specs complete Nordic Aurora's settings for their reports.
  await openVesselSettings(page, DEMO.superUser, "Nordic Fjell");
  await expect(page.getByTestId("settings-status-missing")).toBeVisible();
  await expect(page.getByTestId("settings-vesselTypeId")).toContainText("Please select...");
  await expect(page.getByTestId("settings-iceClassId")).toContainText("None");

  await page.getByTestId("settings-portOfRegistry").fill("Bergen");
  await page.getByTestId("settings-homePort").fill("Bergen");
  await page.getByTestId("settings-ownerCompanyName").fill("Nordic Bulk AS");
  await page.getByTestId("settings-emissionsContactPersonEmail").fill("not an address");
  await page.getByTestId("settings-deadweight").fill("58000");
  await chooseOption(page, "settings-vesselTypeId", "Bulk carrier");
  await chooseOption(page, "settings-iceClassId", "IA");
  await page.getByTestId("settings-numberOfShafts").getByText("2", { exact: true }).click();

  await page.getByTestId("settings-general-save").click();
  await expect(page.getByTestId("settings-emissionsContactPersonEmail-error")).toHaveText(
    "Please enter a valid email address for the emissions contact person.",
  );
  await page.getByTestId("settings-emissionsContactPersonEmail").fill("emissions@nordicbulk.demo");
  await page.getByTestId("settings-general-save").click();
  await expect(page.getByTestId("snackbar-text")).toHaveText("Vessel settings saved");
  await expect(page.getByTestId("settings-status-missing")).not.toContainText("Port of registry");

  await page.reload();
  await expect(page.getByTestId("settings-portOfRegistry")).toHaveValue("Bergen");
  await expect(page.getByTestId("settings-vesselTypeId")).toContainText("Bulk carrier");
  await expect(page.getByTestId("settings-iceClassId")).toContainText("IA");
});

test("flow meters and fuel tanks are added once per name", async ({ page }) => {
  await openVesselSettings(page);

  await tab(page, "Flow meters").click();
  const meter = unique("ME flow");
  await page.getByTestId("flow-meter-add").click();
  await expect(page.getByTestId("flow-meter-save")).toBeDisabled();
  await page.getByTestId("flow-meter-name").fill(meter);
  await chooseOption(page, "flow-meter-fuel-type", "Heavy fuel oil (HFO)");
  await page.getByTestId("flow-meter-sources").getByText("Main engine").click();
  await page.getByTestId("flow-meter-save").click();
  await expect(rowWith(page, meter)).toContainText("Heavy fuel oil");
  await expect(rowWith(page, meter)).toContainText("Manual input");

  await page.getByTestId("flow-meter-add").click();
  await page.getByTestId("flow-meter-name").fill(meter.toUpperCase());
  await expect(page.getByTestId("flow-meter-name-error")).toHaveText(
    `A flow meter with the name ${meter.toUpperCase()} already exists. Please choose a different name.`,
  );
  await expect(page.getByTestId("flow-meter-save")).toBeDisabled();
  await page.getByTestId("flow-meter-cancel").click();

  await tab(page, "Fuel tanks").click();
  const tank = unique("Tank 1P");
  await page.getByTestId("fuel-tank-add").click();
  await page.getByTestId("fuel-tank-name").fill(tank);
  await chooseOption(page, "fuel-tank-fuel-type", "Diesel / gas oil (MDO/MGO)");
  await page.getByTestId("fuel-tank-sources").getByText("Auxiliary engine").click();
  await page.getByTestId("fuel-tank-sources").getByText("Boiler").click();
  await page.getByTestId("fuel-tank-save").click();
  await expect(rowWith(page, tank)).toContainText("Auxiliary engine, Boiler");

  await page.getByTestId("fuel-tank-add").click();
  await page.getByTestId("fuel-tank-name").fill(` ${tank.toLowerCase()} `);
  await expect(page.getByTestId("fuel-tank-name-error")).toHaveText(
    `A fuel tank with the name ${tank.toLowerCase()} already exists. Please choose a different name.`,
  );
  await expect(page.getByTestId("fuel-tank-save")).toBeDisabled();
});

test("a company adds its own fuel type and only that one is removable", async ({ page }) => {
  await openVesselSettings(page);
  await tab(page, "Fuel types").click();
  await expect(rowWith(page, "Heavy fuel oil")).toContainText("3.114");
  await expect(rowWith(page, "Heavy fuel oil").getByTestId("fuel-type-remove")).toHaveCount(0);

  const name = unique("Bio blend");
  await page.getByTestId("fuel-type-add").click();
  await page.getByTestId("fuel-type-name").fill(name);
  await page.getByTestId("fuel-type-short-name").fill("B30");
  await page.getByTestId("fuel-type-factor").fill("abc");
  await expect(page.getByTestId("fuel-type-factor-error")).toHaveText(
    "Please enter the carbon emission factor as a number.",
  );
  await expect(page.getByTestId("fuel-type-save")).toBeDisabled();
  await page.getByTestId("fuel-type-factor").fill("2,2");
  await page.getByTestId("fuel-type-save").click();
  await expect(rowWith(page, name)).toContainText("2.200");
  await expect(rowWith(page, name).getByTestId("fuel-type-remove")).toBeVisible();

  await rowWith(page, name).getByTestId("fuel-type-remove").click();
  await page.getByTestId("confirm-yes").click();
  await expect(rowWith(page, name)).toHaveCount(0);
});

test("the key tab shows the data-access key panel", async ({ page }) => {
  await openVesselSettings(page);
  await tab(page, "Data-access key").click();
  await expect(page.getByTestId("veracity-panel")).toBeVisible();
  await page.getByTestId("veracity-view").click();
  await expect(page.getByTestId("veracity-dialog")).toHaveAttribute("data-mode", "VIEW");
});

test("the settings tabs in light and dark theme", async ({ page }) => {
  // Only administrators may switch the theme.
  await openVesselSettings(page, DEMO.admin);
  const tabs = ["General", "Flow meters", "Fuel tanks", "Fuel types", "Data-access key"];
  for (const mode of ["light", "dark"] as const) {
    const toggle = page.getByTestId("theme-switch");
    if ((await toggle.getAttribute("data-theme-mode")) !== mode) await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-mode", mode);
    for (const name of tabs) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
      if (name === "Flow meters") await page.getByTestId("flow-meter-add").click();
      await lookAt(page, `vessel-settings-${name.toLowerCase().replaceAll(" ", "-")}-${mode}`, {
        fullPage: true,
      });
    }
  }
});

test("at 1024 px the six tabs are all reachable, and the shaft count's chosen option stands out (light and dark)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openVesselSettings(page, DEMO.admin);
  // The row is wider than the card: it scrolls instead of cutting "Data-access key" off.
  await expect(page.getByTestId("settings-tabs").locator(".p-tabview-nav-next")).toBeVisible();
  await tab(page, "Data-access key").click();
  // Once chosen, the last tab is scrolled wholly into the row's visible part.
  const shownInRow = async () => {
    const shown = await tab(page, "Data-access key").boundingBox();
    const row = await page.getByTestId("settings-tabs").locator(".p-tabview-nav-content").boundingBox();
    return !!shown && !!row && shown.x >= row.x - 1 && shown.x + shown.width <= row.x + row.width + 1;
  };
  await expect.poll(shownInRow).toBe(true);
  await expect(page.getByTestId("veracity-panel")).toBeVisible();
  await tab(page, "General").click();
  const options = page.getByTestId("settings-numberOfShafts").locator(".p-button");
  const background = (pressed: "true" | "false") =>
    options
      .and(page.locator(`[aria-pressed="${pressed}"]`))
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  for (const mode of ["light", "dark"] as const) {
    const toggle = page.getByTestId("theme-switch");
    if ((await toggle.getAttribute("data-theme-mode")) !== mode) await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-mode", mode);
    // Light once painted every option as the chosen one.
    await expect.poll(async () => (await background("true")) !== (await background("false"))).toBe(true);
  }
});
