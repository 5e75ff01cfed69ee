import { describe, expect, it } from "vitest";
import { eventSourceOf } from "./eventSource.js";

describe("the source of a vessel event follows who recorded it (issue 10 point 13)", () => {
  it("is Ship for the crew and the ship's data feed", () => {
    expect(eventSourceOf("User")).toBe("Ship");
    expect(eventSourceOf("ApiUser")).toBe("Ship");
  });

  it("is Office for shore staff and administrators", () => {
    expect(eventSourceOf("SuperUser")).toBe("Office");
    expect(eventSourceOf("Administrator")).toBe("Office");
  });
});
