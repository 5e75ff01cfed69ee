import { Hono } from "hono";
import {
  CLIENT_ERROR_MAX_BODY_BYTES,
  clientErrorReport,
} from "../../../domain/platform/clientErrorReport.js";
import type { AppContext } from "../../context.js";
import { allowBody, sizeText } from "../../http/bodyLimit.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { parseBody, withPaths } from "../../http/validate.js";
import { clientErrorThrottle, logClientError } from "./logClientError.js";

const doc = apiDocs("Platform");
const body = withPaths(clientErrorReport);

export function clientErrorRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const throttle = clientErrorThrottle();
  app.post(
    "/ClientErrors",
    doc({
      summary: "Report an error the browser page met (written to the server log)",
      description:
        "One report per distinct error, at most 10 a page load; rate limited per user (429 with Retry-After).",
      body: clientErrorReport,
      status: 204,
    }),
    allowBody(
      CLIENT_ERROR_MAX_BODY_BYTES,
      `A client error report is larger than ${sizeText(CLIENT_ERROR_MAX_BODY_BYTES)}.`,
    ),
    async (c) => {
      const session = c.get("session");
      throttle(session.user.id, ctx.now().getTime());
      const report = await parseBody(c, body);
      logClientError(ctx.logger, session, report);
      return c.body(null, 204);
    },
  );
  return app;
}
