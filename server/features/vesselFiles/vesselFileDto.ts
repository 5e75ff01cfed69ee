import { entryOf } from "../../../domain/shared/records.js";
import type { DeletedVesselFileAnswer, VesselFileAnswer } from "../../../domain/vesselFiles/answers.js";
import { restorableUntil } from "../../../domain/vesselFiles/vesselFiles.js";
import type { VesselFileView } from "../../../projections/vesselFiles/vesselFiles.js";
import type { AppContext } from "../../context.js";

/** A vessel file as the Documents page lists it (spec 3 §3); the shape is the documented answer's. */
export type VesselFileDto = VesselFileAnswer;
export type DeletedVesselFileDto = DeletedVesselFileAnswer;

const nameOf = (ctx: AppContext, userId: string | null) =>
  userId === "system"
    ? "Keelson"
    : ((userId && entryOf(ctx.readModels.state("users").nameById, userId)) ?? "A former user");

export function vesselFileDto(ctx: AppContext, file: VesselFileView): VesselFileDto {
  const base = file.fileName.slice(file.fileName.lastIndexOf("/") + 1);
  return {
    id: file.id,
    vesselId: file.vesselId,
    fileName: file.fileName,
    fileSize: file.fileSize,
    uploadedTime: file.uploadedTime,
    uploadedBy: file.uploadedBy,
    uploadedByName: nameOf(ctx, file.uploadedBy),
    extension: base.includes(".") ? base.slice(base.lastIndexOf(".") + 1).toLowerCase() : "",
  };
}

export function deletedVesselFileDto(ctx: AppContext, file: VesselFileView): DeletedVesselFileDto {
  return {
    ...vesselFileDto(ctx, file),
    deletedAt: file.deletedAt!,
    deletedByName: nameOf(ctx, file.deletedBy),
    restorableUntil: restorableUntil(file.deletedAt!).toISOString(),
  };
}
