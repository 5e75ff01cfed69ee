import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { formatDay } from "../../domain/shared/dateInput.js";
import { DAY_MS } from "../../domain/simulator/simulateDay.js";
import { uploadSimulatedDay } from "./simulatedDays.js";
import { chooseOption, DEMO, dismissAnnouncementPopup, lookAt, signIn } from "./support.js";

/**
 * Issue 34, an operations centre's first hour: Data History and Diagnostics (previous version) with
 * the vessel's data, the Diagnostics breadcrumb's date range, Escape in a dialog's open list, unsaved
 * edits, the bell panel sequence that once threw React error #185, and the screens at 1024 px.
 */
/** Nordic Fjell's days 50 and 51 back: no other spec uploads them. */
const VESSEL = "Nordic Fjell";
const BACK = [51, 50];
const LOADED = 30_000;

test.setTimeout(180_000);

async function setTheme(page: Page, theme: "light" | "dark") {
  const url = new URL(test.info().project.use.baseURL!);
  await page
    .context()
    .addCookies([{ name: "app.darkMode", value: String(theme === "dark"), domain: url.hostname, path: "/" }]);
}

async function vesselPath(page: Page, sub: string): Promise<string> {
  const vessels = (await (await page.request.get("/api/v1/Vessels")).json()) as {
    id: string;
    name: string;
  }[];
  const vessel = vessels.find((v) => v.name === VESSEL)!;
  return `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/${sub}`;
}

async function pick(page: Page, name: string): Promise<void> {
  await page.getByTestId("da-group-0").click();
  const panel = page.locator(".variable-tree-panel");
  await panel.locator("input.p-treeselect-filter").fill(name);
  await panel
    .locator(".p-treenode-label", { hasText: new RegExp(`^${name} \\(`) })
    .first()
    .click();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
}

test.describe("issue 34", () => {
  test.describe.configure({ mode: "serial" });
  let dayStart = 0;

  test.beforeAll(async ({ request }) => {
    for (const back of BACK) dayStart = (await uploadSimulatedDay(request, VESSEL, back, 600)).dayStart;
  });

  // The dark theme is the administrators' (the only role with a theme switch).
  for (const [theme, width, who] of [
    ["light", 1024, DEMO.superUser],
    ["dark", 1440, DEMO.admin],
    ["dark", 1024, DEMO.admin],
    ["light", 1440, DEMO.superUser],
  ] as const) {
    test(`Data History shows the stored data as a table, filtered and exported (${theme}, ${width})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 768 });
      await setTheme(page, theme);
      await signIn(page, who);
      await dismissAnnouncementPopup(page);
      await page.goto(await vesselPath(page, "DataHistory"));
      await expect(page.getByRole("heading", { name: "Data History" })).toBeVisible();
      await expect(page.getByTestId("da-setup")).toBeVisible({ timeout: LOADED });
      await pick(page, "Speed Over Ground");
      await pick(page, "Shaft Power");
      // The day 50 back, at an hourly interval: 24 times.
      await page.getByTestId("da-type-SetPeriod").click();
      await page.getByTestId("da-fromDay").fill(new Date(dayStart).toISOString().slice(0, 10));
      await page.getByTestId("da-toDay").fill(new Date(dayStart + DAY_MS).toISOString().slice(0, 10));
      await chooseOption(page, "da-interval", "Hour");
      await page.getByTestId("da-plot").click();
      const table = page.getByTestId("dh-table");
      await expect(page.getByTestId("dh-rows")).toHaveText("24 times", { timeout: LOADED });
      await expect(table.locator("thead")).toContainText("Speed Over Ground (knot)");
      await expect(table.locator("tbody tr").first()).toContainText(
        `${formatDay(new Date(dayStart).toISOString().slice(0, 10))} 00:00`,
      );

      // Filter min & max: speeds above 1,000 knots do not exist, so every speed is dropped.
      await page.getByTestId("da-filter-minmax").click();
      const speedId = await page.locator('[data-testid^="da-min-"]').first().getAttribute("data-testid");
      await page.getByTestId(speedId!).fill("1000");
      await page.getByTestId("da-plot").click();
      await expect(table.locator("tbody tr td:nth-child(2)").first()).toHaveText("", { timeout: LOADED });

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("dh-export").click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^Data_History_Nordic_Fjell_\d{4}-\d{2}-\d{2}_/);
      const csv = fs.readFileSync((await download.path())!, "utf8");
      expect(csv.split("\r\n")[0]).toBe("Time (UTC),Speed Over Ground (knot),Shaft Power (kW)");
      expect(csv.trim().split("\r\n")).toHaveLength(25);
      await lookAt(page, `data-history-${theme}-${width}`, { fullPage: true });
    });

    test(`Diagnostics (previous version) and the Diagnostics breadcrumb's date range (${theme}, ${width})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 768 });
      await setTheme(page, theme);
      await signIn(page, who);
      await dismissAnnouncementPopup(page);
      await page.goto(await vesselPath(page, "DiagnosticsOld"));
      await expect(page.getByRole("heading", { name: "Diagnostics (previous version)" })).toBeVisible();
      const table = page.getByTestId("diagnostics-old-table");
      await expect(table).toBeVisible({ timeout: LOADED });
      for (const type of ["speed", "rpm", "sfoc"])
        await expect(page.getByTestId(`diagnostics-old-row-${type}`)).toBeVisible();
      await expect(
        page.getByTestId("diagnostics-old-chart").or(page.getByTestId("diagnostics-old-empty")),
      ).toBeVisible();
      await lookAt(page, `diagnostics-old-${theme}-${width}`, { fullPage: true });

      await page.goto(await vesselPath(page, "Diagnostics"));
      const note = page.getByTestId("vessel-breadcrumb-note");
      await expect(note).toHaveText(
        /^ · Long trends \d{1,2}\.[A-Z][a-z]{2} \d{4} – \d{1,2}\.[A-Z][a-z]{2} \d{4}$/,
        {
          timeout: LOADED,
        },
      );
      // The range starts at the first daily value (days 51 and 50 back are this spec's own).
      const first = new Date(dayStart - DAY_MS);
      const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
      await expect(note).toContainText(
        `${first.getUTCDate()}.${months[first.getUTCMonth()]} ${first.getUTCFullYear()}`,
      );
      await lookAt(page, `diagnostics-breadcrumb-${theme}-${width}`);
      // Another page has no such line.
      await page.goto(await vesselPath(page, "LongTrend"));
      await expect(page.getByRole("heading", { name: "Long Trend" })).toBeVisible();
      await expect(note).toHaveCount(0);
    });
  }

  test("Escape closes the innermost overlay only, and unsaved edits are not thrown away unasked", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, DEMO.crew);
    await dismissAnnouncementPopup(page);
    await page.goto("/");
    const widget = page.locator('[data-widget-type="VesselDataTable"]').first();
    await widget.getByTestId("widget-configure").click();
    const dialog = page.getByTestId("widget-config-dialog");
    await expect(dialog).toBeVisible();

    // Escape in the open Vessels list closes the list, not the dialog.
    await dialog.getByTestId("widget-config-vessels").click();
    const list = page.locator(".p-multiselect-panel");
    await expect(list).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(dialog).toBeVisible();

    // With an edit, Escape asks; "Cancel" keeps the edit, "Discard" closes.
    await dialog.getByTestId("widget-config-name").fill("Renamed but not saved");
    await page.keyboard.press("Escape");
    const confirm = page.getByTestId("confirm-dialog");
    await expect(confirm).toContainText("Discard your changes?");
    await confirm.getByTestId("confirm-no").click();
    await expect(dialog.getByTestId("widget-config-name")).toHaveValue("Renamed but not saved");
    await dialog.getByTestId("widget-config-cancel").click();
    await confirm.getByTestId("confirm-yes").click();
    await expect(dialog).toBeHidden();
    await expect(widget).not.toContainText("Renamed but not saved");

    // Without an edit, Escape closes at once.
    await widget.getByTestId("widget-configure").click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Manage my dashboards with the share list open: Escape closes the list only.
    await page.getByTestId("dashboard-manage").click();
    const manage = page.getByTestId("manage-dashboards-dialog");
    await manage.getByTestId("manage-dashboard-share").first().click();
    await manage.getByTestId("dashboard-share").first().click();
    await expect(list).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(manage).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(manage).toBeHidden();
  });

  test("the bell panel: acknowledge one, show all, mark all read on both tabs, without an error", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    // React reports an update loop (error #185) as a page error; a console error is any other failure.
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await signIn(page, DEMO.superUser);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    await dismissAnnouncementPopup(page);
    await page.getByTestId("alerts-bell").click();
    const panel = page.getByTestId("alerts-panel");
    await expect(panel).toBeVisible();
    const acknowledge = panel.getByTestId("incident-acknowledge").first();
    if (await acknowledge.isVisible()) await acknowledge.click();
    if (!(await panel.isVisible())) await page.getByTestId("alerts-bell").click();
    await page.getByTestId("alerts-unread-only").click();
    await page.getByTestId("alerts-mark-all-read").click();
    await expect(page.getByTestId("snackbar")).toBeVisible();
    if (!(await panel.isVisible())) await page.getByTestId("alerts-bell").click();
    await panel.getByRole("tab", { name: "Announcements" }).click();
    await page.getByTestId("alerts-mark-all-read").click();
    await expect(page.getByTestId("alerts-bell-counter")).toHaveCount(0);
    await page.waitForTimeout(1_000);
    expect(errors).toEqual([]);
  });

  test("a burst of alerts pushes while the bell panel is open renders without an update loop (#185)", async ({
    page,
  }) => {
    // "Mark all as read" makes the server push one `alerts` message per acknowledged incident. Each push
    // is its own task and re-renders what reads the incidents; when that was the whole open panel, its
    // tab view set its own state after every render, each push's commit left that update pending, and
    // past 50 such commits in a row React threw #185 (maximum update depth). The pushes here are as the
    // browser delivers a burst: one task each, queued before React's own next task.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    // The throw leaves a socket handler as an unhandled rejection, which the app reports to the server.
    page.on("request", (request) => {
      if (request.url().includes("/ClientErrors")) errors.push(request.postData() ?? "client error");
    });
    await page.addInitScript(() => {
      const Native = window.WebSocket;
      const sockets: WebSocket[] = [];
      (window as unknown as { liveSockets: WebSocket[] }).liveSockets = sockets;
      window.WebSocket = class extends Native {
        constructor(...args: ConstructorParameters<typeof WebSocket>) {
          super(...args);
          sockets.push(this);
        }
      };
    });
    await signIn(page, DEMO.superUser);
    await dismissAnnouncementPopup(page);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { liveSockets: WebSocket[] }).liveSockets.some((s) => s.readyState === 1),
        ),
      )
      .toBe(true);
    await page.getByTestId("alerts-bell").click();
    await expect(page.getByTestId("alerts-panel")).toBeVisible();
    await page.getByTestId("alerts-unread-only").click();
    await page.evaluate((count) => {
      const socket = (window as unknown as { liveSockets: WebSocket[] }).liveSockets.find(
        (s) => s.readyState === 1,
      )!;
      for (let i = 0; i < count; i++) {
        const incident = {
          id: `burst-${i % 5}`,
          severity: "Warning",
          vesselId: "burst",
          vesselName: "Nordic Burst",
          conditionId: "burst",
          conditionName: "Burst",
          conditionTargetKey: "burst",
          conditionDetails: `Push ${i}`,
          kind: "Threshold",
          acknowledged: true,
          acknowledgedBy: { userId: "burst", at: "2026-11-02T12:00:00.000Z" },
          isOpen: true,
          openVesselEvent: { timestamp: "2026-11-01T00:00:00.000Z" },
          closeVesselEvent: null,
          value: i,
          peak: null,
          unit: "",
          occurredAndCleared: null,
        };
        // Socket.IO's event frame over its WebSocket transport: "42" + ["event", payload].
        const data = `42${JSON.stringify(["alerts", { kind: "acknowledged", incident, ring: false }])}`;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => socket.dispatchEvent(new MessageEvent("message", { data }));
        channel.port2.postMessage(null);
      }
    }, 200);
    await expect(page.getByTestId("alerts-panel").getByText("Push 199")).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(1_000);
    expect(errors).toEqual([]);
    // The card says when it was acknowledged (the answer names no person: it once printed "[object Object]").
    const card = page.getByTestId("incident-item").filter({ hasText: "Push 199" });
    await expect(card).toContainText("acknowledged 02. Nov, 2026");
    await expect(card).not.toContainText("object");
  });

  test("at 1024 px the Alerts table keeps its headers apart and its first column in view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, DEMO.superUser);
    await dismissAnnouncementPopup(page);
    await page.goto("/Notifications");
    const table = page.getByTestId("conditions-table");
    await expect(table).toBeVisible();
    // Every header cell is opaque, so a sticky one hides what lies under it instead of printing over it.
    const transparent = await table.locator("thead th").evaluateAll((cells) =>
      cells
        .filter((c) => getComputedStyle(c).position === "sticky")
        .map((c) => getComputedStyle(c).backgroundColor)
        .filter((colour) => colour === "rgba(0, 0, 0, 0)" || colour === "transparent"),
    );
    expect(transparent).toEqual([]);
    await lookAt(page, "notifications-1024", { fullPage: true });
    // A table with rows keeps its first column in view while the others scroll.
    await page.goto("/Settings/UserList");
    const firstCell = page.locator(".p-datatable-tbody tr").first().locator("td").first();
    await expect(firstCell).toBeVisible();
    await expect(firstCell).toHaveCSS("position", "sticky");
  });
});
