import type { Aggregate } from "../shared/decider.js";
import { ConflictError, ValidationError } from "../shared/errors.js";
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
export type CompanyEvent = CompanyRegistered;

export interface CompanyState {
  exists: boolean;
}

export const companyAggregate: Aggregate<CompanyState, CompanyEvent> = {
  streamName: (companyId) => `company-${companyId}`,
  initialState: { exists: false },
  evolve: (state, event) => (event.type === "CompanyRegistered" ? { exists: true } : state),
};

export const COMPANY_NAME_TAKEN = "A company with that name already exists.";

export function registerCompany(
  state: CompanyState,
  command: { companyId: string; details: CompanyDetails; createdDate: string; nameTaken: boolean },
): CompanyEvent[] {
  if (state.exists) throw new ConflictError("A company with that id already exists.");
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
