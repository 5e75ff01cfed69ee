import { cargoUnitById } from "../../../domain/vessels/cargoUnits.js";
import { featureById } from "../../../domain/vessels/features.js";
import type { AppContext } from "../../context.js";

type Resolve = (ctx: AppContext, id: unknown) => string | undefined;

const vesselName: Resolve = (ctx, id) =>
  typeof id === "string" ? ctx.readModels.state("vessels").byId[id]?.name : undefined;

/**
 * The records an event names by id, and the field its name is shown under, so that a history entry
 * says which feature, cargo unit, company or vessel it concerns (ids mean nothing to a reader).
 */
const REFERENCES: Record<string, [nameField: string, resolve: Resolve]> = {
  featureId: ["feature", (_, id) => (typeof id === "number" ? featureById(id)?.displayName : undefined)],
  cargoUnitId: ["cargoUnit", (_, id) => (typeof id === "number" ? cargoUnitById(id)?.name : undefined)],
  companyId: [
    "company",
    (ctx, id) => (typeof id === "string" ? ctx.readModels.state("companies").byId[id]?.name : undefined),
  ],
  replacedByVesselId: ["replacedByVessel", vesselName],
};
const LIST_REFERENCES: Record<string, [nameField: string, resolve: Resolve]> = {
  replacesVesselIds: ["replacesVessels", vesselName],
};

/** The event's data with the name of every record it refers to beside the id. */
export function withReferenceNames(ctx: AppContext, data: unknown): unknown {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return data;
  const named: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [field, value] of Object.entries(named)) {
    const single = REFERENCES[field];
    if (single) named[single[0]] = single[1](ctx, value) ?? `${value} (unknown)`;
    const list = LIST_REFERENCES[field];
    if (list && Array.isArray(value))
      named[list[0]] = value.map((id) => list[1](ctx, id) ?? `${id} (unknown)`);
  }
  return named;
}
