import { describe, expect, it } from "vitest";
import { NOON_REPORT_FIELDS } from "../../../domain/onboardReports/reports.js";
import { NOON_REPORT_COLUMNS } from "../../imports/dataPackageFormat.js";

describe("noon report fields", () => {
  it("label every column a data package's NoonReports.csv may carry", () => {
    expect(NOON_REPORT_FIELDS.map((field) => field.column)).toEqual(
      NOON_REPORT_COLUMNS.filter((c) => c !== "timestamp"),
    );
  });
});
