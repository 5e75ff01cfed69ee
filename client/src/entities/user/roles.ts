import type { CurrentUser, Role } from "./types";

export const isAdministrator = (role: Role | undefined): boolean => role === "Administrator";
export const isSuperOrAdmin = (role: Role | undefined): boolean =>
  role === "SuperUser" || role === "Administrator";
export const isKognifaiUser = (user: Pick<CurrentUser, "role" | "isKognifai"> | null): boolean =>
  !!user && (user.isKognifai || user.role === "KognifaiUser");

export const ROLE_LABELS: Record<Role, string> = {
  User: "User",
  SuperUser: "Super user",
  Administrator: "Administrator",
  ApiUser: "API user",
  KognifaiUser: "Kognifai user",
  Verifier: "Verifier",
};
