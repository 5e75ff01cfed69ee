import { RAW_RETENTION_MESSAGES, RAW_RETENTION_MONTHS } from "../../../../../domain/companies/company";

/** The months typed (empty: forever), or the message saying why they cannot be saved. */
export function parseRetention(text: string): { months: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { months: null };
  if (!/^\d+$/.test(trimmed)) return { error: RAW_RETENTION_MESSAGES.notWhole };
  const months = Number(trimmed);
  if (months < RAW_RETENTION_MONTHS.min || months > RAW_RETENTION_MONTHS.max) {
    return { error: RAW_RETENTION_MESSAGES.range };
  }
  return { months };
}
