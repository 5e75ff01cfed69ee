import { randomUUID } from "node:crypto";
import {
  type CompanyDetails,
  companyAggregate,
  deleteCompany,
  registerCompany,
  updateCompany,
} from "../../../domain/companies/company.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
import { companyNameTaken } from "../../../projections/admin/companies.js";
import { vesselsOfCompany } from "../../../projections/admin/vessels.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";

export async function registerCompanyCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  details: CompanyDetails,
): Promise<string> {
  const companyId = randomUUID();
  await ctx.uniqueness.run(`company-name:${details.name.trim().toLowerCase()}`, () =>
    execute(
      ctx,
      companyAggregate,
      companyId,
      (state) =>
        registerCompany(state, {
          companyId,
          details,
          createdDate: ctx.now().toISOString(),
          nameTaken: companyNameTaken(ctx.readModels.state("companies"), details.name),
        }),
      { metadata },
    ),
  );
  return companyId;
}

export async function updateCompanyCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  companyId: string,
  details: CompanyDetails,
  expectedVersion?: number,
): Promise<void> {
  await ctx.uniqueness.run(`company-name:${details.name.trim().toLowerCase()}`, () =>
    execute(
      ctx,
      companyAggregate,
      companyId,
      (state) =>
        updateCompany(state, {
          companyId,
          details,
          nameTaken: companyNameTaken(ctx.readModels.state("companies"), details.name, companyId),
        }),
      { metadata, ...(expectedVersion !== undefined ? { expectedVersion } : {}) },
    ),
  );
}

/** Deletes a company without vessels; the per-company lock keeps an assignment from slipping in between. */
export async function deleteCompanyCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  companyId: string,
): Promise<void> {
  await ctx.uniqueness.run(`company-vessels:${companyId}`, () =>
    execute(
      ctx,
      companyAggregate,
      companyId,
      (state) =>
        deleteCompany(state, {
          companyId,
          vesselCount: vesselsOfCompany(ctx.readModels.state("vessels"), companyId).length,
        }),
      { metadata },
    ),
  );
}
