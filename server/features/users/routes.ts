import { Hono } from "hono";
import { isSuperOrAdmin } from "../../../domain/auth/roles.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { visibleVessels } from "../vessels/visibleVessels.js";
import { setActingCompanyCommand } from "./commands.js";
import { currentUserDto } from "./currentUser.js";

export function userRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  const current = (c: { get(key: "session"): AppEnv["Variables"]["session"] }) =>
    currentUserDto(ctx, c.get("session").user);
  app.get("/Users/Get", (c) => c.json(current(c)));
  app.get("/Users/GetUser", (c) => c.json(current(c)));
  app.get("/Users/IsSuperUser", (c) => c.json(isSuperOrAdmin(c.get("session").user.role)));

  app.post("/Users/SetCompany/:companyId", requireRole("Administrator"), async (c) => {
    const session = c.get("session");
    const companyId = c.req.param("companyId");
    const before = session.user.actingCompanyId;
    await setActingCompanyCommand(ctx, metadataOf(session), session.user.id, companyId);
    const user = ctx.readModels.state("users").byId[session.user.id]!;
    const vesselIds = visibleVessels(ctx, { userId: user.id, role: user.role, companyId }).map((v) => v.id);
    ctx.live.moveUser(user.id, before, companyId, vesselIds);
    return c.json(currentUserDto(ctx, user));
  });

  return app;
}
