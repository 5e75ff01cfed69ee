import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider.js";
import {
  COMPANY_HAS_VESSELS,
  COMPANY_NAME_TAKEN,
  type CompanyDetails,
  companyAggregate,
  deleteCompany,
  rawRetentionCutoff,
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

describe("rawRetentionCutoff", () => {
  it("keeps the current month and the given number of whole months before it (UTC)", () => {
    const now = Date.UTC(2026, 10, 24, 18, 0);
    expect(rawRetentionCutoff(3, now)).toBe(Date.UTC(2026, 7, 1));
    expect(rawRetentionCutoff(12, now)).toBe(Date.UTC(2025, 10, 1));
    // Across the year boundary, and on the first millisecond of a month.
    expect(rawRetentionCutoff(3, Date.UTC(2026, 0, 1))).toBe(Date.UTC(2025, 9, 1));
  });
});
