import { describe, expect, it } from "vitest";
import { RAW_RETENTION_MESSAGES } from "../../../../../domain/companies/company";
import { parseRetention } from "./parseRetention";

describe("parseRetention", () => {
  it("reads empty as forever and whole months from 3 to 240", () => {
    expect(parseRetention("  ")).toEqual({ months: null });
    expect(parseRetention("3")).toEqual({ months: 3 });
    expect(parseRetention(" 240 ")).toEqual({ months: 240 });
  });

  it("says why other text cannot be saved, as the server does", () => {
    expect(parseRetention("2")).toEqual({ error: RAW_RETENTION_MESSAGES.range });
    expect(parseRetention("241")).toEqual({ error: RAW_RETENTION_MESSAGES.range });
    expect(parseRetention("6.5")).toEqual({ error: RAW_RETENTION_MESSAGES.notWhole });
    expect(parseRetention("-4")).toEqual({ error: RAW_RETENTION_MESSAGES.notWhole });
    expect(parseRetention("twelve")).toEqual({ error: RAW_RETENTION_MESSAGES.notWhole });
  });
});
