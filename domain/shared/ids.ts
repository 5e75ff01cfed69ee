import { z } from "zod";

/**
 * Ids by their type. Records are keyed by server-made UUIDs (fuel types also by the fixed
 * `default-*` ids of the reference data); reference lists by positive integers. Anything else
 * (`__proto__`, `../x`, a megabyte of text) is refused before it reaches a lookup.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_FUEL_TYPE = /^default-[a-z0-9]+(-[a-z0-9]+)*$/;
/** Longest reference-list id and integer path segment we accept (fits any stored int). */
const MAX_INTEGER = 2_147_483_647;

export const isUuid = (value: string): boolean => UUID.test(value);
export const isFuelTypeId = (value: string): boolean =>
  UUID.test(value) || (value.length <= 64 && DEFAULT_FUEL_TYPE.test(value));

const invalid = (label: string) => `The ${label} is not a valid id.`;

/** A record id (UUID) in a body or path. */
export const uuidId = (label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .refine(isUuid, { error: invalid(label) })
    .meta({ format: "uuid", description: `The ${label}.` });

/** A fuel type id: a company's own (UUID) or a default of the reference data (`default-hfo`). */
export const fuelTypeIdField = (label = "fuel type id") =>
  z.string({ error: `The ${label} is required.` }).refine(isFuelTypeId, { error: invalid(label) });

/** A positive whole number in a JSON body (no strings, booleans or fractions). */
export const positiveIntegerId = (label: string) =>
  z
    .number({ error: `The ${label} must be a whole number.` })
    .int({ error: `The ${label} must be a whole number.` })
    .min(1, { error: invalid(label) })
    .max(MAX_INTEGER, { error: invalid(label) });

/** A positive whole number written in a path segment (`/Units/12`). */
export const pathInteger = (label: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: `The ${label} must be a positive whole number.` })
    .transform(Number)
    .refine((n) => n <= MAX_INTEGER, { error: `The ${label} must be a positive whole number.` });

/** An optional record id: absent, null or "" (an unset form select) is null; otherwise a UUID. */
export const optionalUuidId = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      if (value === undefined || value === null || value === "") return null;
      if (typeof value !== "string" || !isUuid(value)) {
        ctx.addIssue({ code: "custom", message: invalid(label) });
        return z.NEVER;
      }
      return value;
    })
    .meta({ type: ["string", "null"], description: `The ${label} (a UUID), or null.` });
