import { entryOf } from "../../../domain/shared/records.js";
import type { AdminVesselAnswer } from "../../../domain/vessels/answers.js";
import { cargoUnitById } from "../../../domain/vessels/cargoUnits.js";
import { featureById } from "../../../domain/vessels/features.js";
import { formatImo } from "../../../domain/vessels/imo.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { lastDataSentOf } from "../../imports/exportDates.js";
import { performanceDto } from "../longTrends/vesselStatus.js";

/** A vessel as vessel administration sees it (spec 1 §3 field names). Never carries the veracity key. */
export async function adminVesselDto(ctx: AppContext, vessel: VesselView): Promise<AdminVesselAnswer> {
  const company = vessel.companyId
    ? entryOf(ctx.readModels.state("companies").byId, vessel.companyId)
    : undefined;
  const features = vessel.featureIds.flatMap((id) => {
    const feature = featureById(id);
    return feature ? [{ id: feature.id, name: feature.name, displayName: feature.displayName }] : [];
  });
  return {
    id: vessel.id,
    name: vessel.name,
    imoNumber: vessel.imoNumber,
    imoDisplay: formatImo(vessel.imoNumber),
    created: vessel.created,
    lastExportDate: lastDataSentOf(ctx, vessel),
    companyId: vessel.companyId,
    companyName: company?.name ?? "",
    draftMean: vessel.draftMean,
    ballastDraftHigh: vessel.ballastDraftHigh,
    ballastDraftLow: vessel.ballastDraftLow,
    ladenDraftHigh: vessel.ladenDraftHigh,
    ladenDraftLow: vessel.ladenDraftLow,
    maxContinuousRating: vessel.maxContinuousRating,
    speedMaxContinuousRating: vessel.speedMaxContinuousRating,
    numberOfShafts: vessel.numberOfShafts,
    vesselType: vessel.vesselType,
    deadweight: vessel.deadweight,
    grossTonnage: vessel.grossTonnage,
    yearBuilt: vessel.yearBuilt,
    activeStatus: vessel.activeStatus,
    isDataReceiver: vessel.isDataReceiver,
    features,
    cargoUnits: vessel.cargoUnitIds.flatMap((id) => {
      const unit = cargoUnitById(id);
      return unit ? [{ id: unit.id, name: unit.name }] : [];
    }),
    hasVeracityKey: vessel.hasVeracityKey,
    veracityKeyExpirationDate: vessel.veracityKeyExpirationDate,
    hasEsgFeature: features.some((f) => f.name === "EmissionReport"),
    isDiagnosticActivated: features.some((f) => f.name === "Diagnostics"),
    performance: await performanceDto(ctx, vessel),
    notes: vessel.notes,
    version: vessel.version,
  };
}
