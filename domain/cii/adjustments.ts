import { z } from "zod";
import type { Aggregate } from "../shared/decider.js";
import { NotFoundError, ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { TEXT_LIMITS } from "../shared/limits.js";
import { type CiiParticulars, ciiLineOfVessel } from "./vesselLine.js";

/**
 * Correction factors and voyage adjustments of MEPC.355(78) (CII guidelines G5), recorded per vessel
 * as events (stream `cii-<vesselId>`), so who recorded what and when is kept like every other change.
 * The formula and its decisions are in docs/cii.md ("Correction factors and voyage adjustments").
 *
 * attained = Σ Cf·(FC − FC_voyage − k·(FC_electrical + FC_boiler + FC_others))
 *            / (fi·fm·fc·fiVSE · Capacity · (D − D_x)),   k = 0.75 − 0.03·y, y = year − 2022
 */

/**
 * Excluded: the whole period's fuel and distance leave the year (ice navigation, emergencies).
 * Partial: the share k of the fuel leaves it (reefer/cargo electrical, cargo heating boilers,
 * discharge pumps and ship-to-ship transfers, counted as "others").
 */
export const CII_ADJUSTMENT_KINDS = {
  IceNavigation: { label: "Navigation in ice", treatment: "excluded" },
  Emergency: { label: "Emergency (safety of ship, saving life at sea)", treatment: "excluded" },
  ShipToShipTransfer: { label: "Ship-to-ship transfer", treatment: "others" },
  CargoHeating: { label: "Cargo heating (boiler)", treatment: "boiler" },
  CargoDischarge: { label: "Cargo discharge pumps", treatment: "others" },
  Electrical: { label: "Electrical consumption (reefer containers, cargo cooling)", treatment: "electrical" },
} as const;
export type CiiAdjustmentKind = keyof typeof CII_ADJUSTMENT_KINDS;
export const ADJUSTMENT_KIND_NAMES = Object.keys(CII_ADJUSTMENT_KINDS) as CiiAdjustmentKind[];

export interface CorrectionFactors {
  /** Capacity correction factor for ice-classed ships. */
  fi: number;
  /** Factor for ice class IA Super and IA ships. */
  fm: number;
  /** Cubic capacity correction factor (chemical tankers, gas carriers). */
  fc: number;
  /** Voluntary structural enhancement. */
  fiVse: number;
}
export const NO_CORRECTION: CorrectionFactors = { fi: 1, fm: 1, fc: 1, fiVse: 1 };

export interface AdjustmentFuel {
  fuelTypeId: string;
  tonnes: number;
}

export interface CiiAdjustment {
  id: string;
  kind: CiiAdjustmentKind;
  from: string;
  to: string;
  /** Distance of the period; counted only for excluded kinds. */
  distanceNm: number;
  fuels: AdjustmentFuel[];
  note: string;
}

export const CII_ADJUSTMENT_LIMITS = { perVessel: 1000, fuels: 20, tonnes: 1_000_000, distanceNm: 1_000_000 };

export const CII_ADJUSTMENT_MESSAGES = {
  notFound: "CII adjustment not found.",
  order: "to must be after from.",
  sameYear: "from and to must lie in the same calendar year (UTC): record one adjustment per year.",
  tooMany: `A vessel may have at most ${CII_ADJUSTMENT_LIMITS.perVessel} CII adjustments.`,
} as const;

const factor = () =>
  z
    .number({ message: "must be a number from 0.5 to 2." })
    .min(0.5, { message: "must be a number from 0.5 to 2." })
    .max(2, { message: "must be a number from 0.5 to 2." });

export const correctionFactorsSchema = z.object(
  { fi: factor(), fm: factor(), fc: factor(), fiVse: factor() },
  { message: "The body must be {fi, fm, fc, fiVse}." },
);

const isoTime = () =>
  z
    .string({ message: "must be a date and time (ISO 8601, e.g. 2025-03-01T12:00:00Z)." })
    .max(40, { message: "must be a date and time (ISO 8601, e.g. 2025-03-01T12:00:00Z)." })
    .refine((s) => !Number.isNaN(Date.parse(s)), {
      message: "must be a date and time (ISO 8601, e.g. 2025-03-01T12:00:00Z).",
    });

export const adjustmentRequestSchema = z.object(
  {
    kind: z.enum(ADJUSTMENT_KIND_NAMES as [CiiAdjustmentKind, ...CiiAdjustmentKind[]], {
      message: `must be one of ${ADJUSTMENT_KIND_NAMES.join(", ")}.`,
    }),
    from: isoTime(),
    to: isoTime(),
    distanceNm: z
      .number({ message: "must be a number of nautical miles." })
      .min(0, { message: "must not be negative." })
      .max(CII_ADJUSTMENT_LIMITS.distanceNm, {
        message: `must be at most ${CII_ADJUSTMENT_LIMITS.distanceNm}.`,
      })
      .default(0),
    fuels: z
      .array(
        z.object({
          fuelType: z
            .string({ message: "must be the short name of a fuel type (GET /FuelTypes)." })
            .min(1, { message: "must be the short name of a fuel type (GET /FuelTypes)." })
            .max(TEXT_LIMITS.shortName, {
              message: `must be at most ${TEXT_LIMITS.shortName} characters.`,
            }),
          tonnes: z
            .number({ message: "must be a number of tonnes." })
            .min(0, { message: "must not be negative." })
            .max(CII_ADJUSTMENT_LIMITS.tonnes, {
              message: `must be at most ${CII_ADJUSTMENT_LIMITS.tonnes}.`,
            }),
        }),
        { message: "must be a list of {fuelType, tonnes}." },
      )
      .max(CII_ADJUSTMENT_LIMITS.fuels, {
        message: `holds at most ${CII_ADJUSTMENT_LIMITS.fuels} lines.`,
      })
      .default([]),
    note: z
      .string({ message: "must be text." })
      .max(TEXT_LIMITS.notes, { message: `must be at most ${TEXT_LIMITS.notes} characters.` })
      .default(""),
  },
  { message: "The body must be {kind, from, to, distanceNm, fuels: [{fuelType, tonnes}], note}." },
);
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

export type CiiAdjustmentEvent =
  | DomainEvent<"CiiCorrectionFactorsSet", { vesselId: string; year: number } & CorrectionFactors>
  | DomainEvent<
      "CiiAdjustmentRecorded",
      { vesselId: string; adjustmentId: string } & Omit<CiiAdjustment, "id">
    >
  | DomainEvent<"CiiAdjustmentRemoved", { vesselId: string; adjustmentId: string }>;

export interface CiiAdjustmentState {
  adjustmentIds: string[];
}

export const ciiAdjustmentAggregate: Aggregate<CiiAdjustmentState, CiiAdjustmentEvent> = {
  streamName: (vesselId) => `cii-${vesselId}`,
  initialState: { adjustmentIds: [] },
  evolve(state, event) {
    switch (event.type) {
      case "CiiCorrectionFactorsSet":
        return state;
      case "CiiAdjustmentRecorded":
        return { adjustmentIds: [...state.adjustmentIds, event.data.adjustmentId] };
      case "CiiAdjustmentRemoved":
        return { adjustmentIds: state.adjustmentIds.filter((id) => id !== event.data.adjustmentId) };
    }
  },
};

export function setCorrectionFactors(
  _state: CiiAdjustmentState,
  command: { vesselId: string; vessel: CiiParticulars; year: number; factors: CorrectionFactors },
): CiiAdjustmentEvent[] {
  ciiLineOfVessel(command.vessel, command.year);
  return [
    {
      type: "CiiCorrectionFactorsSet",
      data: { vesselId: command.vesselId, year: command.year, ...command.factors },
    },
  ];
}

export function recordAdjustment(
  state: CiiAdjustmentState,
  command: { vesselId: string; vessel: CiiParticulars; adjustment: CiiAdjustment },
): CiiAdjustmentEvent[] {
  const { id, ...rest } = command.adjustment;
  const from = Date.parse(rest.from);
  const to = Date.parse(rest.to);
  if (!(to > from)) throw new ValidationError(CII_ADJUSTMENT_MESSAGES.order);
  const year = new Date(from).getUTCFullYear();
  if (year !== new Date(to - 1).getUTCFullYear()) throw new ValidationError(CII_ADJUSTMENT_MESSAGES.sameYear);
  ciiLineOfVessel(command.vessel, year);
  if (state.adjustmentIds.length >= CII_ADJUSTMENT_LIMITS.perVessel)
    throw new ValidationError(CII_ADJUSTMENT_MESSAGES.tooMany);
  return [
    {
      type: "CiiAdjustmentRecorded",
      data: {
        vesselId: command.vesselId,
        adjustmentId: id,
        ...rest,
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
      },
    },
  ];
}

export function removeAdjustment(
  state: CiiAdjustmentState,
  command: { vesselId: string; adjustmentId: string },
): CiiAdjustmentEvent[] {
  if (!state.adjustmentIds.includes(command.adjustmentId))
    throw new NotFoundError(CII_ADJUSTMENT_MESSAGES.notFound);
  return [{ type: "CiiAdjustmentRemoved", data: command }];
}

/** The share k of electrical, boiler and other consumption G5 lets a year deduct (docs/cii.md). */
export const partialDeductionShare = (year: number): number =>
  Math.max(0, 0.75 - 0.03 * Math.max(0, year - 2022));

/** What the adjustments take out of a year: CO2 grams and distance. Fuel Cf by fuel type id. */
export function adjustmentDeductions(
  adjustments: readonly CiiAdjustment[],
  year: number,
  cfOf: (fuelTypeId: string) => number,
): { co2Grams: number; distanceNm: number } {
  const k = partialDeductionShare(year);
  let co2Grams = 0;
  let distanceNm = 0;
  for (const a of adjustments) {
    const treatment = CII_ADJUSTMENT_KINDS[a.kind].treatment;
    const share = treatment === "excluded" ? 1 : k;
    for (const f of a.fuels) co2Grams += share * f.tonnes * cfOf(f.fuelTypeId) * 1e6;
    if (treatment === "excluded") distanceNm += a.distanceNm;
  }
  return { co2Grams, distanceNm };
}

/**
 * Attained CII with the G5 corrections: CO2 and distance less the deductions, capacity times the
 * correction factors; null when no distance remains.
 */
export function correctedAttained(input: {
  co2Grams: number;
  distanceNm: number;
  capacity: number;
  deductions: { co2Grams: number; distanceNm: number };
  factors: CorrectionFactors;
}): number | null {
  const f = input.factors;
  const distance = input.distanceNm - input.deductions.distanceNm;
  const capacity = f.fi * f.fm * f.fc * f.fiVse * input.capacity;
  if (distance <= 0 || capacity <= 0) return null;
  return Math.max(0, input.co2Grams - input.deductions.co2Grams) / (capacity * distance);
}
