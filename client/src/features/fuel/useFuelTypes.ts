import type { FuelTypeDto } from "../../../../domain/fuel/dto";
import { useAsyncList } from "../admin/common/useAsyncList";
import { fuelApi } from "./fuelApi";

/** The company's fuel types (defaults and its own), active ones only. */
export function useFuelTypes() {
  return useAsyncList(
    async () => (await fuelApi.fuelTypes()).filter((type: FuelTypeDto) => !type.isDeactivated),
    "fuel types",
  );
}
