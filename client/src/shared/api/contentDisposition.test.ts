import { describe, expect, it } from "vitest";
import { fileNameFromContentDisposition } from "./contentDisposition";

describe("the download file name", () => {
  it.each([
    ['attachment; filename="MRV Nordic Aurora 2024.xlsx"', "MRV Nordic Aurora 2024.xlsx"],
    ["attachment; filename=report.csv", "report.csv"],
    ["attachment; filename=\"plain.xlsx\"; filename*=UTF-8''N%C3%B8rd%20voyage.xlsx", "Nørd voyage.xlsx"],
    ["attachment", "fallback.xlsx"],
    [null, "fallback.xlsx"],
  ])("%s → %s", (header, name) => {
    expect(fileNameFromContentDisposition(header, "fallback.xlsx")).toBe(name);
  });
});
