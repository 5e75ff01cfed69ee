import { createRequire } from "node:module";
import { PORT_ENGLISH_NAMES } from "../../../domain/ports/englishNames.js";
import { buildPortIndex, type PortIndex, type PortRecord } from "../../../domain/ports/portIndex.js";

interface SeaPortEntry {
  name: string;
  city?: string;
  country?: string;
  coordinates?: number[];
  unlocs?: string[];
}

let index: PortIndex | null = null;

/**
 * The UN/LOCODE port list of the `sea-ports` package with the English names it lacks, indexed on first
 * use and kept for the process.
 */
export function seaPortIndex(): PortIndex {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const ports = (require("sea-ports") as { JSON: Record<string, SeaPortEntry> }).JSON;
  const records: PortRecord[] = Object.entries(ports).map(([loCode, port]) => ({
    loCode,
    ...port,
    aliases: PORT_ENGLISH_NAMES[loCode] ?? [],
  }));
  index = buildPortIndex(records);
  return index;
}
