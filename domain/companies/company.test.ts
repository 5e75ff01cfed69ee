import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider.js";
import {
  COMPANY_HAS_VESSELS,
  COMPANY_NAME_TAKEN,
  type CompanyDetails,
  companyAggregate,
  deleteCompany,
  registerCompany,
  updateCompany,
} from "./company.js";
import { companyRequest } from "./schemas.js";

const details: CompanyDetails = {
  name: "Nordic Bulk AS",
  contactName: "",
  contactPhone: "",
  contactEmail: "",
  subscriptionStatus: "Active",
  dcMasterDataCompanyId: null,
  notes: "",
};
const created = foldEvents(
  companyAggregate,
  registerCompany(companyAggregate.initialState, {
    companyId: "c",
    details,
    createdDate: "2024",
    nameTaken: false,
  }),
);

describe("company decisions", () => {
  it("updates unless another company holds the name", () => {
    expect(updateCompany(created, { companyId: "c", details, nameTaken: false })[0]?.type).toBe(
      "CompanyUpdated",
    );
    expect(() => updateCompany(created, { companyId: "c", details, nameTaken: true })).toThrow(
      COMPANY_NAME_TAKEN,
    );
  });

  it("deletes only a company without vessels", () => {
    expect(() => deleteCompany(created, { companyId: "c", vesselCount: 1 })).toThrow(COMPANY_HAS_VESSELS);
    const after = foldEvents(companyAggregate, deleteCompany(created, { companyId: "c", vesselCount: 0 }));
    expect(() =>
      updateCompany({ ...after, exists: false }, { companyId: "c", details, nameTaken: false }),
    ).toThrow("Company not found.");
  });

  it("validates the request: contact e-mail, status, empty DC id becomes null", () => {
    const bad = companyRequest.safeParse({ name: " ", contactEmail: "nope", subscriptionStatus: "Paused" });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      "Company name is required",
      "Contact email must be valid",
      "Subscription status must be one of Active, Suspended, Terminated",
    ]);
    expect(companyRequest.parse({ name: "X", dcMasterDataCompanyId: "" }).dcMasterDataCompanyId).toBeNull();
  });
});
