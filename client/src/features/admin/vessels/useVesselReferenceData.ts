import { byName } from "../../../../../domain/shared/text";
import { vesselAdminApi } from "../../../entities/vessel/vesselAdminApi";
import { useAsyncList } from "../../../shared/table/useAsyncList";
import { companiesApi } from "../companies/companiesApi";

/** Companies (for assigning), features and cargo units (for the editor). */
export function useVesselReferenceData() {
  const companies = useAsyncList(async () => (await companiesApi.list()).sort(byName), "companies");
  const features = useAsyncList(vesselAdminApi.features, "features");
  const cargoUnits = useAsyncList(vesselAdminApi.cargoUnits, "cargo units");
  return { companies: companies.items, features: features.items, cargoUnits: cargoUnits.items };
}
