import { randomUUID } from "node:crypto";
import { type CompanyDetails, companyAggregate, registerCompany } from "../../../domain/companies/company.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
import { companyNameTaken } from "../../../projections/admin/companies.js";
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
