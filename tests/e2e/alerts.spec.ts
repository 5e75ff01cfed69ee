import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { DEMO, dismissAnnouncementPopup, e2eDataDir, lookAt, sessionHeaders, signIn } from "./support.js";

const API_KEY = "demo-nordicbulk-key";

type Login = { email: string; password: string };

/**
 * Light: a super user sets the condition and the crew user of Nordic Aurora watches. Dark (a theme only
 * administrators get): an administrator sets it and watches in a second browser, on another vessel, so
 * neither run's data is "late" for the other's (the evaluator judges points older than the vessel's
 * newest data as history).
 */
const RUNS: { theme: "light" | "dark"; ops: Login; wall: Login; imo: string; vessel: string }[] = [
  { theme: "light", ops: DEMO.superUser, wall: DEMO.crew, imo: "9312482", vessel: "Nordic Aurora" },
  { theme: "dark", ops: DEMO.admin, wall: DEMO.admin, imo: "9472103", vessel: "Nordic Skagen" },
];

/** The outbox's mails (quoted-printable undone), written by the server when no SMTP_URL is set. */
function outboxMails(): string[] {
  const dir = path.join(e2eDataDir(), "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) =>
      fs
        .readFileSync(path.join(dir, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
}

/** A package of one variable, one value a minute for the last `minutes`, every value `value`. */
async function exhaustPackage(
  file: string,
  imo: string,
  variable: string,
  value: number,
  minutes: number,
): Promise<void> {
  const end = Date.now() - 60_000;
  async function* rows() {
    for (let m = minutes; m >= 0; m--)
      yield { timestamp: end - m * 60_000, variable, value: value + (m % 3) };
  }
  await writeDataPackage(file, {
    manifest: { imoNumber: imo, createdAt: new Date().toISOString() },
    variables: [{ name: variable, unit: "C", onboardSystem: "E2E", taxa: [] }],
    rows: rows(),
  });
}

async function signedIn(browser: Browser, who: { email: string; password: string }, dark: boolean) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (dark) {
    await context.addCookies([
      { name: "app.darkMode", value: "true", url: test.info().project.use.baseURL ?? "" },
    ]);
  }
  const page = await context.newPage();
  await signIn(page, who);
  await expect(page).toHaveURL(/\/FleetOverview$/);
  await dismissAnnouncementPopup(page);
  return { context, page };
}

/** Open unacknowledged incidents the bell counts (its counter adds unread announcements). */
async function bellAlerts(page: Page): Promise<number> {
  return Number(await page.getByTestId("alerts-bell").getAttribute("data-alerts"));
}

for (const { theme, ops: opsLogin, wall: wallLogin, imo, vessel: VESSEL } of RUNS) {
  test(`${theme}: a condition broken by an uploaded package raises a live incident, acknowledged in another browser, mailed once`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const dark = theme === "dark";
    const stamp = Date.now();
    const variable = `E2E Exhaust ${theme} ${stamp}`;
    // Stamped like the variable: a retry finds the first try's condition still there.
    const name = `Exhaust hot ${theme} ${stamp}`;
    const address = `ops-${theme}-${stamp}@example.com`;

    // The operations user sets the condition.
    const ops = await signedIn(browser, opsLogin, dark);
    await ops.page.goto("/Notifications/New");
    const form = ops.page.getByTestId("condition-form");
    await expect(form).toBeVisible({ timeout: 20_000 });

    // Nothing filled: every broken rule beside its field, nothing sent.
    await ops.page.getByTestId("condition-save").click();
    await expect(ops.page.getByTestId("condition-name-error")).toHaveText("Name is required.");
    await expect(ops.page.getByTestId("condition-targets-error")).toHaveText(
      "Choose at least one vessel or a vessel group.",
    );
    await expect(ops.page.getByTestId("condition-variable-error")).toHaveText("Choose the log variable.");

    await ops.page.getByTestId("condition-name").fill(name);
    await ops.page.getByTestId("condition-vessels").click();
    await ops.page.getByRole("option", { name: VESSEL }).click();
    await ops.page.keyboard.press("Escape");
    await ops.page.getByTestId("condition-variable").locator("input").fill(variable);
    await ops.page.getByTestId("condition-warning-high").fill("420");
    await ops.page.getByTestId("condition-critical-on").click();
    await ops.page.getByTestId("condition-critical-high").fill("400");
    await expect(ops.page.getByTestId("condition-critical-error")).toHaveText(
      "The Critical limit must be beyond the Warning limit.",
    );
    await ops.page.getByTestId("condition-critical-high").fill("900");
    await expect(ops.page.getByTestId("condition-critical-error")).toHaveCount(0);
    await ops.page.getByTestId("condition-sustained").fill("10");
    await ops.page.getByTestId("condition-hysteresis").fill("5");
    await ops.page.getByTestId("condition-email").fill(address);
    await ops.page.getByTestId("condition-email-add").click();
    await ops.page.getByTestId("condition-email-mine").click();
    await expect(ops.page.getByTestId("condition-emails")).toContainText(opsLogin.email);
    await expect(ops.page.getByTestId("condition-email-mine")).toHaveCount(0);
    await expect(ops.page.getByTestId("condition-emails")).toContainText(address);
    await expect(ops.page.getByTestId("condition-summary")).toContainText(`${variable} above 420 (Warning)`);
    await ops.page.setViewportSize({ width: 1440, height: 1500 });
    await lookAt(ops.page, `condition-form-${theme}`);
    await ops.page.setViewportSize({ width: 1440, height: 900 });
    await ops.page.getByTestId("condition-save").click();

    await expect(ops.page).toHaveURL(/\/Notifications$/);
    const conditionRow = ops.page.getByTestId("conditions-table").getByRole("row").filter({ hasText: name });
    await expect(conditionRow).toContainText(VESSEL);
    await expect(conditionRow.getByTestId("condition-state")).toContainText("no open incident");

    // The operations user turns to the vessel's page.
    const vessels = (await (await ops.page.request.get("/api/v1/Vessels")).json()) as {
      id: string;
      name: string;
    }[];
    const vesselId = vessels.find((v) => v.name === VESSEL)?.id ?? "";
    await ops.page.goto(`/Vessel/${vesselId}/${encodeURIComponent(VESSEL)}/Info`);
    await expect(ops.page.getByTestId("vessel-breadcrumb")).toContainText(VESSEL);
    await expect(ops.page.getByTestId("vessel-breadcrumb-alerts")).toHaveCount(0);

    // A wall screen in another browser, on /Notifications searching the vessel by part of its name.
    const wall = await signedIn(browser, wallLogin, dark);
    const search = VESSEL.split(" ")[1]!.toLowerCase();
    await wall.page.goto(`/Notifications?search=${encodeURIComponent(search)}`);
    await expect(wall.page.getByTestId("incidents-search")).toHaveValue(search);
    await expect(wall.page.getByTestId("incidents-table")).not.toContainText("Loading");
    const before = await bellAlerts(wall.page);

    let reloaded = false;
    wall.page.on("load", () => {
      reloaded = true;
    });

    // The ship sends 30 minutes above 420 C.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-e2e-alerts-"));
    const file = path.join(dir, `${imo}_e2e-alerts-${stamp}.zip`);
    await exhaustPackage(file, imo, variable, 431, 30);
    const upload = await request.post("/api/v1/Imports", {
      headers: { "X-Api-Key": API_KEY },
      multipart: {
        file: { name: path.basename(file), mimeType: "application/zip", buffer: fs.readFileSync(file) },
      },
    });
    expect(upload.status()).toBe(202);

    // It appears on the wall screen without a reload: the table, the bell and the panel.
    const row = wall.page.getByTestId("incidents-table").getByRole("row").filter({ hasText: name });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText(VESSEL);
    await expect(row.getByTestId("severity-tag")).toHaveAttribute("data-severity", "Warning");
    await expect(wall.page.getByTestId("alerts-bell")).toHaveAttribute("data-alerts", String(before + 1));
    await expect(wall.page.getByTestId("alerts-bell-counter")).toBeVisible();
    await lookAt(wall.page, `notifications-incident-${theme}`);

    await wall.page.getByTestId("alerts-bell").click();
    const panel = wall.page.getByTestId("alerts-panel");
    await expect(panel.getByTestId("incident-item").filter({ hasText: name })).toBeVisible();
    await lookAt(wall.page, `panel-alerts-${theme}`);
    await wall.page.keyboard.press("Escape");
    await wall.page.mouse.click(700, 850);
    await expect(panel).toBeHidden();

    // The condition shows its open incident, and the vessel's breadcrumb on the other screen too.
    const wallCondition = wall.page
      .getByTestId("conditions-table")
      .getByRole("row")
      .filter({ hasText: name });
    await expect(wallCondition.getByTestId("condition-state")).toContainText("1 open incident");
    const badge = ops.page.getByTestId("vessel-breadcrumb-alerts");
    await expect(badge).toContainText("1 open alert");
    await expect(badge).toHaveAttribute("data-severity", "Warning");
    await lookAt(ops.page, `vessel-breadcrumb-${theme}`);

    // Acknowledged on the wall screen.
    await row.getByTestId("incident-row-acknowledge").click();
    await expect(row.getByTestId("incident-acknowledged")).toBeVisible();
    await expect(wall.page.getByTestId("alerts-bell")).toHaveAttribute("data-alerts", String(before));
    expect(reloaded).toBe(false);

    // In the panel it is read now: gone with "Show unread only" (the default), there without it.
    await wall.page.getByTestId("alerts-bell").click();
    await expect(panel.getByTestId("alerts-unread-only")).toHaveClass(/p-highlight/);
    await expect(panel.getByTestId("incident-item").filter({ hasText: name })).toHaveCount(0);
    await panel.getByTestId("alerts-unread-only").click();
    await expect(panel.getByTestId("incident-item").filter({ hasText: name })).toHaveAttribute(
      "data-unread",
      "false",
    );
    await wall.page.keyboard.press("Escape");
    await wall.page.mouse.click(700, 850);
    await expect(panel).toBeHidden();

    // One mail for the opening, to the address of the condition.
    await expect
      .poll(() => outboxMails().filter((m) => m.includes(address)).length, { timeout: 15_000 })
      .toBe(1);
    const mail = outboxMails().find((m) => m.includes(address)) ?? "";
    expect(mail).toContain(VESSEL);

    await wall.page.getByTestId("incidents-search").fill("");
    await expect(wall.page).toHaveURL(/\/Notifications$/);
    await lookAt(wall.page, `notifications-acknowledged-${theme}`);

    // The condition opens for editing as it was saved.
    await ops.page.goto("/Notifications");
    await ops.page
      .getByTestId("conditions-table")
      .getByRole("row")
      .filter({ hasText: name })
      .getByTestId("condition-edit")
      .click();
    await expect(ops.page).toHaveURL(/\/Notifications\/Edit\//);
    await expect(ops.page.getByTestId("condition-name")).toHaveValue(name);
    await expect(ops.page.getByTestId("condition-warning-high")).toHaveValue("420");
    await expect(ops.page.getByTestId("condition-sustained")).toHaveValue("10");
    await expect(ops.page.getByTestId("condition-emails")).toContainText(address);

    fs.rmSync(dir, { recursive: true, force: true });
    await ops.context.close();
    await wall.context.close();
  });
}

for (const { theme, wall: wallLogin, imo, vessel: VESSEL } of RUNS) {
  test(`${theme}: an incident that opened and closed inside one package reaches an open bell panel without reload, mailed in a digest`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const dark = theme === "dark";
    const stamp = Date.now();
    const variable = `E2E Shaft Speed ${theme} ${stamp}`;
    const name = `Shaft speed spike ${theme} ${stamp}`;
    const address = `digest-${theme}-${stamp}@example.com`;
    const wall = await signedIn(browser, wallLogin, dark);
    const vessels = (await (await wall.page.request.get("/api/v1/Vessels")).json()) as {
      id: string;
      name: string;
    }[];
    const created = await wall.page.request.post("/api/v1/NotificationConditions", {
      headers: await sessionHeaders(wall.page),
      data: {
        name,
        kind: "Threshold",
        vesselIds: [vessels.find((v) => v.name === VESSEL)?.id],
        threshold: {
          variableName: variable,
          comparison: "Above",
          warning: { high: 10 },
          critical: null,
          sustainedMinutes: 0,
          hysteresis: 0,
        },
        channels: [{ email: address }],
      },
    });
    expect(created.status()).toBe(201);

    // The bell panel stays open on the wall screen while the package arrives.
    const before = await bellAlerts(wall.page);
    let reloaded = false;
    wall.page.on("load", () => {
      reloaded = true;
    });
    await wall.page.getByTestId("alerts-bell").click();
    const panel = wall.page.getByTestId("alerts-panel");
    await expect(panel).toBeVisible();

    // Ten minutes above 10 rpm inside a 30-minute package: opened and cleared before anyone could see it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-e2e-transient-"));
    const file = path.join(dir, `${imo}_e2e-transient-${stamp}.zip`);
    const start = Date.now() - 40 * 60_000;
    async function* rows() {
      for (let m = 0; m < 30; m++)
        yield { timestamp: start + m * 60_000, variable, value: m >= 10 && m < 20 ? 11.5 + (m % 3) : 8 };
    }
    await writeDataPackage(file, {
      manifest: { imoNumber: imo, createdAt: new Date().toISOString() },
      variables: [{ name: variable, unit: "rpm", onboardSystem: "E2E", taxa: [] }],
      rows: rows(),
    });
    const upload = await request.post("/api/v1/Imports", {
      headers: { "X-Api-Key": API_KEY },
      multipart: {
        file: { name: path.basename(file), mimeType: "application/zip", buffer: fs.readFileSync(file) },
      },
    });
    expect(upload.status()).toBe(202);

    const item = panel.getByTestId("incident-item").filter({ hasText: name });
    await expect(item).toBeVisible({ timeout: 30_000 });
    await expect(item.getByTestId("incident-card-state")).toHaveText("Occurred and cleared");
    await expect(item).toHaveAttribute("data-unread", "true");
    await expect(item).toContainText("lasted 10 min · peak 13.5 rpm");
    await expect(item).toContainText(`${variable} above 10 rpm: 12.5 rpm`);
    await expect(wall.page.getByTestId("alerts-bell")).toHaveAttribute("data-alerts", String(before + 1));
    await lookAt(wall.page, `panel-occurred-and-cleared-${theme}`);
    expect(reloaded).toBe(false);

    // Acknowledged from the panel: the card leaves the unread list and keyboard focus returns to the bell.
    await item.getByTestId("incident-acknowledge").click();
    await expect(item).toHaveCount(0);
    await expect(wall.page.getByTestId("alerts-bell")).toHaveAttribute("data-alerts", String(before));
    await expect(wall.page.getByTestId("alerts-bell")).toBeFocused();
    // The panel stays open while it lists something else (an unread announcement counts in the bell too).
    if (await panel.isVisible()) {
      await wall.page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    }
    await wall.page.getByTestId("alerts-bell").click();
    await expect(panel).toBeVisible();
    await wall.page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(wall.page.getByTestId("alerts-bell")).toBeFocused();

    // One digest mail, linking to the incident.
    await expect
      .poll(() => outboxMails().filter((m) => m.includes(address)).length, { timeout: 15_000 })
      .toBe(1);
    const mail = outboxMails().find((m) => m.includes(address)) ?? "";
    expect(mail).toContain("occurred and cleared");
    expect(mail).toContain("/Notifications?search=");

    fs.rmSync(dir, { recursive: true, force: true });
    await wall.context.close();
  });
}

test("focus returns to the opener after an alert dialog closes by Escape, Cancel or its action", async ({
  browser,
}) => {
  const ops = await signedIn(browser, DEMO.superUser, false);
  const vessels = (await (await ops.page.request.get("/api/v1/Vessels")).json()) as {
    id: string;
    name: string;
  }[];
  const name = `Focus check ${Date.now()}`;
  const created = await ops.page.request.post("/api/v1/NotificationConditions", {
    headers: await sessionHeaders(ops.page),
    data: {
      name,
      kind: "ImportFailed",
      vesselIds: [vessels.find((v) => v.name === "Nordic Aurora")?.id],
      importFailed: { severity: "Warning" },
    },
  });
  expect(created.status()).toBe(201);
  await ops.page.goto("/Notifications");
  const row = ops.page.getByTestId("conditions-table").locator("tr").filter({ hasText: name });
  const remove = row.getByTestId("condition-delete");
  const dialog = ops.page.getByTestId("confirm-dialog");
  await remove.click();
  await expect(dialog).toBeVisible();
  await ops.page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await ops.page.getByTestId("confirm-no").click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  // Deleting removes the opener with its row: the focus stays in the table's card, not on the page body.
  await remove.click();
  await ops.page.getByTestId("confirm-yes").click();
  await expect(row).toHaveCount(0);
  await expect
    .poll(() =>
      ops.page.evaluate(() => document.activeElement?.closest("[data-testid='conditions']") !== null),
    )
    .toBe(true);
  await ops.context.close();
});
