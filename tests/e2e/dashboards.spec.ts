import { expect, type Locator, type Page, test } from "@playwright/test";
import { uploadSimulatedDay, variableArrived } from "./simulatedDays.js";
import { chooseOption, closeAnnouncementWhenShown, DEMO, lookAt, sessionHeaders, signIn } from "./support.js";

/**
 * Dashboards (route /): the first dashboard of a newcomer, Manage my dashboards (add, rename, share,
 * delete), every widget type, and the general time span. The demo fleet of the e2e server has no log
 * data, so the spec first uploads a simulated day of the two vessels its widgets show (eleven days
 * back, a day no other spec uploads) and then expects real values in every widget.
 */

async function setTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page
    .context()
    .addCookies([{ name: "app.darkMode", value: String(theme === "dark"), domain: "127.0.0.1", path: "/" }]);
}

async function openDashboards(page: Page, who: { email: string; password: string }): Promise<void> {
  // The welcome announcement may pop up late on a loaded machine: close it whenever it covers the page
  // (only through this handler: an explicit dismiss besides would wait for a button the handler removed).
  await closeAnnouncementWhenShown(page);
  await signIn(page, who);
  // Sign-in lands on the fleet overview; the sidebar's Dashboards group leads to /.
  await page.getByTestId("sidebar-dashboard").first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("dashboard-page")).toBeVisible({ timeout: 15_000 });
}

const widgets = (page: Page) => page.getByTestId("dashboard-widget");
const widgetOf = (page: Page, type: string): Locator => page.locator(`[data-widget-type="${type}"]`);

/** Chooses vessels in the open widget configuration dialog (PrimeReact MultiSelect) and closes the panel. */
async function chooseVessels(page: Page, names: readonly string[]): Promise<void> {
  const dialog = page.getByTestId("widget-config-dialog");
  await dialog.getByTestId("widget-config-vessels").click();
  for (const name of names)
    await page.locator(".p-multiselect-panel").getByText(name, { exact: true }).click();
  await closePanel(page);
}

/**
 * Closes an open MultiSelect panel with its own close button (Escape would close the dialog too, and
 * the panel may lie over the dialog's title or over the MultiSelect itself on a short screen).
 */
async function closePanel(page: Page): Promise<void> {
  await page.locator(".p-multiselect-panel .p-multiselect-close").click();
  await expect(page.locator(".p-multiselect-panel")).toBeHidden();
}

async function closeDropdown(page: Page, dialog: Locator): Promise<void> {
  // A second click on the dropdown closes its panel (Escape would close the whole dialog, and a click
  // elsewhere leaves the panel open while its filter box has the focus).
  await dialog.getByTestId("widget-config-variable").last().click();
  await expect(page.locator(".p-dropdown-panel")).toBeHidden();
}

/** Picks a variable in the last column's dropdown (answers false when the vessels have no variables). */
async function chooseVariable(page: Page, dialog: Locator, name: string): Promise<boolean> {
  await dialog.getByTestId("widget-config-variable").last().click();
  const panel = page.locator(".p-dropdown-panel");
  // The variables load with the vessel choice: wait for the list (or its empty message).
  await expect(panel.locator(".p-dropdown-item, .p-dropdown-empty-message").first()).toBeVisible();
  const option = panel.getByRole("option", { name: new RegExp(`^${name} \\(`) });
  if ((await option.count()) === 0) {
    await closeDropdown(page, dialog);
    return false;
  }
  await option.click();
  return true;
}

/**
 * Builds a dashboard with one widget of every type through the API, as the signed-in page (speed over
 * ground of two vessels in the table and the graph when the vessels have log variables).
 */
async function buildDashboardWithEveryWidget(page: Page): Promise<string> {
  const headers = await sessionHeaders(page);
  const api = async <T>(method: "get" | "post", url: string, data?: unknown): Promise<T> => {
    const response = await page.request[method](`/api/v1${url}`, { headers, data });
    expect(response.ok(), `${method} ${url}: ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  const vessels = (await api<{ id: string; name: string }[]>("get", "/Vessels")).filter((v) =>
    ["Nordic Aurora", "Nordic Fjell"].includes(v.name),
  );
  const chosen = vessels.map((v) => ({ id: v.id }));
  const variables = await api<{ id: number; name: string; unit: { caption: string } }[]>(
    "get",
    `/LogVariables?vesselIds=${vessels.map((v) => v.id).join(",")}`,
  );
  const sog = variables.filter((v) => v.name === "Speed Over Ground");
  const column = (calculationType: string) => ({
    logVariables: sog.map((v) => ({ id: v.id, unitCaption: v.unit.caption })),
    calculationType,
    hours: 24,
    fromDate: new Date(Date.now() - 86_400_000).toISOString(),
    toDate: new Date().toISOString(),
    fromAndToDatesCalculationType: "Averaged",
  });
  const columns = sog.length > 0 ? [column("LastReceived"), column("Averaged")] : [];
  const table = await api<{ id: string }>("post", "/TableWidgetConfiguration", {
    displayType: "VesselDataTable",
    configurationName: "Speed",
    vessels: chosen,
    columns,
  });
  const graph = await api<{ id: string }>("post", "/TableWidgetConfiguration", {
    displayType: "VesselDataGraph",
    configurationName: "Speed graph",
    vessels: chosen,
    columns: columns.slice(0, 1),
  });
  const performance = await api<{ id: string }>("post", "/PerformanceStatusWidgetConfiguration", {
    vessels: chosen,
  });
  const notifications = await api<{ id: string }>("post", "/NotificationWidgets", { vessels: chosen });
  const cii = await api<{ id: string }>("post", "/CiiWidgetConfigs", { vessels: chosen });
  const fouling = await api<{ id: string }>("post", "/FoulingOverviewWidget", { vessels: chosen });
  const widget = (
    type: string,
    name: string,
    configId: string | null,
    x: number,
    y: number,
    w: number,
    h: number,
  ) => ({
    id: crypto.randomUUID(),
    name,
    configId,
    type,
    layout: { x, y, w, h },
  });
  const name = `Every widget ${Date.now() % 100_000}`;
  await api("post", "/Dashboard", {
    name,
    widgets: [
      widget("VesselDataTable", "Speed", table.id, 0, 0, 12, 6),
      widget("VesselDataGraph", "Speed graph", graph.id, 12, 0, 12, 6),
      widget("MapWidget", "Vessel map", null, 0, 6, 9, 9),
      widget("PerformanceStatusWidget", "Performance status", performance.id, 9, 6, 8, 6),
      widget("NotificationWidget", "Notifications", notifications.id, 17, 6, 7, 6),
      widget("CiiWidget", "Carbon Intensity Indicator (CII)", cii.id, 9, 12, 8, 6),
      widget("FoulingOverviewWidget", "Fouling Overview", fouling.id, 17, 12, 7, 6),
      widget("WelcomeWidget", "Welcome", null, 0, 18, 20, 12),
    ],
  });
  // The sidebar lists the new dashboard once the page reads the list again.
  await page.reload();
  return name;
}

/** Adds a widget from the Add widget list; a configurable one opens its configuration at once. */
async function addWidget(page: Page, type: string): Promise<void> {
  const before = await widgets(page).count();
  await page.getByTestId("dashboard-add-widget").click();
  await page.getByTestId(`add-widget-${type}`).click();
  await expect(widgets(page)).toHaveCount(before + 1);
}

/** The grid boxes of the widgets never overlap (a new widget goes to the first free spot). */
async function expectNoOverlap(page: Page): Promise<void> {
  const boxes = await page
    .locator(".react-grid-item")
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      const overlap =
        a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
      expect(overlap, `widgets ${i} and ${j} overlap`).toBe(false);
    }
}

test.describe("Dashboards", () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    for (const name of ["Nordic Aurora", "Nordic Fjell"]) await uploadSimulatedDay(request, name, 11);
    for (const name of ["Nordic Aurora", "Nordic Fjell"])
      await variableArrived(request, name, "Speed Over Ground");
  });

  test.setTimeout(90_000);

  test("a newcomer's first dashboard, manage, share and delete dashboards (light)", async ({
    page,
    browser,
  }) => {
    await setTheme(page, "light");
    await openDashboards(page, DEMO.crew);

    // First visit: New Dashboard with the crew's two vessels' latest values and the Welcome widget.
    await expect(page.getByTestId("dashboard-title")).toHaveText("New Dashboard");
    const latest = widgetOf(page, "VesselDataTable");
    await expect(latest).toContainText("Latest values");
    await expect(latest).toContainText("Nordic Fjell");
    await expect(widgetOf(page, "WelcomeWidget")).toContainText("Welcome to Keelson");
    const sidebar = page.getByTestId("sidebar-dashboards");
    await expect(sidebar.getByTestId("sidebar-dashboard")).toHaveText(["New Dashboard"]);
    await lookAt(page, "dashboard-first-light", { fullPage: true });

    // Add a second dashboard: New dashboard 2, active at once.
    await page.getByTestId("dashboard-manage").click();
    const manage = page.getByTestId("manage-dashboards-dialog");
    await manage.getByTestId("manage-dashboard-add").click();
    await expect(manage.getByTestId("manage-dashboard-row")).toHaveCount(2);
    await expect(page.getByTestId("dashboard-title")).toHaveText("New dashboard 2");
    await lookAt(page, "dashboards-manage-light");

    // Rename: Escape cancels, an empty name is refused, Enter saves.
    const second = manage.locator('[data-testid="manage-dashboard-row"][data-name="New dashboard 2"]');
    await second.getByTestId("manage-dashboard-rename").click();
    const input = manage.getByTestId("dashboard-rename-input");
    await input.fill("Scratch");
    await input.press("Escape");
    await expect(manage.getByTestId("dashboard-rename-input")).toHaveCount(0);
    await expect(manage).toBeVisible();
    await second.getByTestId("manage-dashboard-rename").click();
    await input.fill("   ");
    await expect(manage.getByTestId("dashboard-rename-error")).toHaveText("Name can not be empty");
    await input.press("Enter");
    await expect(input).toBeVisible();
    await input.fill("Voyage graphs");
    await input.press("Enter");
    await expect(page.getByTestId("dashboard-title")).toHaveText("Voyage graphs");
    await expect(sidebar.getByTestId("sidebar-dashboard")).toHaveText(["New Dashboard", "Voyage graphs"]);

    // Share with the super user (a colleague; oneself is not offered).
    const renamed = manage.locator('[data-testid="manage-dashboard-row"][data-name="Voyage graphs"]');
    await renamed.getByTestId("manage-dashboard-share").click();
    await renamed.getByTestId("dashboard-share").click();
    const panel = page.locator(".p-multiselect-panel");
    await expect(panel.getByRole("option").first()).toBeVisible();
    await expect(panel).not.toContainText("crew@nordicbulk.demo");
    await panel.getByRole("option", { name: /super@nordicbulk/ }).click();
    await closePanel(page);
    await expect(renamed.getByTestId("dashboard-share")).toContainText("super@nordicbulk.demo");
    await page.keyboard.press("Escape");
    await expect(manage).toBeHidden();

    // The super user sees it under Shared with me, view-only.
    const other = await browser.newContext();
    const superPage = await other.newPage();
    await openDashboards(superPage, DEMO.superUser);
    await expect(superPage.getByTestId("sidebar-shared-with-me")).toBeVisible();
    await superPage.getByTestId("sidebar-dashboard").filter({ hasText: "Voyage graphs" }).click();
    await expect(superPage.getByTestId("dashboard-title")).toHaveText("Voyage graphs");
    await expect(superPage.getByTestId("dashboard-view-only")).toBeVisible();
    await expect(superPage.getByTestId("dashboard-add-widget")).toHaveCount(0);
    await other.close();

    // Delete it after the confirmation; the last one cannot be deleted.
    await page.getByTestId("dashboard-manage").click();
    await renamed.getByTestId("manage-dashboard-delete").click();
    await expect(page.getByTestId("confirm-message")).toContainText("cannot be undone");
    await page.getByTestId("confirm-yes").click();
    await expect(manage.getByTestId("manage-dashboard-row")).toHaveCount(1);
    await expect(manage.getByTestId("manage-dashboard-delete")).toBeDisabled();
    await expect(page.getByTestId("dashboard-title")).toHaveText("New Dashboard");
  });

  test("every widget type with the demo data, and the general time span (light)", async ({ page }) => {
    await setTheme(page, "light");
    await openDashboards(page, DEMO.superUser);
    await page.getByTestId("dashboard-manage").click();
    await page.getByTestId("manage-dashboard-add").click();
    await page.keyboard.press("Escape");
    await expect(widgets(page)).toHaveCount(0);
    const config = page.getByTestId("widget-config-dialog");

    // Vessel data table: the vessels are the rows; a column is a variable with its time span.
    await addWidget(page, "VesselDataTable");
    await chooseVessels(page, ["Nordic Aurora", "Nordic Fjell"]);
    await config.getByTestId("widget-config-add-column").click();
    const hasVariables = await chooseVariable(page, config, "Speed Over Ground");
    expect(hasVariables, "the vessels have the uploaded day's variables").toBe(true);
    if (hasVariables) {
      // Select time span: 1-300 hours.
      await config.getByTestId("widget-config-time-span").click();
      const span = page.getByTestId("time-span-dialog");
      await chooseOption(page, span.getByTestId("time-span-type"), "Averaged");
      await span.getByTestId("time-span-hours").fill("301");
      await expect(span.getByTestId("time-span-hours-error")).toHaveText(
        "Selected hours must be between 1 and 300",
      );
      await expect(span.getByTestId("time-span-save")).toBeDisabled();
      await span.getByTestId("time-span-cancel").click();
    } else {
      await config.getByTestId("widget-config-remove-column").click();
    }
    await config.getByTestId("widget-config-save").click();
    await expect(config).toBeHidden();
    const table = widgetOf(page, "VesselDataTable");
    if (hasVariables) {
      await expect(table.getByTestId("vessel-data-row")).toHaveCount(2);
      await expect(table.getByTestId("vessel-data-cell").first()).toHaveText(/\d+\.\d+ knot/);
    }

    // Vessel data graph of speed and fuel.
    await addWidget(page, "VesselDataGraph");
    await chooseVessels(page, ["Nordic Aurora"]);
    if (hasVariables) {
      // Over the last 300 hours: back to the day uploaded eleven days ago.
      for (const variable of ["Speed Over Ground", "Total Fuel Consumption"]) {
        await config.getByTestId("widget-config-add-column").click();
        await chooseVariable(page, config, variable);
        await config.getByTestId("widget-config-time-span").last().click();
        const span = page.getByTestId("time-span-dialog");
        await chooseOption(page, span.getByTestId("time-span-type"), "Averaged");
        await span.getByTestId("time-span-hours").fill("300");
        await span.getByTestId("time-span-save").click();
        await expect(span).toBeHidden();
      }
    }
    await config.getByTestId("widget-config-save").click();
    await expect(config).toBeHidden();
    if (hasVariables)
      await expect(widgetOf(page, "VesselDataGraph").getByTestId("vessel-data-graph")).toBeVisible();

    // The map, only one per dashboard.
    await addWidget(page, "MapWidget");
    await expect(widgetOf(page, "MapWidget").getByTestId("map-widget")).toBeVisible();
    await page.getByTestId("dashboard-add-widget").click();
    await expect(page.getByTestId("add-widget-MapWidget")).toBeDisabled();
    await page.keyboard.press("Escape");

    // Performance status, notifications, CII and fouling overview, each for the two vessels.
    for (const type of [
      "PerformanceStatusWidget",
      "NotificationWidget",
      "CiiWidget",
      "FoulingOverviewWidget",
    ]) {
      await addWidget(page, type);
      await chooseVessels(page, ["Nordic Aurora", "Nordic Fjell"]);
      await config.getByTestId("widget-config-save").click();
      await expect(config).toBeHidden();
    }
    await expect(widgetOf(page, "PerformanceStatusWidget").getByTestId("performance-status-row")).toHaveCount(
      2,
    );
    await expect(widgetOf(page, "NotificationWidget")).toContainText("Nordic Aurora");
    // The CII module's year to date of the two vessels (a new CII widget shows the table).
    await expect(widgetOf(page, "CiiWidget").getByTestId("cii-rating-summary")).toContainText(
      "Nordic Aurora",
    );
    await expect(widgetOf(page, "CiiWidget").getByTestId("cii-rating-summary")).toContainText("Nordic Fjell");
    // The fouling module's speed loss of the two vessels (a value, or why there is none without data).
    await expect(widgetOf(page, "FoulingOverviewWidget").getByTestId("fouling-widget")).toContainText(
      "Nordic Aurora",
    );
    await expect(widgetOf(page, "FoulingOverviewWidget").getByTestId("fouling-widget")).toContainText(
      "Nordic Fjell",
    );
    await expect(widgets(page)).toHaveCount(7);
    await expectNoOverlap(page);

    // General time span: at least one widget, then every column of the chosen widgets changes.
    await page.getByTestId("dashboard-general-time-span").click();
    const general = page.getByTestId("general-time-span-dialog");
    await general.getByTestId("general-time-span-apply").click();
    await expect(general.getByTestId("general-time-span-select-error")).toHaveText("Please select widgets");
    if (hasVariables) {
      await general.getByTestId("general-time-span-widgets").click();
      await page.locator(".p-multiselect-panel").getByRole("option", { name: "New Table" }).click();
      await closePanel(page);
      await chooseOption(page, general.getByTestId("time-span-type"), "Averaged");
      // The longest span (300 h) reaches back to the day uploaded eleven days ago.
      await general.getByTestId("time-span-hours").fill("300");
      await general.getByTestId("general-time-span-apply").click();
      await expect(page.getByTestId("confirm-message")).toContainText("cannot be undone");
      await page.getByTestId("confirm-yes").click();
      await expect(general).toBeHidden();
      await expect(table).toContainText("Averaged, last 300 h");
      await expect(table.getByTestId("vessel-data-cell").first()).toHaveText(/\d+\.\d+ knot/);
    } else {
      await general.getByTestId("general-time-span-cancel").click();
    }
    await lookAt(page, "dashboard-all-widgets-light", { fullPage: true });
  });

  test("a dashboard with every widget in the dark theme, and its dialogs", async ({ page }) => {
    // Administrators are the only ones whose theme preference applies.
    await setTheme(page, "dark");
    await openDashboards(page, DEMO.admin);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    const name = await buildDashboardWithEveryWidget(page);
    await page.getByTestId("sidebar-dashboard").filter({ hasText: name }).click();
    await expect(page.getByTestId("dashboard-title")).toHaveText(name);
    await expect(widgets(page)).toHaveCount(8);
    await expect(widgetOf(page, "PerformanceStatusWidget").getByTestId("performance-status-row")).toHaveCount(
      2,
    );
    await expect(widgetOf(page, "MapWidget").getByTestId("map-widget")).toBeVisible();
    await lookAt(page, "dashboard-all-widgets-dark", { fullPage: true });

    await page.getByTestId("dashboard-add-widget").click();
    // Escape closes the dialog only once it is open (the screenshot used to give it that time).
    await expect(page.getByTestId("add-widget-dialog")).toBeVisible();
    await lookAt(page, "dashboard-add-widget-dark");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("add-widget-dialog")).toBeHidden();
    await widgetOf(page, "VesselDataTable").getByTestId("widget-configure").click();
    await page.getByTestId("widget-config-add-column").click();
    await page.getByTestId("widget-config-time-span").last().click();
    await chooseOption(page, "time-span-type", "From and to dates");
    await page.getByTestId("time-span-from-time").fill("25:00");
    await expect(page.getByTestId("time-span-from-time-error")).toHaveText(
      "Please specify a valid time in the 00:00-23:59 range",
    );
    await lookAt(page, "dashboard-time-span-dark");
    await page.getByTestId("time-span-cancel").click();
    // A column was added: closing asks before the edit is thrown away (issue 34).
    await page.getByTestId("widget-config-cancel").click();
    await expect(page.getByTestId("confirm-message")).toHaveText(
      "You have changes that are not saved. Close the dialog and lose them?",
    );
    await page.getByTestId("confirm-yes").click();
    await expect(page.getByTestId("widget-config-dialog")).toBeHidden();
    await page.getByTestId("dashboard-manage").click();
    await lookAt(page, "dashboard-manage-dark");
  });
});
