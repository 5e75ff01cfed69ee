import { describe, expect, it } from "vitest";
import { eventCapabilities, voyageCapabilities } from "./capabilities.js";
import { VOYAGE_MESSAGES as M } from "./messages.js";
import { vesselEvent as ev, withVoyage } from "./testing.js";

const complete = (departureFields = {}) => [
  ev("d1", "Departure", "01-01 00:00", departureFields),
  ev("a", "Arrival", "01-04 00:00"),
  ev("d2", "Departure", "01-05 00:00"),
];

describe("voyage capabilities (machine + guards)", () => {
  it.each([
    ["information open and complete", {}, [true, false, false, false, false]],
    [
      "information confirmed",
      withVoyage({ informationConfirmedAt: "t" }),
      [false, true, false, false, false],
    ],
    [
      "data confirmed",
      withVoyage({ informationConfirmedAt: "t", dataConfirmedAt: "t" }),
      [false, false, false, true, false],
    ],
  ])("%s", (_, departure, expected) => {
    const c = voyageCapabilities({ events: complete(departure) }, "d1");
    expect([
      c.canConfirmInformation,
      c.canUnconfirmInformation,
      c.canConfirmData,
      c.canUnconfirmData,
      false,
    ]).toEqual(expected);
  });

  it("offers data confirmation once distances are in, and gives reasons otherwise", () => {
    const events = complete(withVoyage({ informationConfirmedAt: "t" }));
    expect(voyageCapabilities({ events }, "d1").reasons.confirmData).toMatch(
      /Enter the distance of: Arrival/,
    );
    const withDistance = events.map((e) =>
      e.id === "a"
        ? {
            ...e,
            distanceSailed: {
              loggedDistanceByGPS: 0,
              estimatedDistanceByGPS: 0,
              manualDistanceByGPS: 10,
              loggedPercentage: 0,
              estimatedPercentage: 0,
              manualPercentage: 100,
            },
          }
        : e,
    );
    const c = voyageCapabilities({ events: withDistance }, "d1");
    expect(c.canConfirmData).toBe(true);
    expect(c.canEditDistance).toBe(true);
  });

  it("refuses everything for an unknown departure", () => {
    const c = voyageCapabilities({ events: [] }, "nope");
    expect(
      c.canConfirmInformation || c.canUnconfirmInformation || Object.values(c.creatable).some(Boolean),
    ).toBe(false);
    expect(c.reasons.confirmInformation).toBe(M.voyageNotFound);
  });
});

describe("event capabilities", () => {
  it.each([
    [
      "an unconfirmed event",
      false,
      { canConfirm: true, canUnconfirm: false, canDelete: true, canEditPort: true },
    ],
    [
      "a confirmed event",
      true,
      { canConfirm: false, canUnconfirm: true, canDelete: false, canEditPort: false },
    ],
  ])("%s", (_, isConfirmed, expected) => {
    const events = [ev("d1", "Departure", "01-01 00:00"), ev("a", "Arrival", "01-02 00:00", { isConfirmed })];
    expect(eventCapabilities({ events }, "a")).toMatchObject(expected);
  });
  it("an unconfirmed arrival without a port cannot be confirmed, and says why", () => {
    const events = [
      ev("d1", "Departure", "01-01 00:00"),
      ev("a", "Arrival", "01-02 00:00", { isConfirmed: false, port: null }),
    ];
    const c = eventCapabilities({ events }, "a");
    expect(c.canConfirm).toBe(false);
    expect(c.reasons.confirm).toBe(M.portRequired);
  });
});
