import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3999);
// Workers inherit the runner's environment, so a test reading the server's files (the mail outbox)
// finds the same directory (each worker has its own pid).
const dataDir = process.env.KEELSON_E2E_DATA_DIR ?? path.join(os.tmpdir(), `keelson-e2e-${process.pid}`);
process.env.KEELSON_E2E_DATA_DIR = dataDir;

/** End-to-end tests drive the system Chromium against a freshly started server with the demo fleet. */
export default defineConfig({
  testDir: "tests",
  testMatch: ["e2e/**/*.spec.ts", "security/**/*.spec.ts"],
  // CI runs four shards beside the unit suite on two cores, where a page can take several times as long as
  // alone: the same checks get more time there before they count as failed.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  outputDir: path.join(os.tmpdir(), `keelson-e2e-results-${port}`),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    headless: true,
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/api/v1/Version`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", DEMO: "on", DEMO_HISTORY_DAYS: "0" },
    stdout: "ignore",
    stderr: "pipe",
  },
});
