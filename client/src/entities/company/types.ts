export type SubscriptionStatus = "Active" | "Suspended" | "Terminated";

export interface Company {
  id: string;
  name: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  subscriptionStatus: SubscriptionStatus;
  dcMasterDataCompanyId: string | null;
  notes: string;
  createdDate: string;
  vesselCount: number;
}
