import { z } from "zod";
import { LNG_ENGINE_TYPES } from "../compliance/factors.js";
import { VESSEL_STATUSES } from "../performance/performanceStatus.js";
import { voyageSummaryAnswer } from "../voyages/dto.js";
import { ACTIVE_STATUSES } from "./vessel.js";

const nullableNumber = z.number().nullable();

/** A feature switched on for a vessel, as vessel answers list it. */
export const vesselFeatureAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
});

/** The `performance` object of a vessel answer and of GET /VesselPerformanceStatuses/{id}. */
export const vesselPerformanceAnswer = z.object({
  vesselId: z.string(),
  performanceStatus: z.enum(VESSEL_STATUSES),
});

/** A vessel the caller sees (GET /Vessels, /Vessels/{id}): particulars, emission settings and status. */
export const vesselAnswer = z.object({
  id: z.string(),
  imoNumber: z.string(),
  imoDisplay: z.string(),
  name: z.string(),
  created: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string(),
  activeStatus: z.enum(ACTIVE_STATUSES),
  isDataReceiver: z.boolean(),
  featureIds: z.array(z.number().int()),
  features: z.array(vesselFeatureAnswer),
  cargoUnitIds: z.array(z.number().int()),
  lastExportDate: z.string().nullable(),
  hasVeracityKey: z.boolean(),
  veracityKeyExpirationDate: z.string().nullable(),
  /** MEPC.335(76) shaft power limitation (kW), or null when the vessel has none. */
  shaftPowerLimitation: z.object({ limitedPower: z.number(), unlimitedPower: z.number() }).nullable(),
  /** Send it back to edit (409 when stale). */
  version: z.number().int(),
  draftMean: z.number(),
  ballastDraftHigh: nullableNumber,
  ballastDraftLow: nullableNumber,
  ladenDraftHigh: nullableNumber,
  ladenDraftLow: nullableNumber,
  maxContinuousRating: z.number(),
  speedMaxContinuousRating: nullableNumber,
  numberOfShafts: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  vesselType: z.string(),
  deadweight: nullableNumber,
  grossTonnage: nullableNumber,
  yearBuilt: nullableNumber,
  notes: z.string(),
  portOfRegistry: z.string(),
  homePort: z.string(),
  ownerCompanyName: z.string(),
  ownerCompanyAddress: z.string(),
  operatorCompanyName: z.string(),
  operatorCompanyAddress: z.string(),
  emissionsContactPersonName: z.string(),
  emissionsContactPersonAddress: z.string(),
  emissionsContactPersonPhone: z.string(),
  emissionsContactPersonEmail: z.string(),
  energyEfficiencyDesignIndex: nullableNumber,
  estimatedIndexValue: nullableNumber,
  auxiliaryEnginesPower: nullableNumber,
  mainPropulsionPower: nullableNumber,
  netTonnage: nullableNumber,
  vesselTypeId: nullableNumber,
  iceClassId: nullableNumber,
  lngEngineType: z.enum(LNG_ENGINE_TYPES).nullable(),
  performance: vesselPerformanceAnswer,
});
export type VesselAnswer = z.infer<typeof vesselAnswer>;

/** A vessel of GET /Vessels/Extended: with its current voyage (the latest while it has not ended), or null. */
export const extendedVesselAnswer = vesselAnswer.extend({ currentVoyage: voyageSummaryAnswer.nullable() });
export type ExtendedVesselAnswer = z.infer<typeof extendedVesselAnswer>;

/** The partner page's vessel picker (GET /Kognifai/Vessels): names and IMO numbers only. */
export const partnerVesselAnswer = z.object({
  id: z.string(),
  name: z.string(),
  imoNumber: z.string(),
  imoDisplay: z.string(),
});

/** A reference list entry (GET /CargoUnits, /VesselTypes, /IceClasses). */
export const referenceEntryAnswer = z.object({ id: z.number().int(), name: z.string() });

/** A vessel as vessel administration sees it (GET /VesselAdministrations…); never carries the veracity key. */
export const adminVesselAnswer = vesselAnswer
  .pick({
    id: true,
    name: true,
    imoNumber: true,
    imoDisplay: true,
    created: true,
    lastExportDate: true,
    companyId: true,
    companyName: true,
    draftMean: true,
    ballastDraftHigh: true,
    ballastDraftLow: true,
    ladenDraftHigh: true,
    ladenDraftLow: true,
    maxContinuousRating: true,
    speedMaxContinuousRating: true,
    numberOfShafts: true,
    vesselType: true,
    deadweight: true,
    grossTonnage: true,
    yearBuilt: true,
    activeStatus: true,
    isDataReceiver: true,
    features: true,
    hasVeracityKey: true,
    veracityKeyExpirationDate: true,
    performance: true,
    notes: true,
    version: true,
  })
  .extend({
    cargoUnits: z.array(referenceEntryAnswer),
    hasEsgFeature: z.boolean(),
    isDiagnosticActivated: z.boolean(),
  });
export type AdminVesselAnswer = z.infer<typeof adminVesselAnswer>;

/** GET /VesselAdministrations/{id}/GetVeracityKeyExpirationDate. */
export const veracityKeyExpiryAnswer = z.object({
  hasVeracityKey: z.boolean(),
  expirationDate: z.string().nullable(),
});

/** GET /VesselAdministrations/{id}/GetVeracityKey (administrators and super users). */
export const veracityKeyAnswer = z.object({
  veracityKey: z.string().nullable(),
  expirationDate: z.string().nullable(),
});
