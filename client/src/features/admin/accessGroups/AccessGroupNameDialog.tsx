import { NameDialog } from "../../../shared/ui/NameDialog";
import { accessGroupsApi } from "./accessGroupsApi";
import type { AccessGroup } from "./types";
import { validateAccessGroupName } from "./validateAccessGroupName";

interface AccessGroupNameDialogProps {
  /** null: ADD; a group: RENAME. */
  group: AccessGroup | null;
  allGroups: AccessGroup[];
  onClose: () => void;
  onSaved: () => void;
}

/** ADD and RENAME dialogs of the vessel access groups; the name must be unique ignoring case. */
export function AccessGroupNameDialog({ group, allGroups, onClose, onSaved }: AccessGroupNameDialogProps) {
  const others = allGroups.filter((other) => other.id !== group?.id).map((other) => other.name);
  return (
    <NameDialog
      header={group ? "Rename vessel access group" : "Add new vessel access group"}
      initialName={group?.name ?? ""}
      saveLabel={group ? "Rename" : "Add"}
      testId="access-group"
      validate={(name) => validateAccessGroupName(name, others)}
      save={async (name) => {
        await accessGroupsApi.create(name);
        onSaved();
      }}
      versioned={
        group
          ? {
              version: group.version,
              subject: "access group",
              save: async (name, version) => {
                await accessGroupsApi.rename({ ...group, version }, name);
                onSaved();
              },
              fetchTheirs: async () => {
                const fresh = (await accessGroupsApi.list()).find((other) => other.id === group.id);
                if (!fresh || fresh.version === undefined)
                  throw new Error("The access group no longer exists.");
                return { name: fresh.name, version: fresh.version };
              },
            }
          : undefined
      }
      onClose={onClose}
    />
  );
}
