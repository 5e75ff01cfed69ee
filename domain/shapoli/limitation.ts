import { z } from "zod";
import { isEmpty, toNumber } from "../shared/fields.js";

/**
 * A vessel's shaft power limitation (MEPC.335(76)): the limited maximum power the ShaPoLi system holds
 * and the unlimited maximum power the engine may give when the reserve is used. kW.
 */
export interface ShaftPowerLimitation {
  limitedPower: number;
  unlimitedPower: number;
}

/** Largest power accepted, kW: above the largest two-stroke engines built (about 80 MW). */
export const MAX_SHAFT_POWER_KW = 100_000;

export const LIMITATION_MESSAGES = {
  number: (label: string) => `The ${label} must be a number of kW.`,
  positive: (label: string) => `The ${label} must be greater than 0 kW.`,
  tooLarge: (label: string) =>
    `The ${label} may not be more than ${MAX_SHAFT_POWER_KW.toLocaleString("en")} kW.`,
  bothOrNeither:
    "Enter both the limited and the unlimited maximum shaft power, or neither to remove the limitation.",
  order: "The limited maximum shaft power must be less than the unlimited maximum shaft power.",
  notLimited:
    "This vessel has no shaft power limitation. Set its limited and unlimited maximum shaft power in the vessel settings.",
} as const;

const power = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): number | null => {
      if (isEmpty(value)) return null;
      const n = toNumber(value);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message: LIMITATION_MESSAGES.number(label) });
        return z.NEVER;
      }
      if (n <= 0) {
        ctx.addIssue({ code: "custom", message: LIMITATION_MESSAGES.positive(label) });
        return z.NEVER;
      }
      if (n > MAX_SHAFT_POWER_KW) {
        ctx.addIssue({ code: "custom", message: LIMITATION_MESSAGES.tooLarge(label) });
        return z.NEVER;
      }
      return n;
    });

/**
 * PUT /Vessels/{id}/ShaftPowerLimitation: both powers, or both empty (null) to remove the limitation.
 * Answers the limitation or null.
 */
export const shaftPowerLimitationRequest = z
  .object({
    limitedPower: power("limited maximum shaft power"),
    unlimitedPower: power("unlimited maximum shaft power"),
    /** The vessel's stream version the editor saw (409 when someone changed it meanwhile). */
    version: z.number().int().min(0).nullish(),
  })
  .transform((body, ctx) => {
    const { limitedPower, unlimitedPower } = body;
    if ((limitedPower === null) !== (unlimitedPower === null)) {
      ctx.addIssue({ code: "custom", message: LIMITATION_MESSAGES.bothOrNeither });
      return z.NEVER;
    }
    if (limitedPower !== null && unlimitedPower !== null && limitedPower >= unlimitedPower) {
      ctx.addIssue({ code: "custom", message: LIMITATION_MESSAGES.order });
      return z.NEVER;
    }
    return {
      limitation: limitedPower !== null && unlimitedPower !== null ? { limitedPower, unlimitedPower } : null,
      version: body.version ?? undefined,
    };
  });
