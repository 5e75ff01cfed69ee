import ExcelJS from "exceljs";

/** Layout helpers shared by the report workbooks: a title, label/value blocks and plain tables. */

/** A formula a verifier can follow, with the value Keelson computed as its cached result. */
export interface FormulaCell {
  formula: string;
  result: number | string | null;
}

export type Cell = string | number | Date | null | FormulaCell;

export const formula = (text: string, result: number | string | null): FormulaCell => ({
  formula: text,
  result,
});

export const DATE_TIME_FORMAT = "yyyy-mm-dd hh:mm";
const NUMBER_FORMAT = "#,##0.000";

export function newWorkbook(title: string): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Keelson";
  workbook.title = title;
  workbook.created = new Date(0);
  return workbook;
}

/** A cell value for an ISO time: a date Excel shows in UTC (the workbook states that times are UTC). */
export const utc = (iso: string): Date => new Date(iso);

function format(cell: ExcelJS.Cell, value: Cell): void {
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    cell.value = { formula: value.formula, result: value.result ?? undefined } as ExcelJS.CellFormulaValue;
    if (typeof value.result === "number") cell.numFmt = NUMBER_FORMAT;
    return;
  }
  cell.value = value;
  if (value instanceof Date) cell.numFmt = DATE_TIME_FORMAT;
  else if (typeof value === "number" && !Number.isInteger(value)) cell.numFmt = NUMBER_FORMAT;
}

export class SheetWriter {
  private row = 1;

  constructor(readonly sheet: ExcelJS.Worksheet) {
    sheet.getColumn(1).width = 42;
    for (let c = 2; c <= 8; c++) sheet.getColumn(c).width = 22;
  }

  /** The row the next title, heading, field or table header goes to (1-based). */
  get nextRow(): number {
    return this.row;
  }

  title(text: string): this {
    const cell = this.sheet.getCell(this.row, 1);
    cell.value = text;
    cell.font = { bold: true, size: 14 };
    this.row += 2;
    return this;
  }

  heading(text: string): this {
    this.sheet.getCell(this.row, 1).value = text;
    this.sheet.getCell(this.row, 1).font = { bold: true };
    this.row += 1;
    return this;
  }

  /** Label in the first column, value in the second. */
  fields(pairs: ReadonlyArray<readonly [string, Cell]>): this {
    for (const [label, value] of pairs) {
      this.sheet.getCell(this.row, 1).value = label;
      format(this.sheet.getCell(this.row, 2), value);
      this.row += 1;
    }
    this.row += 1;
    return this;
  }

  table(headers: readonly string[], rows: ReadonlyArray<readonly Cell[]>): this {
    headers.forEach((header, i) => {
      const cell = this.sheet.getCell(this.row, i + 1);
      cell.value = header;
      cell.font = { bold: true };
      cell.border = { bottom: { style: "thin" } };
    });
    this.row += 1;
    for (const values of rows) {
      values.forEach((value, i) => {
        format(this.sheet.getCell(this.row, i + 1), value);
      });
      this.row += 1;
    }
    this.row += 1;
    return this;
  }
}

export const writeSheet = (workbook: ExcelJS.Workbook, name: string): SheetWriter =>
  new SheetWriter(workbook.addWorksheet(name));

export async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
