#!/usr/bin/env node
// Signs a demo user in once in a Chromium profile for Lighthouse (docs/performance.md, "Client pages —
// Lighthouse desktop"): the client reads its session from the keelson_csrf cookie in document.cookie, so
// a Cookie header (--extra-headers) alone ends on /login. Lighthouse clears the cache, not the cookies.
// Usage: node scripts/lighthouseProfile.mjs <base URL> <profile dir>, then
// lighthouse <url> --chrome-flags="--headless=new --user-data-dir=<profile dir>" …
import { chromium } from "@playwright/test";

const [base = "http://127.0.0.1:4301", dir = "/tmp/lighthouse-profile"] = process.argv.slice(2);
const context = await chromium.launchPersistentContext(dir, {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox"],
});
const page = await context.newPage();
await page.goto(`${base}/login`);
await page.getByTestId("login-username").fill(process.env.LIGHTHOUSE_USER ?? "super@nordicbulk.demo");
await page.getByTestId("login-password").fill(process.env.LIGHTHOUSE_PASSWORD ?? "demo-super");
await page.getByTestId("login-submit").click();
await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
console.log(`Signed in (${page.url()}); profile in ${dir}`);
await context.close();
