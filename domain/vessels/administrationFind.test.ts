import { describe, expect, it } from "vitest";
import { byName, findAdministeredVessels } from "./administrationFind.js";

const vessels = [
  { name: "nordic Fjell", imoNumber: "9312482", isDataReceiver: true },
  { name: "Atlantic Meridian", imoNumber: "0123456", isDataReceiver: false },
];

describe("finding vessels for administration", () => {
  it("by data receiver flag, any case, blank for both", () => {
    expect(findAdministeredVessels(vessels, { isDataReceiver: "TRUE" })).toEqual([vessels[0]]);
    expect(findAdministeredVessels(vessels, { isDataReceiver: "false" })).toEqual([vessels[1]]);
    expect(findAdministeredVessels(vessels, { isDataReceiver: "" })).toEqual(vessels);
    expect(findAdministeredVessels(vessels, {})).toEqual(vessels);
  });

  it("by IMO number, leading zeros optional", () => {
    expect(findAdministeredVessels(vessels, { imoNumber: " 123456 " })).toEqual([vessels[1]]);
    expect(findAdministeredVessels(vessels, { imoNumber: "000123456" })).toEqual([vessels[1]]);
    expect(findAdministeredVessels(vessels, { imoNumber: "9312482", isDataReceiver: "false" })).toEqual([]);
  });

  it("lists by name whatever the case", () => {
    expect(byName(vessels).map((v) => v.name)).toEqual(["Atlantic Meridian", "nordic Fjell"]);
  });
});
