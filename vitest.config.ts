import { defineConfig } from "vitest/config";

/** Every file `npm test` runs: unit, integration, API, contract and security tests (no browser). */
const UNIT_FILES = [
  "domain/**/*.test.ts",
  "projections/**/*.test.ts",
  "server/**/*.test.ts",
  "client/**/*.test.ts",
  "verifier/**/*.test.ts",
  "tests/api/**/*.test.ts",
  "tests/contract/**/*.test.ts",
  "tests/security/**/*.test.ts",
  // The licence check and the deployment files (no services needed).
  "tests/deploy/**/*.test.ts",
  // The short hidden worlds of npm run truth (the full ones run outside CI).
  "tests/truth/**/*.test.ts",
  // The bench's seeding holds to what the store's writer leaves.
  "tests/bench/**/*.test.ts",
];

/**
 * Files that replace a module (vi.mock), a global, a store's method (vi.spyOn) or listen on the process, and
 * compression.test.ts, which needs the platform's own Response (a server started by an earlier file installs
 * @hono/node-server's lighter one globally, whose headers a middleware's later read no longer sees): each
 * runs in a fresh process of its own. Every other file shares its worker's modules with the files
 * before it (isolate: false): evaluating the server's module graph again for each of 380 files took a
 * quarter of the suite's time (603 of 2,364 s in CI). A file that needs a fresh process goes here.
 */
const OWN_PROCESS_FILES = [
  "client/src/shared/live/liveSocket.test.ts",
  "client/src/features/dashboards/model/firstDashboard.test.ts",
  "server/http/compression.test.ts",
  "tests/contract/timeSeriesStore.test.ts",
  "tests/contract/idlePoolConnections.test.ts",
  "tests/security/limits.test.ts",
  "tests/security/uploadOverLimit.test.ts",
];

const unitProject = (name: string, include: string[], exclude: string[], isolate: boolean) => ({
  test: {
    name,
    include,
    exclude,
    isolate,
    environment: "node" as const,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks" as const,
  },
});

export default defineConfig({
  test: {
    projects: [
      // npm test runs both.
      unitProject("unit", UNIT_FILES, OWN_PROCESS_FILES, false),
      unitProject("unit-own-process", OWN_PROCESS_FILES, [], true),
      {
        test: {
          // npm run test:cluster: three server processes on the local PostgreSQL and Redis (issue 18).
          name: "cluster",
          include: ["tests/cluster/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 240_000,
          pool: "forks",
          fileParallelism: false,
        },
      },
    ],
  },
});
