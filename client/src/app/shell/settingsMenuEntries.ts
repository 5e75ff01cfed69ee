import type { Role } from "../../entities/user/types";

interface SettingsEntry {
  label: string;
  /** Linked as /Settings/{path}. */
  path: string;
  icon: string;
  roles: readonly Role[];
}

const ADMIN: readonly Role[] = ["Administrator"];
const SUPER_OR_ADMIN: readonly Role[] = ["Administrator", "SuperUser"];
const ALL_THREE: readonly Role[] = ["Administrator", "SuperUser", "User"];

/** Settings menu (spec §6): who sees which entry. */
export const settingsEntries: readonly SettingsEntry[] = [
  { label: "User List", path: "UserList", icon: "pi pi-users", roles: SUPER_OR_ADMIN },
  { label: "Company List", path: "CompanyList", icon: "pi pi-building", roles: ADMIN },
  { label: "Vessel Access Control", path: "VesselAccessControl", icon: "pi pi-lock", roles: SUPER_OR_ADMIN },
  { label: "Vessel Groups", path: "VesselGroups", icon: "pi pi-objects-column", roles: ALL_THREE },
  { label: "Manage Vessels", path: "ManageVessels", icon: "pi pi-wrench", roles: ADMIN },
  { label: "Reference Curves", path: "ReferenceCurves", icon: "pi pi-chart-scatter", roles: ADMIN },
  { label: "Announcements", path: "Announcement", icon: "pi pi-megaphone", roles: ADMIN },
  { label: "Taxonomy", path: "Taxonomy", icon: "pi pi-sitemap", roles: ADMIN },
  { label: "Import Status", path: "ImportStatus", icon: "pi pi-cloud-upload", roles: ADMIN },
  { label: "Verification", path: "Verification", icon: "pi pi-verified", roles: SUPER_OR_ADMIN },
];

export function settingsEntriesFor(role: Role | undefined): SettingsEntry[] {
  return role ? settingsEntries.filter((entry) => entry.roles.includes(role)) : [];
}
