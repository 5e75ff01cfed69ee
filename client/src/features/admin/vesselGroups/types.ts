/** A vessel group (GET /VesselGroups): a personal filter for the fleet pages. */
export interface VesselGroup {
  id: string;
  name: string;
  vesselIds: string[];
  vessels: { id: string; name: string }[];
  version: number;
}
