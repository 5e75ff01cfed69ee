/** Pure rules of the taxonomy screen (spec 3 §2 Taxonomy) and its Excel file. */

export const TAXA_SEPARATOR = ";";
export const MAX_TAXON_LENGTH = 100;
export const TAXONOMY_SHEET = "Taxonomy";
/** Columns of the Excel file; Id and Taxa are read back, the others are there to help the reader. */
export const TAXONOMY_COLUMNS = ["Id", "Vessel", "IMO", "Name", "Unit", "Onboard system", "Taxa"] as const;

/** The category of a taxon: the text before its first colon (the whole name when it has none). */
export function taxonCategory(taxon: string): string {
  const colon = taxon.indexOf(":");
  return (colon === -1 ? taxon : taxon.slice(0, colon)).trim();
}

/** Every taxon once, with its category, sorted by category then name. */
export function taxaWithCategories(taxa: Iterable<string>): Array<{ name: string; category: string }> {
  return [...new Set(taxa)]
    .map((name) => ({ name, category: taxonCategory(name) }))
    .sort((a, b) => a.category.localeCompare(b.category, "en") || a.name.localeCompare(b.name, "en"));
}

/** Splits the Taxa cell: separated by ";", trimmed, empty parts and repeats dropped. */
export function parseTaxaCell(cell: string): string[] {
  return [
    ...new Set(
      cell
        .split(TAXA_SEPARATOR)
        .map((t) => t.trim())
        .filter((t) => t.length > 0),
    ),
  ];
}

export interface TaxonomyRowInput {
  /** Spreadsheet row number (the header is row 1). */
  row: number;
  id: unknown;
  taxa: unknown;
}

export interface TaxonomyChange {
  row: number;
  variableId: number;
  taxa: string[];
}

/**
 * Checks every row before anything is applied: the id must be a known log variable (given by
 * `knownIds`), not repeated, and each taxon at most 100 characters. Answers the changes, or the problems.
 */
export function validateTaxonomyRows(
  rows: readonly TaxonomyRowInput[],
  knownIds: ReadonlySet<number>,
): { changes: TaxonomyChange[]; problems: string[] } {
  const problems: string[] = [];
  const changes: TaxonomyChange[] = [];
  const seen = new Set<number>();
  for (const { row, id, taxa } of rows) {
    const idText = String(id ?? "").trim();
    const variableId = Number(idText);
    if (!idText || !Number.isInteger(variableId)) {
      problems.push(`Row ${row}: Id "${idText}" is not a log variable id.`);
      continue;
    }
    if (!knownIds.has(variableId)) {
      problems.push(`Row ${row}: no log variable has the id ${variableId}.`);
      continue;
    }
    if (seen.has(variableId)) {
      problems.push(`Row ${row}: the log variable ${variableId} is listed twice.`);
      continue;
    }
    seen.add(variableId);
    const parsed = parseTaxaCell(String(taxa ?? ""));
    const tooLong = parsed.find((t) => t.length > MAX_TAXON_LENGTH);
    if (tooLong) {
      problems.push(
        `Row ${row}: the taxon "${tooLong.slice(0, 30)}…" is longer than ${MAX_TAXON_LENGTH} characters.`,
      );
      continue;
    }
    changes.push({ row, variableId, taxa: parsed });
  }
  if (rows.length === 0) problems.push("The file holds no taxonomy rows.");
  return { changes, problems };
}
