import { describe, expect, it } from "vitest";
import { LIVE_READS } from "../live/LivePublisher.js";
import { mayCall } from "./partnerConfinement.js";

describe("which paths a role may call at all", () => {
  it("lets a verifier call only its read rules, so the live channel pushes it none of the other reads", () => {
    expect(mayCall("Verifier", "/Vessels")).toBe(true);
    expect(mayCall("Verifier", "/Audit/Voyages/6f1d1e2a-0a3c-4a7e-8d3c-9b2f4c5d6e7f/trail")).toBe(true);
    for (const path of Object.values(LIVE_READS)) expect(mayCall("Verifier", path), path).toBe(false);
  });

  it("confines the partner account to its paths and leaves the other roles free", () => {
    expect(mayCall("KognifaiUser", "/Kognifai/Vessels")).toBe(true);
    expect(mayCall("KognifaiUser", "/Vessels")).toBe(false);
    expect(mayCall("User", "/Incidents/Find")).toBe(true);
  });
});
