import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
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
          ],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
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
