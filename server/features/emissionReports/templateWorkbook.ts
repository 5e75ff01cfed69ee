import ExcelJS from "exceljs";
import {
  type GridCell,
  TEMPLATE_KEYS_SHEET,
  TEMPLATE_SHEET,
  type TemplateContent,
  type TemplateSettings,
  templateColumns,
} from "../../../domain/reports/template.js";
import { DATE_TIME_FORMAT, newWorkbook } from "../../shared/sheets.js";
import { checkSheetSize } from "../../workbooks/workbookLimits.js";
import { withoutComments } from "./workbookPackage.js";

const TEMPLATE_ROWS = 200;

/** The template a crew fills in: one row per voyage, columns from the vessel's settings. */
export function templateWorkbook(settings: TemplateSettings): ExcelJS.Workbook {
  const workbook = newWorkbook(`Voyage template ${settings.vesselName}`);
  const columns = templateColumns(settings);

  const sheet = workbook.addWorksheet(TEMPLATE_SHEET, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: Math.max(16, column.header.length + 2),
  }));
  columns.forEach((column, i) => {
    const cell = sheet.getCell(1, i + 1);
    cell.font = { bold: true };
    cell.note = column.hint;
  });
  const columnOf = (key: string) => columns.findIndex((c) => c.key === key) + 1;
  for (const key of ["departureAt", "arrivalAt"]) sheet.getColumn(columnOf(key)).numFmt = DATE_TIME_FORMAT;
  for (let row = 2; row <= TEMPLATE_ROWS; row++) {
    sheet.getCell(row, columnOf("voyageType")).dataValidation = {
      type: "list",
      allowBlank: true,
      formulae: ['"Laden,Ballast"'],
    };
    sheet.getCell(row, columnOf("nonCommercial")).dataValidation = {
      type: "list",
      allowBlank: true,
      formulae: ['"Yes,No"'],
    };
  }

  const help = workbook.addWorksheet("Instructions");
  help.getColumn(1).width = 110;
  [
    `Voyage template for ${settings.vesselName} (IMO ${settings.imoNumber}).`,
    "",
    `Fill in one row per voyage on the '${TEMPLATE_SHEET}' sheet, in time order, and upload the file on the emission report screen.`,
    "A voyage runs from its departure to the next row's departure; fuel at berth is what was burnt between the arrival and that next departure.",
    "Times are UTC, written yyyy-mm-dd hh:mm. Ports are UN/LOCODEs (five characters, e.g. NOOSL). Fuel in metric tonnes, distance in nautical miles.",
    "The upload is checked as a whole: if anything is wrong, every problem is listed and nothing is saved.",
    "Do not rename, add or remove columns; generate a new template after changing the vessel's fuel tanks, flow meters or cargo units.",
  ].forEach((line, i) => {
    help.getCell(i + 1, 1).value = line;
  });
  help.getCell(1, 1).font = { bold: true };

  const keys = workbook.addWorksheet(TEMPLATE_KEYS_SHEET, { state: "veryHidden" });
  keys.getCell(1, 1).value = settings.imoNumber;
  columns.forEach((column, i) => {
    keys.getCell(2, i + 1).value = column.key;
  });
  return workbook;
}

function plain(value: ExcelJS.CellValue): GridCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value;
  if (typeof value === "object") {
    if ("result" in value) return plain(value.result as ExcelJS.CellValue);
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("text" in value) return String(value.text);
    if ("error" in value) return String(value.error);
  }
  return null;
}

function grid(sheet: ExcelJS.Worksheet | undefined): GridCell[][] {
  if (sheet) checkSheetSize(sheet);
  const rows: GridCell[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: GridCell[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(plain(row.getCell(c).value));
    rows[rowNumber - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

export const NOT_AN_EXCEL_FILE =
  "The file is not an Excel workbook (.xlsx). Please upload the filled template.";

/** The sheets of an uploaded workbook as plain grids; null when the bytes are not an .xlsx workbook. */
export async function readTemplateWorkbook(bytes: Buffer): Promise<TemplateContent | null> {
  const readable = await withoutComments(bytes);
  if (!readable) return null;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(readable as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  return {
    keys: grid(workbook.getWorksheet(TEMPLATE_KEYS_SHEET)),
    voyages: grid(workbook.getWorksheet(TEMPLATE_SHEET)),
  };
}
