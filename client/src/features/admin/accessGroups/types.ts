/** A vessel access group (GET /VesselCategories). */
export interface AccessGroup {
  id: string;
  name: string;
  isDefault: boolean;
  vessels: { id: string; name: string }[];
  users: { id: string; name: string; email: string }[];
  version: number;
}

export type AccessGroupDialogMode = "ADD" | "RENAME" | "DELETE";
