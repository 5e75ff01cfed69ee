import { z } from "zod";

/** The EU ETS and FuelEU answers (issue 17; docs/regulatory.md), shared by server, client and document. */

/** A voyage's EU ETS figures (GET /EmissionCompliance/voyages/{vesselId}). */
export const etsVoyageAnswer = z.object({
  departureId: z.string(),
  voyageName: z.string(),
  departurePort: z.string(),
  arrivalPort: z.string(),
  departureAt: z.string(),
  scope: z.enum(["intraEu", "extraEu", "none"]),
  /** 1, 0.5 or 0 of the at-sea emissions. */
  scopeShare: z.number(),
  co2AtSeaTonnes: z.number(),
  co2AtBerthTonnes: z.number(),
  /** 1 in a member-state port, else 0. */
  berthShare: z.number(),
  co2InScopeTonnes: z.number(),
  ch4InScopeTonnes: z.number(),
  n2oInScopeTonnes: z.number(),
  /** CO2 + 28 CH4 + 265 N2O in scope (AR5). */
  co2eInScopeTonnes: z.number(),
  /** What counts for the year: CO2e from 2026, CO2 before. */
  emissionsInScopeTonnes: z.number(),
});

/** GET /EmissionCompliance/voyages/{vesselId}. */
export const etsVoyagesAnswer = z.object({
  vesselId: z.string(),
  year: z.number().int(),
  voyages: z.array(etsVoyageAnswer),
});

/** A vessel's EU ETS year without its voyage lines. */
export const etsYearAnswer = z.object({
  year: z.number().int(),
  voyageCount: z.number().int(),
  co2InScopeTonnes: z.number(),
  ch4InScopeTonnes: z.number(),
  n2oInScopeTonnes: z.number(),
  co2eInScopeTonnes: z.number(),
  /** The gases counted for the year. */
  gases: z.enum(["CO2", "CO2, CH4, N2O"]),
  emissionsInScopeTonnes: z.number(),
  phaseIn: z.number(),
  allowancesExact: z.number(),
  /** Whole allowances (half up). */
  allowances: z.number().int(),
  pricePerAllowanceEur: z.number().nullable(),
  costEur: z.number().nullable(),
  /** Fuel type short names without CH4/N2O factors (docs/regulatory.md). */
  ch4N2oFactorsMissingFor: z.array(z.string()),
});

/** A vessel's FuelEU year as JSON (emission-summary, GET /FuelEU/{vesselId}/{year}?format=json). */
export const fuelEuSummaryAnswer = z.object({
  energyMJ: z.number(),
  ghgIntensity: z.number().nullable(),
  target: z.number(),
  complianceBalanceTonnes: z.number(),
  bankedInTonnes: z.number(),
  balanceAfterBankingTonnes: z.number(),
  consecutiveDeficitYears: z.number().int(),
  penaltyEur: z.number(),
  bankedOutTonnes: z.number(),
  /** Fuel types without an Annex II well-to-tank factor: their energy is left out. */
  factorsMissingFor: z.array(z.string()),
  /** The rewards the figures were asked with, and f_wind applied. */
  rewards: z.object({
    rfnboFuelTypes: z.array(z.string()),
    opsMwh: z.number(),
    windRatio: z.number(),
    windRewardFactor: z.number(),
  }),
  /** Tonnes of a drop-in fuel that would balance a deficit (null: no deficit). */
  whatIf: z.array(z.object({ fuelType: z.string(), tonnesToBalance: z.number().nullable() })),
  /** The earlier years' balances that the banking and the consecutive deficits come from. */
  history: z.array(
    z.object({
      year: z.number().int(),
      balanceTonnes: z.number(),
      bankedOutTonnes: z.number(),
      penaltyEur: z.number(),
    }),
  ),
});

/** GET /EmissionCompliance/emission-summary/{vesselId}: EU ETS and FuelEU of a year (FuelEU null before 2025). */
export const emissionSummaryAnswer = z.object({
  vesselId: z.string(),
  vesselName: z.string(),
  year: z.number().int(),
  /** The moment the figures stood at (?at=), or null for now. */
  at: z.string().nullable(),
  ets: etsYearAnswer,
  fuelEu: fuelEuSummaryAnswer.nullable(),
});

/** POST /FuelEU/Calculate. */
export const fuelEuCalculationAnswer = z.object({
  year: z.number().int(),
  energyMJ: z.number(),
  ghgIntensity: z.number().nullable(),
  target: z.number(),
  complianceBalanceTonnes: z.number(),
  penaltyEur: z.number(),
  windRewardFactor: z.number(),
  /** With whatIfFuelType: the tonnes of it that would balance the result. */
  whatIf: z.object({ fuelType: z.string(), tonnesToBalance: z.number().nullable() }).optional(),
});

/** POST /FuelEU/Pool: the pool settled for the year, each member's balance and what it banks. */
export const fuelEuPoolAnswer = z.object({
  year: z.number().int(),
  target: z.number().nullable(),
  valid: z.boolean(),
  poolBalanceTonnes: z.number(),
  penaltyEur: z.number(),
  penaltyWithoutPoolEur: z.number(),
  bankedOutTonnes: z.number(),
  members: z.array(
    z.object({
      vesselId: z.string(),
      name: z.string(),
      imoNumber: z.string(),
      energyMJ: z.number(),
      ghgIntensity: z.number().nullable(),
      ownBalanceTonnes: z.number(),
      bankedInTonnes: z.number(),
      balanceBeforeTonnes: z.number(),
      balanceAfterTonnes: z.number(),
      consecutiveDeficitYears: z.number().int(),
      penaltyEur: z.number(),
      penaltyWithoutPoolEur: z.number(),
      bankedOutTonnes: z.number(),
    }),
  ),
});
