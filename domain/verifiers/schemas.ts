import { z } from "zod";
import { uuidId } from "../shared/ids.js";

export const GRANT_INPUT_MESSAGES = {
  vessels: "vesselIds must be a list of vessel ids.",
  years: "years must be a list of four-digit years.",
  expiresAt: "expiresAt must be a date and time (ISO 8601, e.g. 2026-12-31T23:59:59Z).",
  tooMany: "At most 500 vessels and 50 years may be granted at once.",
} as const;

/** The body of a grant; the domain checks the rules that need the clock and the company. */
export const grantVerifierAccessRequest = z.object({
  vesselIds: z.array(uuidId("vessel id"), { error: GRANT_INPUT_MESSAGES.vessels }).max(500, {
    error: GRANT_INPUT_MESSAGES.tooMany,
  }),
  years: z
    .array(z.number({ error: GRANT_INPUT_MESSAGES.years }).int({ error: GRANT_INPUT_MESSAGES.years }), {
      error: GRANT_INPUT_MESSAGES.years,
    })
    .max(50, { error: GRANT_INPUT_MESSAGES.tooMany }),
  expiresAt: z.iso.datetime({ offset: true, error: GRANT_INPUT_MESSAGES.expiresAt }),
});
export type GrantVerifierAccessRequest = z.infer<typeof grantVerifierAccessRequest>;

export const verifierGrantAnswer = z.object({
  companyId: z.string(),
  vesselIds: z.array(z.string()),
  years: z.array(z.number()),
  expiresAt: z.string(),
  grantedBy: z.string(),
  grantedByName: z.string(),
  grantedAt: z.string(),
});

export const verifierAnswer = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** Null when the verifier holds no grant (never granted, or revoked). */
  grant: verifierGrantAnswer.nullable(),
  /** "active", "expired" or "none". */
  status: z.enum(["active", "expired", "none"]),
});
export type VerifierDto = z.infer<typeof verifierAnswer>;

export const verifierReadAnswer = z.object({
  verifierUserId: z.string(),
  verifierName: z.string(),
  at: z.string(),
  method: z.string(),
  path: z.string(),
  vesselId: z.string().nullable(),
  year: z.number().nullable(),
  status: z.number(),
});
export type VerifierReadDto = z.infer<typeof verifierReadAnswer>;
