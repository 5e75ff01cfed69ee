import { expect, type Page, test } from "@playwright/test";
import { helpTopics } from "../../client/src/shared/routing/helpTopics";
import { DEMO, dismissAnnouncementPopup, lookAt, signIn } from "./support";

test.setTimeout(120_000);

async function setTheme(page: Page, theme: "light" | "dark") {
  const url = new URL(test.info().project.use.baseURL!);
  await page
    .context()
    .addCookies([{ name: "app.darkMode", value: String(theme === "dark"), domain: url.hostname, path: "/" }]);
}

for (const theme of ["light", "dark"] as const) {
  test(`every help page opens from the help menu and reads as a page (${theme})`, async ({ page }) => {
    await setTheme(page, theme);
    await signIn(page, DEMO.crew);
    await dismissAnnouncementPopup(page);
    for (const topic of helpTopics) {
      await page.getByTestId("help-menu-button").click();
      await page.getByRole("menuitem", { name: topic.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/Help/${topic.path}$`));
      const content = page.locator("main");
      if (topic.path === "VersionHistory") {
        await expect(page.getByTestId("release").first()).toContainText("You are running this version");
      } else {
        await expect(content.getByTestId("help-article")).toBeVisible();
      }
      await expect(page).toHaveTitle(new RegExp(topic.label));
    }
    await page.goto("/Help/GettingStarted");
    await expect(page.getByTestId("help-article").getByRole("heading", { level: 1 })).toHaveText(
      "Getting started",
    );
    await lookAt(page, `help-getting-started-${theme}`, { fullPage: true });
    // A link inside an article stays in the app.
    await page.getByTestId("help-article").getByRole("link", { name: "Alerts" }).click();
    await expect(page).toHaveURL(/\/Help\/Notifications$/);
    await expect(page.getByTestId("help-article")).toContainText("Power reserve used");
    await page.goto("/Help");
    await expect(page).toHaveURL(/\/Help\/VersionHistory$/);
    await lookAt(page, `help-whats-new-${theme}`, { fullPage: true });
  });
}
