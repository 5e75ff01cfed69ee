import { z } from "zod";

/**
 * The terms under which a charter party judges a vessel's performance: only periods of good weather
 * count, and "about" speed and consumption allow the vessel some slack (docs/curves.md).
 */
export interface CharterTerms {
  /** Good weather: true wind at most this Beaufort force. */
  maxBeaufort: number;
  /** "About" consumption: the warranted fuel may be exceeded by this share, percent. */
  fuelAllowancePct: number;
  /** "About" speed: the warranted speed may be missed by this many knots. */
  speedAllowanceKn: number;
}

/** What most charter parties write when they say "good weather" and "about" without figures. */
export const DEFAULT_CHARTER_TERMS: CharterTerms = {
  maxBeaufort: 4,
  fuelAllowancePct: 5,
  speedAllowanceKn: 0.5,
};

export const CHARTER_TERMS_LIMITS = {
  maxBeaufort: { min: 0, max: 12 },
  fuelAllowancePct: { min: 0, max: 20 },
  speedAllowanceKn: { min: 0, max: 2 },
} as const;

export const CHARTER_TERMS_MESSAGES = {
  maxBeaufort: `The good-weather limit must be a whole Beaufort force from ${CHARTER_TERMS_LIMITS.maxBeaufort.min} to ${CHARTER_TERMS_LIMITS.maxBeaufort.max}.`,
  fuelAllowancePct: `The fuel allowance must be from ${CHARTER_TERMS_LIMITS.fuelAllowancePct.min} to ${CHARTER_TERMS_LIMITS.fuelAllowancePct.max} %.`,
  speedAllowanceKn: `The speed allowance must be from ${CHARTER_TERMS_LIMITS.speedAllowanceKn.min} to ${CHARTER_TERMS_LIMITS.speedAllowanceKn.max} kn.`,
  loadCondition: "loadCondition must be Laden, Ballast or empty.",
} as const;

const bounded = (limits: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .refine(Number.isFinite, { message })
    .refine((v) => v >= limits.min && v <= limits.max, { message });

export const charterTermsSchema = z.object({
  maxBeaufort: bounded(CHARTER_TERMS_LIMITS.maxBeaufort, CHARTER_TERMS_MESSAGES.maxBeaufort).refine(
    Number.isInteger,
    { message: CHARTER_TERMS_MESSAGES.maxBeaufort },
  ),
  fuelAllowancePct: bounded(CHARTER_TERMS_LIMITS.fuelAllowancePct, CHARTER_TERMS_MESSAGES.fuelAllowancePct),
  speedAllowanceKn: bounded(CHARTER_TERMS_LIMITS.speedAllowanceKn, CHARTER_TERMS_MESSAGES.speedAllowanceKn),
});

/** The loading condition a speed–consumption curve holds for; none: any draft. */
export const LOAD_CONDITIONS = ["Laden", "Ballast"] as const;
export type LoadCondition = (typeof LOAD_CONDITIONS)[number];
export const loadConditionSchema = z.enum(LOAD_CONDITIONS, { error: CHARTER_TERMS_MESSAGES.loadCondition });
