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
            "tests/api/**/*.test.ts",
            "tests/contract/**/*.test.ts",
            "tests/security/**/*.test.ts",
          ],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
    ],
  },
});
