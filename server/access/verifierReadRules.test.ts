import { describe, expect, it } from "vitest";
import { matchVerifierRead } from "./verifierReadRules.js";

const V = "0b9f4a52-6a8e-4a64-9d7e-2f1c0c1c8f11";
const D = "6f1d1e2a-0a3c-4a7e-8d3c-9b2f4c5d6e7f";

describe("the verifier's read rules", () => {
  it.each([
    [`/Audit/Voyages/${D}/trail`, { departureId: D, vesselId: null, year: null }],
    [`/Audit/Voyages/${D}`, { departureId: D, vesselId: null, year: null }],
    [`/Voyages/${D}/Verification`, { departureId: D, vesselId: null, year: null }],
    [`/EmissionReport/MrvVoyage/${D}`, { departureId: D, vesselId: null, year: null }],
    [`/EmissionReport/MrvYearly/${V}/2025`, { departureId: null, vesselId: V, year: 2025 }],
    [`/FuelEU/${V}/2024`, { departureId: null, vesselId: V, year: 2024 }],
    [`/Vessel/${V}/Voyages`, { departureId: null, vesselId: V, year: null }],
    [`/Vessels/${V}`, { departureId: null, vesselId: V, year: null }],
    ["/Vessels", { departureId: null, vesselId: null, year: null }],
  ])("reads what %s names", (path, named) => {
    const matched = matchVerifierRead(path);
    expect(
      matched && { departureId: matched.departureId, vesselId: matched.vesselId, year: matched.year },
    ).toEqual(named);
  });

  it.each([
    "/Users",
    "/Incidents/Find",
    `/History/vessel/${V}`,
    `/Vessels/${V}/EmissionSettings`,
    `/Audit/Voyages/${D}/other`,
    "/EmissionReport/MrvVoyage",
  ])("matches no rule for %s", (path) => {
    expect(matchVerifierRead(path)).toBeNull();
  });

  it("marks the own-profile reads as needing no grant", () => {
    expect(matchVerifierRead("/Users/Get")?.rule.own).toBe(true);
    expect(matchVerifierRead("/Verifiers/MyAccess")?.rule.own).toBe(true);
    expect(matchVerifierRead("/Vessels")?.rule.own).toBeUndefined();
  });
});
