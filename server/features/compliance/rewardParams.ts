import type { Context } from "hono";
import { z } from "zod";
import { MAX_OPS_MWH } from "../../../domain/compliance/fuelEu.js";
import type { VesselFuelEuRewards } from "../../../domain/compliance/vesselFuelEu.js";
import { ValidationError } from "../../../domain/shared/errors.js";
import { TEXT_LIMITS } from "../../../domain/shared/limits.js";
import type { AppEnv } from "../../http/env.js";

/**
 * The FuelEU rewards of Annex I as the API takes them (docs/regulatory.md, "FuelEU rewards"): OPS electricity
 * at berth in MWh, the wind ratio P_wind/P_prop, and (per fuel) whether it is an RFNBO.
 */
export const OPS_MWH_MESSAGE = `must be a number of MWh from 0 to ${MAX_OPS_MWH}.`;
export const WIND_RATIO_MESSAGE = "must be P_wind / P_prop, a number from 0 to 1.";

export const opsMwhSchema = z
  .number({ message: OPS_MWH_MESSAGE })
  .min(0, { message: OPS_MWH_MESSAGE })
  .max(MAX_OPS_MWH, { message: OPS_MWH_MESSAGE });
export const windRatioSchema = z
  .number({ message: WIND_RATIO_MESSAGE })
  .min(0, { message: WIND_RATIO_MESSAGE })
  .max(1, { message: WIND_RATIO_MESSAGE });

export const REWARD_PARAMS = {
  rfnbo: "FuelEU: short names of the fuel types burnt as RFNBO, comma-separated (reward RWD = 2 until 2033)",
  opsMwh: `FuelEU: electricity delivered at berth by on-shore power supply in the year, MWh (0 to ${MAX_OPS_MWH})`,
  windRatio: "FuelEU: P_wind / P_prop of wind-assisted propulsion (0 to 1), for the reward factor f_wind",
} as const;

const numberParam = (c: Context<AppEnv>, name: "opsMwh" | "windRatio", schema: z.ZodNumber) => {
  const raw = c.req.query(name);
  if (raw === undefined || raw === "") return undefined;
  const parsed = schema.safeParse(Number(raw));
  if (!parsed.success) throw new ValidationError(`${name} ${parsed.error.issues[0]!.message}`);
  return parsed.data;
};

/** `?rfnbo=&opsMwh=&windRatio=` of a vessel's FuelEU figures. */
export function rewardsOf(c: Context<AppEnv>): VesselFuelEuRewards {
  const names = (c.req.query("rfnbo") ?? "")
    .split(",")
    .map((n) => n.trim())
    .filter((n) => n !== "");
  if (names.some((n) => n.length > TEXT_LIMITS.shortName))
    throw new ValidationError(
      `rfnbo must list fuel type short names of at most ${TEXT_LIMITS.shortName} characters.`,
    );
  return {
    rfnboFuelTypes: names,
    opsMwh: numberParam(c, "opsMwh", opsMwhSchema),
    windRatio: numberParam(c, "windRatio", windRatioSchema),
  };
}
