import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { importPipelineOf } from "../../imports/importPipelineOf.js";
import type { ServerMetrics } from "./ServerMetrics.js";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** What /ready checks; each answers true or the reason it failed. */
async function readiness(ctx: AppContext, redisReachable: () => Promise<boolean>) {
  const check = async (probe: () => Promise<unknown>): Promise<true | string> => {
    try {
      const outcome = await probe();
      return outcome === false ? "not reachable" : true;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };
  return {
    store: await check(() => ctx.store.headPosition()),
    redis: await check(redisReachable),
    importQueue: await check(async () => (await importPipelineOf(ctx)).queue.length("pendingimports")),
  };
}

/**
 * Probes for operators, outside /api/v1 and without a session: /health (the process answers),
 * /ready (its store, Redis and import queue answer) and /metrics (Prometheus). /metrics needs
 * METRICS_TOKEN as a bearer token when one is set, and otherwise answers loopback callers only.
 */
export function operationsRoutes(
  ctx: AppContext,
  metrics: ServerMetrics,
  redisReachable: () => Promise<boolean>,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/health", (c) => c.json({ status: "ok" }));
  app.get("/ready", async (c) => {
    const checks = await readiness(ctx, redisReachable);
    const ready = Object.values(checks).every((outcome) => outcome === true);
    return c.json({ status: ready ? "ready" : "not ready", checks }, ready ? 200 : 503);
  });
  app.get("/metrics", async (c) => {
    const token = ctx.config.METRICS_TOKEN;
    if (token) {
      if (c.req.header("authorization") !== `Bearer ${token}`) {
        return c.json({ message: "Send the metrics token as 'Authorization: Bearer <METRICS_TOKEN>'." }, 401);
      }
    } else if (!LOOPBACK.test(getConnInfo(c).remote.address ?? "")) {
      return c.json({ message: "Metrics answer only local callers unless METRICS_TOKEN is set." }, 403);
    }
    c.header("Content-Type", metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });
  return app;
}
