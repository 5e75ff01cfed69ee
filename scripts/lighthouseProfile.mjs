#!/usr/bin/env node
// Signs a demo user in once in a Chromium profile for Lighthouse (docs/performance.md, "Client pages —
// Lighthouse desktop"): the client reads its session from the keelson_csrf cookie in document.cookie, so
// a Cookie header (--extra-headers) alone ends on /login. Lighthouse clears the cache, not the cookies.
// Usage: node scripts/lighthouseProfile.mjs <base URL> <profile dir>, then
// lighthouse <url> --chrome-flags="--headless=new --user-data-dir=<profile dir>" …
// scripts/lighthouse.mjs does both.
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Signs the demo user in, in the Chromium profile at `dir`; returns the page the sign-in landed on. With
 * `markAnnouncementsRead` it marks the unread announcements read in their popup, as a returning user has:
 * else the popup opens on every Lighthouse run (each is a new tab, so a new browser session) and its text
 * becomes the page's largest contentful paint.
 */
export async function signInProfile(base, dir, { markAnnouncementsRead = false } = {}) {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox"],
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    const form = page.getByTestId("login-username");
    await Promise.race([form.waitFor(), page.waitForURL((url) => !url.pathname.startsWith("/login"))]);
    if (await form.isVisible()) {
      await form.fill(process.env.LIGHTHOUSE_USER ?? "super@nordicbulk.demo");
      await page.getByTestId("login-password").fill(process.env.LIGHTHOUSE_PASSWORD ?? "demo-super");
      await page.getByTestId("login-submit").click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
    } // else signed in already: /login sent it on
    if (markAnnouncementsRead) {
      const markRead = page.getByTestId("announcement-popup-mark-read");
      await markRead.waitFor({ timeout: 10_000 }).then(
        () => markRead.click(),
        () => undefined, // nothing unread
      );
      await page.getByTestId("announcement-popup").waitFor({ state: "hidden" });
    }
    return page.url();
  } finally {
    await context.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [base = "http://127.0.0.1:4301", dir = "/tmp/lighthouse-profile"] = process.argv.slice(2);
  console.log(`Signed in (${await signInProfile(base, dir)}); profile in ${dir}`);
}
