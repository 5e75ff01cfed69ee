import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { A, B, C, D, VESSEL } from "../../../domain/reports/fixtures.js";
import { imoVoyageReport, imoYearlyReport } from "../../../domain/reports/imoDcs.js";
import { mrvVoyageReport, mrvYearlyReport } from "../../../domain/reports/mrv.js";
import { readTemplate, type TemplateSettings } from "../../../domain/reports/template.js";
import { attachment } from "../../http/contentDisposition.js";
import { toBuffer } from "../../shared/sheets.js";
import {
  imoVoyageWorkbook,
  imoYearlyWorkbook,
  mrvVoyageWorkbook,
  mrvYearlyWorkbook,
} from "./reportWorkbooks.js";
import { readTemplateWorkbook, templateWorkbook } from "./templateWorkbook.js";

async function reopen(workbook: ExcelJS.Workbook): Promise<ExcelJS.Workbook> {
  const again = new ExcelJS.Workbook();
  await again.xlsx.load((await toBuffer(workbook)) as unknown as ArrayBuffer);
  return again;
}

/** Label in column A -> value in column B of the first sheet. */
function fieldsOf(workbook: ExcelJS.Workbook): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  workbook.worksheets[0]!.eachRow((row) => {
    const label = row.getCell(1).value;
    if (typeof label === "string") fields.set(label, row.getCell(2).value);
  });
  return fields;
}

describe("report workbooks", () => {
  it("MRV voyage: the Art. 9 figures, times as UTC dates", async () => {
    const fields = fieldsOf(await reopen(mrvVoyageWorkbook(VESSEL, mrvVoyageReport(A))));
    expect(fields.get("IMO number")).toBe("9395044");
    expect(fields.get("Port of departure")).toBe("Oslo (NOOSL)");
    expect((fields.get("Departure (UTC)") as Date).toISOString()).toBe("2025-03-01T06:00:00.000Z");
    expect(fields.get("CO2 emitted at sea (t)")).toBe(162.112);
    expect(fields.get("Time at berth (h)")).toBe(36);
    expect(fields.get("Transport work (Tonnes x nm)")).toBe(18_000_000);
  });

  it("MRV annual: CO2 split by port states", async () => {
    const fields = fieldsOf(await reopen(mrvYearlyWorkbook(VESSEL, mrvYearlyReport([A, B, C, D], 2025))));
    expect(fields.get("Total CO2 emitted (t)")).toBe(754.692);
    expect(fields.get("CO2 at berth in member-state ports (t)")).toBe(32.06);
  });

  it("IMO DCS annual and voyage: particulars, fuel with method", async () => {
    const yearly = await reopen(imoYearlyWorkbook(imoYearlyReport([A, B, C, D], VESSEL, 2025)));
    const fields = fieldsOf(yearly);
    expect(fields.get("Ice class")).toBe("IC");
    expect(fields.get("Auxiliary engine power, engines of 130 kW and above (kW)")).toBeNull();
    // Issue 33 §13: HFO 351 t x 3.114 + MDO 6 t x 3.206 = 1,112.25 t over 5,550 nm, 56,000 DWT: 3.5787, A
    expect(fields.get("Attained CII (g CO2 / capacity nm)")).toBe(3.5787);
    expect(fields.get("CII rating")).toBe("A");
    expect(fields.get("Capacity (DWT)")).toBe(56000);
    const voyage = fieldsOf(await reopen(imoVoyageWorkbook(VESSEL, imoVoyageReport(A))));
    expect(voyage.get("Hours underway (h)")).toBe(60);
  });

  it("names the file in Content-Disposition", () => {
    expect(attachment("MRV_9395044_2025.xlsx")).toBe(
      "attachment; filename=\"MRV_9395044_2025.xlsx\"; filename*=UTF-8''MRV_9395044_2025.xlsx",
    );
  });

  const hasLibreOffice = (() => {
    try {
      execFileSync("libreoffice", ["--version"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  })();
  it.skipIf(!hasLibreOffice)("open in LibreOffice (headless conversion to CSV)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-lo-"));
    const file = path.join(dir, "mrv.xlsx");
    fs.writeFileSync(file, await toBuffer(mrvYearlyWorkbook(VESSEL, mrvYearlyReport([A, B, C, D], 2025))));
    execFileSync("libreoffice", ["--headless", "--convert-to", "csv", "--outdir", dir, file], {
      timeout: 120_000,
    });
    const csv = fs.readFileSync(path.join(dir, "mrv.csv"), "utf8");
    expect(csv).toContain("Total CO2 emitted (t)");
    expect(csv).toContain("754.692");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("template workbook", () => {
  const settings: TemplateSettings = {
    vesselName: "Nordic Aurora",
    imoNumber: "9395044",
    cargoUnits: [{ id: 1, name: "Tonnes" }],
    fuelSources: [{ kind: "flowMeter", id: "fm1", name: "ME", fuelTypeShortName: "HFO" }],
  };
  const context = {
    findPort: (code: string) => ({ name: code, loCode: code, isMrvPort: true }),
    lastEventAt: null,
  };

  it("round-trips: generated, filled in Excel terms, uploaded and read", async () => {
    const workbook = await reopen(templateWorkbook(settings));
    expect(workbook.getWorksheet("Keys")!.state).toBe("veryHidden");
    const sheet = workbook.getWorksheet("Voyages")!;
    sheet.getRow(2).values = [
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
    ];
    sheet.getCell("J2").value = { formula: "40+10", result: 50 };
    sheet.getRow(3).values = ["V2", "Ballast", "", "NLRTM", "2025-03-05 06:00"];
    const content = await readTemplateWorkbook(await toBuffer(workbook));
    const reading = readTemplate(content!, settings, context);
    expect(reading).toMatchObject({
      ok: true,
      voyages: [
        {
          name: "V1",
          departure: { at: "2025-03-01T06:00:00.000Z" },
          arrival: { at: "2025-03-03T18:00:00.000Z" },
          fuel: [{ sourceId: "fm1", tonnesAtSea: 50, tonnesAtBerth: 0 }],
        },
        { name: "V2", arrival: null, isEnded: false },
      ],
    });
  });

  /** Rewrites an exceljs package the way openpyxl writes one: comments under xl/comments/, no docProps. */
  async function asOpenpyxlWrites(bytes: Buffer): Promise<Buffer> {
    const zip = await JSZip.loadAsync(bytes);
    const moved: Record<string, string> = {
      "xl/comments1.xml": "xl/comments/comment1.xml",
      "xl/drawings/vmlDrawing1.vml": "xl/drawings/commentsDrawing1.vml",
    };
    const out = new JSZip();
    for (const [name, file] of Object.entries(zip.files)) {
      if (file.dir || name.startsWith("docProps/")) continue;
      let text = await file.async("string");
      text = text
        .replaceAll("../comments1.xml", "../comments/comment1.xml")
        .replaceAll("/xl/comments1.xml", "/xl/comments/comment1.xml")
        .replaceAll("vmlDrawing1.vml", "commentsDrawing1.vml")
        .replace(/<Relationship[^>]*docProps[^>]*\/>/g, "")
        .replace(/<Override[^>]*docProps[^>]*\/>/g, "");
      out.file(moved[name] ?? name, text);
    }
    expect(Object.keys(out.files)).toContain("xl/comments/comment1.xml");
    return out.generateAsync({ type: "nodebuffer" });
  }

  it("reads a template another tool wrote with header comments (openpyxl's package shape)", async () => {
    const workbook = await reopen(templateWorkbook(settings));
    const sheet = workbook.getWorksheet("Voyages")!;
    sheet.getCell("A1").note = "Voyage name as on the voyage list";
    sheet.getCell("D1").note = "UN/LOCODE";
    sheet.getRow(2).values = [
      "V1",
      "Laden",
      "No",
      "NOOSL",
      "2025-03-01 06:00",
      "NLRTM",
      "2025-03-03 18:00",
      600,
      30000,
      50,
      0,
    ];
    sheet.getRow(3).values = ["V2", "Ballast", "", "NLRTM", "2025-03-05 06:00"];
    const bytes = await asOpenpyxlWrites(await toBuffer(workbook));
    const content = await readTemplateWorkbook(bytes);
    expect(content).not.toBeNull();
    const reading = readTemplate(content!, settings, context);
    expect(reading.ok ? [] : reading.errors).toEqual([]);
    expect(reading).toMatchObject({ ok: true, voyages: [{ name: "V1" }, { name: "V2" }] });
  });

  it("is not read from bytes that are not a workbook", async () => {
    expect(await readTemplateWorkbook(Buffer.from("not a zip"))).toBeNull();
  });
});
