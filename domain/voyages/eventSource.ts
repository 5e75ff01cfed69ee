import type { Role } from "../auth/roles.js";
import type { EventSource } from "./model.js";

/**
 * Where a vessel event was recorded, from who recorded it: "Ship" for the crew's accounts (User, kept
 * to their vessels by access groups) and the company's data feed from the ship (ApiUser); "Office"
 * for shore staff (SuperUser) and the provider's administrators. Decided by the server from the
 * recorder's role at the time, never taken from the request.
 */
export function eventSourceOf(role: Role): EventSource {
  return role === "User" || role === "ApiUser" ? "Ship" : "Office";
}
