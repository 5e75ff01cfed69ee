import { z } from "zod";
import { SUBSCRIPTION_STATUSES } from "./company.js";

/** A company as the administration screens see it (GET /Companies, /Companies/{id}; POST and PUT answer it). */
export const companyAnswer = z.object({
  id: z.string(),
  name: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  dcMasterDataCompanyId: z.string().nullable(),
  notes: z.string(),
  createdDate: z.string(),
  /** The partner-platform keys without the secret: only whether one is set. */
  kognifaiKeys: z
    .object({
      kognifaiTenantId: z.string(),
      clientId: z.string(),
      clientSecretSet: z.boolean(),
      expiresAt: z.string(),
    })
    .nullable(),
  /** Months of raw log data the company's vessels keep; null keeps it forever. */
  rawRetentionMonths: z.number().nullable(),
  /** Who receives the company's signed checkpoints (Settings → Verification). */
  verificationAddresses: z.array(z.string()),
  /** Send it back to edit (409 when stale). */
  version: z.number().int(),
  vesselCount: z.number().int(),
});
export type CompanyAnswer = z.infer<typeof companyAnswer>;
