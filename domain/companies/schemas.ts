import { z } from "zod";
import { isoDate } from "../shared/dates.js";
import { optionalText, requiredText } from "../shared/fields.js";
import { TEXT_LIMITS } from "../shared/limits.js";
import { isBlank, isEmail } from "../shared/text.js";
import { RAW_RETENTION_MESSAGES, RAW_RETENTION_MONTHS, SUBSCRIPTION_STATUSES } from "./company.js";

export { RAW_RETENTION_MESSAGES, RAW_RETENTION_MONTHS };

export const COMPANY_MESSAGES = {
  nameRequired: "Company name is required",
  nameTooLong: `Company name may not be longer than ${TEXT_LIMITS.name} characters`,
  contactEmailInvalid: "Contact email must be valid",
  statusInvalid: `Subscription status must be one of ${SUBSCRIPTION_STATUSES.join(", ")}`,
} as const;

/**
 * POST /Companies and PUT /Companies/{id}. Contact email is optional but must be valid when given;
 * an empty dcMasterDataCompanyId becomes null (spec 1 §3). `version` (PUT only) is the company's
 * version as last read; a stale one answers 409.
 */
export const companyRequest = z.object({
  name: z
    .string({ error: COMPANY_MESSAGES.nameRequired })
    .refine((v) => !isBlank(v), COMPANY_MESSAGES.nameRequired)
    .transform((v) => v.trim())
    .refine((v) => v.length <= TEXT_LIMITS.name, COMPANY_MESSAGES.nameTooLong),
  contactName: optionalText("contact name", TEXT_LIMITS.name),
  contactPhone: optionalText("contact phone", TEXT_LIMITS.phone),
  contactEmail: optionalText("contact email", TEXT_LIMITS.email).refine(
    (v) => v === "" || isEmail(v),
    COMPANY_MESSAGES.contactEmailInvalid,
  ),
  subscriptionStatus: z
    .enum(SUBSCRIPTION_STATUSES, { error: COMPANY_MESSAGES.statusInvalid })
    .nullish()
    .transform((v) => v ?? "Active"),
  dcMasterDataCompanyId: optionalText("DC master data company id", TEXT_LIMITS.name).transform((v) =>
    v === "" ? null : v,
  ),
  notes: optionalText("notes", TEXT_LIMITS.notes),
  version: z.number().int().nonnegative().nullish(),
});
export type CompanyRequest = z.infer<typeof companyRequest>;

/**
 * PUT /Companies/{id}/RawRetention: months of raw log data the company's vessels keep, null for
 * forever. `version` is the company's version as last read; a stale one answers 409.
 */
export const rawRetentionRequest = z.object({
  rawRetentionMonths: z
    .number({
      error: (issue) =>
        issue.input === undefined ? RAW_RETENTION_MESSAGES.missing : RAW_RETENTION_MESSAGES.notWhole,
    })
    .int({ error: RAW_RETENTION_MESSAGES.notWhole })
    .min(RAW_RETENTION_MONTHS.min, { error: RAW_RETENTION_MESSAGES.range })
    .max(RAW_RETENTION_MONTHS.max, { error: RAW_RETENTION_MESSAGES.range })
    .nullable(),
  version: z.number().int().nonnegative().nullish(),
});
export type RawRetentionRequest = z.infer<typeof rawRetentionRequest>;

/**
 * PUT /Companies/{id}/KognifaiKeys: the company's partner-platform keys. An absent or empty
 * clientSecret keeps the stored one (the API never sends it back); the secret is kept as typed.
 */
export const partnerKeysRequest = z.object({
  kognifaiTenantId: requiredText("Kognifai tenant id", TEXT_LIMITS.partnerId),
  clientId: requiredText("client id", TEXT_LIMITS.partnerId),
  clientSecret: z
    .string({ error: "The client secret must be text." })
    .max(TEXT_LIMITS.partnerSecret, {
      error: `The client secret may not be longer than ${TEXT_LIMITS.partnerSecret} characters.`,
    })
    .nullish()
    .transform((v) => (v && v.trim() !== "" ? v : null)),
  expiresAt: isoDate("Expiry date"),
  version: z.number().int().nonnegative().nullish(),
});
export type PartnerKeysRequest = z.infer<typeof partnerKeysRequest>;
