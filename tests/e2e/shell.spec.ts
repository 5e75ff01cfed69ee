import { expect, test } from "@playwright/test";
import { accessToken, DEMO, dismissAnnouncementPopup, signIn } from "./support";

test.describe("app shell", () => {
  test("an administrator switches between light and dark theme, and the choice survives a reload", async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    await dismissAnnouncementPopup(page);
    const toggle = page.getByTestId("theme-switch");
    const before = await toggle.getAttribute("data-theme-mode");
    await toggle.click();
    const after = before === "dark" ? "light" : "dark";
    await expect(toggle).toHaveAttribute("data-theme-mode", after);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "app.darkMode")?.value).toBe(String(after === "dark"));
    await page.reload();
    await expect(page.getByTestId("theme-switch")).toHaveAttribute("data-theme-mode", after);
  });

  test("the theme switch and company picker are for administrators only", async ({ page }) => {
    await signIn(page, DEMO.superUser);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    await dismissAnnouncementPopup(page);
    await expect(page.getByTestId("top-bar")).toBeVisible();
    await expect(page.getByTestId("theme-switch")).toHaveCount(0);
    await expect(page.getByTestId("company-picker")).toHaveCount(0);
  });

  test("vessel pages carry the vessel's name in the title", async ({ page }) => {
    await signIn(page, DEMO.crew);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    expect(await page.evaluate(() => document.cookie)).toContain("user_id=");
    const response = await page.request.get("/api/v1/Vessels", {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    });
    const [vessel] = (await response.json()) as { id: string; name: string }[];
    await page.goto(`/Vessel/${vessel!.id}/${encodeURIComponent(vessel!.name)}/Info`);
    await expect(page).toHaveTitle(`Info | ${vessel!.name} | Keelson`);
    await expect(page.getByTestId("vessel-breadcrumb")).toContainText(vessel!.name);
  });
});
