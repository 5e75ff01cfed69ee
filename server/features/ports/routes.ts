import { Hono } from "hono";
import { z } from "zod";
import { portPageAnswer } from "../../../domain/ports/answers.js";
import {
  PORT_SEARCH_MAX_LIMIT,
  PORT_SEARCH_TOO_SHORT,
  searchPorts,
} from "../../../domain/ports/portIndex.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { parseValue } from "../../http/validate.js";
import { seaPortIndex } from "./seaPorts.js";

const PAGE = "page must be a whole number from 1.";
const LIMIT = `limit must be a whole number from 1 to ${PORT_SEARCH_MAX_LIMIT}.`;
const findQuery = z.object({
  query: z.string({ message: PORT_SEARCH_TOO_SHORT }),
  page: z.coerce.number({ message: PAGE }).int({ message: PAGE }).min(1, { message: PAGE }).optional(),
  limit: z.coerce
    .number({ message: LIMIT })
    .int({ message: LIMIT })
    .min(1, { message: LIMIT })
    .max(PORT_SEARCH_MAX_LIMIT, { message: LIMIT })
    .optional(),
});

const doc = apiDocs("Ports");

/** Port type-ahead (spec 2 §7 GET /Ports/Find): 3+ characters, paged. */
export function portRoutes(_ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get(
    "/Ports/Find",
    doc({
      summary: "Find sea ports by name or code (3+ characters), paged",
      query: findQuery,
      response: portPageAnswer,
    }),
    (c) => {
      const request = parseValue(c.req.query(), findQuery);
      return c.json(searchPorts(seaPortIndex(), request));
    },
  );
  return app;
}
