import { portByCode } from "../../../domain/ports/portIndex.js";
import {
  readTemplate,
  type TemplateReading,
  type TemplateSettings,
} from "../../../domain/reports/template.js";
import { portRefOf } from "../../../domain/voyages/model.js";
import { readWorkbook } from "../../workbooks/readWorkbook.js";
import { seaPortIndex } from "../ports/seaPorts.js";
import { readTemplateWorkbook } from "./templateWorkbook.js";

export interface TemplateReadArgs {
  settings: TemplateSettings;
  lastEventAt: string | null;
}

/** Problems answered at most; a workbook of bad rows could otherwise make a list as long as it is. */
const MAX_PROBLEMS = 1000;

/**
 * Reads an uploaded template and checks it against the vessel's settings, in a workbook thread (the
 * grids never cross to the server thread: only the voyages or the problems do). Null when the bytes
 * are not an .xlsx workbook.
 */
export const readUploadedTemplate = (
  bytes: Buffer,
  args: TemplateReadArgs,
): Promise<TemplateReading | null> =>
  readWorkbook<TemplateReading | null>("readFilledTemplate", bytes, { args });

/** What readUploadedTemplate runs in its thread. */
export async function readFilledTemplate(
  bytes: Buffer,
  args: TemplateReadArgs,
): Promise<TemplateReading | null> {
  const content = await readTemplateWorkbook(bytes);
  if (!content) return null;
  const ports = seaPortIndex();
  const reading = readTemplate(content, args.settings, {
    // The events keep the port's reference only, as a port chosen on screen (voyages/routes.ts resolvedPort).
    findPort: (code) => portRefOf(portByCode(ports, code)),
    lastEventAt: args.lastEventAt,
  });
  if (reading.ok || reading.errors.length <= MAX_PROBLEMS) return reading;
  const more = reading.errors.length - MAX_PROBLEMS;
  return { ok: false, errors: [...reading.errors.slice(0, MAX_PROBLEMS), `… and ${more} more problems.`] };
}
