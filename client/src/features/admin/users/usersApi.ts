import { http } from "../../../shared/api/httpClient";
import type { AdminUser } from "./types";

/** The body of POST /Users/Post and PUT /Users/Put. */
export interface UserPayload {
  id?: string;
  email: string;
  name: string;
  title: string;
  phoneNumber: string;
  role: string;
  companyId: string | null;
  daysBeforeDataOutdated: number;
  version?: number;
}

/** POST /Users/GenerateApiKey may answer the key itself or an object carrying it. */
function keyOf(answer: unknown): string {
  if (typeof answer === "string") return answer;
  if (answer && typeof answer === "object") {
    const { apiKey, key } = answer as { apiKey?: unknown; key?: unknown };
    if (typeof apiKey === "string") return apiKey;
    if (typeof key === "string") return key;
  }
  return "";
}

/** Online users may come back as users or as ids. */
function onlineIdsOf(answer: unknown): Set<string> {
  const ids = new Set<string>();
  if (!Array.isArray(answer)) return ids;
  for (const item of answer) {
    if (typeof item === "string") ids.add(item);
    else if (item && typeof item === "object" && typeof (item as { id?: unknown }).id === "string") {
      ids.add((item as { id: string }).id);
    }
  }
  return ids;
}

export const usersApi = {
  list: () => http.get<AdminUser[]>("/Users"),
  onlineIds: async () => onlineIdsOf(await http.get<unknown>("/Users/Online")),
  create: (user: UserPayload) => http.post<AdminUser>("/Users/Post", user),
  update: (user: UserPayload) => http.put<AdminUser>("/Users/Put", user),
  remove: (id: string) => http.delete<void>(`/Users/${encodeURIComponent(id)}`),
  /** `previousKeyGraceHours`: how long the replaced key keeps working (0: it stops at once). */
  generateApiKey: async (userId: string, previousKeyGraceHours = 0) =>
    keyOf(await http.post<unknown>("/Users/GenerateApiKey", { userId, previousKeyGraceHours })),
  clearApiKey: (userId: string) => http.post<unknown>("/Users/ClearApiKey", { userId }),
};
