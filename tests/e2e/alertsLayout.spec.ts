import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { DEMO, dismissAnnouncementPopup, lookAt, sessionHeaders, signIn } from "./support.js";

const API_KEY = "demo-nordicbulk-key";
const VESSEL = "Nordic Fjell";
const IMO = "9345673";

/**
 * How a TableCard table sits in its card: whether it is wider than its scroll box, and the widest
 * overlap between the sticky last cell of a row and the cell before it (0 when nothing is covered).
 */
function tableFit(table: Locator) {
  return table.evaluate((root) => {
    const wrapper = root.querySelector(".p-datatable-wrapper") ?? root;
    let covered = 0;
    for (const row of root.querySelectorAll("tr")) {
      const cells = [...row.children] as HTMLElement[];
      if (cells.length < 2) continue;
      const last = cells[cells.length - 1]!.getBoundingClientRect();
      const before = cells[cells.length - 2]!.getBoundingClientRect();
      covered = Math.max(covered, Math.round(before.right - last.left));
    }
    return { overflow: wrapper.scrollWidth - wrapper.clientWidth, covered };
  });
}

/** The widest horizontal overlap, in px, between any two cells of one row of the table (0: none). */
function widestCellOverlap(table: Locator) {
  return table.evaluate((root) => {
    let overlap = 0;
    for (const row of root.querySelectorAll("tr")) {
      const boxes = [...row.children].map((cell) => cell.getBoundingClientRect());
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++)
          overlap = Math.max(
            overlap,
            Math.round(Math.min(boxes[i]!.right, boxes[j]!.right) - Math.max(boxes[i]!.left, boxes[j]!.left)),
          );
    }
    return overlap;
  });
}

/** A package that breaks the condition for 40 minutes, then comes back inside for 30 (a closed incident). */
async function breakingPackage(file: string, variable: string): Promise<void> {
  const end = Date.now() - 60_000;
  async function* rows() {
    for (let m = 70; m >= 0; m--) yield { timestamp: end - m * 60_000, variable, value: m > 30 ? 480 : 300 };
  }
  await writeDataPackage(file, {
    manifest: { imoNumber: IMO, createdAt: new Date().toISOString() },
    variables: [{ name: variable, unit: "C", onboardSystem: "E2E", taxa: [] }],
    rows: rows(),
  });
}

async function openNotifications(page: Page, dark: boolean, who: { email: string; password: string }) {
  if (dark) {
    await page
      .context()
      .addCookies([{ name: "app.darkMode", value: "true", url: test.info().project.use.baseURL ?? "" }]);
  }
  await signIn(page, who);
  await expect(page).toHaveURL(/\/FleetOverview$/);
  await dismissAnnouncementPopup(page);
  await page.goto("/Notifications");
  await page.getByTestId("incidents-filter").getByText("All").click();
}

test.describe("/Notifications at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the incidents and conditions tables fit their cards and the sticky column covers no other", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const variable = `Main Engine Exhaust Gas Temperature Cylinder 6 Outlet ${stamp}`;
    const name = `Main engine exhaust gas temperature after turbocharger high ${stamp}`;

    await signIn(page, DEMO.superUser);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    const headers = await sessionHeaders(page);
    const vessels = (await (await page.request.get("/api/v1/Vessels")).json()) as {
      id: string;
      name: string;
    }[];
    const vesselId = vessels.find((v) => v.name === VESSEL)?.id ?? "";
    const created = await page.request.post("/api/v1/NotificationConditions", {
      headers,
      data: {
        name,
        kind: "Threshold",
        vesselIds: [vesselId],
        vesselGroupId: null,
        enabled: true,
        threshold: {
          variableName: variable,
          comparison: "Above",
          warning: { high: 420 },
          critical: { high: 450 },
          sustainedMinutes: 10,
          hysteresis: 5,
        },
        channels: [{ email: `layout-${stamp}@example.com` }],
      },
    });
    expect(created.status()).toBe(201);
    const conditionId = ((await created.json()) as { id: string }).id;

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-e2e-layout-"));
    const file = path.join(dir, `${IMO}_e2e-layout-${stamp}.zip`);
    await breakingPackage(file, variable);
    const upload = await request.post("/api/v1/Imports", {
      headers: { "X-Api-Key": API_KEY },
      multipart: {
        file: { name: path.basename(file), mimeType: "application/zip", buffer: fs.readFileSync(file) },
      },
    });
    expect(upload.status()).toBe(202);

    try {
      for (const [theme, who] of [
        ["light", DEMO.superUser],
        ["dark", DEMO.admin],
      ] as const) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const view = await context.newPage();
        await openNotifications(view, theme === "dark", who);
        const row = view.getByTestId("incidents-table").getByRole("row").filter({ hasText: name });
        await expect(row).toContainText("Occurred and cleared", { timeout: 30_000 });
        await expect(row).toContainText("Critical");
        await lookAt(view, `notifications-1280-${theme}`, { fullPage: true });
        for (const id of ["incidents-table", "conditions-table"]) {
          const fit = await tableFit(view.getByTestId(id));
          expect(fit, `${id} (${theme})`).toEqual({ overflow: 0, covered: 0 });
        }
        // Every column of an incident is readable: the State column is not under the sticky one.
        await expect(row.getByTestId("incident-state")).toBeInViewport({ ratio: 1 });
        // At 1024 px the table scrolls sideways, and at rest no cell lies over another (issue 34).
        await view.setViewportSize({ width: 1024, height: 768 });
        await expect(row.getByTestId("incident-state")).toBeVisible();
        expect(await widestCellOverlap(view.getByTestId("incidents-table")), `1024 px (${theme})`).toBe(0);
        await lookAt(view, `notifications-1024-${theme}`, { fullPage: true });
        await context.close();
      }
    } finally {
      await page.request.delete(`/api/v1/NotificationConditions/${conditionId}`, { headers });
    }
  });
});
