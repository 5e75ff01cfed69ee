import { expect, type Page } from "@playwright/test";
import { dismissAnnouncementPopup, signIn } from "./support";

/** Signs in, closes the welcome popup and opens an administration screen. */
export async function openAdminScreen(
  page: Page,
  who: { email: string; password: string },
  path: string,
): Promise<void> {
  await signIn(page, who);
  await expect(page).toHaveURL(/\/FleetOverview$/);
  await dismissAnnouncementPopup(page);
  await page.goto(path);
}

/** The table row that contains the text. */
export const rowWith = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

/** A name unique to one test run. */
export const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36).slice(-5)}`;
