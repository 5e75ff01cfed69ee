import type { Company, SubscriptionStatus } from "../../../entities/company/types";

/** A company as answered by GET /Companies, with its version for updates. */
export interface AdminCompany extends Company {
  version: number;
  /** Partner-platform keys; the client secret is only a flag (the server never sends it). */
  kognifaiKeys: {
    kognifaiTenantId: string;
    clientId: string;
    clientSecretSet: boolean;
    expiresAt: string;
  } | null;
  /** Months of raw log data the company's vessels keep; null keeps it forever. */
  rawRetentionMonths: number | null;
}

export type CompanyDialogMode = "VIEW" | "EDIT" | "ADD" | "REMOVE";

export interface CompanyFormValues {
  name: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  subscriptionStatus: SubscriptionStatus;
  dcMasterDataCompanyId: string;
  notes: string;
}

export const SUBSCRIPTION_STATUSES: SubscriptionStatus[] = ["Active", "Suspended", "Terminated"];
