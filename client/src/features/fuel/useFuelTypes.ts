import type { FuelTypeDto } from "../../../../domain/fuel/dto";
import { fuelApi } from "../../entities/fuel/fuelApi";
import { useAsyncList } from "../../shared/table/useAsyncList";

/** The company's fuel types (defaults and its own), active ones only. */
export function useFuelTypes() {
  return useAsyncList(
    async () => (await fuelApi.fuelTypes()).filter((type: FuelTypeDto) => !type.isDeactivated),
    "fuel types",
  );
}
