import { describe, expect, it } from "vitest";
import { ValidationError } from "../shared/errors.js";
import {
  buildPortIndex,
  foldForSearch,
  PORT_SEARCH_TOO_SHORT,
  portByCode,
  resolvePort,
  searchPorts,
} from "./portIndex.js";

const index = buildPortIndex([
  { loCode: "NOOSL", name: "Oslo", city: "Oslo", country: "Norway", coordinates: [10.73, 59.9] },
  { loCode: "DEHAM", name: "Hamburg", city: "Hamburg", country: "Germany", coordinates: [9.99, 53.55] },
  { loCode: "USHMB", name: "Port Hamburg", city: "Hamburg Bay", country: "United States" },
  { loCode: "BRPNG", name: "Paranaguá", city: "Paranaguá", country: "Brazil", coordinates: [-48.5, -25.5] },
  { loCode: "BRPAR", name: "Paranã", city: "Parana", country: "Brazil", coordinates: [-60.6, -31.7] },
  { loCode: "CNDLC", name: "Dalian", city: "Dalian", country: "China", unlocs: ["CNDLC", "CNDAL"] },
  { loCode: "GBSOU", name: "Southampton", city: "Southampton", country: "United Kingdom" },
  { loCode: "FRLEH", name: "Le Havre", city: "Le Havre", country: "France", coordinates: [0.1, 49.49] },
  { loCode: "XXBAD", name: "Nowhere", coordinates: [500, -300] },
  { loCode: "SEGOT", name: "Goteborg", city: "Göteborg", country: "Sweden", aliases: ["Gothenburg"] },
  { loCode: "FIHEL", name: "Helsingfors (Helsinki)", city: "Helsingfors (Helsinki)", country: "Finland" },
]);

const names = (query: string) => searchPorts(index, { query }).items.map((p) => p.name);

describe("port search", () => {
  it("refuses fewer than three characters, with words", () => {
    expect(() => searchPorts(index, { query: "os" })).toThrow(ValidationError);
    expect(() => searchPorts(index, { query: "  o " })).toThrow(PORT_SEARCH_TOO_SHORT);
  });

  it("answers the port with its code, country, coordinates and member-state flag", () => {
    expect(searchPorts(index, { query: "oslo" }).items).toEqual([
      { name: "Oslo", loCode: "NOOSL", country: "Norway", latitude: 59.9, longitude: 10.73, isMrvPort: true },
    ]);
    expect(searchPorts(index, { query: "southampton" }).items[0]!.isMrvPort).toBe(false);
  });

  it("matches name, city and UN/LOCODE, ignoring case and diacritics", () => {
    expect(names("PARANA")).toEqual(["Paranã", "Paranaguá"]);
    expect(names("paranagua")).toEqual(["Paranaguá"]);
    expect(names("deham")).toEqual(["Hamburg"]);
    expect(names("CNDAL")).toEqual(["Dalian"]);
    expect(names("havre")).toEqual(["Le Havre"]);
  });

  it("puts the best matches first: code, exact name, name start, word start, then anywhere", () => {
    expect(names("hamburg")).toEqual(["Hamburg", "Port Hamburg"]);
    expect(names("ush")).toEqual(["Port Hamburg"]);
  });

  it("pages the matches and counts them all", () => {
    const first = searchPorts(index, { query: "bra", limit: 1 });
    expect(first.total).toBe(0);
    const both = searchPorts(index, { query: "par", limit: 1, page: 2 });
    expect(both).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(both.items.map((p) => p.name)).toEqual(["Paranaguá"]);
  });

  it("drops coordinates that cannot be right", () => {
    expect(searchPorts(index, { query: "nowhere" }).items[0]).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it("looks a port up by any of its UN/LOCODEs", () => {
    expect(portByCode(index, "cndal")?.name).toBe("Dalian");
    expect(portByCode(index, "CNDLC")?.loCode).toBe("CNDLC");
    expect(portByCode(index, "XXXXX")).toBeNull();
  });

  it("folds text for comparison", () => {
    expect(foldForSearch(" Paranaguá ")).toBe("paranagua");
  });
});

describe("English and alternative names", () => {
  it("finds a port by an alias and by the name in brackets", () => {
    expect(names("Gothenburg")).toEqual(["Goteborg"]);
    expect(names("gothen")).toEqual(["Goteborg"]);
    expect(names("Helsinki")).toEqual(["Helsingfors (Helsinki)"]);
  });
});

describe("resolving a port a client sends (the index decides, by LoCode)", () => {
  it("takes name, code and MRV flag from the index", () => {
    expect(resolvePort(index, { name: "oslo", loCode: "noosl" })).toMatchObject({
      name: "Oslo",
      loCode: "NOOSL",
      isMrvPort: true,
    });
    expect(resolvePort(index, { name: "Gothenburg", loCode: "SEGOT" }).name).toBe("Goteborg");
    expect(resolvePort(index, { name: "Helsinki", loCode: "FIHEL" }).loCode).toBe("FIHEL");
    expect(resolvePort(index, { name: "Dalian", loCode: "CNDAL" }).loCode).toBe("CNDLC");
  });

  it("refuses an unknown LoCode and a name that is not the code's port", () => {
    expect(() => resolvePort(index, { name: "Fake harbour", loCode: "NLXXX" })).toThrow(
      "There is no port with the LoCode NLXXX. Choose the port from the list of found ports.",
    );
    expect(() => resolvePort(index, { name: "Hamburg", loCode: "NOOSL" })).toThrow(
      'The port name "Hamburg" does not belong to the LoCode NOOSL (Oslo).',
    );
  });
});
