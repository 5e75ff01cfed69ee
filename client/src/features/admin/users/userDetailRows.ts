import { ROLE_LABELS } from "../../../entities/user/roles";
import { formatUtc } from "../../../shared/format/formatUtc";
import type { AdminUser } from "./types";

/** The read-only rows of the VIEW mode; ApiUsers have no e-mail, title or phone. */
export function userDetailRows(user: AdminUser): [string, string | number | null][] {
  const apiUser = user.role === "ApiUser";
  return [
    ["Name", user.name],
    ...(apiUser
      ? []
      : ([
          ["E-mail", user.email],
          ["Title", user.title],
          ["Phone", user.phoneNumber],
        ] as [string, string][])),
    ["Role", ROLE_LABELS[user.role] ?? user.role],
    ["Company", user.companyName],
    ["Days before data is outdated", user.daysBeforeDataOutdated],
    ["Last activity (UTC)", formatUtc(user.lastActivityDate)],
    ["API key", user.apiKey || "No API key"],
    ...(user.apiKey
      ? ([["API key last used (UTC)", formatUtc(user.apiKeyLastUsedDate) || "never"]] as [string, string][])
      : []),
  ];
}
