/** Verifier: an outside verifier reading only what a company grants (docs/verification.md, "Verifier access"). */
export const ROLES = ["User", "SuperUser", "Administrator", "ApiUser", "KognifaiUser", "Verifier"] as const;
export type Role = (typeof ROLES)[number];

export const isAdmin = (role: Role): boolean => role === "Administrator";
export const isSuperOrAdmin = (role: Role): boolean => role === "SuperUser" || role === "Administrator";
export const isKognifai = (role: Role): boolean => role === "KognifaiUser";

/** Roles whose holders may change a user's role (spec 1 §6). */
export const canEditRoles = (role: Role): boolean =>
  role === "User" || role === "SuperUser" || role === "Administrator";

/** Which roles an actor may hand out (spec 1 §6). */
export function assignableRoles(actor: Role): Role[] {
  if (actor === "Administrator") return [...ROLES];
  if (actor === "SuperUser") return ["User", "SuperUser", "ApiUser", "Verifier"];
  return [];
}

/**
 * Whether a role sees every vessel of the company it acts for. The others see only the vessels of
 * their access groups. ApiUser is the company's machine account (data uploads), so it sees all.
 */
export const seesAllCompanyVessels = (role: Role): boolean =>
  role === "Administrator" || role === "SuperUser" || role === "ApiUser";

export interface SettingsMenuEntry {
  path: string;
  label: string;
  roles: Role[];
}

const adminOnly: Role[] = ["Administrator"];
const superOrAdmin: Role[] = ["Administrator", "SuperUser"];

/** The settings menu of spec 1 §6, in display order. */
export const SETTINGS_MENU: SettingsMenuEntry[] = [
  { path: "UserList", label: "User List", roles: superOrAdmin },
  { path: "CompanyList", label: "Company List", roles: adminOnly },
  { path: "VesselAccessControl", label: "Vessel Access Control", roles: superOrAdmin },
  { path: "VesselGroups", label: "Vessel Groups", roles: ["Administrator", "SuperUser", "User"] },
  { path: "ManageVessels", label: "Manage Vessels", roles: adminOnly },
  { path: "ReferenceCurves", label: "Reference Curves", roles: adminOnly },
  { path: "Announcement", label: "Announcements", roles: adminOnly },
  { path: "Taxonomy", label: "Taxonomy", roles: adminOnly },
  { path: "ImportStatus", label: "Import Status", roles: adminOnly },
];

export const settingsMenuFor = (role: Role): SettingsMenuEntry[] =>
  SETTINGS_MENU.filter((entry) => entry.roles.includes(role));
