import ExcelJS from "exceljs";
import { ValidationError } from "../../../domain/shared/errors.js";
import { readWorkbook } from "../../workbooks/readWorkbook.js";
import { checkSheetSize } from "../../workbooks/workbookLimits.js";
import { TAXA_SEPARATOR, TAXONOMY_COLUMNS, TAXONOMY_SHEET, type TaxonomyRowInput } from "./taxonomyRules.js";

export interface TaxonomyRow {
  id: number;
  vesselName: string;
  imoNumber: string;
  name: string;
  unit: string;
  onboardSystem: string;
  taxa: string[];
}

/** The taxonomy as an Excel workbook: one row per log variable, taxa separated by ";". */
export async function taxonomyWorkbook(rows: readonly TaxonomyRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(TAXONOMY_SHEET);
  sheet.columns = TAXONOMY_COLUMNS.map((header) => ({
    header,
    width: header === "Taxa" ? 80 : header === "Name" ? 32 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow([
      r.id,
      r.vesselName,
      r.imoNumber,
      r.name,
      r.unit,
      r.onboardSystem,
      r.taxa.join(TAXA_SEPARATOR),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("result" in value) return String(value.result ?? "");
    if ("text" in value) return String(value.text);
  }
  return String(value);
}

const NOT_A_WORKBOOK = "The file is not an Excel workbook (.xlsx).";

/**
 * Reads the Id and Taxa columns of an uploaded taxonomy workbook (found by their headers), in a thread
 * of its own within the workbook limits (server/workbooks).
 */
export async function readUploadedTaxonomy(bytes: Buffer): Promise<TaxonomyRowInput[]> {
  const rows = await readWorkbook<TaxonomyRowInput[]>("readTaxonomyWorkbook", bytes);
  if (!rows) throw new ValidationError(NOT_A_WORKBOOK);
  return rows;
}

/** What readUploadedTaxonomy runs in its thread. */
export async function readTaxonomyWorkbook(data: Buffer): Promise<TaxonomyRowInput[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new ValidationError(NOT_A_WORKBOOK);
  }
  const sheet = workbook.getWorksheet(TAXONOMY_SHEET) ?? workbook.worksheets[0];
  if (!sheet) throw new ValidationError("The workbook has no sheet.");
  checkSheetSize(sheet);
  const headers = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => headers.set(cellText(cell.value).trim().toLowerCase(), column));
  const idColumn = headers.get("id");
  const taxaColumn = headers.get("taxa");
  if (!idColumn || !taxaColumn) {
    throw new ValidationError("The first row of the sheet must name the columns Id and Taxa.");
  }
  const rows: TaxonomyRowInput[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const id = cellText(row.getCell(idColumn).value).trim();
    const taxa = cellText(row.getCell(taxaColumn).value);
    if (id === "" && taxa.trim() === "") return;
    rows.push({ row: number, id, taxa });
  });
  return rows;
}
