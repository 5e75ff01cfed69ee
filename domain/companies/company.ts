import type { Aggregate } from "../shared/decider.js";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { isBlank } from "../shared/text.js";

export const SUBSCRIPTION_STATUSES = ["Active", "Suspended", "Terminated"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface CompanyDetails {
  name: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  subscriptionStatus: SubscriptionStatus;
  dcMasterDataCompanyId: string | null;
  notes: string;
}

export type CompanyRegistered = DomainEvent<
  "CompanyRegistered",
  CompanyDetails & { companyId: string; createdDate: string }
>;
export type CompanyUpdated = DomainEvent<"CompanyUpdated", CompanyDetails & { companyId: string }>;
export type CompanyDeleted = DomainEvent<"CompanyDeleted", { companyId: string }>;

/**
 * The company's partner-platform (Kognifai) keys. `clientSecret` is the secret encrypted by the server
 * (AES-256-GCM, server/auth/secretBox.ts): the plain secret is never in an event.
 */
export interface PartnerKeys {
  kognifaiTenantId: string;
  clientId: string;
  clientSecret: string;
  /** ISO 8601: the /Kognifai calls answer 503 from this moment on. */
  expiresAt: string;
}
export type CompanyPartnerKeysSet = DomainEvent<"CompanyPartnerKeysSet", PartnerKeys & { companyId: string }>;
export type CompanyPartnerKeysCleared = DomainEvent<"CompanyPartnerKeysCleared", { companyId: string }>;
/**
 * How many whole months of raw log data (the points as logged) the company's vessels keep; null keeps
 * them forever. Rollups (quarter-hours, hours, days) are always kept (docs/operations.md, "Raw data
 * retention").
 */
export type CompanyRawRetentionSet = DomainEvent<
  "CompanyRawRetentionSet",
  { companyId: string; rawRetentionMonths: number | null }
>;
/** Bounds of a company's raw data retention in months (a quarter of a year to 20 years). */
export const RAW_RETENTION_MONTHS = { min: 3, max: 240 } as const;
export const RAW_RETENTION_MESSAGES = {
  notWhole: "Raw data retention must be a whole number of months, or empty to keep raw data forever",
  range: `Raw data retention must be between ${RAW_RETENTION_MONTHS.min} and ${RAW_RETENTION_MONTHS.max} months, or empty to keep raw data forever`,
  missing: "rawRetentionMonths is required: a number of months, or null to keep raw data forever",
} as const;

/**
 * The addresses the company names to receive the signed checkpoints of the event log (the monthly
 * mail, docs/verification.md); empty sends none.
 */
export type CompanyVerificationAddressesSet = DomainEvent<
  "CompanyVerificationAddressesSet",
  { companyId: string; addresses: string[] }
>;

export type CompanyEvent =
  | CompanyRegistered
  | CompanyVerificationAddressesSet
  | CompanyUpdated
  | CompanyDeleted
  | CompanyPartnerKeysSet
  | CompanyPartnerKeysCleared
  | CompanyRawRetentionSet;

export interface CompanyState {
  /** False before registration and again after deletion. */
  exists: boolean;
  deleted: boolean;
}

export const companyAggregate: Aggregate<CompanyState, CompanyEvent> = {
  streamName: (companyId) => `company-${companyId}`,
  initialState: { exists: false, deleted: false },
  evolve(state, event) {
    switch (event.type) {
      case "CompanyRegistered":
        return { exists: true, deleted: false };
      case "CompanyUpdated":
      case "CompanyPartnerKeysSet":
      case "CompanyPartnerKeysCleared":
      case "CompanyRawRetentionSet":
      case "CompanyVerificationAddressesSet":
        return state;
      case "CompanyDeleted":
        return { exists: false, deleted: true };
    }
  },
};

export const COMPANY_NAME_TAKEN = "A company with that name already exists.";
export const COMPANY_NOT_FOUND = "Company not found.";
export const COMPANY_HAS_VESSELS =
  "The company still has vessels. Unassign or delete its vessels before deleting the company.";

export function registerCompany(
  state: CompanyState,
  command: { companyId: string; details: CompanyDetails; createdDate: string; nameTaken: boolean },
): CompanyEvent[] {
  if (state.exists || state.deleted) throw new ConflictError("A company with that id already exists.");
  if (isBlank(command.details.name)) throw new ValidationError("Company name is required");
  if (command.nameTaken) throw new ConflictError(COMPANY_NAME_TAKEN);
  return [
    {
      type: "CompanyRegistered",
      data: {
        companyId: command.companyId,
        createdDate: command.createdDate,
        ...command.details,
        name: command.details.name.trim(),
      },
    },
  ];
}

/** `nameTaken` means another company already holds the name (its own unchanged name is allowed). */
export function updateCompany(
  state: CompanyState,
  command: { companyId: string; details: CompanyDetails; nameTaken: boolean },
): CompanyEvent[] {
  if (!state.exists) throw new NotFoundError(COMPANY_NOT_FOUND);
  if (isBlank(command.details.name)) throw new ValidationError("Company name is required");
  if (command.nameTaken) throw new ConflictError(COMPANY_NAME_TAKEN);
  return [
    {
      type: "CompanyUpdated",
      data: { companyId: command.companyId, ...command.details, name: command.details.name.trim() },
    },
  ];
}

/** A company can be deleted only when no vessel is assigned to it (spec 1 §5). */
export function deleteCompany(
  state: CompanyState,
  command: { companyId: string; vesselCount: number },
): CompanyEvent[] {
  if (!state.exists) throw new NotFoundError(COMPANY_NOT_FOUND);
  if (command.vesselCount > 0) throw new ConflictError(COMPANY_HAS_VESSELS);
  return [{ type: "CompanyDeleted", data: { companyId: command.companyId } }];
}

/** Spec 1 §2 and spec 3 §1: what the partner page says when the /Kognifai calls answer 503. */
export const PARTNER_KEYS_EXPIRED = "API keys expired, please contact the provider for assistance";
export const PARTNER_SECRET_REQUIRED = "The client secret is required.";

/**
 * Sets the company's partner keys. `clientSecret` is the encrypted secret: the new one, or the one the
 * company has when the administrator did not type a new one (null when it has none).
 */
export function setPartnerKeys(
  state: CompanyState,
  command: { companyId: string; keys: Omit<PartnerKeys, "clientSecret"> & { clientSecret: string | null } },
): CompanyEvent[] {
  if (!state.exists) throw new NotFoundError(COMPANY_NOT_FOUND);
  const { clientSecret } = command.keys;
  if (!clientSecret) throw new ValidationError(PARTNER_SECRET_REQUIRED);
  return [
    {
      type: "CompanyPartnerKeysSet",
      data: { companyId: command.companyId, ...command.keys, clientSecret },
    },
  ];
}

export function clearPartnerKeys(state: CompanyState, command: { companyId: string }): CompanyEvent[] {
  if (!state.exists) throw new NotFoundError(COMPANY_NOT_FOUND);
  return [{ type: "CompanyPartnerKeysCleared", data: { companyId: command.companyId } }];
}

/** Whether keys that expire at `expiresAt` (ISO, or none) still hold at `nowMs`. */
export const partnerKeysValid = (expiresAt: string | null | undefined, nowMs: number): boolean =>
  !!expiresAt && Date.parse(expiresAt) > nowMs;

/** Sets (or, with null, clears) the company's raw data retention in months. */
export function setRawRetention(
  state: CompanyState,
  command: { companyId: string; rawRetentionMonths: number | null },
): CompanyEvent[] {
  if (!state.exists) throw new NotFoundError(COMPANY_NOT_FOUND);
  return [
    {
      type: "CompanyRawRetentionSet",
      data: { companyId: command.companyId, rawRetentionMonths: command.rawRetentionMonths },
    },
  ];
}

/**
 * The oldest time whose raw points a company keeping `months` months retains at `nowMs`: the start of
 * the UTC month `months` months before the current one. Whole months, so that on PostgreSQL a month
 * partition is removed in one piece (docs/operations.md, "Raw data retention").
 */
export function rawRetentionCutoff(months: number, nowMs: number): number {
  const now = new Date(nowMs);
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1);
}

/** Sets the addresses that receive the company's checkpoint mails (already validated and unique). */
export function setVerificationAddresses(
  state: CompanyState,
  command: { companyId: string; addresses: readonly string[] },
): CompanyEvent[] {
  if (!state.exists) throw new NotFoundError(COMPANY_NOT_FOUND);
  return [
    {
      type: "CompanyVerificationAddressesSet",
      data: { companyId: command.companyId, addresses: [...command.addresses] },
    },
  ];
}
