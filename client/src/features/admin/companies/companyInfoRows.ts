import type { AdminCompany } from "./types";

/** The company info panel: Id, Contact name, Contact phone, Contact email, Status, DC Master Data Company Id, Notes. */
export function companyInfoRows(company: AdminCompany): [string, string | number | null][] {
  return [
    ["Id", company.id],
    ["Contact name", company.contactName],
    ["Contact phone", company.contactPhone],
    ["Contact email", company.contactEmail],
    ["Status", company.subscriptionStatus],
    ["DC Master Data Company Id", company.dcMasterDataCompanyId],
    ["Notes", company.notes],
  ];
}
