import { z } from "zod";

/** A fuel type of the company the caller acts for: the defaults (companyId null) and its own. */
export const fuelTypeAnswer = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  carbonEmissionFactor: z.number(),
  /** Null for the defaults every company has; set for a company's own (only those are removable). */
  companyId: z.string().nullable(),
  isDeactivated: z.boolean(),
});

/** A fuel consumer of the reference list (GET /FuelConsumptionSources). */
export const fuelConsumptionSourceAnswer = z.object({ id: z.number().int(), name: z.string() });

const nullableTons = z.number().nullable();

/** The stock figures of a tank or fuel type line of a voyage's fuel stock balance (tons). */
const stockFiguresAnswer = z.object({
  /** The sounded stock at the departure; null: no sounding. */
  openingTons: nullableTons,
  bunkeredTons: z.number(),
  /** Positive: what de-bunkering took out. */
  debunkeredTons: z.number(),
  receivedTons: z.number(),
  deliveredTons: z.number(),
  consumedTons: z.number(),
  /** Null when the opening stock is unknown. */
  expectedClosingTons: nullableTons,
  /** The sounded stock at the voyage's end; null: no sounding (or no end yet). */
  measuredClosingTons: nullableTons,
  /** Measured − expected; negative: less fuel in the tanks than the records explain. */
  differenceTons: nullableTons,
  /** The difference in percent of the consumption entered; null when none was entered. */
  differencePercent: z.number().nullable(),
});

/**
 * GET /Voyages/{departureId}/FuelStockBalance (and the voyage replay's `stockBalance`): per fuel type and
 * per tank, with names beside the ids (domain/fuel/stockBalance.ts).
 */
export const voyageStockBalanceAnswer = z.object({
  departureId: z.string(),
  /** The departure's time. */
  from: z.string(),
  /** The closing event's time (end of voyage, else arrival); null while the voyage has neither. */
  to: z.string().nullable(),
  fuelTypes: z.array(
    stockFiguresAnswer.extend({
      fuelTypeId: z.string(),
      fuelTypeName: z.string(),
      /** The tanks holding the type at the departure. */
      fuelTankIds: z.array(z.string()),
      /** Which entered consumption counts: the tank consumptions when any are entered, else the flow meters'. */
      consumptionSource: z.enum(["fuelTank", "flowMeter", "none"]),
      fuelTankConsumptionTons: z.number(),
      flowMeterConsumptionTons: z.number(),
      /** The larger of the fixed tolerance and the percentage of the consumption entered. */
      toleranceTons: z.number(),
      exceedsTolerance: z.boolean(),
      /** Why a stock is unknown, in words (the tanks without a sounding). */
      missing: z.array(z.string()),
    }),
  ),
  tanks: z.array(
    stockFiguresAnswer.extend({
      fuelTankId: z.string(),
      fuelTankName: z.string(),
      /** The fuel the tank held at the departure. */
      fuelTypeId: z.string(),
      fuelTypeName: z.string(),
      openingSoundingAt: z.string().nullable(),
      closingSoundingAt: z.string().nullable(),
      /** False when the fuel type's consumption comes from flow meters (its fuel type line has the balance). */
      consumptionByTank: z.boolean(),
    }),
  ),
});
