import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEMO, dismissAnnouncementPopup, signIn } from "./support";

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
    const response = await page.request.get("/api/v1/Vessels");
    const [vessel] = (await response.json()) as { id: string; name: string }[];
    await page.goto(`/Vessel/${vessel!.id}/${encodeURIComponent(vessel!.name)}/Info`);
    await expect(page).toHaveTitle(`Info | ${vessel!.name} | Keelson`);
    await expect(page.getByTestId("vessel-breadcrumb")).toContainText(vessel!.name);
  });
});

test.describe("vessel routes the user may not open", () => {
  const bearerOf = async (request: APIRequestContext, who: { email: string; password: string }) => {
    const response = await request.post("/api/v1/Authenticate", {
      data: { username: who.email, password: who.password },
    });
    return ((await response.json()) as { access: string }).access;
  };
  const vesselsOf = async (request: APIRequestContext, who: { email: string; password: string }) => {
    const response = await request.get("/api/v1/Vessels", {
      headers: { authorization: `Bearer ${await bearerOf(request, who)}` },
    });
    return (await response.json()) as { id: string; name: string }[];
  };

  test("a vessel outside the user's access, or none at all, shows a message and never the name in the URL", async ({
    page,
    request,
  }) => {
    const crewVessels = await vesselsOf(request, DEMO.crew);
    const hidden = (await vesselsOf(request, DEMO.superUser)).find(
      (v) => !crewVessels.some((c) => c.id === v.id),
    );
    expect(hidden).toBeDefined();
    await signIn(page, DEMO.crew);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    for (const id of [hidden!.id, "00000000-0000-4000-8000-000000000000"]) {
      await page.goto(`/Vessel/${id}/Invented%20Name/Info`);
      await expect(page.getByTestId("vessel-unavailable")).toBeVisible();
      await expect(page.getByTestId("vessel-unavailable")).toContainText("Vessel not available");
      await expect(page.getByText("Invented Name")).toHaveCount(0);
      expect(await page.title()).not.toContain("Invented Name");
    }
  });

  test("a visible vessel under a wrong name in the URL opens under its real name", async ({
    page,
    request,
  }) => {
    const [vessel] = await vesselsOf(request, DEMO.crew);
    await signIn(page, DEMO.crew);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    await page.goto(`/Vessel/${vessel!.id}/Invented%20Name/Info`);
    await expect(page).toHaveURL(`/Vessel/${vessel!.id}/${encodeURIComponent(vessel!.name)}/Info`);
    await expect(page).toHaveTitle(`Info | ${vessel!.name} | Keelson`);
  });
});
