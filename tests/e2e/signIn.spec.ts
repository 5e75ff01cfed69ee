import { expect, test } from "@playwright/test";
import { DEMO, dismissAnnouncementPopup, signIn } from "./support";

test.describe("sign-in", () => {
  test("shows the spec's messages for empty fields and the server's for a wrong pair", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle("Login | Keelson");
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-username-error")).toHaveText("Username required");
    await expect(page.getByTestId("login-password-error")).toHaveText("Password required");

    await page.getByTestId("login-username").fill(DEMO.crew.email);
    await page.getByTestId("login-password").fill("not-the-password");
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-error")).toContainText("The username or password is incorrect.");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("lands on /FleetOverview with the route's title, and /login then sends there too", async ({
    page,
  }) => {
    await signIn(page, DEMO.crew);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    await expect(page).toHaveTitle("Fleet Overview | Keelson");
    await page.goto("/login");
    await expect(page).toHaveURL(/\/FleetOverview$/);
  });

  test("keeps the session out of page scripts and ends it on the server at log out", async ({ page }) => {
    await signIn(page, DEMO.crew);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    await dismissAnnouncementPopup(page);
    const readable = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage, cookie: document.cookie }),
    );
    expect(readable).not.toMatch(/ey[\w-]+\.[\w-]+\.[\w-]+/);
    expect(readable).not.toContain("keelson_session");
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === "keelson_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict" });
    expect(session!.expires).toBeGreaterThan(Date.now() / 1000);

    await page.getByTestId("profile-menu-button").click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === "keelson_session"))
      .toBe(false);
    const baseURL = test.info().project.use.baseURL;
    const old = await fetch(`${baseURL}/api/v1/Users/Get`, {
      headers: { cookie: `keelson_session=${session!.value}` },
    });
    expect(old.status).toBe(401);
    await page.goto("/FleetOverview");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("sends a visitor who is not signed in to /login, and shows Not Found for unknown paths", async ({
    page,
  }) => {
    await page.goto("/Settings/UserList");
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, DEMO.superUser);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    await page.goto("/no/such/page");
    await expect(page.getByTestId("not-found")).toBeVisible();
  });

  test("shows the incomplete-link text on a reset link without its token", async ({ page }) => {
    await page.goto("/Account/ResetPassword?username=crew%40nordicbulk.demo");
    await expect(
      page.getByText("Your password reset link appears to be incomplete.", { exact: false }),
    ).toBeVisible();
  });

  test("confines the partner-platform user to /Kognifai", async ({ page }) => {
    await signIn(page, DEMO.partner);
    await expect(page).toHaveURL(/\/Kognifai$/);
    await page.goto("/Settings/UserList");
    await expect(page).toHaveURL(/\/Kognifai$/);
    await expect(page.getByTestId("kognifai-vessels")).toContainText("Nordic Aurora");
    await expect(page.getByTestId("sidebar")).toHaveCount(0);
  });

  test("keeps other users out of /Kognifai", async ({ page }) => {
    await signIn(page, DEMO.crew);
    await expect(page).toHaveURL(/\/FleetOverview$/);
    await page.goto("/Kognifai");
    await expect(page).not.toHaveURL(/\/Kognifai$/);
  });
});
