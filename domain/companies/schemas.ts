import { z } from "zod";
import { isoDate } from "../shared/dates.js";
import { optionalText, requiredText } from "../shared/fields.js";
import { TEXT_LIMITS } from "../shared/limits.js";
import { isBlank, isEmail, normaliseEmail } from "../shared/text.js";
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

/** At most this many addresses receive a company's checkpoint mails. */
export const VERIFICATION_ADDRESSES_MAX = 10;
export const VERIFICATION_ADDRESS_MESSAGES = {
  notList: "addresses must be a list of e-mail addresses (an empty list sends no checkpoint mails)",
  invalid: (address: string) => `"${address}" is not a valid e-mail address`,
  tooLong: `An e-mail address may not be longer than ${TEXT_LIMITS.email} characters`,
  tooMany: `At most ${VERIFICATION_ADDRESSES_MAX} addresses may receive the checkpoint mails`,
  repeated: (address: string) => `${address} is listed twice`,
} as const;

/**
 * PUT /Verification/Company/Addresses: who receives the company's signed checkpoints (monthly and on
 * request). Addresses are trimmed; one listed twice (in any case) is refused, not merged silently.
 */
export const verificationAddressesRequest = z.object({
  addresses: z
    .array(
      z
        .string({ error: VERIFICATION_ADDRESS_MESSAGES.notList })
        .transform((v) => v.trim())
        .refine((v) => v.length <= TEXT_LIMITS.email, VERIFICATION_ADDRESS_MESSAGES.tooLong)
        .superRefine((v, check) => {
          if (!isEmail(v))
            check.addIssue({ code: "custom", message: VERIFICATION_ADDRESS_MESSAGES.invalid(v) });
        }),
      { error: VERIFICATION_ADDRESS_MESSAGES.notList },
    )
    .max(VERIFICATION_ADDRESSES_MAX, VERIFICATION_ADDRESS_MESSAGES.tooMany)
    .superRefine((list, check) => {
      const seen = new Set<string>();
      for (const address of list) {
        const key = normaliseEmail(address);
        if (seen.has(key))
          check.addIssue({ code: "custom", message: VERIFICATION_ADDRESS_MESSAGES.repeated(address) });
        seen.add(key);
      }
    }),
  version: z.number().int().nonnegative().nullish(),
});
export type VerificationAddressesRequest = z.infer<typeof verificationAddressesRequest>;
