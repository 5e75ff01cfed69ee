import { describe, expect, it } from "vitest";
import { defaultEventTab, type EventTabInput, visibleEventTabs } from "./eventTabs";

const confirmed: EventTabInput = {
  loading: false,
  informationConfirmed: true,
  isStartEvent: false,
  hasActiveFlowMeters: true,
  hasActiveFuelTanks: true,
};

describe("the tabs of the selected event", () => {
  it.each([
    ["all four once information is confirmed", {}, ["info", "distance", "flowMeters", "fuelTanks"]],
    ["only Event info before information is confirmed", { informationConfirmed: false }, ["info"]],
    ["only Event info while loading", { loading: true }, ["info"]],
    ["only Event info for the start event", { isStartEvent: true }, ["info"]],
    ["no Flow meters without active ones", { hasActiveFlowMeters: false }, ["info", "distance", "fuelTanks"]],
    ["no Fuel tanks without active ones", { hasActiveFuelTanks: false }, ["info", "distance", "flowMeters"]],
  ] as const)("%s", (_name, change, expected) => {
    expect(visibleEventTabs({ ...confirmed, ...change })).toEqual(expected);
  });

  it("opens Distance first when the distance is missing, then Flow meters", () => {
    const tabs = visibleEventTabs(confirmed);
    expect(defaultEventTab(tabs, { distance: true, flowMeterConsumption: true })).toBe("distance");
    expect(defaultEventTab(tabs, { distance: false, flowMeterConsumption: true })).toBe("flowMeters");
    expect(defaultEventTab(tabs, { distance: false, flowMeterConsumption: false })).toBe("info");
  });

  it("never opens a tab that is not shown", () => {
    expect(defaultEventTab(["info"], { distance: true, flowMeterConsumption: true })).toBe("info");
  });
});
