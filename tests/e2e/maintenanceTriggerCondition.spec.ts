import { expect, test } from "@playwright/test";
import { DEMO, dismissAnnouncementPopup, lookAt, signIn } from "./support";

test.describe("Maintenance trigger condition", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`the condition form offers the ISO 19030 maintenance trigger (${theme} theme)`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, theme === "dark" ? DEMO.admin : DEMO.superUser);
      await dismissAnnouncementPopup(page);
      await page.goto("/Notifications/New");
      await expect(page.getByTestId("condition-form")).toBeVisible({ timeout: 20_000 });
      if (theme === "dark") {
        const toggle = page.getByTestId("theme-switch");
        if ((await toggle.getAttribute("data-theme-mode")) !== "dark") await toggle.click();
        await expect(toggle).toHaveAttribute("data-theme-mode", "dark");
      }
      await page.getByTestId("condition-kind").getByText("Maintenance trigger (ISO 19030)").click();
      const section = page.getByTestId("condition-maintenancetrigger");
      await expect(section).toContainText("Checked once a day");
      await expect(page.getByTestId("condition-variable")).toHaveCount(0);
      // The screenshot shows the chosen kind as it rests, not under the pointer and focus ring.
      await page.mouse.move(0, 0);
      await page.getByTestId("condition-name").focus();
      await lookAt(page, `maintenance-trigger-${theme}`, { fullPage: true });
      if (theme === "dark") await page.getByTestId("theme-switch").click();
    });
  }
});
