import { Hono } from "hono";
import { z } from "zod";
import { ForbiddenError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import {
  grantVerifierAccessRequest,
  verifierAnswer,
  verifierReadAnswer,
} from "../../../domain/verifiers/schemas.js";
import { VERIFIER_ACCESS_MESSAGES } from "../../../domain/verifiers/verifierAccess.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { requireRole } from "../../http/session.js";
import { parseBody, parseValue, pathParams } from "../../http/validate.js";
import { grantVerifierAccessCommand, revokeVerifierAccessCommand } from "./commands.js";
import { verifierReads } from "./readLog.js";
import { verifierDto, verifiersOf } from "./verifierDto.js";

const MANAGERS = ["SuperUser", "Administrator"] as const;
const managers = requireRole(...MANAGERS);
const userIdPath = pathParams({ userId: uuidId("user id") });
const doc = apiDocs("Verifiers");

const READ_LOG_LIMIT = { default: 200, max: 1000 } as const;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${READ_LOG_LIMIT.max}.`;
const readLogQuery = z.object({
  userId: uuidId("user id").optional(),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(READ_LOG_LIMIT.max, { error: LIMIT_MESSAGE })
    .default(READ_LOG_LIMIT.default),
});

/**
 * Verifier access (docs/verification.md, "Verifier access"): the company's super users and
 * administrators grant a verifier the vessels and reporting years it may read until an expiry, revoke
 * it, and read the log of every call the company's verifiers made. A verifier reads its own grant.
 */
export function verifierRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const verifierOfCompany = (c: { get(key: "session"): AppEnv["Variables"]["session"] }, userId: string) =>
    requestScope(ctx, c.get("session").actor).companyUser(userId);

  app.get(
    "/Verifiers",
    doc({
      summary: "The company's verifiers with their access",
      roles: MANAGERS,
      response: z.array(verifierAnswer),
    }),
    managers,
    (c) => {
      const companyId = requestScope(ctx, c.get("session").actor).companyId();
      return c.json(verifiersOf(ctx, companyId).map((u) => verifierDto(ctx, u)));
    },
  );

  app.get(
    "/Verifiers/MyAccess",
    doc({
      summary: "The signed-in verifier's own access (grant null when it has none)",
      response: verifierAnswer,
    }),
    (c) => {
      const { user } = c.get("session");
      if (user.role !== "Verifier") throw new ForbiddenError(VERIFIER_ACCESS_MESSAGES.notAVerifier);
      return c.json(verifierDto(ctx, user));
    },
  );

  app.put(
    "/Verifiers/:userId/Access",
    doc({
      summary: "Grant (or replace) a verifier's access to vessels and reporting years until an expiry",
      roles: MANAGERS,
      body: grantVerifierAccessRequest,
      response: verifierAnswer,
    }),
    managers,
    userIdPath,
    async (c) => {
      const request = await parseBody(c, grantVerifierAccessRequest);
      const { userId } = c.req.valid("param");
      await grantVerifierAccessCommand(ctx, c.get("session"), userId, request);
      return c.json(verifierDto(ctx, verifierOfCompany(c, userId)));
    },
  );

  app.delete(
    "/Verifiers/:userId/Access",
    doc({ summary: "Revoke a verifier's access at once", roles: MANAGERS, status: 204 }),
    managers,
    userIdPath,
    async (c) => {
      await revokeVerifierAccessCommand(ctx, c.get("session"), c.req.valid("param").userId);
      return c.body(null, 204);
    },
  );

  app.get(
    "/Verifiers/ReadLog",
    doc({
      summary: "Every call the company's verifiers made, newest first (who, what, when, answer status)",
      roles: MANAGERS,
      query: readLogQuery,
      response: z.array(verifierReadAnswer),
    }),
    managers,
    async (c) => {
      const query = parseValue(c.req.query(), readLogQuery);
      const companyId = requestScope(ctx, c.get("session").actor).companyId();
      const userIds = query.userId
        ? [verifierOfCompany(c, query.userId).id]
        : verifiersOf(ctx, companyId).map((u) => u.id);
      return c.json(await verifierReads(ctx, userIds, query.limit));
    },
  );

  return app;
}
