import { describe, expect, it } from "vitest";
import {
  beforeVoyageNote,
  clampToRange,
  flowOperationRange,
  fuelOperationRange,
  isWithinRange,
  nextSoundingDefault,
  queryWindow,
  soundingRange,
} from "./fuelDateRanges";

const span = { departureAt: new Date("2024-03-10T08:00:00Z"), endAt: new Date("2024-03-20T16:00:00Z") };
const iso = (d: Date) => d.toISOString();

describe("date ranges for fuel data (spec 2 §5)", () => {
  it("fuel operations run from 12 months before departure to the end event", () => {
    const range = fuelOperationRange(span);
    expect(iso(range.min)).toBe("2023-03-10T08:00:00.000Z");
    expect(iso(range.max)).toBe("2024-03-20T16:00:00.000Z");
  });
  it("soundings run from 2 days before departure to 2 days after the end event", () => {
    const range = soundingRange(span);
    expect(iso(range.min)).toBe("2024-03-08T08:00:00.000Z");
    expect(iso(range.max)).toBe("2024-03-22T16:00:00.000Z");
  });
  it("flow meter operations run from departure to the end event", () => {
    const range = flowOperationRange(span);
    expect(iso(range.min)).toBe(iso(span.departureAt));
    expect(iso(range.max)).toBe(iso(span.endAt));
  });
  it("a tank's fuel type and density count from 12 months before departure to a day after the end", () => {
    expect(iso(queryWindow(span).fromDate)).toBe("2023-03-10T08:00:00.000Z");
    expect(iso(queryWindow(span).toDate)).toBe("2024-03-21T16:00:00.000Z");
  });
});

describe("a record entered before the voyage", () => {
  const show = (d: Date) => d.toISOString().slice(0, 16);
  it("is named with the departure it precedes", () => {
    expect(beforeVoyageNote(new Date("2024-03-01T00:00:00Z"), span, show)).toBe(
      "2024-03-01T00:00 is before this voyage's departure (2024-03-10T08:00): the record will be listed in the voyage holding that time, not here.",
    );
  });
  it("is not named from the departure on, nor without a time", () => {
    expect(beforeVoyageNote(new Date("2024-03-10T08:00:00Z"), span, show)).toBeNull();
    expect(beforeVoyageNote(null, span, show)).toBeNull();
  });
});

describe("clamping a picked date", () => {
  const range = flowOperationRange(span);
  it("moves a date before the range to its start", () => {
    expect(iso(clampToRange(new Date("2024-01-01T00:00:00Z"), range))).toBe(iso(range.min));
  });
  it("moves a date after the range to its end", () => {
    expect(iso(clampToRange(new Date("2025-01-01T00:00:00Z"), range))).toBe(iso(range.max));
  });
  it("keeps a date inside the range", () => {
    const inside = new Date("2024-03-15T00:00:00Z");
    expect(clampToRange(inside, range)).toBe(inside);
    expect(isWithinRange(inside, range)).toBe(true);
    expect(isWithinRange(new Date("2024-03-21T00:00:00Z"), range)).toBe(false);
  });
});

describe("the default time of a new sounding", () => {
  it("is noon on the departure day when there is none yet", () => {
    expect(iso(nextSoundingDefault(span, []))).toBe("2024-03-10T12:00:00.000Z");
  });
  it("is one day after the latest sounding", () => {
    const times = ["2024-03-11T12:00:00Z", "2024-03-13T12:00:00Z", "2024-03-12T12:00:00Z"];
    expect(iso(nextSoundingDefault(span, times))).toBe("2024-03-14T12:00:00.000Z");
  });
  it("never leaves the sounding range", () => {
    expect(iso(nextSoundingDefault(span, ["2024-03-22T12:00:00Z"]))).toBe("2024-03-22T16:00:00.000Z");
  });
});
