import { describe, expect, it } from "vitest";
import { fold, recorded, VOYAGE } from "../../domain/fuel/testFixtures.js";
import type { VoyageLogEvent } from "../../domain/voyageLog/voyageLog.js";
import { vesselEventViews, voyageSummaries, voyageView } from "./voyageViews.js";

/** A port as an older template upload stored it: the reference and the port's country and position. */
const storedPort = (name: string, loCode: string) => ({
  name,
  loCode,
  isMrvPort: true,
  country: "NO",
  latitude: 59.9,
  longitude: 10.7,
});

function logWithStoredPorts() {
  const events = VOYAGE.map((event): VoyageLogEvent => {
    const stored = recorded(event);
    if (stored.type !== "VesselEventRecorded") return stored;
    const port =
      event.type === "Departure"
        ? storedPort("Oslo", "NOOSL")
        : event.type === "Arrival"
          ? storedPort("Rotterdam", "NLRTM")
          : null;
    return { ...stored, data: { ...stored.data, port } };
  });
  return fold(events);
}

describe("voyage answers carry each port's reference only", () => {
  const oslo = { name: "Oslo", loCode: "NOOSL", isMrvPort: true };
  const rotterdam = { name: "Rotterdam", loCode: "NLRTM", isMrvPort: true };

  it("in a voyage's departure, arrival, end and events, whatever more the stored event holds", () => {
    const voyage = voyageView(logWithStoredPorts(), "d1", { cargoUnitIds: [] })!;
    expect(voyage.departure.port).toStrictEqual(oslo);
    expect(voyage.arrival?.port).toStrictEqual(rotterdam);
    expect(voyage.endOfVoyage?.port).toStrictEqual(oslo);
    expect(voyage.events.map((e) => e.port)).toStrictEqual([oslo, null, null, rotterdam, oslo]);
  });

  it("in the vessel's event list", () => {
    const ports = vesselEventViews(logWithStoredPorts()).map((e) => e.port);
    expect(ports).toStrictEqual([oslo, null, null, rotterdam, oslo]);
  });

  it("in the voyage summaries' from and to ports", () => {
    const [, first] = voyageSummaries(logWithStoredPorts());
    expect(first).toMatchObject({ departureId: "d1" });
    expect(first!.fromPort).toStrictEqual(oslo);
    expect(first!.toPort).toStrictEqual(rotterdam);
  });
});
