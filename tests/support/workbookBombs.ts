import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import yazl from "yazl";

const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = "</sheetData></worksheet>";

/** A, B, …, Z, AA, … for the 0-based column `c`. */
function columnName(c: number): string {
  return c < 26
    ? String.fromCharCode(65 + c)
    : columnName(Math.floor(c / 26) - 1) + String.fromCharCode(65 + (c % 26));
}

/** Rows of `columns` cells of the same text, numbered from 1, until about `bytes` of sheet XML. */
async function* rowsXml(bytes: number, columns: number, text: string): AsyncGenerator<Buffer> {
  yield Buffer.from(SHEET_START);
  let written = 0;
  let row = 1;
  while (written < bytes) {
    const lines: string[] = [];
    for (let i = 0; i < 200; i++, row++) {
      let cells = "";
      for (let c = 0; c < columns; c++)
        cells += `<c r="${columnName(c)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`;
      lines.push(`<row r="${row}">${cells}</row>`);
    }
    const chunk = Buffer.from(lines.join(""));
    written += chunk.length;
    yield chunk;
  }
  yield Buffer.from(SHEET_END);
}

/**
 * A real .xlsx whose first sheet (named `sheetName`) holds about `sheetBytes` of repeated rows of
 * `columns` cells: a workbook bomb, deflated to a few hundred times less. The other parts are what
 * exceljs writes.
 */
export async function workbookBomb(options: {
  sheetName: string;
  sheetBytes: number;
  columns?: number;
  /** Each cell's text: the longer, the higher the compression ratio (2000 characters: about 280 to 1). */
  cellText?: string;
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet(options.sheetName).getCell(1, 1).value = "Id";
  const base = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
  const zip = new yazl.ZipFile();
  for (const [name, file] of Object.entries(base.files)) {
    if (file.dir) continue;
    if (name === "xl/worksheets/sheet1.xml") {
      zip.addReadStream(
        Readable.from(
          rowsXml(options.sheetBytes, options.columns ?? 10, options.cellText ?? "x".repeat(2000)),
        ),
        name,
      );
    } else {
      zip.addBuffer(await file.async("nodebuffer"), name);
    }
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
