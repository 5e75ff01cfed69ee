import { expect, type Page, test } from "@playwright/test";
import { DEMO, dismissAnnouncementPopup, signIn } from "./support";

/** Whether an element lies wholly inside the viewport, left to right. */
async function wholeInView(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).first().boundingBox();
  const width = page.viewportSize()!.width;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe("at 1024 px", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("an administrator's top bar on a vessel route keeps Log out on screen", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    await dismissAnnouncementPopup(page);
    await page.getByTestId("sidebar-technical-performance").getByRole("link").first().click();
    await expect(page.getByTestId("vessel-breadcrumb")).toBeVisible();
    expect(await pageOverflows(page)).toBe(false);
    expect(await wholeInView(page, "profile-menu-button")).toBe(true);
    await page.getByTestId("profile-menu-button").click();
    await expect(page.getByRole("menuitem", { name: "Log out" })).toBeInViewport();
  });

  test("row actions of an administration table stay on screen and dates stay on one line", async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    await dismissAnnouncementPopup(page);
    await page.goto("/Settings/ManageVessels");
    await page.getByTestId("vessel-tab-assigned").click();
    const table = page.getByTestId("vessel-table-assigned");
    await expect(table).toBeVisible();
    const archive = table.getByTestId("vessel-row-archive").first();
    await expect(archive).toBeInViewport();
    const createdLines = await table
      .locator("tbody tr")
      .first()
      .evaluate((row) => {
        const cell = [...row.querySelectorAll("td")].find((td) =>
          /\d{2}\. \w{3}, \d{4}/.test(td.textContent ?? ""),
        );
        if (!cell) return 0;
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    expect(createdLines).toBe(1);
    expect(await pageOverflows(page)).toBe(false);
  });
});

test.describe("at 1024 px, screens changed for issue 10 point 24", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("the announcement list with its last-mailed column keeps its actions on screen", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    await dismissAnnouncementPopup(page);
    await page.goto("/Settings/Announcement");
    await expect(page.getByTestId("announcement-last-mailed").first()).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId("announcement-row-send").first()).toBeInViewport();
    expect(await pageOverflows(page)).toBe(false);
  });
});

test.describe("at 768 px and in mini sidebar mode", () => {
  test.use({ viewport: { width: 768, height: 800 } });

  test("the sidebar starts small and its group pages open from a flyout", async ({ page }) => {
    await signIn(page, DEMO.crew);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    await dismissAnnouncementPopup(page);
    await expect(page.getByTestId("sidebar")).toHaveAttribute("data-mini", "true");
    expect(await pageOverflows(page)).toBe(false);
    await page.getByTestId("sidebar-technical-performance").hover();
    const flyout = page.getByTestId("sidebar-technical-performance-flyout");
    await expect(flyout).toBeVisible();
    await flyout.getByRole("link", { name: "Long Trend" }).click();
    await expect(page).toHaveURL(/\/LongTrend$/);
    await expect(flyout).toBeHidden();
  });

  test("the flyout opens from the keyboard too", async ({ page }) => {
    await signIn(page, DEMO.crew);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    await dismissAnnouncementPopup(page);
    await page.getByTestId("sidebar-vessel-information").getByRole("link").first().focus();
    await expect(page.getByTestId("sidebar-vessel-information-flyout")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("sidebar-vessel-information-flyout")).toBeHidden();
  });
});
