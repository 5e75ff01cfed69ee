import { z } from "zod";
import { calendarDay } from "../shared/dates.js";
import type { Aggregate } from "../shared/decider.js";
import { ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { optionalText } from "../shared/fields.js";
import { TEXT_LIMITS } from "../shared/limits.js";

/**
 * Hull coating (spec 3 §3 "hull coating type list, manufacturer list (sorted by name), vessel hull coating
 * (vesselId)"): the catalogue of antifouling coating types and manufacturers, and each vessel's current
 * coating, event-sourced per vessel (`hullCoating-<vesselId>`, HullCoatingSet; who and when are the
 * event's metadata).
 */
export const HULL_COATING_TYPES = [
  {
    id: 1,
    name: "Self-polishing copolymer (SPC)",
    description: "Biocidal; the binder hydrolyses in sea water at a controlled rate, renewing the surface.",
  },
  {
    id: 2,
    name: "Controlled depletion polymer (CDP)",
    description:
      "Biocidal; rosin-based binder that dissolves, leaving a leached layer; cheaper, shorter life.",
  },
  {
    id: 3,
    name: "Hybrid SPC/CDP",
    description: "Biocidal; a mix of hydrolysing and dissolving binders.",
  },
  {
    id: 4,
    name: "Foul-release (silicone)",
    description: "Biocide-free; a low-friction surface organisms cannot hold on to at speed.",
  },
  {
    id: 5,
    name: "Hard coating",
    description: "Biocide-free; hard epoxy or vinyl ester surface meant for regular in-water cleaning.",
  },
] as const;

/** Sorted by name (spec 3 §3). */
export const HULL_COATING_MANUFACTURERS = [
  { id: 1, name: "Chugoku Marine Paints" },
  { id: 2, name: "Hempel" },
  { id: 3, name: "International (AkzoNobel)" },
  { id: 4, name: "Jotun" },
  { id: 5, name: "Kansai Paint" },
  { id: 6, name: "Nippon Paint Marine" },
  { id: 7, name: "PPG" },
  { id: 8, name: "Sherwin-Williams" },
  { id: 9, name: "Other" },
].sort((a, b) => a.name.localeCompare(b.name, "en"));

const typeIds = HULL_COATING_TYPES.map((t) => t.id) as number[];
const manufacturerIds = HULL_COATING_MANUFACTURERS.map((m) => m.id);

export const HULL_COATING_MESSAGES = {
  coatingTypeId: `coatingTypeId must be one of the hull coating types (GET /Fouling/HullCoatingType): ${typeIds.join(", ")}.`,
  manufacturerId: `manufacturerId must be one of the hull coating manufacturers (GET /Fouling/HullCoatingManufacturer): ${manufacturerIds.join(", ")}.`,
  appliedOnFuture: "appliedOn must not be in the future.",
  vesselIds: "vesselIds must be a list of 1 to 50 vessel ids.",
} as const;

/** POST /Fouling/HullCoatingVessel. */
export const hullCoatingRequest = z.object({
  vesselId: z.string({ message: "vesselId is required." }).max(100),
  coatingTypeId: z
    .number({ message: HULL_COATING_MESSAGES.coatingTypeId })
    .refine((id) => typeIds.includes(id), HULL_COATING_MESSAGES.coatingTypeId),
  manufacturerId: z
    .number({ message: HULL_COATING_MESSAGES.manufacturerId })
    .refine((id) => manufacturerIds.includes(id), HULL_COATING_MESSAGES.manufacturerId),
  productName: optionalText("productName", TEXT_LIMITS.name),
  appliedOn: calendarDay("appliedOn").nullish(),
  notes: optionalText("notes", TEXT_LIMITS.notes),
});

export interface HullCoating {
  coatingTypeId: number;
  manufacturerId: number;
  productName: string;
  /** YYYY-MM-DD or null when unknown. */
  appliedOn: string | null;
  notes: string;
}

export type HullCoatingSet = DomainEvent<"HullCoatingSet", HullCoating & { vesselId: string }>;

export interface HullCoatingState {
  coating: HullCoating | null;
}

export const hullCoatingAggregate: Aggregate<HullCoatingState, HullCoatingSet> = {
  streamName: (vesselId) => `hullCoating-${vesselId}`,
  initialState: { coating: null },
  evolve: (_state, event) => {
    const { vesselId: _v, ...coating } = event.data;
    return { coating };
  },
};

/** The decision: `today` (YYYY-MM-DD, UTC) bounds appliedOn. */
export function setHullCoating(
  _state: HullCoatingState,
  command: { vesselId: string; coating: HullCoating; today: string },
): HullCoatingSet[] {
  const { coating } = command;
  if (coating.appliedOn !== null && coating.appliedOn > command.today)
    throw new ValidationError(HULL_COATING_MESSAGES.appliedOnFuture);
  return [{ type: "HullCoatingSet", data: { vesselId: command.vesselId, ...coating } }];
}

export const coatingTypeName = (id: number): string | null =>
  HULL_COATING_TYPES.find((t) => t.id === id)?.name ?? null;
export const manufacturerName = (id: number): string | null =>
  HULL_COATING_MANUFACTURERS.find((m) => m.id === id)?.name ?? null;
