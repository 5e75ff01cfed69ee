import { round } from "../reports/numbers.js";
import { ValidationError } from "../shared/errors.js";
import { VESSEL_TYPES } from "../vessels/referenceData.js";
import { CAPACITY_BASIS, type CiiResult, capacityOf, ciiShipTypeOf } from "./cii.js";

/**
 * The CII calculator's rules of its input (POST /Cii/Calculate, docs/cii.md): the vessel type must have a
 * reference line and the capacity its basis names. Pure; refusals are ValidationErrors.
 */

/** The ship type, capacity basis and capacity of a calculator request. */
export function calculatorCapacity(input: {
  vesselTypeId: number;
  deadweight?: number | null | undefined;
  grossTonnage?: number | null | undefined;
}) {
  const shipType = ciiShipTypeOf(input.vesselTypeId);
  if (!shipType) {
    const known = VESSEL_TYPES.find((t) => t.id === input.vesselTypeId);
    throw new ValidationError(
      known
        ? `vesselTypeId ${input.vesselTypeId} (${known.name}) has no CII reference line: the CII does not apply to it.`
        : `vesselTypeId must be the id of a vessel type (GET /VesselTypes).`,
    );
  }
  const basis = CAPACITY_BASIS[shipType];
  const capacity = capacityOf(shipType, {
    deadweight: input.deadweight ?? null,
    grossTonnage: input.grossTonnage ?? null,
  });
  if (capacity == null)
    throw new ValidationError(
      basis === "DWT"
        ? "deadweight is required: the CII capacity of this ship type is its deadweight (DWT)."
        : "grossTonnage is required: the CII capacity of this ship type is its gross tonnage (GT).",
    );
  return { shipType, basis, capacity };
}

/** Each fuel line with the fuel type its short name names among `types`; a line naming none is refused. */
export function fuelLinesOf<T, L extends { fuelType: string }>(
  lines: readonly L[],
  types: ReadonlyMap<string, T>,
): Array<{ line: L; type: T }> {
  return lines.map((line, i) => {
    const type = types.get(line.fuelType);
    if (type === undefined)
      throw new ValidationError(
        `fuels[${i}].fuelType '${line.fuelType}' is not the short name of one of your fuel types (GET /FuelTypes).`,
      );
    return { line, type };
  });
}

const r4 = (x: number) => round(x, 4);

/** The calculator's answer: the capacity, the attained and required CII with the rating boundaries. */
export const calculatorAnswer = (
  capacity: { basis: string; capacity: number },
  result: Pick<CiiResult, "attained" | "reference" | "required" | "boundaries" | "rating">,
) => ({
  capacity: capacity.capacity,
  capacityBasis: capacity.basis,
  attained: r4(result.attained!),
  reference: r4(result.reference),
  required: r4(result.required),
  boundaries: {
    superior: r4(result.boundaries.superior),
    lower: r4(result.boundaries.lower),
    upper: r4(result.boundaries.upper),
    inferior: r4(result.boundaries.inferior),
  },
  rating: result.rating,
});
