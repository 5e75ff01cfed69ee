import type { Context } from "hono";
import { DATE_MESSAGES, readDate } from "../../../domain/shared/dates.js";
import { ValidationError } from "../../../domain/shared/errors.js";

/** Query-string readers for the log data calls; each refuses a bad value with words (400). */

export const QUERY_MESSAGES = {
  required: (name: string) => `${name} is required.`,
  notDate: DATE_MESSAGES.notDateOrEpoch,
  emptyWindow: "The total timespan must be greater than 0: toDate must be after fromDate.",
  notIds: (name: string) => `${name} must be a comma-separated list of log variable ids (whole numbers).`,
  notId: (name: string) => `${name} must be a log variable id (a whole number).`,
  notBoolean: (name: string) => `${name} must be true or false.`,
  notNumber: (name: string) => `${name} must be a number.`,
  pageSize: (max: number) => `pageSize must be a whole number from 1 to ${max}.`,
  dateTimeFormat: "dateTimeFormat must be Iso or UnixEpochMs.",
} as const;

type Ctx = Context;

export function requiredText(c: Ctx, name: string): string {
  const value = c.req.query(name)?.trim();
  if (!value) throw new ValidationError(QUERY_MESSAGES.required(name));
  return value;
}

/** A date (ISO 8601) or Unix epoch milliseconds, calendar-valid and within DATE_RANGE. */
export function parseTime(text: string, name: string): number {
  const date = readDate(text, name, { epochMs: true });
  if (!date.ok) throw new ValidationError(date.message);
  return date.ms;
}

/** fromDate and toDate, both required, toDate after fromDate. */
export function window(c: Ctx): { from: number; to: number } {
  const from = parseTime(requiredText(c, "fromDate"), "fromDate");
  const to = parseTime(requiredText(c, "toDate"), "toDate");
  if (to <= from) throw new ValidationError(QUERY_MESSAGES.emptyWindow);
  return { from, to };
}

export function requiredId(c: Ctx, name: string): number {
  const id = Number(requiredText(c, name));
  if (!Number.isSafeInteger(id)) throw new ValidationError(QUERY_MESSAGES.notId(name));
  return id;
}

/** A list of ids given comma-separated and/or as repeated parameters. */
export function idList(c: Ctx, name: string): number[] {
  const given = c.req.queries(name) ?? [];
  const parts = given
    .flatMap((v) => v.split(","))
    .map((s) => s.trim())
    .filter((s) => s !== "");
  if (parts.length === 0) throw new ValidationError(QUERY_MESSAGES.required(name));
  const ids = parts.map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id))) throw new ValidationError(QUERY_MESSAGES.notIds(name));
  return [...new Set(ids)];
}

export function textList(c: Ctx, name: string): string[] {
  const given = c.req.queries(name) ?? [];
  const parts = given
    .flatMap((v) => v.split(","))
    .map((s) => s.trim())
    .filter((s) => s !== "");
  if (parts.length === 0) throw new ValidationError(QUERY_MESSAGES.required(name));
  return [...new Set(parts)];
}

export function optionalBoolean(c: Ctx, name: string): boolean | undefined {
  const value = c.req.query(name)?.trim().toLowerCase();
  if (value === undefined || value === "") return undefined;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw new ValidationError(QUERY_MESSAGES.notBoolean(name));
}

export function optionalNumber(c: Ctx, name: string): number | undefined {
  const value = c.req.query(name)?.trim();
  if (value === undefined || value === "") return undefined;
  const n = Number(value.replace(",", "."));
  if (!Number.isFinite(n)) throw new ValidationError(QUERY_MESSAGES.notNumber(name));
  return n;
}

export type DateTimeFormat = "Iso" | "UnixEpochMs";

export function dateTimeFormat(c: Ctx): DateTimeFormat {
  const value = c.req.query("dateTimeFormat")?.trim().toLowerCase();
  if (!value || value === "iso") return "Iso";
  if (["unixepochms", "unix", "epoch", "unixepoch"].includes(value)) return "UnixEpochMs";
  throw new ValidationError(QUERY_MESSAGES.dateTimeFormat);
}

export const formatTime = (t: number, format: DateTimeFormat): string | number =>
  format === "Iso" ? new Date(t).toISOString() : t;
