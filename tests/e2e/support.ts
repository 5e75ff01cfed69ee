import fs from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";

export const DEMO = {
  admin: { email: "admin@keelson.demo", password: "demo-admin" },
  superUser: { email: "super@nordicbulk.demo", password: "demo-super" },
  crew: { email: "crew@nordicbulk.demo", password: "demo-user" },
  ops: { email: "ops@atlantictankers.demo", password: "demo-user" },
  partner: { email: "partner@keelson.demo", password: "demo-partner" },
} as const;

/**
 * Signs in through the login screen like a person would, and waits until the app has left the login
 * screen: a test's next API call or address would otherwise go out without the session on a slow machine
 * (a 401 body where a list was expected, or a redirect back to /login).
 */
export async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto("/login");
  await page.getByTestId("login-username").fill(who.email);
  await page.getByTestId("login-password").fill(who.password);
  await page.getByTestId("login-submit").click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 30_000 });
}

/**
 * Gives the running test at least `ms`: a test that needs more than the default outside CI, without
 * lowering the longer default CI sets (playwright.config.ts).
 */
export function allowAtLeast(ms: number): void {
  test.setTimeout(Math.max(ms, test.info().timeout));
}

/**
 * Picks `option` in the PrimeReact dropdown (its test id, or its locator where the id is not unique on the
 * page) as a person would, and again until the dropdown shows it with its list closed: a pick while the
 * list is still opening can leave it open on the old value, over whatever the test clicks next (a
 * 3-minute timeout in CI once).
 */
export async function chooseOption(page: Page, testId: string | Locator, option: string): Promise<void> {
  const dropdown = typeof testId === "string" ? page.getByTestId(testId) : testId;
  const list = page.locator(".p-dropdown-panel");
  await expect(async () => {
    if (!(await list.isVisible())) await dropdown.click();
    await page
      .getByRole("listbox")
      .getByRole("option", { name: option, exact: true })
      .click({ timeout: 5_000 });
    await expect(dropdown).toContainText(option, { timeout: 2_000 });
    await expect(list).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
}

const announcementHandled = new WeakSet<Page>();

/**
 * The welcome announcement may pop up late on a loaded machine: close it whenever it covers the page
 * (once per page, however often it is asked). The popup can also go by itself (a navigation): then the
 * close button is gone, and the click must not wait for it until the test times out.
 */
export async function closeAnnouncementWhenShown(page: Page): Promise<void> {
  if (announcementHandled.has(page)) return;
  announcementHandled.add(page);
  const popup = page.getByTestId("announcement-popup");
  await page.addLocatorHandler(popup, async () => {
    // Other specs' announcements queue behind the first: closing one can show the next.
    for (let shown = 0; shown < 10 && (await popup.isVisible()); shown++) {
      await page
        .getByTestId("announcement-popup-close")
        .first()
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      await popup.waitFor({ state: "hidden", timeout: 5_000 }).catch(() => undefined);
    }
    await expect(popup).toBeHidden({ timeout: 20_000 });
  });
}

/**
 * Closes the announcement if it shows within 3 s and, unless the spec is about the popup itself
 * (`andLater: false`), from then on whenever it shows later.
 */
export async function dismissAnnouncementPopup(page: Page, { andLater = true } = {}): Promise<void> {
  if (andLater) await closeAnnouncementWhenShown(page);
  const popup = page.getByTestId("announcement-popup");
  try {
    await popup.waitFor({ state: "visible", timeout: 3000 });
  } catch {
    return;
  }
  // A spec's locator handler may close the popup first, while this click waits: then the button is
  // gone and the click must not wait for it until the test times out.
  await page
    .getByTestId("announcement-popup-close")
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(popup).toBeHidden();
}

/**
 * Headers for calling the API from a test as the signed-in page: `page.request` shares the browser's
 * cookies (the HttpOnly session cookie), and unsafe calls need the anti-CSRF token the page echoes.
 */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = (await page.context().cookies()).find((c) => c.name === "keelson_csrf")?.value;
  if (!csrf) throw new Error("no session cookies in the browser");
  return { "X-CSRF-Token": csrf };
}

/** The e2e server's data directory (playwright.config.ts shares it with the workers). */
export function e2eDataDir(): string {
  const dir = process.env.KEELSON_E2E_DATA_DIR;
  if (!dir) throw new Error("KEELSON_E2E_DATA_DIR is not set (see playwright.config.ts)");
  return dir;
}

/**
 * Whether screenshots for a person to look at are wanted: SHOTS_DIR is set. CI leaves it unset, as nobody
 * opens them there and each one costs CPU on a machine the suite shares.
 */
export function shotsWanted(): boolean {
  return shotsDir() !== null;
}

const shotsDir = (): string | null => process.env.SHOTS_DIR || null;

/** Saves a screenshot for a person to look at as `${SHOTS_DIR}/${name}.png`; takes none unless shotsWanted(). */
export async function lookAt(
  target: Page | Locator,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = shotsDir();
  if (dir === null) return;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  // A Locator's screenshot has no fullPage.
  if ("goto" in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
}
