import { ValidationError } from "../shared/errors.js";
import { isMrvPort } from "./memberStates.js";

/** One port as the type-ahead answers it. */
export interface Port {
  name: string;
  loCode: string;
  /** Country name as the port list spells it. */
  country: string;
  /** Null where the port list has no coordinates. */
  latitude: number | null;
  longitude: number | null;
  isMrvPort: boolean;
}

/** A port as a port list supplies it (the shape of the `sea-ports` package, keyed by UN/LOCODE). */
export interface PortRecord {
  loCode: string;
  name: string;
  city?: string | undefined;
  country?: string | undefined;
  /** [longitude, latitude], as GeoJSON orders them. */
  coordinates?: readonly number[] | undefined;
  /** Every UN/LOCODE the port is known by (the key among them). */
  unlocs?: readonly string[] | undefined;
  /** Other names the port is known by (English names, see englishNames.ts). */
  aliases?: readonly string[] | undefined;
}

interface IndexedPort {
  port: Port;
  name: string;
  nameWords: string[];
  /** Folded names a port may also be given by: its aliases and the parts of "Helsingfors (Helsinki)". */
  aliases: string[];
  city: string;
  codes: string[];
}

export interface PortIndex {
  readonly ports: readonly IndexedPort[];
  /** Every UN/LOCODE a port is known by, upper case. */
  readonly byCode: ReadonlyMap<string, Port>;
}

export interface PortPage {
  items: Port[];
  total: number;
  page: number;
  limit: number;
}

export const PORT_SEARCH_MIN_LENGTH = 3;
export const PORT_SEARCH_MAX_LIMIT = 100;
export const PORT_SEARCH_TOO_SHORT = `Please type at least ${PORT_SEARCH_MIN_LENGTH} characters to search for a port.`;

/** Lower case without diacritics, so "Paranã", "PARANA" and "parana" compare equal. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

const validCoordinate = (value: number | undefined, limit: number): number | null =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

/** Builds the search index once; records without a name or code are left out. */
export function buildPortIndex(records: Iterable<PortRecord>): PortIndex {
  const ports: IndexedPort[] = [];
  for (const record of records) {
    const loCode = record.loCode.trim().toUpperCase();
    if (!loCode || !record.name?.trim()) continue;
    const name = foldForSearch(record.name);
    ports.push({
      port: {
        name: record.name.trim(),
        loCode,
        country: record.country?.trim() ?? "",
        latitude: validCoordinate(record.coordinates?.[1], 90),
        longitude: validCoordinate(record.coordinates?.[0], 180),
        isMrvPort: isMrvPort(loCode),
      },
      name,
      nameWords: name.split(/[\s\-'/(),.]+/).filter(Boolean),
      aliases: [
        ...(record.aliases ?? []).map(foldForSearch),
        ...[...name.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]!.replace(/^ex\s+/, "").trim()),
        name.replace(/\s*\([^)]*\)/g, "").trim(),
      ].filter(Boolean),
      city: foldForSearch(record.city ?? ""),
      codes: [...new Set([loCode, ...(record.unlocs ?? []).map((c) => c.trim().toUpperCase())])].map((c) =>
        c.toLowerCase(),
      ),
    });
  }
  ports.sort((a, b) => a.name.localeCompare(b.name) || a.port.loCode.localeCompare(b.port.loCode));
  const byCode = new Map<string, Port>();
  for (const entry of ports)
    for (const code of entry.codes)
      if (!byCode.has(code.toUpperCase())) byCode.set(code.toUpperCase(), entry.port);
  for (const entry of ports) byCode.set(entry.port.loCode, entry.port);
  return { ports, byCode };
}

/** The port a UN/LOCODE names, or null. */
export const portByCode = (index: PortIndex, loCode: string): Port | null =>
  index.byCode.get(loCode.trim().toUpperCase()) ?? null;

/**
 * How well a port matches; lower is better, null is no match. A UN/LOCODE hit is the most precise,
 * then the name (whole, start, start of a word, anywhere), then the city.
 */
function rank(entry: IndexedPort, query: string): number | null {
  if (entry.codes.includes(query)) return 0;
  if (entry.name === query) return 1;
  if (entry.aliases.includes(query)) return 1;
  if (entry.name.startsWith(query) || entry.aliases.some((alias) => alias.startsWith(query))) return 2;
  if (entry.nameWords.some((word) => word.startsWith(query))) return 3;
  if (entry.city === query) return 4;
  if (entry.city.startsWith(query)) return 5;
  if (entry.codes.some((code) => code.startsWith(query))) return 6;
  if (entry.name.includes(query)) return 7;
  if (entry.city.includes(query)) return 8;
  return null;
}

/** Type-ahead search: 3+ characters, best matches first, then by name; `page` counts from 1. */
export function searchPorts(
  index: PortIndex,
  request: { query: string; page?: number; limit?: number },
): PortPage {
  const query = foldForSearch(request.query ?? "");
  if (query.length < PORT_SEARCH_MIN_LENGTH) throw new ValidationError(PORT_SEARCH_TOO_SHORT);
  const page = Math.max(1, Math.floor(request.page ?? 1));
  const limit = Math.min(PORT_SEARCH_MAX_LIMIT, Math.max(1, Math.floor(request.limit ?? 20)));
  const hits: { rank: number; order: number; port: Port }[] = [];
  index.ports.forEach((entry, order) => {
    const r = rank(entry, query);
    if (r !== null) hits.push({ rank: r, order, port: entry.port });
  });
  hits.sort((a, b) => a.rank - b.rank || a.order - b.order);
  const start = (page - 1) * limit;
  return { items: hits.slice(start, start + limit).map((h) => h.port), total: hits.length, page, limit };
}

export const PORT_MESSAGES = {
  unknownCode: (loCode: string) =>
    `There is no port with the LoCode ${loCode}. Choose the port from the list of found ports.`,
  nameMismatch: (name: string, port: Port) =>
    `The port name "${name}" does not belong to the LoCode ${port.loCode} (${port.name}). Choose the port from the list of found ports.`,
} as const;

/**
 * The port a client names, as the port index knows it: found by its LoCode, its name, country flag and
 * EU/EEA membership from the index (never from the client). A LoCode the index does not know, or a name
 * that is not the port's (its name, an alias or its city, ignoring case and accents), is refused.
 */
export function resolvePort(index: PortIndex, given: { name: string; loCode: string }): Port {
  const port = portByCode(index, given.loCode);
  if (!port) throw new ValidationError(PORT_MESSAGES.unknownCode(given.loCode.trim().toUpperCase()));
  const entry = index.ports.find((p) => p.port === port)!;
  const name = foldForSearch(given.name);
  const known = [entry.name, entry.city, ...entry.aliases];
  if (name && !known.includes(name)) throw new ValidationError(PORT_MESSAGES.nameMismatch(given.name, port));
  return port;
}
