import type { AppContext } from "../../context.js";

/** The name of who recorded an event: the user's name, "System" for the server's own events, else null. */
export function recordedByName(ctx: AppContext, userId: string): string | null {
  return ctx.readModels.state("users").nameById[userId] ?? (userId === "system" ? "System" : null);
}
