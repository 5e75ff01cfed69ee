import { describe, expect, it } from "vitest";
import { ATLANTIC_TANKERS_VESSELS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { simVesselFrom } from "./simVessel.js";
import { lastCleaning, type Passage, PLAN_EPOCH, planVoyages, segmentAt } from "./voyagePlan.js";

const DAY = 24 * 3600_000;
const aurora = simVesselFrom(NORDIC_BULK_VESSELS[0]!.imoNumber, NORDIC_BULK_VESSELS[0]!.particulars);
const pioneer = simVesselFrom(
  ATLANTIC_TANKERS_VESSELS[1]!.imoNumber,
  ATLANTIC_TANKERS_VESSELS[1]!.particulars,
);
const until = Date.UTC(2026, 0, 1);

describe("voyage plan", () => {
  const plan = planVoyages(aurora, until);
  const passages = plan.segments.filter((s): s is Passage => s.kind === "passage");

  it("alternates port stays and passages without gaps from before the epoch until the end", () => {
    expect(plan.segments[0]!.start).toBeLessThanOrEqual(PLAN_EPOCH);
    expect(plan.segments.at(-1)!.end).toBeGreaterThan(until);
    plan.segments.forEach((segment, i) => {
      expect(segment.kind).toBe(i % 2 === 0 ? "port" : "passage");
      if (i > 0) expect(segment.start).toBe(plan.segments[i - 1]!.end);
    });
  });

  it("sends a bulk carrier laden to Rotterdam and back in ballast to a loading port", () => {
    for (const p of passages) {
      if (p.laden) expect(p.to).toBe("NLRTM");
      else expect(p.from).toBe("NLRTM");
    }
    expect(new Set(passages.filter((p) => p.laden).map((p) => p.from)).size).toBeGreaterThan(1);
  });

  it("loads deep and sails in ballast light, within the vessel's draft ranges", () => {
    for (const p of passages) {
      const range = p.laden ? aurora.ladenDraft : aurora.ballastDraft;
      expect(p.draft).toBeGreaterThanOrEqual(range.low);
      expect(p.draft).toBeLessThanOrEqual(range.high);
    }
  });

  it("takes as long at sea as the distance at the ordered speed, plus manoeuvring", () => {
    for (const p of passages) {
      const hours = (p.end - p.start) / 3600_000;
      expect(hours).toBeCloseTo(p.route.lengthNm / p.orderedSpeed + 2, 6);
      expect(p.orderedSpeed).toBeGreaterThan(10);
      expect(p.orderedSpeed).toBeLessThan(14.5);
    }
  });

  it("goes into dry dock every five years, which cleans the hull", () => {
    const docks = plan.segments.filter((s) => s.kind === "port" && s.dryDock);
    expect(docks.length).toBeGreaterThanOrEqual(1);
    for (const dock of docks) {
      expect(dock.end - dock.start).toBeGreaterThan(14 * DAY);
      expect(lastCleaning(plan, dock.end)).toBe(dock.end);
      expect(lastCleaning(plan, dock.start)).toBeLessThan(dock.start);
    }
  });

  it("is the same plan however far ahead it is made, so days can be simulated one at a time", () => {
    const shorter = planVoyages(aurora, Date.UTC(2022, 0, 1));
    const n = shorter.segments.length;
    expect(plan.segments.slice(0, n).map((s) => [s.kind, s.start, s.end])).toEqual(
      shorter.segments.map((s) => [s.kind, s.start, s.end]),
    );
  });

  it("finds the segment holding a time", () => {
    const middle = plan.segments[11]!;
    expect(segmentAt(plan, (middle.start + middle.end) / 2)).toBe(middle);
    expect(segmentAt(plan, middle.start)).toBe(middle);
    expect(segmentAt(plan, plan.segments[0]!.start - 1)).toBeNull();
  });

  it("sails a product tanker round the Rotterdam, New York, Houston triangle", () => {
    const tankerPassages = planVoyages(pioneer, Date.UTC(2019, 0, 1)).segments.filter(
      (s): s is Passage => s.kind === "passage",
    );
    for (const p of tankerPassages) {
      expect(`${p.from}-${p.to}`).toMatch(/^(NLRTM-USNYC|USNYC-USHOU|USHOU-NLRTM)$/);
    }
  });
});
