import { Hono } from "hono";
import { vesselsOfCompany } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { requireRole } from "../../http/session.js";

export function companyRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get("/Companies", requireRole("Administrator"), (c) => {
    const vessels = ctx.readModels.state("vessels");
    const companies = Object.values(ctx.readModels.state("companies").byId)
      .map((company) => ({ ...company, vesselCount: vesselsOfCompany(vessels, company.id).length }))
      .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
    return c.json(companies);
  });

  return app;
}
