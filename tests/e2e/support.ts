import { expect, type Page } from "@playwright/test";

export const DEMO = {
  admin: { email: "admin@keelson.demo", password: "demo-admin" },
  superUser: { email: "super@nordicbulk.demo", password: "demo-super" },
  crew: { email: "crew@nordicbulk.demo", password: "demo-user" },
  ops: { email: "ops@atlantictankers.demo", password: "demo-user" },
  partner: { email: "partner@keelson.demo", password: "demo-partner" },
} as const;

/** Signs in through the login screen like a person would. */
export async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto("/login");
  await page.getByTestId("login-username").fill(who.email);
  await page.getByTestId("login-password").fill(who.password);
  await page.getByTestId("login-submit").click();
}

/** Closes the announcement popup if the demo's welcome announcement is showing. */
export async function dismissAnnouncementPopup(page: Page): Promise<void> {
  const popup = page.getByTestId("announcement-popup");
  try {
    await popup.waitFor({ state: "visible", timeout: 3000 });
  } catch {
    return;
  }
  await page.getByTestId("announcement-popup-close").click();
  await expect(popup).toBeHidden();
}

/** The access token the client keeps after sign-in, for calling the API from a test. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const value = storage.getItem(storage.key(i)!);
        if (value && /^ey[\w-]+\.[\w-]+\.[\w-]+$/.test(value)) return value;
      }
    }
    return null;
  });
  if (!token) throw new Error("no access token in browser storage");
  return token;
}
