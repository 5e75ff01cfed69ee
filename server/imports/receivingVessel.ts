import type { VesselsState, VesselView } from "../../projections/admin/vessels.js";

/** The vessel that receives the data sent under an IMO number (at most one per IMO), if any. */
export function receivingVessel(vessels: VesselsState, imoNumber: string): VesselView | undefined {
  return Object.values(vessels.byId).find((v) => v.imoNumber === imoNumber && v.isDataReceiver);
}

export const hasVesselWithImo = (vessels: VesselsState, imoNumber: string): boolean =>
  Object.values(vessels.byId).some((v) => v.imoNumber === imoNumber);
