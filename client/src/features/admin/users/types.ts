import type { Role } from "../../../entities/user/types";

/** A user as answered by GET /Users. */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  title: string;
  phoneNumber: string;
  role: Role;
  companyId: string | null;
  companyName: string;
  /** A masked hint, or "" when the user has no API key. */
  apiKey: string;
  daysBeforeDataOutdated: number;
  lastActivityDate: string | null;
  /** When the API key was last used (null: never, or no key). */
  apiKeyLastUsedDate: string | null;
  isOnline: boolean;
  version: number;
}

export type UserDialogMode = "VIEW" | "EDIT" | "ADD" | "API" | "REMOVE";

/** The editable fields of the user dialog, as typed. */
export interface UserFormValues {
  email: string;
  name: string;
  title: string;
  phoneNumber: string;
  role: Role;
  daysBeforeDataOutdated: string;
}

export const ALL_ZERO_ID = "00000000-0000-0000-0000-000000000000";

/** A user is new when the id is empty or the all-zero id (spec 1 §3). */
export const isNewUser = (id: string | null | undefined): boolean => !id || id === ALL_ZERO_ID;
