import { formatUtc } from "../../../shared/format/formatUtc";
import type { HistoryEntry } from "./historyApi";

/** "VesselAssignedToCompany" → "Vessel assigned to company". */
export function humanizeEventType(type: string): string {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "contactEmail" → "Contact email". */
export function humanizeField(field: string): string {
  return humanizeEventType(field);
}

/** Ids and secrets are noise in a timeline; the subject is already known. */
const HIDDEN_FIELDS = /(^id$|Id$|Ids$|hash|secret|token|password|apiKey|veracityKey)/i;

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.map(formatValue).join(", ") || "—";
  if (typeof value === "object") {
    const named = value as { name?: unknown };
    return typeof named.name === "string" ? named.name : JSON.stringify(value);
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) return `${formatUtc(value)} UTC`;
  return String(value);
}

/**
 * The readable "field: value" lines of one change: the name first, then by label. The stores hand the
 * data's members back in an order of their own (SQLite alphabetical, PostgreSQL's jsonb by length), so
 * the order is the view's.
 */
export function describeChanges(entry: HistoryEntry): string[] {
  if (!entry.data || typeof entry.data !== "object") return [];
  return Object.entries(entry.data)
    .filter(([field]) => !HIDDEN_FIELDS.test(field))
    .map(([field, value]) => ({ field, label: humanizeField(field), value }))
    .sort(
      (a, b) =>
        Number(b.field === "name") - Number(a.field === "name") || a.label.localeCompare(b.label, "en"),
    )
    .map(({ label, value }) => `${label}: ${formatValue(value)}`);
}

/**
 * Newest first by stream version: events of one request share a timestamp to the millisecond, so the
 * wall clock cannot order them.
 */
export const newestFirst = (entries: readonly HistoryEntry[]): HistoryEntry[] =>
  [...entries].sort((a, b) => b.version - a.version);
