/**
 * The one CSV writer of Keelson: RFC 4180 quoting, and text that a spreadsheet would run as a formula
 * neutralised by OWASP's rule (a leading single quote, and the cell quoted), since names and notes in
 * these files are typed by people and the files are opened in Excel or LibreOffice.
 */
export type CsvValue = string | number | null | undefined;

/** Characters that make Excel, LibreOffice or Google Sheets read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number written as text: a spreadsheet reads it as a number, never a formula. */
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const quoted = (text: string): string => `"${text.replaceAll('"', '""')}"`;

/**
 * RFC 4180 quoting without neutralising: only for the vessel data package, a machine format that
 * Keelson's own importer reads back, where a leading quote would rename the vessel's variables.
 */
export const csvField = (text: string): string => (/[",\r\n]/.test(text) ? quoted(text) : text);

/** One cell of a file people open: numbers as they are, text quoted when needed and neutralised. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  if (typeof value === "number" || NUMBER_TEXT.test(text)) return text;
  return FORMULA_START.test(text) ? quoted(`'${text}`) : csvField(text);
}

export const csvRow = (cells: readonly CsvValue[]): string => cells.map(csvCell).join(",");

/** Header and rows, each line ended by `eol` (the last one too). */
export const csvDocument = (rows: readonly (readonly CsvValue[])[], eol: "\r\n" | "\n" = "\r\n"): string =>
  rows.map((row) => `${csvRow(row)}${eol}`).join("");
