import { describe, expect, it } from "vitest";
import { takeTurn } from "./fairShare.js";

const companies: Record<string, string> = { "1000001": "A", "1000002": "A", "2000001": "B", "3000001": "C" };
const companyOf = (imo: string) => companies[imo]!;

describe("taking turns on an import queue", () => {
  it("serves the companies with waiting packages one after another, whatever their queue length", () => {
    const waiting = ["1000001", "1000002", "2000001", "3000001"];
    const served: string[] = [];
    let last: string | undefined;
    for (let i = 0; i < 4; i++) {
      last = takeTurn(waiting, companyOf, last)!.company;
      served.push(last);
    }
    expect(served).toEqual(["A", "B", "C", "A"]);
  });

  it("offers all of a company's vessels, the one waiting longest first", () => {
    expect(takeTurn(["2000001", "1000002", "3000001", "1000001"], companyOf, "B")).toEqual({
      company: "C",
      imoNumbers: ["3000001"],
    });
    expect(takeTurn(["1000002", "2000001", "1000001"], companyOf, "C")).toEqual({
      company: "A",
      imoNumbers: ["1000002", "1000001"],
    });
  });

  it("goes on with the next company when the last one served has nothing waiting", () => {
    expect(takeTurn(["1000001", "3000001"], companyOf, "B")?.company).toBe("C");
    expect(takeTurn([], companyOf, "B")).toBeNull();
  });
});
