import { z } from "zod";
import { type NumberRule, readNumberInput } from "./numberInput.js";

/**
 * Field types shared by the request schemas. Each accepts its own JSON type only: no boolean,
 * object or array is turned into a string or a number, so `{"name": {}}` is refused with a message
 * instead of silently wiping the field. Numbers may arrive as form strings with a decimal comma.
 */

/**
 * A number from JSON or a typed one by the one number rule (domain/shared/numberInput: "12,5" is 12.5,
 * "52 000" is 52000, an ambiguous "52,000" is refused unless `rule.threeDecimals`); anything else is NaN.
 */
export function toNumber(value: unknown, rule: NumberRule = {}): number {
  const reading = readNumberInput(value, rule);
  return reading?.ok ? reading.value : Number.NaN;
}

export const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const tooLong = (label: string, max: number) => `The ${label} may not be longer than ${max} characters.`;
const notText = (label: string) => `The ${label} must be text.`;

/**
 * Optional text: absent or null reads as "", a string is trimmed and at most `max` long, any
 * other type is refused.
 */
export const optionalText = (label: string, max: number) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): string => {
      if (value === undefined || value === null) return "";
      if (typeof value !== "string") {
        ctx.addIssue({ code: "custom", message: notText(label) });
        return z.NEVER;
      }
      const text = value.trim();
      if (text.length > max) {
        ctx.addIssue({ code: "custom", message: tooLong(label, max) });
        return z.NEVER;
      }
      return text;
    });

/** Required text: a non-blank string of at most `max` characters (trimmed); `required` is the spec's wording. */
export const requiredText = (label: string, max: number, required = `The ${label} is required.`) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): string => {
      if (value !== undefined && value !== null && typeof value !== "string") {
        ctx.addIssue({ code: "custom", message: notText(label) });
        return z.NEVER;
      }
      const text = (value ?? "").trim();
      if (text.length === 0) {
        ctx.addIssue({ code: "custom", message: required });
        return z.NEVER;
      }
      if (text.length > max) {
        ctx.addIssue({ code: "custom", message: tooLong(label, max) });
        return z.NEVER;
      }
      return text;
    });

/** A string kept as typed (passwords: not trimmed), at most `max` long. */
export const rawText = (label: string, max: number, required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : notText(label)) })
    .max(max, { error: tooLong(label, max) });

/** A whole number from JSON or a digit string ("3"); booleans, fractions and objects are refused. */
export const wholeNumber = (message: string) =>
  z
    .unknown()
    .transform((value, ctx): number => {
      const n =
        typeof value === "number"
          ? value
          : typeof value === "string" && /^\s*\d+\s*$/.test(value)
            ? Number(value)
            : NaN;
      if (!Number.isSafeInteger(n)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    })
    .meta({ type: "integer" });
