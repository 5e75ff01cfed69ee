import type { Readable } from "node:stream";
import { parse } from "csv-parse/sync";
import { PackageError, rowError } from "./PackageError.js";

export interface CsvLines {
  /** The data lines of one chunk (empty lines left out). */
  lines: string[];
  /** Row number of each line: the header is row 1, as in a spreadsheet. */
  rows: number[];
  /** Characters of the file read so far, for progress. */
  charsRead: number;
}

export interface CsvChunk extends CsvLines {
  /** Column name -> field index, from the header. */
  columns: Map<string, number>;
}

/**
 * Reads a CSV file of a package a chunk of lines at a time, so a file of millions of rows never sits in
 * memory and the caller's batch writes pace the reading. The header must name the `required` columns.
 */
export async function* csvTable(
  stream: Readable,
  file: string,
  required: readonly string[],
): AsyncGenerator<CsvChunk> {
  let columns: Map<string, number> | null = null;
  for await (const chunk of csvLineChunks(stream, file)) {
    if (!columns) {
      if (chunk.rows[0] !== 1) break;
      columns = headerColumns(chunk.lines[0], file, required);
      chunk.lines.shift();
      chunk.rows.shift();
    }
    yield { ...chunk, columns };
  }
  if (!columns) headerColumns(undefined, file, required);
}

/** Splits a CSV stream into its non-empty lines, a chunk at a time. */
export async function* csvLineChunks(stream: Readable, file: string): AsyncGenerator<CsvLines> {
  let rest = "";
  let row = 0;
  let charsRead = 0;
  for await (const chunk of stream as AsyncIterable<string>) {
    charsRead += chunk.length;
    const text = rest + chunk;
    const lines: string[] = [];
    const rows: number[] = [];
    let start = 0;
    for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
      row++;
      const line = text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
      if (line.length > 0) {
        lines.push(line);
        rows.push(row);
      }
      start = end + 1;
    }
    rest = text.slice(start);
    if (rest.length > 1_000_000)
      throw rowError(file, row + 1, "the line is longer than 1,000,000 characters.");
    if (lines.length > 0) yield { lines, rows, charsRead };
  }
  if (rest.length > 0) {
    const line = rest.endsWith("\r") ? rest.slice(0, -1) : rest;
    if (line.length > 0) yield { lines: [line], rows: [row + 1], charsRead };
  }
}

/** Fields of one CSV line; csv-parse reads the (rare) lines that quote a field. */
export function csvFields(line: string, file: string, row: number): string[] {
  if (!line.includes('"')) return line.split(",");
  try {
    const [fields] = parse(line, { relax_column_count: true }) as string[][];
    return fields ?? [];
  } catch {
    throw rowError(file, row, "a quoted field is not closed, or a quote is not doubled.");
  }
}

/** Column name -> index from a header line, after checking the required columns are there. */
export function headerColumns(
  line: string | undefined,
  file: string,
  required: readonly string[],
): Map<string, number> {
  const names =
    line === undefined ? [] : csvFields(line.replace(/^\uFEFF/, ""), file, 1).map((n) => n.trim());
  const missing = required.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    throw new PackageError(`${file}: the header must name the columns ${required.join(", ")}.`);
  }
  return new Map(names.map((name, index) => [name, index]));
}
