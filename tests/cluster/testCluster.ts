/** What every cluster suite starts its processes with (scripts/cluster.mjs `startCluster` options). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * The options the suites share: a fresh store on the test Redis, no restarts (a killed process stays
 * dead), and the processes' own log lines on stderr only with CLUSTER_TEST_LOGS set.
 */
export function testClusterOptions(dataDir: string) {
  return {
    redisUrl: REDIS_URL,
    dataDir,
    fresh: true,
    restart: false,
    log: () => undefined,
    onProcessLine: (line: string) => {
      if (process.env.CLUSTER_TEST_LOGS) process.stderr.write(`${line}\n`);
    },
  };
}
