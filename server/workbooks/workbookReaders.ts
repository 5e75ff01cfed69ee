import { readFilledTemplate } from "../features/emissionReports/templateReading.js";
import { readTaxonomyWorkbook } from "../features/taxonomy/taxonomyWorkbook.js";

/**
 * The readers a workbook thread runs, by name. Imported statically so the built server's thread bundle
 * (dist/server/workbookThread.mjs) holds them: a reader found by its module's URL would, in the bundle,
 * be the server itself.
 */
export const WORKBOOK_READERS = { readFilledTemplate, readTaxonomyWorkbook } as const;

export type WorkbookReaderName = keyof typeof WORKBOOK_READERS;
