import { describe, expect, it } from "vitest";
import { NotFoundError } from "./errors.js";
import { assertEventsNameTheirRecords, MalformedEventError } from "./eventGuard.js";
import { entryOf, existingEntry } from "./records.js";

describe("records keyed by ids from input", () => {
  const record: Record<string, { name: string }> = { a: { name: "A" } };

  it("finds own entries only: prototype member names find nothing", () => {
    expect(entryOf(record, "a")).toEqual({ name: "A" });
    for (const id of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"])
      expect(entryOf(record, id)).toBeUndefined();
  });

  it("answers 404 for an entry a decision needs that does not exist", () => {
    expect(() => existingEntry(record, "constructor", "Not here.")).toThrow(NotFoundError);
  });
});

describe("events name their records", () => {
  it("refuses an event whose id field is missing or empty (a lookup found nothing)", () => {
    const inherited = ({} as Record<string, { id?: string }>).constructor as unknown as { id?: string };
    expect(() =>
      assertEventsNameTheirRecords([{ type: "FlowMeterDeactivated", data: { flowMeterId: inherited.id } }]),
    ).toThrow(MalformedEventError);
    expect(() => assertEventsNameTheirRecords([{ type: "X", data: { id: "" } }])).toThrow(
      MalformedEventError,
    );
    expect(() => assertEventsNameTheirRecords([{ type: "X", data: null }])).toThrow(MalformedEventError);
  });

  it("lets well-formed events through, optional ids may be null", () => {
    expect(() =>
      assertEventsNameTheirRecords([
        { type: "FuelTankConsumptionAdded", data: { id: "c1", fuelTankId: "t1", fuelTypeId: null } },
      ]),
    ).not.toThrow();
  });
});
