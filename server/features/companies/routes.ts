import { Hono } from "hono";
import { z } from "zod";
import { companyAnswer } from "../../../domain/companies/answers.js";
import { COMPANY_NOT_FOUND } from "../../../domain/companies/company.js";
import {
  type CompanyRequest,
  companyRequest,
  partnerKeysRequest,
  rawRetentionRequest,
} from "../../../domain/companies/schemas.js";
import { NotFoundError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import { byName } from "../../../domain/shared/text.js";
import type { CompanyView } from "../../../projections/admin/companies.js";
import { vesselsOfCompany } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, pathParams } from "../../http/validate.js";
import { returnViewersOfDeletedCompany } from "../users/commands.js";
import {
  clearPartnerKeysCommand,
  deleteCompanyCommand,
  registerCompanyCommand,
  setPartnerKeysCommand,
  setRawRetentionCommand,
  updateCompanyCommand,
} from "./commands.js";

/** Path parameters by their types (checked before the handler). */
const companyIdPath = pathParams({ id: uuidId("company id") });

const doc = apiDocs("Companies");
const ADMIN = ["Administrator"];

const detailsOf = ({ version: _, ...details }: CompanyRequest) => details;

export function companyRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const admin = requireRole("Administrator");

  const dto = (company: CompanyView) => ({
    ...company,
    vesselCount: vesselsOfCompany(ctx.readModels.state("vessels"), company.id).length,
  });
  const byId = (id: string) => {
    const company = entryOf(ctx.readModels.state("companies").byId, id);
    if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
    return company;
  };

  app.get(
    "/Companies",
    doc({ summary: "Every company, with its vessel count", roles: ADMIN, response: z.array(companyAnswer) }),
    admin,
    (c) => {
      const companies = Object.values(ctx.readModels.state("companies").byId).map(dto).sort(byName);
      return c.json(companies);
    },
  );

  app.get(
    "/Companies/:id",
    doc({ summary: "One company", roles: ADMIN, response: companyAnswer }),
    admin,
    companyIdPath,
    (c) => c.json(dto(byId(c.req.param("id")))),
  );

  app.post(
    "/Companies",
    doc({
      summary: "Register a company",
      body: companyRequest,
      status: 201,
      roles: ADMIN,
      response: companyAnswer,
    }),
    admin,
    async (c) => {
      const request = await parseBody(c, companyRequest);
      const id = await registerCompanyCommand(ctx, metadataOf(c.get("session")), detailsOf(request));
      return c.json(dto(byId(id)), 201);
    },
  );

  app.put(
    "/Companies/:id",
    doc({ summary: "Update a company", body: companyRequest, roles: ADMIN, response: companyAnswer }),
    admin,
    companyIdPath,
    async (c) => {
      const id = c.req.param("id");
      byId(id);
      const request = await parseBody(c, companyRequest);
      await updateCompanyCommand(
        ctx,
        metadataOf(c.get("session")),
        id,
        detailsOf(request),
        request.version ?? undefined,
      );
      return c.json(dto(byId(id)));
    },
  );

  /** The partner-platform keys (spec 1 §3); the secret is stored encrypted and never answered. */
  app.put(
    "/Companies/:id/KognifaiKeys",
    doc({
      summary: "Set a company's partner-platform (Kognifai) keys",
      body: partnerKeysRequest,
      roles: ADMIN,
      response: companyAnswer,
    }),
    admin,
    companyIdPath,
    async (c) => {
      const id = c.req.param("id");
      byId(id);
      const { version, ...keys } = await parseBody(c, partnerKeysRequest);
      await setPartnerKeysCommand(ctx, metadataOf(c.get("session")), id, keys, version ?? undefined);
      return c.json(dto(byId(id)));
    },
  );

  /** Months of raw log data the company's vessels keep (null: forever); rollups are always kept. */
  app.put(
    "/Companies/:id/RawRetention",
    doc({
      summary: "Set how many months of raw log data a company's vessels keep (null keeps it forever)",
      body: rawRetentionRequest,
      roles: ADMIN,
      response: companyAnswer,
    }),
    admin,
    companyIdPath,
    async (c) => {
      const id = c.req.param("id");
      byId(id);
      const { rawRetentionMonths, version } = await parseBody(c, rawRetentionRequest);
      await setRawRetentionCommand(
        ctx,
        metadataOf(c.get("session")),
        id,
        rawRetentionMonths,
        version ?? undefined,
      );
      return c.json(dto(byId(id)));
    },
  );

  app.delete(
    "/Companies/:id/KognifaiKeys",
    doc({ summary: "Clear a company's partner-platform keys", roles: ADMIN, response: companyAnswer }),
    admin,
    companyIdPath,
    async (c) => {
      const id = c.req.param("id");
      byId(id);
      await clearPartnerKeysCommand(ctx, metadataOf(c.get("session")), id);
      return c.json(dto(byId(id)));
    },
  );

  app.delete(
    "/Companies/:id",
    doc({ summary: "Delete a company", status: 204, roles: ADMIN }),
    admin,
    companyIdPath,
    async (c) => {
      const id = c.req.param("id");
      byId(id);
      const metadata = metadataOf(c.get("session"));
      await deleteCompanyCommand(ctx, metadata, id);
      await returnViewersOfDeletedCompany(ctx, metadata, id);
      return c.body(null, 204);
    },
  );

  return app;
}
