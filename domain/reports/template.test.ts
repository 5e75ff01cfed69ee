import { describe, expect, it } from "vitest";
import type { ReportPort } from "./inputs.js";
import {
  type GridCell,
  LAST_ROW_NOT_ENDED,
  readTemplate,
  TEMPLATE_MESSAGES,
  type TemplateSettings,
  templateColumns,
  templateRefusals,
} from "./template.js";

const settings: TemplateSettings = {
  vesselName: "Nordic Aurora",
  imoNumber: "9395044",
  cargoUnits: [{ id: 1, name: "Tonnes" }],
  fuelSources: [
    { kind: "flowMeter", id: "fm1", name: "ME", fuelTypeShortName: "HFO" },
    { kind: "fuelTank", id: "t1", name: "DO tank", fuelTypeShortName: "MDO" },
  ],
};
const PORTS: Record<string, ReportPort> = {
  NOOSL: { name: "Oslo", loCode: "NOOSL", isMrvPort: true },
  NLRTM: { name: "Rotterdam", loCode: "NLRTM", isMrvPort: true },
  GBSOU: { name: "Southampton", loCode: "GBSOU", isMrvPort: false },
};
const context = { findPort: (code: string) => PORTS[code] ?? null, lastEventAt: "2025-02-01T00:00:00.000Z" };
const columns = templateColumns(settings);
const keys: GridCell[][] = [["9395044"], columns.map((c) => c.key)];
const header = columns.map((c) => c.header);
//                 name      type      nonC  dep      depAt                                arr      arrAt                distance cargo  ME sea ME berth tank sea tank berth
const row1: GridCell[] = [
  "V1",
  "Laden",
  "No",
  "NOOSL",
  new Date("2025-03-01T06:00:00Z"),
  "NLRTM",
  "2025-03-03 18:00",
  600,
  30000,
  50,
  0,
  2,
  4,
];
const row2: GridCell[] = [
  "V2",
  "ballast",
  "",
  "nlrtm",
  "2025-03-05 06:00",
  "GBSOU",
  "2025-03-06 06:00",
  "250,5",
  0,
  20,
  null,
  null,
  null,
];
/** The next departure alone: it ends V2. */
const row3: GridCell[] = ["V3", "Laden", "", "GBSOU", "2025-03-07 06:00", null, null, null, 18000];

describe("template columns", () => {
  it("follow the voyage fields, then cargo per unit, then each fuel source at sea and at berth", () => {
    expect(header).toEqual([
      "Voyage name",
      "Voyage type",
      "Non-commercial",
      "Departure port (UN/LOCODE)",
      "Departure (UTC)",
      "Arrival port (UN/LOCODE)",
      "Arrival (UTC)",
      "Distance (nm)",
      "Cargo carried (Tonnes)",
      "Flow meter ME (HFO) at sea (t)",
      "Flow meter ME (HFO) at berth (t)",
      "Fuel tank DO tank (MDO) at sea (t)",
      "Fuel tank DO tank (MDO) at berth (t)",
    ]);
  });

  it("are refused without a fuel tank or manual flow meter, or without cargo units (spec 2 §5)", () => {
    expect(templateRefusals({ ...settings, fuelSources: [], cargoUnits: [] })).toEqual([
      TEMPLATE_MESSAGES.noFuelSource,
      "The vessel's typical cargo units must be provided.",
    ]);
    expect(templateRefusals(settings)).toEqual([]);
  });
});

describe("reading a filled template", () => {
  it("reads each row into a voyage, dates as UTC and numbers with a decimal comma", () => {
    const reading = readTemplate({ keys, voyages: [header, row1, row2, [], row3] }, settings, context);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.voyages).toHaveLength(3);
    expect(reading.voyages[0]).toEqual({
      row: 2,
      name: "V1",
      type: "Laden",
      isNonCommercial: false,
      departure: { port: PORTS.NOOSL, at: "2025-03-01T06:00:00.000Z" },
      arrival: { port: PORTS.NLRTM, at: "2025-03-03T18:00:00.000Z" },
      isEnded: true,
      distanceNm: 600,
      cargo: [{ cargoUnitId: 1, amount: 30000 }],
      fuel: [
        { kind: "flowMeter", sourceId: "fm1", tonnesAtSea: 50, tonnesAtBerth: 0 },
        { kind: "fuelTank", sourceId: "t1", tonnesAtSea: 2, tonnesAtBerth: 4 },
      ],
    });
    expect(reading.voyages[1]).toMatchObject({
      type: "Ballast",
      distanceNm: 250.5,
      departure: { port: PORTS.NLRTM },
    });
    expect(reading.voyages[2]).toMatchObject({
      row: 5,
      arrival: null,
      isEnded: false,
      cargo: [{ amount: 18000 }],
    });
  });

  it("lists every problem with its sheet, row and column", () => {
    const bad: GridCell[] = [
      "",
      "Full",
      "maybe",
      "XXXXX",
      "2025-02-30 10:00",
      "NLRTM",
      "2025-03-01 00:00",
      null,
      -3,
      "a lot",
      0,
      0,
      0,
    ];
    const reading = readTemplate({ keys, voyages: [header, bad, row3] }, settings, context);
    expect(reading).toEqual({
      ok: false,
      errors: [
        "Sheet 'Voyages', row 2, column 'Voyage name': Please enter voyage information",
        "Sheet 'Voyages', row 2, column 'Voyage type': 'Full' is not a voyage type: enter Laden or Ballast.",
        "Sheet 'Voyages', row 2, column 'Non-commercial': 'maybe' must be Yes or No.",
        "Sheet 'Voyages', row 2, column 'Departure port (UN/LOCODE)': 'XXXXX' is not a known UN/LOCODE port.",
        "Sheet 'Voyages', row 2, column 'Departure (UTC)': '2025-02-30 10:00' is not a date and time (yyyy-mm-dd hh:mm, UTC).",
        "Sheet 'Voyages', row 2, column 'Distance (nm)': Please enter the distance sailed in nm.",
        "Sheet 'Voyages', row 2, column 'Cargo carried (Tonnes)': '-3' is not a cargo amount: enter a number of 0 or more.",
        "Sheet 'Voyages', row 2, column 'Flow meter ME (HFO) at sea (t)': 'a lot' is not a fuel amount: enter a number of 0 or more.",
      ],
    });
  });

  it("checks the order of the rows, the vessel's last event, and that the last voyage has no distance or fuel", () => {
    const early: GridCell[] = [...row1];
    early[4] = "2025-01-15 00:00";
    const overlapping: GridCell[] = [...row2];
    overlapping[4] = "2025-03-02 00:00";
    overlapping[6] = "2025-03-06 00:00";
    overlapping[12] = 1.5;
    const reading = readTemplate({ keys, voyages: [header, early, overlapping] }, settings, context);
    expect(reading.ok ? [] : reading.errors).toEqual([
      `Sheet 'Voyages', row 3, column 'Distance (nm)': ${LAST_ROW_NOT_ENDED}`,
      `Sheet 'Voyages', row 3, column 'Flow meter ME (HFO) at sea (t)': ${LAST_ROW_NOT_ENDED}`,
      `Sheet 'Voyages', row 3, column 'Fuel tank DO tank (MDO) at berth (t)': ${LAST_ROW_NOT_ENDED}`,
      "Sheet 'Voyages', row 2, column 'Departure (UTC)': the first departure must be at or after the vessel's last recorded event at 2025-02-01 00:00.",
      "Sheet 'Voyages', row 3, column 'Departure (UTC)': the departure must be after the previous row's arrival at 2025-03-03 18:00.",
    ]);
  });

  it("refuses a workbook that is not this vessel's current template", () => {
    const read = (k: GridCell[][], v: GridCell[][] = [header, row1]) =>
      readTemplate({ keys: k, voyages: v }, settings, context);
    expect(read([])).toEqual({ ok: false, errors: [TEMPLATE_MESSAGES.notATemplate] });
    expect(read([["1234567"], keys[1]!])).toEqual({
      ok: false,
      errors: [TEMPLATE_MESSAGES.otherVessel("1234567")],
    });
    expect(read([["9395044"], keys[1]!.slice(1)])).toEqual({
      ok: false,
      errors: [TEMPLATE_MESSAGES.settingsChanged],
    });
    expect(read(keys, [header])).toEqual({ ok: false, errors: [TEMPLATE_MESSAGES.noVoyages] });
  });
});
