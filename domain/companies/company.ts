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
export type CompanyEvent = CompanyRegistered | CompanyUpdated | CompanyDeleted;

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
