import { randomUUID } from "node:crypto";
import {
  type CompanyDetails,
  clearPartnerKeys,
  companyAggregate,
  deleteCompany,
  registerCompany,
  setPartnerKeys,
  setRawRetention,
  setVerificationAddresses,
  updateCompany,
} from "../../../domain/companies/company.js";
import type { PartnerKeysRequest } from "../../../domain/companies/schemas.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
import { companyNameTaken } from "../../../projections/admin/companies.js";
import { vesselsOfCompany } from "../../../projections/admin/vessels.js";
import { loadSecretKey, openSecret, sealSecret } from "../../auth/secretBox.js";
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

const secretKeys = new Map<string, Buffer>();
/** The server's secret key (KEELSON_SECRET_KEY or DATA_DIR/secret-key), read once per process. */
export function secretKeyOf(ctx: AppContext): Buffer {
  const id = `${ctx.config.DATA_DIR}\u0000${ctx.config.KEELSON_SECRET_KEY ?? ""}`;
  let key = secretKeys.get(id);
  if (!key) {
    key = loadSecretKey(ctx.config.DATA_DIR, ctx.config.KEELSON_SECRET_KEY);
    secretKeys.set(id, key);
  }
  return key;
}

/** Sets a company's partner keys; the secret is encrypted here and only the ciphertext is recorded. */
export async function setPartnerKeysCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  companyId: string,
  request: Omit<PartnerKeysRequest, "version">,
  expectedVersion?: number,
): Promise<void> {
  const sealed =
    request.clientSecret === null
      ? (ctx.readModels.state("companies").partnerSecrets[companyId] ?? null)
      : sealSecret(secretKeyOf(ctx), request.clientSecret, companyId);
  await execute(
    ctx,
    companyAggregate,
    companyId,
    (state) =>
      setPartnerKeys(state, {
        companyId,
        keys: {
          kognifaiTenantId: request.kognifaiTenantId,
          clientId: request.clientId,
          clientSecret: sealed,
          expiresAt: request.expiresAt,
        },
      }),
    { metadata, ...(expectedVersion !== undefined ? { expectedVersion } : {}) },
  );
}

/** Sets the company's raw data retention (null: forever); the retention job applies it (rawRetention.ts). */
export async function setRawRetentionCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  companyId: string,
  rawRetentionMonths: number | null,
  expectedVersion?: number,
): Promise<void> {
  await execute(
    ctx,
    companyAggregate,
    companyId,
    (state) => setRawRetention(state, { companyId, rawRetentionMonths }),
    { metadata, ...(expectedVersion !== undefined ? { expectedVersion } : {}) },
  );
}

/** Sets who receives the company's signed checkpoints (server/features/verification/checkpointMail.ts). */
export async function setVerificationAddressesCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  companyId: string,
  addresses: readonly string[],
  expectedVersion?: number,
): Promise<void> {
  await execute(
    ctx,
    companyAggregate,
    companyId,
    (state) => setVerificationAddresses(state, { companyId, addresses }),
    { metadata, ...(expectedVersion !== undefined ? { expectedVersion } : {}) },
  );
}

export async function clearPartnerKeysCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  companyId: string,
): Promise<void> {
  await execute(ctx, companyAggregate, companyId, (state) => clearPartnerKeys(state, { companyId }), {
    metadata,
  });
}

/** The company's partner client secret in plain text, for calling the partner platform; null without keys. */
export function partnerClientSecret(ctx: AppContext, companyId: string): string | null {
  const sealed = ctx.readModels.state("companies").partnerSecrets[companyId];
  return sealed ? openSecret(secretKeyOf(ctx), sealed, companyId) : null;
}
