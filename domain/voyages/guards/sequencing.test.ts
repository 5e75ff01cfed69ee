import { describe, expect, it } from "vitest";
import { VOYAGE_MESSAGES as M } from "../messages.js";
import type { EventType, VesselEventRecord } from "../model.js";
import { vesselEvent as ev, withVoyage } from "../testing.js";
import { timelineOf, voyageSlice } from "../timeline.js";
import { creatableEvents } from "./sequencing.js";

const offered = (events: VesselEventRecord[]): EventType[] => {
  const { creatable } = creatableEvents(voyageSlice(timelineOf(events), "d1")!);
  return (Object.keys(creatable) as EventType[]).filter((t) => creatable[t]);
};
const d1 = ev("d1", "Departure", "01-01 00:00");
const starts: EventType[] = ["StartAnchoring", "StartDrifting", "StartBunkering"];

describe("event creation sequencing (spec 2 §4)", () => {
  it.each<[string, VesselEventRecord[], EventType[]]>([
    [
      "a fresh voyage offers arrival, end of voyage and every start",
      [d1],
      ["Departure", "Arrival", ...starts],
    ],
    [
      "an open anchoring offers only its end",
      [d1, ev("s", "StartAnchoring", "01-02 00:00")],
      ["EndAnchoring"],
    ],
    ["an open drifting offers only its end", [d1, ev("s", "StartDrifting", "01-02 00:00")], ["EndDrifting"]],
    [
      "an open bunkering offers only its end",
      [d1, ev("s", "StartBunkering", "01-02 00:00")],
      ["EndBunkering"],
    ],
    [
      "a closed pair offers everything again",
      [d1, ev("s", "StartBunkering", "01-02 00:00"), ev("e", "EndBunkering", "01-03 00:00")],
      ["Departure", "Arrival", ...starts],
    ],
    ["an arrival hides Arrival", [d1, ev("a", "Arrival", "01-02 00:00")], ["Departure", ...starts]],
    [
      "an end of voyage hides End of voyage",
      [d1, ev("d2", "Departure", "01-02 00:00")],
      ["Arrival", ...starts],
    ],
    [
      "an end without its start requires the start",
      [d1, ev("x", "EndDrifting", "01-02 00:00")],
      ["StartDrifting"],
    ],
    [
      "confirmed information offers nothing",
      [ev("d1", "Departure", "01-01 00:00", withVoyage({ informationConfirmedAt: "x" }))],
      [],
    ],
  ])("%s", (_, events, expected) => {
    expect(offered(events).sort()).toEqual([...expected].sort());
  });

  it("says why a type is not offered", () => {
    const { reasons } = creatableEvents(
      voyageSlice(timelineOf([d1, ev("s", "StartAnchoring", "01-02 00:00")]), "d1")!,
    );
    expect(reasons.Arrival).toBe(M.endRequired("Anchoring end"));
  });
});
