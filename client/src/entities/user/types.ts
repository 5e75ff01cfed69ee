export type Role = "User" | "SuperUser" | "Administrator" | "ApiUser" | "KognifaiUser" | "Verifier";

/** The signed-in user, as answered by GET /Users/Get. */
export interface CurrentUser {
  id: string;
  name: string;
  userName: string;
  email: string;
  title: string;
  phoneNumber: string;
  role: Role;
  companyId: string | null;
  companyName: string;
  /** "" when the user has no API key, else a masked hint. */
  apiKey: string;
  daysBeforeDataOutdated: number;
  lastActivityDate: string;
  isAdmin: boolean;
  isSuperOrAdmin: boolean;
  isKognifai: boolean;
}
