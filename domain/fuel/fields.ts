import { z } from "zod";
import { isoDate } from "../shared/dates.js";
import { requiredText, toNumber } from "../shared/fields.js";
import { LIST_LIMIT, TEXT_LIMITS } from "../shared/limits.js";
import { FUEL_MESSAGES } from "./messages.js";

/** Zod fields of the fuel requests, each failing with a message for a person. */

/** A required name: a non-blank string (another type is refused, not turned into text). */
export const requiredName = (label: string, message: string, max: number = TEXT_LIMITS.name) =>
  requiredText(label, max, message);

/** Fuel figures are entered to 0.001, so "1.125" and "1,125" are 1.125 (domain/shared/numberInput). */
const fuelNumber = (value: unknown): number => toNumber(value, { threeDecimals: true });

export const requiredNumber = (message: string, rule: { min?: number; minMessage?: string } = {}) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      const n = fuelNumber(v);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      if (rule.min !== undefined && n < rule.min) {
        ctx.addIssue({ code: "custom", message: rule.minMessage ?? message });
        return z.NEVER;
      }
      return n;
    });

/** Empty (absent, null, blank) becomes null; anything else must be a number. */
export const optionalNumber = (message: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number | null => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
      const n = fuelNumber(v);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

/** A date and time (ISO 8601, UTC without a zone), normalised to UTC; see domain/shared/dates.ts. */
export const isoTimestamp = (field: string, message: string = FUEL_MESSAGES.timestampRequired) =>
  isoDate(field, { time: "required", message });

export const sourceIds = z
  .array(z.number({ error: FUEL_MESSAGES.sourcesRequired }).int(), { error: FUEL_MESSAGES.sourcesRequired })
  .max(LIST_LIMIT, { error: FUEL_MESSAGES.sourcesRequired })
  .optional()
  .transform((ids, ctx): number[] => {
    const unique = [...new Set(ids ?? [])];
    if (unique.length === 0) {
      ctx.addIssue({ code: "custom", message: FUEL_MESSAGES.sourcesRequired });
      return z.NEVER;
    }
    return unique;
  });
