import type { ShaftPowerLimitation } from "../../../domain/shapoli/limitation.js";
import { usedPowerVariable } from "../../../domain/shapoli/powerVariable.js";
import { NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { parseTime } from "../logData/query.js";
import { findBreaches, positionAt, powerLogVariables } from "./breachFinder.js";
import { SHAPOLI_MESSAGES } from "./messages.js";
import { type BreachDto, breachDto } from "./views.js";

const DAY = 24 * 3_600_000;

/** The shaft power variable the breaches are found in, else 400 (the vessel logs none). */
export async function powerVariableOf(ctx: AppContext, vessel: VesselView) {
  const variable = usedPowerVariable(await powerLogVariables(ctx, vessel.id));
  if (!variable) throw new ValidationError(SHAPOLI_MESSAGES.noPowerVariable);
  return variable;
}

/** The vessel's breaches overlapping [from, to] with their positions and records, and the spikes left out. */
export async function breachesOf(
  ctx: AppContext,
  vessel: VesselView,
  limitation: ShaftPowerLimitation,
  from: number,
  to: number,
) {
  // A vessel that logs no shaft power has no breach to find (the list says which variable is used).
  const variable = usedPowerVariable(await powerLogVariables(ctx, vessel.id));
  if (!variable) return { variable: null, breaches: [] as BreachDto[], spikes: [] };
  const found = await findBreaches(ctx, variable.id, limitation, from, to);
  const breaches: BreachDto[] = [];
  for (const b of found.breaches) {
    const positions = {
      start: await positionAt(ctx, vessel, b.start),
      end: await positionAt(ctx, vessel, b.end),
    };
    breaches.push(breachDto(ctx, vessel.id, b, positions));
  }
  return { variable, breaches, spikes: found.spikes };
}

/** The breach starting exactly at `breachStartDate` (found within the day around it), else 404. */
export async function breachAt(
  ctx: AppContext,
  vessel: VesselView,
  limitation: ShaftPowerLimitation,
  breachStartDate: string,
) {
  const start = parseTime(breachStartDate, "breachStartDate");
  const { variable, breaches } = await breachesOf(ctx, vessel, limitation, start - DAY, start + DAY);
  const breach = breaches.find((b) => Date.parse(b.breachStartDate) === start);
  if (!breach || !variable) throw new NotFoundError(SHAPOLI_MESSAGES.noBreach(new Date(start).toISOString()));
  return { variable, breach };
}

/** Who saved the vessel's breach records and when, oldest first. */
export const recordChangesOf = (ctx: AppContext, vesselId: string) =>
  entryOf(ctx.readModels.state("shapoli").changes, vesselId) ?? [];
